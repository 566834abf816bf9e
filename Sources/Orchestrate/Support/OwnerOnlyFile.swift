import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file only its owner can read, for the example stores of tokens and sessions: created with mode
/// `0600` (never readable by others, not even for a moment) and replaced atomically; a folder it creates
/// gets mode `0700`. Errors are sentences naming the path, for the store to wrap in its own error type.
struct OwnerOnlyFile: Sendable {
    /// The file.
    let url: URL

    /// The file's bytes; `nil` when it does not exist. Refuses a symbolic link (opened with
    /// `O_NOFOLLOW`), anything but a regular file, a file another user owns, and a file that group or
    /// others may read or write: such a file may have been planted or read by someone else.
    func read() throws(OwnerOnlyFileError) -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let number = errno
            if number == ENOENT { return nil }
            if number == ELOOP { throw OwnerOnlyFileError("\(url.path) is a symbolic link; it is not followed") }
            throw OwnerOnlyFileError("cannot read \(url.path): \(String(cString: strerror(number)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw OwnerOnlyFileError("cannot read \(url.path)") }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw OwnerOnlyFileError("\(url.path) is not a regular file")
        }
        guard status.st_uid == geteuid() else { throw OwnerOnlyFileError("\(url.path) belongs to another user") }
        guard status.st_mode & 0o077 == 0 else {
            throw OwnerOnlyFileError(
                "\(url.path) may be read or written by others (mode \(String(status.st_mode & 0o777, radix: 8)))")
        }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw OwnerOnlyFileError("cannot read \(url.path)")
        }
    }

    /// Writes `data` to a new owner-only file beside this one and renames it into place.
    func store(_ data: Data) throws(OwnerOnlyFileError) {
        let folder = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                throw OwnerOnlyFileError("cannot create \(folder.path)")
            }
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        try Self.writeNew(data, to: temporary.path)
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw OwnerOnlyFileError("cannot move the file into \(url.path): \(reason)")
        }
    }

    /// Removes the file, if there is one.
    func remove() throws(OwnerOnlyFileError) {
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw OwnerOnlyFileError("cannot remove \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Creates `path` with mode 0600 (it must not exist), writes `data` and flushes it to disk.
    private static func writeNew(_ data: Data, to path: String) throws(OwnerOnlyFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw OwnerOnlyFileError("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if let failure {
            unlink(path)
            throw OwnerOnlyFileError("cannot write \(path): \(failure)")
        }
    }
}

/// Why an owner-only file could not be read, written or removed.
struct OwnerOnlyFileError: Error, Sendable {
    /// A sentence naming the path.
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
