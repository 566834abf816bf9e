import Foundation

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
            guard let read = try OwnerOnlyFile(url: fileURL).read() else { return nil }
            data = read
        } catch {
            throw OidcError.storageFailed(error.reason)
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
        do {
            try OwnerOnlyFile(url: fileURL).store(data)
        } catch {
            throw OidcError.storageFailed(error.reason)
        }
    }

    /// Removes the file, if there is one.
    public func clear() async throws {
        do {
            try OwnerOnlyFile(url: fileURL).remove()
        } catch {
            throw OidcError.storageFailed(error.reason)
        }
    }
}
