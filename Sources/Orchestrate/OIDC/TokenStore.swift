import Foundation

/// Where the OIDC module keeps a user's tokens between calls and launches. `InMemoryTokenStore` is the
/// default and `FileTokenStore` an example; implement the protocol over the Keychain in an app.
public protocol TokenStore: Sendable {
    /// The stored tokens, or `nil` when none are stored.
    func load() async throws -> OidcTokens?
    /// Replaces the stored tokens with `tokens`.
    func save(_ tokens: OidcTokens) async throws
    /// Removes the stored tokens.
    func clear() async throws
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
