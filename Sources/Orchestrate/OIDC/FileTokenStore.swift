import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Keeps tokens in a JSON file that only its owner can read: the file is created with mode `0600`
/// (never readable by others, not even for a moment) and replaced atomically; a folder it creates gets
/// mode `0700`. The tokens are not encrypted: this is an example of a `TokenStore` for tools and
/// servers, and apps should keep tokens in the Keychain.
public struct FileTokenStore: TokenStore {
    /// The file the tokens are kept in.
    public let fileURL: URL

    /// A store that keeps tokens in `fileURL`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The stored tokens; `nil` when the file does not exist.
    /// - Throws: `OidcError.storageFailed` when the file cannot be read or is not a token file.
    public func load() async throws -> OidcTokens? {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            if !FileManager.default.fileExists(atPath: fileURL.path) { return nil }
            throw OidcError.storageFailed("cannot read \(fileURL.path)")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            return try decoder.decode(OidcTokens.self, from: data)
        } catch {
            throw OidcError.storageFailed("\(fileURL.path) is not a token file")
        }
    }

    /// Writes `tokens` to a new owner-only file beside the store's and renames it into place.
    public func save(_ tokens: OidcTokens) async throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(tokens)
        let folder = fileURL.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                throw OidcError.storageFailed("cannot create \(folder.path)")
            }
        }
        let temporary = folder.appendingPathComponent(".\(fileURL.lastPathComponent).\(UUID().uuidString)")
        try Self.writeOwnerOnly(data, to: temporary.path)
        guard rename(temporary.path, fileURL.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw OidcError.storageFailed("cannot move the token file into \(fileURL.path): \(reason)")
        }
    }

    /// Removes the file, if there is one.
    public func clear() async throws {
        guard unlink(fileURL.path) == 0 || errno == ENOENT else {
            throw OidcError.storageFailed("cannot remove \(fileURL.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Creates `path` with mode 0600 (it must not exist), writes `data` and flushes it to disk.
    private static func writeOwnerOnly(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw OidcError.storageFailed("cannot create \(path): \(String(cString: strerror(errno)))")
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
            throw OidcError.storageFailed("cannot write \(path): \(failure)")
        }
    }
}
