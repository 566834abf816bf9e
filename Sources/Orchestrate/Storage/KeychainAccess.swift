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
    /// Stores `data` in `item`, replacing what it held, readable as `protection` says: when, and whether the
    /// user must show biometry or the passcode first. By default, without an access control, as
    /// `write(_:to:accessibility:)`; with one, an error (`errSecUnimplemented`): a Keychain of the app's own
    /// must implement it to keep such items.
    func write(_ data: Data, to item: KeychainItem, protection: KeychainProtection) throws(KeychainError)
    /// Removes `item`; removing an item that does not exist succeeds.
    func delete(_ item: KeychainItem) throws(KeychainError)
    /// The accounts of the items of `service` in `accessGroup` (`nil`: any group the app can read), sorted.
    /// By default an error (`errSecUnimplemented`): a Keychain of the app's own implements it so that
    /// sign-off can remove the cookies of every server.
    func accounts(of service: String, in accessGroup: String?) throws(KeychainError) -> [String]
}

extension KeychainAccess {
    /// An error (`errSecUnimplemented`): this Keychain cannot list its items.
    public func accounts(of service: String, in accessGroup: String?) throws(KeychainError) -> [String] {
        throw KeychainError(
            operation: "list", status: KeychainError.unimplemented,
            item: KeychainItem(service: service, account: "*", accessGroup: accessGroup))
    }

    /// `write(_:to:accessibility:)` when `protection` has no access control; an error otherwise, never an
    /// item kept with less protection than asked.
    public func write(_ data: Data, to item: KeychainItem, protection: KeychainProtection) throws(KeychainError) {
        guard protection.accessControl == nil else {
            throw KeychainError(operation: "write", status: KeychainError.unimplemented, item: item)
        }
        try write(data, to: item, accessibility: protection.accessibility)
    }
}

/// How an item is protected: when it can be read and, optionally, what the user must show first.
public struct KeychainProtection: Hashable, Sendable {
    /// When the item can be read (`kSecAttrAccessible…`).
    public var accessibility: KeychainAccessibility
    /// What the user must show before each read (`kSecAttrAccessControl`), or `nil` for nothing.
    public var accessControl: KeychainAccessControl?

    /// A protection of `accessibility`, with `accessControl` when one is given.
    public init(accessibility: KeychainAccessibility, accessControl: KeychainAccessControl? = nil) {
        self.accessibility = accessibility
        self.accessControl = accessControl
    }
}

/// What the user must show before an item is read (`SecAccessControlCreateFlags`). An item protected so
/// cannot be read without the user: not by a background refresh, nor while no one is at the device.
public enum KeychainAccessControl: String, Hashable, Sendable, CaseIterable {
    /// `.userPresence`: biometry, or the device passcode when biometry is not available.
    case userPresence
    /// `.biometryAny`: Touch ID or Face ID, any enrolled finger or face (enrolling another keeps the item).
    case biometryAny
    /// `.biometryCurrentSet`: Touch ID or Face ID as enrolled when the item was written (enrolling another
    /// makes the item unreadable).
    case biometryCurrentSet
    /// `.devicePasscode`: the device passcode.
    case devicePasscode
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
    /// What was being done: `read`, `write`, `delete` or `list`.
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

    /// `errSecMissingEntitlement`: the process has no entitlement for the data protection keychain, or the
    /// access group named is not one of its `keychain-access-groups`.
    public static let missingEntitlement: Int32 = -34018
    /// `errSecUnimplemented`: the Keychain cannot do what was asked (an access control it does not keep).
    public static let unimplemented: Int32 = -4

    /// Whether a macOS call that failed with `status` is made again in the login keychain: only for a
    /// missing entitlement, and only when the app chose the fallback (`SystemKeychain.loginKeychainFallback`).
    static func retriesInLoginKeychain(status: Int32, fallback: Bool) -> Bool {
        fallback && status == missingEntitlement
    }

    /// `keychain read of SERVICE/ACCOUNT failed: OSStatus N`, with what to do for a missing entitlement.
    public var description: String {
        let text = "keychain \(operation) of \(item) failed: OSStatus \(status)"
        switch status {
        case Self.missingEntitlement:
            return text
                + " (no keychain entitlement, or an access group the app does not have: add it to the app's "
                + "keychain-access-groups; a command-line tool or a test run may pass "
                + "SystemKeychain(loginKeychainFallback: true))"
        case Self.unimplemented: return text + " (this Keychain cannot keep the access control asked for)"
        default: return text
        }
    }
}
