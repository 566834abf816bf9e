import Foundation

/// Whether this is the first launch of this installation of the app: the first-launch rule.
///
/// iOS keeps an app's Keychain items when the app is deleted, so a reinstalled app starts signed in as the
/// previous installation left it (its tokens, its SSO session, its cookies), on a device that may have
/// changed hands. `UserDefaults` goes with the app, so a marker there tells a new installation. The rule
/// Orchestrate offers: on the first launch, sign off what the previous installation left (revoking it on the
/// server when the device is online), remove the Keychain items locally either way, then mark the launch.
///
/// ```swift
/// let launch = FirstLaunch()
/// if launch.isFirst {
///     _ = await workflow.signOff()
///     try SystemKeychain().removeAll(KeychainStoreOptions())
///     launch.markDone()
/// }
/// ```
///
/// Nothing runs it unasked: an app that wants the previous installation's session kept does nothing.
public struct FirstLaunch {
    /// The key of the marker `FirstLaunch()` uses.
    public static let defaultKey = "org.orchestrate.installation"

    /// Where the marker is kept.
    public let defaults: UserDefaults
    /// The marker's key.
    public let key: String

    /// The rule over the marker `key` in `defaults`.
    public init(defaults: UserDefaults = .standard, key: String = FirstLaunch.defaultKey) {
        self.defaults = defaults
        self.key = key
    }

    /// Whether no launch of this installation has called `markDone()` yet.
    public var isFirst: Bool { !defaults.bool(forKey: key) }

    /// Marks this installation as launched: `isFirst` is `false` from now on, until the app is deleted.
    public func markDone() {
        defaults.set(true, forKey: key)
    }
}

extension KeychainAccess {
    /// Removes every item of `options`' service and access group but those named in `keeping` (by default
    /// the device identifier, which a new installation may keep, as the Ping SDK's does): what a first
    /// launch forgets. A Keychain call that fails is an error; the items removed before it stay removed.
    public func removeAll(
        _ options: KeychainStoreOptions, keeping: Set<String> = [DefaultDeviceIdentifier.account]
    ) throws(KeychainError) {
        try removeItems(of: options) { !keeping.contains($0) }
    }

    /// Removes every item of `options`' service and access group whose account `matches`; the one loop of
    /// "list, then delete" that a first launch and a cookie store's `deleteAll()` share. A Keychain call that
    /// fails is an error; the items removed before it stay removed.
    func removeItems(of options: KeychainStoreOptions, where matches: (String) -> Bool) throws(KeychainError) {
        for account in try accounts(of: options.service, in: options.accessGroup) where matches(account) {
            try delete(options.item(account: account))
        }
    }
}
