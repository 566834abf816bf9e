import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the spec files named on a command line: files as given, folders searched recursively for
/// `*.flow.yaml`, `*.collectors.yaml`, `*.callbacks.yaml` (and `.yml`), skipping hidden folders and `.build`.
public enum SpecDiscovery {
    /// The sources of `paths` (relative to `currentDirectory`), read; problems are diagnostics.
    public static func sources(for paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath)
        -> (sources: [SpecSource], diagnostics: [Diagnostic])
    {
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
        -> (files: [String], diagnostics: [Diagnostic])
    {
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
                    diagnostics.warning(
                        "the folder has no *.flow.yaml, *.collectors.yaml or *.callbacks.yaml file",
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
    /// files and folders (`.build` and `.build-*` among them).
    ///
    /// Lists each folder and `lstat`s each entry itself: Foundation's enumerator with file attributes also
    /// looks up each file's owner and group names, which reads /etc/passwd and /etc/group twice a file.
    static func specFiles(in folder: URL) -> [String] {
        var result: [String] = []
        var folders = [folder.standardizedFileURL.path]
        while let current = folders.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                // `current` is standardized and listed names have no `.` or `..` parts.
                let path = current + "/" + name
                switch FileKind.of(path) {
                case .folder: folders.append(path)
                case .regular where SpecKind.of(fileName: name) != nil: result.append(path)
                default: break
                }
            }
        }
        return result.sorted()
    }
}

/// What a path is, from `lstat` (a symbolic link is neither a folder nor a regular file).
private enum FileKind {
    case folder, regular, other

    static func of(_ path: String) -> FileKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .regular
        default: return .other
        }
    }
}
