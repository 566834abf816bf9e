import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files only their owner reads: created `0600` before the first byte is written (never widened
/// afterwards), then renamed over the destination, so that a reader (or a recorder stopped midway) sees the old
/// file or the new one whole. It does not wait for the disk (`fsync`): a recording is rewritten after every
/// exchange, and what a power cut could lose is a walk to record again.
package enum PrivateFile {
    /// Why a write failed: the call and the system's error.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// Writes `data` to `url` atomically with mode `0600`.
    package static func write(_ data: Data, to url: URL) throws(Failure) {
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/." + url.lastPathComponent + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw failure("cannot create \(temporary)") }
        var written = 0
        let complete = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            while written < buffer.count {
                let count = systemWrite(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
        close(descriptor)
        guard complete else {
            let error = failure("cannot write \(temporary)")
            unlink(temporary)
            throw error
        }
        guard rename(temporary, url.path) == 0 else {
            let error = failure("cannot rename \(temporary) to \(url.path)")
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ what: String) -> Failure {
        Failure(description: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// POSIX `write(2)`, named apart from ``PrivateFile/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
