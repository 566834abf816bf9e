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

    /// Writes `files` into `directory` (created when missing); returns each file's outcome by name.
    public static func write(_ files: [GeneratedFile], to directory: String) throws -> [(name: String, outcome: Outcome)] {
        let folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var outcomes: [(name: String, outcome: Outcome)] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            let data = Data(file.contents.utf8)
            let existing = FileManager.default.contents(atPath: url.path)
            if existing == data {
                outcomes.append((file.name, .unchanged))
                continue
            }
            try data.write(to: url, options: .atomic)
            outcomes.append((file.name, existing == nil ? .created : .updated))
        }
        return outcomes
    }
}
