import Foundation

/// Writes generated files: atomically, and only when the bytes differ, so an unchanged file keeps its
/// modification time and build systems see no change.
public enum OutputWriter {
    /// What happened to one file.
    public enum Outcome: String, Sendable, Equatable {
        /// The file did not exist and was written.
        case created
        /// The file had other bytes and was replaced.
        case updated
        /// The file already had these bytes and was left alone.
        case unchanged
    }

    /// Writes `files` into `directory` (created when missing), one thread per processor; returns each file's
    /// outcome by name, in the order of `files`. When a file cannot be written, throws the first such error
    /// (in that order) after the other files were tried.
    public static func write(_ files: [GeneratedFile], to directory: String) throws -> [(name: String, outcome: Outcome)] {
        let folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let results = BigStackThread.map(files.count) { index in
            Result { try write(files[index], in: folder) }
        }
        return try zip(files, results).map { file, result in (file.name, try result.get()) }
    }

    /// Writes one file unless it already has these bytes.
    private static func write(_ file: GeneratedFile, in folder: URL) throws -> Outcome {
        let url = folder.appendingPathComponent(file.name)
        let data = Data(file.contents.utf8)
        let existing = FileManager.default.contents(atPath: url.path)
        if existing == data { return .unchanged }
        try data.write(to: url, options: .atomic)
        return existing == nil ? .created : .updated
    }
}
