import Foundation

/// The SSO session a journey ends with: AM's `tokenId`, sent back as the header named by
/// `JourneyConfig.cookie` on later requests, with the `successUrl` and `realm` of the success answer.
/// `description` and `dump` never show the token.
public struct SSOToken: Sendable, Equatable, Codable {
    /// The `tokenId`.
    public let value: String
    /// Where AM sends a browser after the journey (`/enduser/?realm=/alpha`); empty when not given.
    public let successUrl: String
    /// The realm the session is in (`/alpha`); empty when not given.
    public let realm: String

    /// Creates a token.
    public init(value: String, successUrl: String = "", realm: String = "") {
        self.value = value
        self.successUrl = successUrl
        self.realm = realm
    }
}

extension SSOToken: CustomStringConvertible, CustomReflectable {
    /// The realm, never the token.
    public var description: String { "SSOToken(value: <redacted>, realm: \(realm))" }

    /// The same redacted view for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(self, children: ["value": "<redacted>", "successUrl": successUrl, "realm": realm])
    }
}

/// Where the Journey module keeps the SSO session between journeys and launches: `KeychainSessionStore` by
/// default on Apple platforms, `InMemorySessionStore` elsewhere; `FileSessionStore` for tools and servers.
public protocol SessionStore: Sendable {
    /// The stored session, or `nil` when none is stored.
    func load() async throws -> SSOToken?
    /// Replaces the stored session with `token`.
    func save(_ token: SSOToken) async throws
    /// Removes the stored session.
    func clear() async throws
    /// The store the Journey module uses for the AM server and realm `configuration` names
    /// (`SERVER_URL REALM`): by default this store itself; a `KeychainSessionStore` without an account
    /// names its item after it.
    func scoped(to configuration: String) -> any SessionStore
}

extension SessionStore {
    /// This store itself: it keeps the same session whichever server uses it.
    public func scoped(to configuration: String) -> any SessionStore { self }
}

/// Keeps the session in memory for the life of the process.
public actor InMemorySessionStore: SessionStore {
    private var token: SSOToken?

    /// An empty store.
    public init() {}

    /// The stored session.
    public func load() -> SSOToken? { token }
    /// Replaces the stored session.
    public func save(_ token: SSOToken) { self.token = token }
    /// Removes the stored session.
    public func clear() { token = nil }
}

/// Keeps the session in a JSON file only its owner can read (mode `0600`, replaced atomically). The
/// token is not encrypted: this is an example for tools and servers; apps keep it in the Keychain.
public struct FileSessionStore: SessionStore {
    /// The file the session is kept in.
    public let fileURL: URL

    /// A store that keeps the session in `fileURL`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The stored session; `nil` when the file does not exist.
    /// - Throws: `JourneyError.storageFailed` when the file cannot be read or holds no session.
    public func load() async throws -> SSOToken? {
        do {
            guard let data = try OwnerOnlyFile(url: fileURL).read() else { return nil }
            guard let token = try? JSONDecoder().decode(SSOToken.self, from: data) else {
                throw JourneyError.storageFailed("\(fileURL.path) is not a session file")
            }
            return token
        } catch let error as OwnerOnlyFileError {
            throw JourneyError.storageFailed(error.reason)
        }
    }

    /// Writes the session to a new owner-only file and renames it into place.
    public func save(_ token: SSOToken) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try OwnerOnlyFile(url: fileURL).store(try encoder.encode(token))
        } catch let error as OwnerOnlyFileError {
            throw JourneyError.storageFailed(error.reason)
        }
    }

    /// Removes the file, if there is one.
    public func clear() async throws {
        do {
            try OwnerOnlyFile(url: fileURL).remove()
        } catch {
            throw JourneyError.storageFailed(error.reason)
        }
    }
}
