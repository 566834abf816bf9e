import Foundation

/// Where the OIDC module keeps a user's tokens between calls and launches: `KeychainTokenStore` by default
/// on Apple platforms, `InMemoryTokenStore` elsewhere; `FileTokenStore` for tools and servers.
public protocol TokenStore: Sendable {
    /// The stored tokens, or `nil` when none are stored.
    func load() async throws -> OidcTokens?
    /// Replaces the stored tokens with `tokens`.
    func save(_ tokens: OidcTokens) async throws
    /// Removes the stored tokens.
    func clear() async throws
    /// The store the OIDC module uses for the client `configuration` names (`CLIENT_ID DISCOVERY_ENDPOINT`):
    /// by default this store itself; a `KeychainTokenStore` without an account names its item after it.
    func scoped(to configuration: String) -> any TokenStore
}

extension TokenStore {
    /// This store itself: it keeps the same tokens whichever client uses it.
    public func scoped(to configuration: String) -> any TokenStore { self }
}

/// Keeps tokens in memory for the life of the process.
public actor InMemoryTokenStore: TokenStore {
    private var tokens: OidcTokens?

    /// An empty store.
    public init() {}

    /// The stored tokens.
    public func load() -> OidcTokens? { tokens }
    /// Replaces the stored tokens.
    public func save(_ tokens: OidcTokens) { self.tokens = tokens }
    /// Removes the stored tokens.
    public func clear() { tokens = nil }
}
