/// Keeps the Journey SSO session in the Keychain: the default `JourneyModuleConfig.sessionStore` on Apple
/// platforms, one item per AM server and realm (`session SERVER_URL REALM`) unless given an `account`.
/// Share it with the app's extensions and sibling apps through an access group:
///
/// ```swift
/// journey.sessionStore = KeychainSessionStore(options: KeychainStoreOptions(accessGroup: "ABCDE12345.com.example.sso"))
/// ```
public typealias KeychainSessionStore = KeychainStore<SSOToken>

extension KeychainStore: SessionStore where Value == SSOToken {
    /// The stored session; `nil` when there is none or the item does not decode (it is then deleted).
    public func load() async throws -> SSOToken? { try await get() }
    /// Replaces the stored session.
    public func save(_ token: SSOToken) async throws { try await save(item: token) }
    /// Removes the stored session.
    public func clear() async throws { try await delete() }

    /// This store with its item named after the AM server and realm `configuration` names, unless it has an account.
    public func scoped(to configuration: String) -> any SessionStore {
        scoped(kind: Self.kind, to: configuration)
    }

    /// This store, moving the session of `legacy` (the in-memory store a workflow started with, or a
    /// `FileSessionStore`) into the Keychain the first time its item is empty, and clearing `legacy` then.
    public func migrating(from legacy: any SessionStore) -> Self {
        migrating(load: { try await legacy.load() }, clear: { try await legacy.clear() })
    }
}
