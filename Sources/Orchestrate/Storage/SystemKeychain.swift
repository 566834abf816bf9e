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
/// accessibility and access groups work as on iOS. A process without a keychain entitlement (a command-line
/// tool, `swift test`) gets `errSecMissingEntitlement` there, and then uses the login keychain instead.
public struct SystemKeychain: KeychainAccess {
    /// The device's Keychain.
    public init() {}

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

    /// Removes `item`; an item that does not exist is not an error.
    public func delete(_ item: KeychainItem) throws(KeychainError) {
        try run("delete", item) { base in
            let status = SecItemDelete(base as CFDictionary)
            return (status == errSecItemNotFound ? errSecSuccess : status, ())
        }
    }

    /// Runs `call` with the item's query, on macOS first in the data protection keychain and, when the
    /// process lacks the entitlement for it, in the login keychain.
    private func run<Result>(
        _ operation: String, _ item: KeychainItem,
        _ call: ([String: Any]) -> (OSStatus, Result)
    ) throws(KeychainError) -> Result {
        let first = call(Self.query(item, dataProtection: true))
        #if os(macOS)
        let (status, result) =
            first.0 == errSecMissingEntitlement
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
