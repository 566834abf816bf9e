import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files: atomically, and only when the bytes differ, so an unchanged file keeps its
/// modification time and build systems see no change.
///
/// Atomically means through a temporary file in the same folder, renamed over the old one, so a build never
/// reads half a file. Unlike `Data.write(options: .atomic)` it does not `fsync` each file: the files are
/// regenerated from their specs at will, so the cost of waiting for the disk (one wait per file) buys nothing.
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

    /// Writes `file` into `directory` (created when missing) unless it already has these bytes there.
    public static func write(_ file: GeneratedFile, into directory: String) throws -> Outcome {
        let folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try write(file, in: folder)
    }

    /// Writes one file unless it already has these bytes.
    private static func write(_ file: GeneratedFile, in folder: URL) throws -> Outcome {
        let path = folder.appendingPathComponent(file.name).path
        let bytes = Array(file.contents.utf8)
        let existing = FileManager.default.contents(atPath: path)
        if let existing, existing.elementsEqual(bytes) { return .unchanged }
        try replace(path, with: bytes, folder: folder.path)
        return existing == nil ? .created : .updated
    }

    /// Writes `bytes` to a new temporary file in `folder` and renames it to `path`.
    private static func replace(_ path: String, with bytes: [UInt8], folder: String) throws {
        let temporary = folder + "/.\(UUID().uuidString).orchestrate-gen.tmp"
        // 0o666 less the umask, as any file a tool creates.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw WriteError(path: path, code: errno) }
        var written = 0
        var failure: Int32?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += count
            }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, code: failure)
        }
    }
}

/// A generated file that could not be written: the file and the system's reason.
struct WriteError: Error, LocalizedError {
    /// The file's path.
    var path: String
    /// The `errno` value.
    var code: Int32

    var errorDescription: String? {
        "\(path): \(String(cString: strerror(code)))"
    }
}

/// The system's `write`, under a name that does not clash with `OutputWriter.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
