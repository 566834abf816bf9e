import Foundation
import Orchestrate

// The "Apple platforms" article (Sources/Orchestrate/Orchestrate.docc/ApplePlatforms.md): Keychain storage.

/// DaVinci with OIDC. On iOS and macOS the tokens and the persistent session cookie go to the Keychain
/// without a line of configuration; these settings share them with the app's extensions.
func makeDaVinci() -> DaVinci {
    let shared = KeychainStoreOptions(accessGroup: "ABCDE12345.com.example.shared")
    return DaVinci.createDaVinci { config in
        config.logger = LogManager.standard
        config.configure(CookieModule.config) { cookies in
            cookies.persist = ["ST"]
            cookies.store = KeychainCookieStore(options: shared)
        }
        config.module(OidcModule.config) { oidc in
            oidc.clientId = "6c7eb89a-66e9-ab12-cd34-eeaf795650b2"
            oidc.discoveryEndpoint = "https://auth.pingone.com/<env>/as/.well-known/openid-configuration"
            oidc.scopes = ["openid", "email", "profile"]
            oidc.redirectUri = "com.example.app://oauth2redirect"
            oidc.storage = KeychainTokenStore(options: shared)
        }
    }
}

/// A journey whose SSO session is readable only while the device is unlocked, and which moves the session
/// an earlier release kept in a file into the Keychain.
func makeJourney(legacySessionFile: URL) -> Journey {
    Journey.createJourney { config in
        config.serverUrl = "https://openam.example.com/am"
        config.realm = "alpha"
        config.configure(JourneyModule.config) { journey in
            journey.sessionStore = KeychainSessionStore(
                options: KeychainStoreOptions(accessibility: .whenUnlockedThisDeviceOnly)
            )
            .migrating(from: FileSessionStore(fileURL: legacySessionFile))
        }
    }
}

/// Refresh tokens that only the user at the device can read: each read asks for Face ID or Touch ID (as
/// enrolled now), so a background refresh waits until the app is in front of the user.
func makeProtectedTokenStore() -> KeychainTokenStore {
    KeychainTokenStore(
        options: KeychainStoreOptions(accessibility: .whenPasscodeSetThisDeviceOnly, accessControl: .biometryCurrentSet)
    )
}

/// The first-launch rule: a reinstalled app signs off what the previous installation left in the Keychain
/// (revoking it on the server when the device is online) and forgets it locally either way, once.
func forgetThePreviousInstallation(of workflow: Workflow) async throws {
    let launch = FirstLaunch()
    guard launch.isFirst else { return }
    _ = await workflow.signOff()
    try SystemKeychain().removeAll(KeychainStoreOptions())
    launch.markDone()
}
