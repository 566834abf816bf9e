import Foundation
import Orchestrate
import Testing

/// The first-launch rule (issue 39): a reinstalled app forgets the Keychain items the previous installation
/// left, once, and only when the app applies the rule.
@Suite struct FirstLaunchTests {
    @Test func theFirstLaunchIsToldOnceAndItsItemsForgotten() async throws {
        let suite = "orchestrate-first-launch-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }

        // What the previous installation left: tokens, a session, the device identifier, and another
        // service's item.
        let keychain = InMemoryKeychain()
        try await KeychainTokenStore(keychain: keychain).save(OidcTokens(accessToken: "old"))
        try await KeychainSessionStore(keychain: keychain).save(SSOToken(value: "old-session"))
        let device = try await DefaultDeviceIdentifier(
            store: KeychainStore(account: DefaultDeviceIdentifier.account, keychain: keychain)
        ).id
        let other = KeychainItem(service: "com.example.other", account: "x")
        keychain.write(Data("{}".utf8), to: other, accessibility: .whenUnlocked)

        let launch = FirstLaunch(defaults: defaults)
        #expect(launch.isFirst)
        try keychain.removeAll(KeychainStoreOptions())
        launch.markDone()

        #expect(try await KeychainTokenStore(keychain: keychain).load() == nil)
        #expect(try await KeychainSessionStore(keychain: keychain).load() == nil)
        #expect(keychain.items[other] != nil, "another service's item is not Orchestrate's to remove")
        let kept = DefaultDeviceIdentifier(
            store: KeychainStore(account: DefaultDeviceIdentifier.account, keychain: keychain))
        #expect(try await kept.id == device, "the device identifier is kept")
        #expect(!FirstLaunch(defaults: defaults).isFirst, "a later launch is not the first")
    }
}
