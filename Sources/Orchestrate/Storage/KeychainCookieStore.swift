/// Keeps the cookies `CookieConfig.persist` names in the Keychain: the default `CookieConfig.store` on Apple
/// platforms, one item per server origin (`cookies https://auth.example.com:443`) unless given an `account`.
///
/// A cookie store cannot throw (`CookieStore`): a Keychain call that fails reads as no cookies and saves
/// nothing, which signs the user out of the server's cookie session rather than failing the flow.
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
}
