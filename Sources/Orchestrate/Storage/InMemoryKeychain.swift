import Foundation

/// A `KeychainAccess` that keeps its items in memory for the life of the process: the stand-in for
/// `SystemKeychain` in tests (an app's too) and on platforms without a Keychain.
///
/// ```swift
/// let keychain = InMemoryKeychain()
/// config.storage = KeychainTokenStore(keychain: keychain)
/// ```
public final class InMemoryKeychain: KeychainAccess {
    /// A stored item: its data and the protection it was written with.
    public struct Entry: Equatable, Sendable {
        /// The item's data.
        public var data: Data
        /// The accessibility it was written with.
        public var accessibility: KeychainAccessibility
        /// The access control it was written with, if any (kept, not enforced: no one is asked here).
        public var accessControl: KeychainAccessControl?
    }

    private let entries = Locked<[KeychainItem: Entry]>([:])

    /// An empty keychain.
    public init() {}

    /// The data of `item`, or `nil`.
    public func read(_ item: KeychainItem) -> Data? {
        entries.withLock { $0[item]?.data }
    }

    /// Stores `data` in `item`.
    public func write(_ data: Data, to item: KeychainItem, accessibility: KeychainAccessibility) {
        write(data, to: item, protection: KeychainProtection(accessibility: accessibility))
    }

    /// Stores `data` in `item`, recording its protection.
    public func write(_ data: Data, to item: KeychainItem, protection: KeychainProtection) {
        entries.withLock {
            $0[item] = Entry(
                data: data, accessibility: protection.accessibility, accessControl: protection.accessControl)
        }
    }

    /// Removes `item`.
    public func delete(_ item: KeychainItem) {
        entries.withLock { $0[item] = nil }
    }

    /// The accounts of the items of `service` in `accessGroup` (`nil`: any group), sorted.
    public func accounts(of service: String, in accessGroup: String?) -> [String] {
        entries.withLock { entries in
            entries.keys.filter { $0.service == service && (accessGroup == nil || $0.accessGroup == accessGroup) }
                .map(\.account).sorted()
        }
    }

    /// Every item and its entry, for tests: what was written, under which name, with which accessibility.
    public var items: [KeychainItem: Entry] { entries.current }
}
