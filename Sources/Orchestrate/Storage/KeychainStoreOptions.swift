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
    /// The keychain access group to keep the item in (SSO across an app's extensions and sibling apps). It
    /// must be one of the app's `keychain-access-groups`, and then the store reads and writes that group only.
    ///
    /// `nil` (the default) writes to the app's default group (the first of its `keychain-access-groups`, else
    /// its application identifier), but reads, as the Keychain does for a query that names no group, the
    /// first item of that service and account in any group the app can read, a shared one included. Name the
    /// group when the app shares one with other apps, so that it reads its own item only.
    public var accessGroup: String?
    /// When the item can be read; `afterFirstUnlockThisDeviceOnly` unless set.
    public var accessibility: KeychainAccessibility
    /// What the user must show (biometry, the passcode) before each read, or `nil` (the default) for
    /// nothing. A protected item cannot be read without the user: a background refresh of tokens so kept
    /// fails until the app is in front of them.
    public var accessControl: KeychainAccessControl?

    /// Options with the default service, no access group, `afterFirstUnlockThisDeviceOnly` and no access
    /// control, unless given.
    public init(
        service: String = KeychainStoreOptions.defaultService, accessGroup: String? = nil,
        accessibility: KeychainAccessibility = .afterFirstUnlockThisDeviceOnly,
        accessControl: KeychainAccessControl? = nil
    ) {
        self.service = service
        self.accessGroup = accessGroup
        self.accessibility = accessibility
        self.accessControl = accessControl
    }

    /// The accessibility and access control items are written with.
    var protection: KeychainProtection {
        KeychainProtection(accessibility: accessibility, accessControl: accessControl)
    }

    /// The item named `account` under these options.
    func item(account: String) -> KeychainItem {
        KeychainItem(service: service, account: account, accessGroup: accessGroup)
    }
}
