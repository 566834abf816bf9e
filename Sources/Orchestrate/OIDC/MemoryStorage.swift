import Foundation

/// Keeps one value in memory for the life of the process, under the Ping SDK's name and methods
/// (`save(item:)`, `get()`, `delete()`). `MemoryStorage<Token>()` is a `TokenStore`:
/// `oidc.storage = MemoryStorage<Token>()`, the same as the default `InMemoryTokenStore`.
public actor MemoryStorage<Value: Codable & Sendable> {
    private var item: Value?

    /// An empty store.
    public init() {}

    /// Replaces the stored value with `item`.
    public func save(item: Value) { self.item = item }
    /// The stored value, or `nil` when none is stored.
    public func get() -> Value? { item }
    /// Removes the stored value.
    public func delete() { item = nil }
}

extension MemoryStorage: TokenStore where Value == OidcTokens {
    /// The stored tokens.
    public func load() -> OidcTokens? { item }
    /// Replaces the stored tokens.
    public func save(_ tokens: OidcTokens) { item = tokens }
    /// Removes the stored tokens.
    public func clear() { item = nil }
}
