import Foundation

/// The identifier a device profile sends, the same on every launch of the app (the Ping SDK's protocol).
public protocol DeviceIdentifier: Sendable {
    /// The identifier.
    var id: String { get async throws }
}

/// An identifier made once per installation, a random UUID, kept in a Keychain item and read back on every
/// launch, as the Ping SDK's `DefaultDeviceIdentifier` keeps its own: the server sees one device, not a new
/// one each launch. It says nothing about the device or its owner.
///
/// On iOS and macOS ``shared`` (and `DefaultDeviceIdentifier()`, the Ping SDK's spelling) keeps it in the
/// Keychain (the item `device identifier` of the service `KeychainStoreOptions.defaultService`, after first
/// unlock, this device only), where it survives a reinstall on iOS as Keychain items do; elsewhere in memory,
/// for the life of the process.
public actor DefaultDeviceIdentifier: DeviceIdentifier {
    /// The identifier of this installation, in the default store.
    public static let shared = DefaultDeviceIdentifier(store: DefaultDeviceIdentifier.defaultStore, sharing: nil)

    /// Where the identifier is kept.
    public let store: KeychainStore<String>
    /// The identifier this one gives, when it is ``shared``'s.
    private let sharing: DefaultDeviceIdentifier?
    private var reading: Task<String, any Error>?

    /// An identifier kept in `store`: made and saved the first time it is asked for when `store` holds none.
    public init(store: KeychainStore<String>) {
        self.init(store: store, sharing: nil)
    }

    /// The installation's identifier, the Ping SDK's `DefaultDeviceIdentifier()` (`try? await
    /// DefaultDeviceIdentifier().id` compiles as it is): ``shared``'s, from the same store, the Keychain item
    /// `device identifier` of the service `KeychainStoreOptions.defaultService` (after first unlock, this device
    /// only) on iOS and macOS, memory elsewhere. It never throws at creation, unlike Ping's; `id` may.
    public init() {
        self.init(store: DefaultDeviceIdentifier.defaultStore, sharing: DefaultDeviceIdentifier.shared)
    }

    private init(store: KeychainStore<String>, sharing: DefaultDeviceIdentifier?) {
        self.store = store
        self.sharing = sharing
    }

    /// The identifier: the one `store` holds, else a new one, saved. Concurrent first calls share one read,
    /// so they get one identifier; a Keychain call that fails is an error, and the next call tries again.
    public var id: String {
        get async throws {
            if let sharing { return try await sharing.id }
            if let reading { return try await reading.value }
            let store = self.store
            let task = Task<String, any Error> {
                if let kept = try await store.get(), !kept.isEmpty { return kept }
                let made = UUID().uuidString
                try await store.save(item: made)
                return made
            }
            reading = task
            do {
                return try await task.value
            } catch {
                reading = nil
                throw error
            }
        }
    }

    /// The account of the item.
    public static let account = "device identifier"

    private static var defaultStore: KeychainStore<String> {
        #if canImport(Security)
        KeychainStore(account: account)
        #else
        KeychainStore(account: account, keychain: processKeychain)
        #endif
    }

    #if !canImport(Security)
    /// The keychain of the default store where there is no Keychain: one for the process.
    private static let processKeychain = InMemoryKeychain()
    #endif
}
