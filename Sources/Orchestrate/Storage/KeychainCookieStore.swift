/// Keeps the cookies `CookieConfig.persist` names in the Keychain: the default `CookieConfig.store` on Apple
/// platforms, one item per server origin (`cookies https://auth.example.com:443`) unless given an `account`.
///
/// Loading and saving cannot throw (`CookieStore`): a Keychain call that fails reads as no cookies and saves
/// nothing, which signs the user out of the server's cookie session rather than failing the flow. Removing
/// can: `delete()` and `deleteAll()` (which sign-off uses) throw the `KeychainError`.
public typealias KeychainCookieStore = KeychainStore<[Cookie]>

extension KeychainStore: CookieStore where Value == [Cookie] {
    /// The stored cookies; none when there are none, the item does not decode (it is then deleted) or the
    /// Keychain cannot be read.
    public func load() async -> [Cookie] { (try? await get()) ?? [] }
    /// Replaces the stored cookies.
    public func save(_ cookies: [Cookie]) async { try? await save(item: cookies) }
    /// Removes the stored cookies.
    public func clear() async { try? await delete() }

    /// This store with its item named after the server origin `configuration` names, unless it has an account.
    public func scoped(to configuration: String) -> any CookieStore {
        scoped(kind: Self.kind, to: configuration)
    }

    /// Removes the cookies of every server: with an account, that item; without one, every item of the
    /// service and access group named `cookies` or `cookies ORIGIN`. A Keychain call that fails is an error.
    public func deleteAll() async throws {
        guard account == nil else { return try await delete() }
        let kind = Self.kind
        try keychain.removeItems(of: options) { $0 == kind || $0.hasPrefix(kind + " ") }
    }
}
