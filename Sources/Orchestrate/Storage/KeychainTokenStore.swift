/// Keeps OIDC tokens in the Keychain: the default `OidcConfig.storage` on Apple platforms, one item per
/// client (`tokens CLIENT_ID DISCOVERY_ENDPOINT`) unless given an `account`.
///
/// ```swift
/// oidc.storage = KeychainTokenStore(options: KeychainStoreOptions(accessibility: .whenUnlockedThisDeviceOnly))
/// ```
public typealias KeychainTokenStore = KeychainStore<OidcTokens>

extension KeychainStore: TokenStore where Value == OidcTokens {
    /// The stored tokens; `nil` when there are none or the item does not decode (it is then deleted).
    public func load() async throws -> OidcTokens? { try await get() }
    /// Replaces the stored tokens.
    public func save(_ tokens: OidcTokens) async throws { try await save(item: tokens) }
    /// Removes the stored tokens.
    public func clear() async throws { try await delete() }

    /// This store with its item named after the OIDC client `configuration` names, unless it has an account.
    public func scoped(to configuration: String) -> any TokenStore {
        scoped(kind: Self.kind, to: configuration)
    }

    /// This store, moving the tokens of `legacy` (a `FileTokenStore` of an earlier release, say) into the
    /// Keychain the first time its item is empty, and clearing `legacy` then.
    public func migrating(from legacy: any TokenStore) -> Self {
        migrating(load: { try await legacy.load() }, clear: { try await legacy.clear() })
    }
}
