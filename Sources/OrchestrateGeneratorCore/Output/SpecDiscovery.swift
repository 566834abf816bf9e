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

    /// The spec files under `folder`, sorted: regular files only (not symbolic links), skipping hidden
    /// files and folders (`.build` and `.build-*` among them). Walks paths and reads each entry's own
    /// attributes, which costs far less than a URL enumerator with resource values.
    static func specFiles(in folder: URL) -> [String] {
        let root = folder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            let type = enumerator.fileAttributes?[.type] as? FileAttributeType
            if name.hasPrefix(".") {
                if type == .typeDirectory { enumerator.skipDescendants() }
                continue
            }
            if type == .typeRegular, SpecKind.of(fileName: name) != nil {
                // `root` is standardized and the enumerator's paths have no `.` or `..` parts.
                result.append(root + "/" + relative)
            }
        }
        return result.sorted()
    }
}
