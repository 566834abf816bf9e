import Foundation

/// Finds the spec files named on a command line: files as given, folders searched recursively for
/// `*.flow.yaml`, `*.collectors.yaml` (and `.yml`), skipping hidden folders and `.build`.
public enum SpecDiscovery {
    /// The sources of `paths` (relative to `currentDirectory`), read; problems are diagnostics.
    public static func sources(for paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath)
        -> (sources: [SpecSource], diagnostics: [Diagnostic]) {
        let found = files(for: paths, currentDirectory: currentDirectory)
        var diagnostics = DiagnosticBag()
        diagnostics.append(contentsOf: found.diagnostics)
        var sources: [SpecSource] = []
        for file in found.files {
            guard let data = FileManager.default.contents(atPath: file) else {
                diagnostics.error("cannot read the file", at: SourceLocation(file: file, line: 1, column: 1))
                continue
            }
            sources.append(SpecSource(path: file, bytes: [UInt8](data)))
        }
        return (sources, diagnostics.sorted)
    }

    /// The absolute, standardised paths of the files `paths` name (folders searched), sorted and without
    /// duplicates, not read; missing paths and folders without spec files are diagnostics.
    public static func files(for paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath)
        -> (files: [String], diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        var files: [String] = []
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                diagnostics.error("no such file or folder", at: SourceLocation(file: url.path, line: 1, column: 1))
                continue
            }
            if isDirectory.boolValue {
                let found = specFiles(in: url)
                if found.isEmpty {
                    diagnostics.warning("the folder has no *.flow.yaml or *.collectors.yaml file",
                                        at: SourceLocation(file: url.path, line: 1, column: 1))
                }
                files += found
            } else {
                files.append(url.path)
            }
        }
        var seen = Set<String>()
        return (files.sorted().filter { seen.insert($0).inserted }, diagnostics.sorted)
    }

    /// The spec files under `folder`, sorted.
    static func specFiles(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        var result: [String] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent == ".build" || url.lastPathComponent.hasPrefix(".build-") {
                enumerator.skipDescendants()
                continue
            }
            if SpecKind.of(fileName: url.lastPathComponent) != nil,
               (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                result.append(url.standardizedFileURL.path)
            }
        }
        return result.sorted()
    }
}
