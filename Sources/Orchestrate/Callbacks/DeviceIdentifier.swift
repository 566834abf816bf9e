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
/// On iOS and macOS ``shared`` keeps it in the Keychain (the item `device identifier`, after first unlock,
/// this device only), where it survives a reinstall on iOS as Keychain items do; elsewhere in memory, for
/// the life of the process.
public actor DefaultDeviceIdentifier: DeviceIdentifier {
    /// The identifier of this installation, in the default store.
    public static let shared = DefaultDeviceIdentifier(store: DefaultDeviceIdentifier.defaultStore)

    /// Where the identifier is kept.
    public let store: KeychainStore<String>
    private var reading: Task<String, any Error>?

    /// An identifier kept in `store`: made and saved the first time it is asked for when `store` holds none.
    public init(store: KeychainStore<String>) {
        self.store = store
    }

    /// The identifier: the one `store` holds, else a new one, saved. Concurrent first calls share one read,
    /// so they get one identifier; a Keychain call that fails is an error, and the next call tries again.
    public var id: String {
        get async throws {
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
        KeychainStore(account: account, keychain: InMemoryKeychain())
        #endif
    }
}
