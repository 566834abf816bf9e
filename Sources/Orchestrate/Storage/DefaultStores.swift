/// The stores a configuration starts with: the Keychain on Apple platforms, memory elsewhere. Each call
/// makes a new store, so two in-memory configurations never share one.
enum DefaultStores {
    #if canImport(Security)
    /// `KeychainTokenStore()`.
    static var tokens: any TokenStore { KeychainTokenStore() }
    /// `KeychainSessionStore()`.
    static var session: any SessionStore { KeychainSessionStore() }
    /// `KeychainCookieStore()`.
    static var cookies: any CookieStore { KeychainCookieStore() }
    #else
    /// `InMemoryTokenStore()`.
    static var tokens: any TokenStore { InMemoryTokenStore() }
    /// `InMemorySessionStore()`.
    static var session: any SessionStore { InMemorySessionStore() }
    /// `InMemoryCookieStore()`.
    static var cookies: any CookieStore { InMemoryCookieStore() }
    #endif
}
