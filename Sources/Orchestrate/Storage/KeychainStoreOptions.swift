/// Where a Keychain store keeps its item and who can read it: the options every Keychain store takes.
///
/// ```swift
/// // Tokens shared with the app's extensions, readable only while the device is unlocked:
/// oidc.storage = KeychainTokenStore(options: KeychainStoreOptions(
///     accessGroup: "ABCDE12345.com.example.shared", accessibility: .whenUnlockedThisDeviceOnly))
/// ```
public struct KeychainStoreOptions: Hashable, Sendable {
    /// The service every Orchestrate item is kept under unless another is given.
    public static let defaultService = "org.orchestrate.workflow"

    /// `kSecAttrService` of the item.
    public var service: String
    /// The keychain access group to keep the item in (SSO across an app's extensions and sibling apps),
    /// or `nil` for the app's default group. It must be one of the app's `keychain-access-groups`.
    public var accessGroup: String?
    /// When the item can be read; `afterFirstUnlockThisDeviceOnly` unless set.
    public var accessibility: KeychainAccessibility

    /// Options with the default service, no access group and `afterFirstUnlockThisDeviceOnly`, unless given.
    public init(
        service: String = KeychainStoreOptions.defaultService, accessGroup: String? = nil,
        accessibility: KeychainAccessibility = .afterFirstUnlockThisDeviceOnly
    ) {
        self.service = service
        self.accessGroup = accessGroup
        self.accessibility = accessibility
    }

    /// The item named `account` under these options.
    func item(account: String) -> KeychainItem {
        KeychainItem(service: service, account: account, accessGroup: accessGroup)
    }
}
