import Foundation

/// The Keychain operations Orchestrate's stores need, on one generic-password item at a time.
///
/// `SystemKeychain` performs them with `SecItem` calls (Apple platforms); `InMemoryKeychain` keeps the items
/// in memory, for tests and for platforms without a Keychain. The stores (`KeychainTokenStore`,
/// `KeychainSessionStore`, `KeychainCookieStore`) hold everything else: encoding, item names, the
/// corrupt-item rule and migration.
public protocol KeychainAccess: Sendable {
    /// The data stored in `item`, or `nil` when there is no such item.
    func read(_ item: KeychainItem) throws(KeychainError) -> Data?
    /// Stores `data` in `item`, replacing what it held, readable as `accessibility` says.
    func write(_ data: Data, to item: KeychainItem, accessibility: KeychainAccessibility) throws(KeychainError)
    /// Removes `item`; removing an item that does not exist succeeds.
    func delete(_ item: KeychainItem) throws(KeychainError)
}

/// One generic-password item: `kSecAttrService`, `kSecAttrAccount` and, when set, `kSecAttrAccessGroup`.
public struct KeychainItem: Hashable, Sendable, CustomStringConvertible {
    /// `kSecAttrService`: whose item it is.
    public var service: String
    /// `kSecAttrAccount`: which of the service's items.
    public var account: String
    /// `kSecAttrAccessGroup`: the keychain access group shared with the app's extensions and sibling apps,
    /// or `nil` for the app's default group.
    public var accessGroup: String?

    /// An item of `service` named `account`, in `accessGroup` when one is given.
    public init(service: String, account: String, accessGroup: String? = nil) {
        self.service = service
        self.account = account
        self.accessGroup = accessGroup
    }

    /// `service/account`, with the access group when there is one.
    public var description: String {
        accessGroup.map { "\(service)/\(account) in \($0)" } ?? "\(service)/\(account)"
    }
}

/// When an item can be read (`kSecAttrAccessible…`). The stores default to
/// `afterFirstUnlockThisDeviceOnly`, as the Ping SDK does: readable by background refreshes once the device
/// has been unlocked since it started, and never restored to another device from a backup.
public enum KeychainAccessibility: String, Sendable, CaseIterable {
    /// `kSecAttrAccessibleWhenUnlocked`: only while the device is unlocked; moves to a new device with a backup.
    case whenUnlocked
    /// `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`: only while the device is unlocked, on this device.
    case whenUnlockedThisDeviceOnly
    /// `kSecAttrAccessibleAfterFirstUnlock`: after the first unlock since start; moves with a backup.
    case afterFirstUnlock
    /// `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`: after the first unlock since start, on this device.
    case afterFirstUnlockThisDeviceOnly
    /// `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`: only while unlocked and only while a passcode is set.
    case whenPasscodeSetThisDeviceOnly
}

/// A Keychain call that failed, with its `OSStatus`. It never carries the item's data.
public struct KeychainError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done: `read`, `write` or `delete`.
    public var operation: String
    /// The `OSStatus` the Keychain returned (for example -25308, `errSecInteractionNotAllowed`, while the
    /// device is locked; -34018, `errSecMissingEntitlement`, in a process without a keychain entitlement).
    public var status: Int32
    /// The item, by service and account.
    public var item: KeychainItem

    /// An error of `operation` on `item` with `status`.
    public init(operation: String, status: Int32, item: KeychainItem) {
        self.operation = operation
        self.status = status
        self.item = item
    }

    /// `keychain read of SERVICE/ACCOUNT failed: OSStatus N`.
    public var description: String { "keychain \(operation) of \(item) failed: OSStatus \(status)" }
}
