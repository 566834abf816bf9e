import Foundation

/// Keeps one value as JSON in one Keychain item. `KeychainTokenStore`, `KeychainSessionStore` and
/// `KeychainCookieStore` are its OIDC token, SSO session and cookie forms, and the defaults on Apple
/// platforms.
///
/// Without an `account`, the module that uses the store names the item after its workflow's
/// configuration (the OIDC client and discovery endpoint, the AM server and realm, the cookies' server),
/// so two workflows never overwrite each other's item. The item holds the value with its format version:
/// one of a later version (a newer release wrote it) is treated as absent and kept, one that does not decode
/// is treated as absent and deleted; a Keychain call that fails is an error and deletes nothing.
///
/// ```swift
/// oidc.storage = KeychainTokenStore(options: KeychainStoreOptions(accessGroup: "ABCDE12345.com.example.shared"))
/// ```
public struct KeychainStore<Value: Codable & Sendable>: Sendable {
    /// The item's `kSecAttrAccount`, or `nil` for one named after the workflow's configuration.
    public let account: String?
    /// The item's service, access group and accessibility.
    public let options: KeychainStoreOptions
    /// The Keychain the item is kept in.
    public let keychain: any KeychainAccess
    /// Where a value is migrated from when the item is empty.
    let legacy: KeychainCodableItem<Value>.Legacy?

    /// A store of the item `account` (or one named after the workflow's configuration) in `keychain`, an
    /// `InMemoryKeychain` in tests.
    public init(
        account: String? = nil, options: KeychainStoreOptions = KeychainStoreOptions(),
        keychain: any KeychainAccess
    ) {
        self.init(account: account, options: options, keychain: keychain, legacy: nil)
    }

    #if canImport(Security)
    /// A store of the item `account` (or one named after the workflow's configuration) in the device's
    /// Keychain. Apple platforms only; elsewhere pass a `keychain`.
    public init(account: String? = nil, options: KeychainStoreOptions = KeychainStoreOptions()) {
        self.init(account: account, options: options, keychain: SystemKeychain(), legacy: nil)
    }
    #endif

    private init(
        account: String?, options: KeychainStoreOptions, keychain: any KeychainAccess,
        legacy: KeychainCodableItem<Value>.Legacy?
    ) {
        self.account = account
        self.options = options
        self.keychain = keychain
        self.legacy = legacy
    }

    /// This store, taking a value from `load` (and emptying it with `clear`) the first time its own item
    /// is empty.
    func migrating(
        load: @escaping @Sendable () async throws -> Value?,
        clear: @escaping @Sendable () async throws -> Void
    ) -> Self {
        Self(account: account, options: options, keychain: keychain, legacy: .init(load: load, clear: clear))
    }

    /// This store, keeping its item under `"KIND CONFIGURATION"` unless it was given an account.
    func scoped(kind: String, to configuration: String) -> Self {
        guard account == nil else { return self }
        return Self(account: "\(kind) \(configuration)", options: options, keychain: keychain, legacy: legacy)
    }

    /// The item, under `account` or, when none was given or scoped, under `kind`.
    func item(kind: String) -> KeychainCodableItem<Value> {
        KeychainCodableItem(
            keychain: keychain, item: options.item(account: account ?? kind),
            protection: options.protection, legacy: legacy)
    }
}

extension KeychainStore {
    /// Replaces the stored value (the Ping SDK's `Storage.save(item:)`).
    public func save(item value: Value) async throws {
        try self.item(kind: Self.kind).save(value)
    }

    /// The stored value, or `nil` (the Ping SDK's `Storage.get()`).
    public func get() async throws -> Value? {
        try await item(kind: Self.kind).load()
    }

    /// Removes the stored value (the Ping SDK's `Storage.delete()`).
    public func delete() async throws {
        try await item(kind: Self.kind).clear()
    }

    /// The account of an item that was given none and serves no configuration: `tokens`, `session`,
    /// `cookies`, or the value's type name.
    static var kind: String {
        switch Value.self {
        case is OidcTokens.Type: "tokens"
        case is SSOToken.Type: "session"
        case is [Cookie].Type: "cookies"
        default: String(describing: Value.self)
        }
    }
}
