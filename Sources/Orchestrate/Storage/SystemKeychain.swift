// The one file that calls SecItem: Apple platforms only, type-checked for iOS and macOS by the Apple check
// (the Apple platforms article). Everything above it (encoding, item names, the corrupt-item rule, migration) is in
// plain Swift that the Linux tests run through `InMemoryKeychain`.
#if canImport(Security)
import Foundation
import Security

/// The device's Keychain: generic-password items read and written with `SecItemCopyMatching`,
/// `SecItemUpdate`, `SecItemAdd` and `SecItemDelete`. Apple platforms only.
///
/// On macOS items go to the data protection keychain (`kSecUseDataProtectionKeychain`), where
/// accessibility and access groups work as on iOS. A process without a keychain entitlement, or naming an
/// access group it does not have, gets `errSecMissingEntitlement` there: an error, since the file-based login
/// keychain would keep the item without "this device only" and without the access group, and an app whose
/// entitlement is fixed later would never find it again. A command-line tool or a test run, which has no
/// entitlement to give, says so with `SystemKeychain(loginKeychainFallback: true)`.
public struct SystemKeychain: KeychainAccess {
    /// On macOS, whether a call the data protection keychain refuses for a missing entitlement is made in
    /// the login keychain instead. `false` unless asked; it does nothing on iOS.
    public let loginKeychainFallback: Bool

    /// The device's Keychain; on macOS the data protection keychain only, unless `loginKeychainFallback`.
    public init(loginKeychainFallback: Bool = false) {
        self.loginKeychainFallback = loginKeychainFallback
    }

    /// The data stored in `item`, or `nil` when there is no such item.
    public func read(_ item: KeychainItem) throws(KeychainError) -> Data? {
        try run("read", item) { base in
            var query = base
            query[kSecReturnData as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitOne
            var result: CFTypeRef?
            let status = SecItemCopyMatching(query as CFDictionary, &result)
            return (status == errSecItemNotFound ? errSecSuccess : status, result as? Data)
        }
    }

    /// Stores `data` in `item`: updates the item when it exists, adds it otherwise.
    public func write(_ data: Data, to item: KeychainItem, accessibility: KeychainAccessibility)
        throws(KeychainError)
    {
        let attributes: [String: Any] = [
            kSecValueData as String: data,
            kSecAttrAccessible as String: accessibility.attribute,
        ]
        try run("write", item) { base in
            let updated = SecItemUpdate(base as CFDictionary, attributes as CFDictionary)
            guard updated == errSecItemNotFound else { return (updated, ()) }
            return (SecItemAdd(base.merging(attributes) { $1 } as CFDictionary, nil), ())
        }
    }

    /// Stores `data` in `item` as `protection` says. With an access control the item is written anew (its
    /// access control cannot be updated in place), and reading it then asks the user.
    public func write(_ data: Data, to item: KeychainItem, protection: KeychainProtection) throws(KeychainError) {
        guard let control = protection.accessControl else {
            try write(data, to: item, accessibility: protection.accessibility)
            return
        }
        guard
            let access = SecAccessControlCreateWithFlags(
                nil, protection.accessibility.attribute, control.flags, nil)
        else { throw KeychainError(operation: "write", status: errSecParam, item: item) }
        try run("write", item) { base in
            let deleted = SecItemDelete(base as CFDictionary)
            guard deleted == errSecSuccess || deleted == errSecItemNotFound else { return (deleted, ()) }
            var query = base
            query[kSecValueData as String] = data
            query[kSecAttrAccessControl as String] = access
            return (SecItemAdd(query as CFDictionary, nil), ())
        }
    }

    /// Removes `item`; an item that does not exist is not an error.
    public func delete(_ item: KeychainItem) throws(KeychainError) {
        try run("delete", item) { base in
            let status = SecItemDelete(base as CFDictionary)
            return (status == errSecItemNotFound ? errSecSuccess : status, ())
        }
    }

    /// The accounts of the items of `service` in `accessGroup` (`nil`: any group the app can read), sorted.
    public func accounts(of service: String, in accessGroup: String?) throws(KeychainError) -> [String] {
        let scope = KeychainItem(service: service, account: "*", accessGroup: accessGroup)
        return try run("list", scope) { base in
            var query = base
            query[kSecAttrAccount as String] = nil
            query[kSecReturnAttributes as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitAll
            var result: CFTypeRef?
            let status = SecItemCopyMatching(query as CFDictionary, &result)
            let found = (result as? [[String: Any]]) ?? []
            let accounts = found.compactMap { $0[kSecAttrAccount as String] as? String }.sorted()
            return (status == errSecItemNotFound ? errSecSuccess : status, accounts)
        }
    }

    /// Runs `call` with the item's query, on macOS in the data protection keychain and, when the process
    /// lacks the entitlement for it and `loginKeychainFallback` allows, in the login keychain.
    private func run<Result>(
        _ operation: String, _ item: KeychainItem,
        _ call: ([String: Any]) -> (OSStatus, Result)
    ) throws(KeychainError) -> Result {
        let first = call(Self.query(item, dataProtection: true))
        #if os(macOS)
        let (status, result) =
            KeychainError.retriesInLoginKeychain(status: first.0, fallback: loginKeychainFallback)
            ? call(Self.query(item, dataProtection: false)) : first
        #else
        let (status, result) = first
        #endif
        guard status == errSecSuccess else {
            throw KeychainError(operation: operation, status: status, item: item)
        }
        return result
    }

    /// The attributes that name `item`.
    private static func query(_ item: KeychainItem, dataProtection: Bool) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: item.service,
            kSecAttrAccount as String: item.account,
        ]
        if let group = item.accessGroup { query[kSecAttrAccessGroup as String] = group }
        #if os(macOS)
        if dataProtection { query[kSecUseDataProtectionKeychain as String] = true }
        #endif
        return query
    }
}

extension KeychainAccessControl {
    /// The `SecAccessControlCreateFlags`.
    var flags: SecAccessControlCreateFlags {
        switch self {
        case .userPresence: .userPresence
        case .biometryAny: .biometryAny
        case .biometryCurrentSet: .biometryCurrentSet
        case .devicePasscode: .devicePasscode
        }
    }
}

extension KeychainAccessibility {
    /// The `kSecAttrAccessible…` value.
    var attribute: CFString {
        switch self {
        case .whenUnlocked: kSecAttrAccessibleWhenUnlocked
        case .whenUnlockedThisDeviceOnly: kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        case .afterFirstUnlock: kSecAttrAccessibleAfterFirstUnlock
        case .afterFirstUnlockThisDeviceOnly: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        case .whenPasscodeSetThisDeviceOnly: kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly
        }
    }
}
#endif
