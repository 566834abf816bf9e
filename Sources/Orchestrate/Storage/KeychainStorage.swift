import Foundation

/// Keeps one value of any `Codable` type in one Keychain item, under the Ping SDK's name and methods:
/// `save(item:)`, `get()` and `delete()`, the bytes at rest transformed by an `Encryptor`.
///
/// ```swift
/// let storage = KeychainStorage<String>(account: "token", encryptor: SecuredKeyEncryptor() ?? NoEncryptor())
/// try await storage.save(item: "Jey")
/// let stored = try await storage.get()   // "Jey"
/// ```
///
/// It is a `KeychainStore` with an encryptor: the same item (service `KeychainStoreOptions.defaultService`
/// unless `options` names another, account `account`), the same protections (`afterFirstUnlockThisDeviceOnly`
/// unless `options` says otherwise) and the same rules. With `NoEncryptor` (the default) the item is the very
/// one `KeychainStore<Value>(account: account)` keeps, so the two read each other's value. With another
/// encryptor the item's value is the encrypted JSON of the value (base64 in the item's JSON), so an item
/// written with one encryptor is not the value under another: read with `NoEncryptor`, a sealed item is its
/// base64 text when `Value` is `String` and otherwise does not decode (read as `nil`, and deleted). Keep one
/// encryptor per account: `SecuredKeyEncryptor() ?? NoEncryptor()` can resolve differently on another device or
/// after the key is lost, so `delete()` the item when it changes.
///
/// - An item that is not there, one of a later format version, and one that does not decode are read as `nil`
///   (the last one deleted), as by `KeychainStore`; a Keychain call that fails is an error.
/// - Bytes the encryptor cannot decrypt (another key sealed them, the key is gone, the device is locked) are an
///   error, the encryptor's, and the item is kept: Ping's storage reads them as `nil`.
/// - `delete()` of an item that is not there succeeds: Ping's throws `unableToDelete`.
///
/// Ping's items (service `com.pingidentity.keychainService`) are not read. `KeychainStorage<Token>` is also a
/// `TokenStore`: `oidc.storage = KeychainStorage<Token>(account: "tokens")`.
public actor KeychainStorage<Value: Codable & Sendable> {
    /// The item's `kSecAttrAccount`.
    public nonisolated let account: String
    /// What transforms the bytes kept at rest.
    public nonisolated let encryptor: any Encryptor
    /// Whether `get()` returns the value this storage last saved or read, without reading the item again (the
    /// value stays in memory for the storage's life; another storage's changes to the item are then not seen).
    public nonisolated let cacheable: Bool
    /// The item's service, access group and accessibility.
    public nonisolated let options: KeychainStoreOptions
    /// The Keychain the item is kept in.
    public nonisolated let keychain: any KeychainAccess

    private var cache: Value?
    /// Counts the saves and deletes, so that a read they overtook is not cached.
    private var generation = 0

    /// A storage of the item `account` in `keychain` (an `InMemoryKeychain` in tests, or on platforms without a
    /// Keychain), the bytes at rest transformed by `encryptor`, kept in memory too when `cacheable`.
    public init(
        account: String, encryptor: any Encryptor = NoEncryptor(), cacheable: Bool = false,
        options: KeychainStoreOptions = KeychainStoreOptions(), keychain: any KeychainAccess
    ) {
        self.account = account
        self.encryptor = encryptor
        self.cacheable = cacheable
        self.options = options
        self.keychain = keychain
    }

    #if canImport(Security)
    /// A storage of the item `account` in the device's Keychain (the Ping SDK's initializer), the bytes at rest
    /// transformed by `encryptor`, kept in memory too when `cacheable`. Apple platforms only; elsewhere pass a
    /// `keychain`.
    public init(
        account: String, encryptor: any Encryptor = NoEncryptor(), cacheable: Bool = false,
        options: KeychainStoreOptions = KeychainStoreOptions()
    ) {
        self.init(
            account: account, encryptor: encryptor, cacheable: cacheable, options: options,
            keychain: SystemKeychain())
    }
    #endif

    /// Replaces the stored value with `item`, encrypted by the encryptor. An encryptor or Keychain call that
    /// fails is an error, and the item then holds what it held.
    public func save(item: Value) async throws {
        // Counted when the save starts: a delete or save that starts while this one waits is later, and wins
        // the cache.
        generation += 1
        let started = generation
        cache = nil
        if isPlain {
            try await plainStore.save(item: item)
        } else {
            let sealed = try await encryptor.encrypt(data: try Self.encoder.encode(item))
            try await sealedStore.save(item: sealed)
        }
        if cacheable, generation == started { cache = item }
    }

    /// The stored value, or `nil` when there is none (or the item is of a later format, or does not decode).
    /// Bytes the encryptor cannot decrypt are an error (what it throws), never `nil`.
    public func get() async throws -> Value? {
        if cacheable, let cache { return cache }
        let start = generation
        let value: Value?
        if isPlain {
            value = try await plainStore.get()
        } else if let sealed = try await sealedStore.get() {
            let opened = try await encryptor.decrypt(data: sealed)
            if let decoded = try? Self.decoder.decode(Value.self, from: opened) {
                value = decoded
            } else {
                // As `KeychainStore` does with an item that does not decode: absent, and deleted (unless a
                // save or delete came in meanwhile).
                if generation == start { try await sealedStore.delete() }
                value = nil
            }
        } else {
            value = nil
        }
        if cacheable, generation == start { cache = value }
        return value
    }

    /// Removes the stored value. Removing a value that is not there succeeds (Ping's `delete()` throws
    /// `KeychainError.unableToDelete` then); a Keychain call that fails is an error.
    public func delete() async throws {
        generation += 1
        cache = nil
        try await plainStore.delete()
    }

    /// Whether the bytes are kept as they are, in `KeychainStore<Value>`'s item.
    private nonisolated var isPlain: Bool { encryptor is NoEncryptor }

    /// The item, holding the value itself.
    private nonisolated var plainStore: KeychainStore<Value> {
        KeychainStore(account: account, options: options, keychain: keychain)
    }

    /// The item, holding the encrypted JSON of the value.
    private nonisolated var sealedStore: KeychainStore<Data> {
        KeychainStore(account: account, options: options, keychain: keychain)
    }

    /// The JSON of every Keychain item (`KeychainCodableItem`'s).
    private static var encoder: JSONEncoder { KeychainCodableItem<Value>.encoder }
    private static var decoder: JSONDecoder { KeychainCodableItem<Value>.decoder }
}

extension KeychainStorage: TokenStore where Value == OidcTokens {
    /// The stored tokens (`get()`).
    public func load() async throws -> OidcTokens? { try await get() }
    /// Replaces the stored tokens (`save(item:)`).
    public func save(_ tokens: OidcTokens) async throws { try await save(item: tokens) }
    /// Removes the stored tokens (`delete()`).
    public func clear() async throws { try await delete() }
}
