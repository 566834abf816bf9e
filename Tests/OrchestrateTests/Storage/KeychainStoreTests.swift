import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// A Keychain whose calls fail with `status` (as a locked device's do), over the items of `base`.
struct FailingKeychain: KeychainAccess {
    let base: InMemoryKeychain
    let status: Int32

    func read(_ item: KeychainItem) throws(KeychainError) -> Data? {
        throw KeychainError(operation: "read", status: status, item: item)
    }
    func write(_ data: Data, to item: KeychainItem, accessibility: KeychainAccessibility) throws(KeychainError) {
        throw KeychainError(operation: "write", status: status, item: item)
    }
    func delete(_ item: KeychainItem) throws(KeychainError) {
        throw KeychainError(operation: "delete", status: status, item: item)
    }
}

/// The Keychain stores' logic (item names, encoding, the corrupt-item rule, migration), run through the
/// in-memory stand-in of the SecItem layer.
@Suite struct KeychainStoreTests {
    static let tokens = OidcTokens(
        accessToken: "access", refreshToken: "refresh", idToken: "a.b.c", scope: "openid",
        expiresAt: Date(timeIntervalSince1970: 2_000_000_000))

    @Test func tokensRoundTripInOneItemAfterFirstUnlockOnThisDevice() async throws {
        let keychain = InMemoryKeychain()
        let store = KeychainTokenStore(keychain: keychain)
        #expect(try await store.load() == nil)
        try await store.save(Self.tokens)
        #expect(try await store.load() == Self.tokens)
        #expect(
            try await KeychainTokenStore(keychain: keychain).load() == Self.tokens,
            "another store on the item reads them")

        let item = KeychainItem(service: KeychainStoreOptions.defaultService, account: "tokens")
        #expect(Array(keychain.items.keys) == [item])
        #expect(keychain.items[item]?.accessibility == .afterFirstUnlockThisDeviceOnly)

        try await store.clear()
        #expect(try await store.load() == nil)
        #expect(keychain.items.isEmpty)
        try await store.clear()
    }

    @Test func optionsNameTheServiceAccessGroupAndAccessibility() async throws {
        let keychain = InMemoryKeychain()
        let options = KeychainStoreOptions(
            service: "com.example.app", accessGroup: "ABCDE12345.com.example.sso",
            accessibility: .whenUnlockedThisDeviceOnly)
        let store = KeychainSessionStore(account: "sso", options: options, keychain: keychain)
        try await store.save(SSOToken(value: "token", successUrl: "/enduser", realm: "/alpha"))
        let item = KeychainItem(service: "com.example.app", account: "sso", accessGroup: "ABCDE12345.com.example.sso")
        #expect(keychain.items[item]?.accessibility == .whenUnlockedThisDeviceOnly)
        #expect(try await store.load() == SSOToken(value: "token", successUrl: "/enduser", realm: "/alpha"))
        #expect(
            try await KeychainSessionStore(account: "sso", keychain: keychain).load() == nil,
            "an item in another access group is another item")
    }

    @Test func aStoreWithoutAnAccountKeepsOneItemPerConfiguration() async throws {
        let keychain = InMemoryKeychain()
        let unscoped = KeychainTokenStore(keychain: keychain)
        let first = unscoped.scoped(to: "client-a https://auth.example.com/a/.well-known/openid-configuration")
        let second = unscoped.scoped(to: "client-b https://auth.example.com/a/.well-known/openid-configuration")
        try await first.save(Self.tokens)
        try await second.save(OidcTokens(accessToken: "other"))
        #expect(try await first.load() == Self.tokens, "the second client did not overwrite the first")
        #expect(try await second.load()?.accessToken == "other")
        #expect(
            Set(keychain.items.keys.map(\.account)) == [
                "tokens client-a https://auth.example.com/a/.well-known/openid-configuration",
                "tokens client-b https://auth.example.com/a/.well-known/openid-configuration",
            ])

        let named = KeychainTokenStore(account: "ACCESS_TOKEN_STORAGE", keychain: keychain)
        let kept = try #require(named.scoped(to: "client-a x") as? KeychainTokenStore)
        #expect(kept.account == "ACCESS_TOKEN_STORAGE", "an account the app gave is kept")
        #expect(InMemoryTokenStore().scoped(to: "client-a x") is InMemoryTokenStore)
    }

    @Test(arguments: [
        Data("not json".utf8),
        Data(#"{"access_token": 1}"#.utf8),
        Data(#"{"value": "a session, not tokens"}"#.utf8),
        Data([0xFF, 0xFE, 0x00]),
        Data(),
    ])
    func anItemThatDoesNotDecodeIsAbsentAndDeleted(_ corrupt: Data) async throws {
        let keychain = InMemoryKeychain()
        let item = KeychainItem(service: KeychainStoreOptions.defaultService, account: "tokens")
        keychain.write(corrupt, to: item, accessibility: .afterFirstUnlockThisDeviceOnly)
        #expect(try await KeychainTokenStore(keychain: keychain).load() == nil)
        #expect(keychain.items.isEmpty, "the corrupt item is deleted")
    }

    @Test func aFailingKeychainIsAnErrorAndDeletesNothing() async throws {
        let keychain = InMemoryKeychain()
        try await KeychainTokenStore(keychain: keychain).save(Self.tokens)
        let locked = KeychainTokenStore(keychain: FailingKeychain(base: keychain, status: -25308))
        await #expect(throws: KeychainError.self) { try await locked.load() }
        await #expect(throws: KeychainError.self) { try await locked.save(Self.tokens) }
        #expect(try await KeychainTokenStore(keychain: keychain).load() == Self.tokens, "the item is untouched")

        let error = KeychainError(operation: "read", status: -25308, item: KeychainItem(service: "s", account: "a"))
        #expect(error.description == "keychain read of s/a failed: OSStatus -25308")
        let cookies = KeychainCookieStore(keychain: FailingKeychain(base: keychain, status: -25308))
        #expect(await cookies.load().isEmpty, "a cookie store reads a failing Keychain as no cookies")
    }

    @Test func aSessionMovesFromTheLegacyStoreOnce() async throws {
        let keychain = InMemoryKeychain()
        let legacy = InMemorySessionStore()
        let session = SSOToken(value: "token", realm: "/alpha")
        await legacy.save(session)
        let store = KeychainSessionStore(keychain: keychain).migrating(from: legacy)
        #expect(try await store.load() == session)
        #expect(await legacy.load() == nil, "the legacy store is emptied")
        #expect(try await KeychainSessionStore(keychain: keychain).load() == session, "the session is in the Keychain")

        await legacy.save(SSOToken(value: "older"))
        #expect(try await store.load() == session, "a value in the Keychain wins over the legacy store")
        try await store.clear()
        #expect(await legacy.load() == nil, "clear empties both")
        #expect(try await store.load() == nil)
    }

    @Test func tokensMoveFromAFileStore() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orchestrate-keychain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = FileTokenStore(fileURL: folder.appendingPathComponent("tokens.json"))
        try await file.save(Self.tokens)
        let keychain = InMemoryKeychain()
        #expect(try await KeychainTokenStore(keychain: keychain).migrating(from: file).load() == Self.tokens)
        #expect(try await file.load() == nil)
        #expect(try await KeychainTokenStore(keychain: keychain).load() == Self.tokens)
    }

    @Test func thePingStorageNamesWork() async throws {
        let store = KeychainStore<[String]>(account: "list", keychain: InMemoryKeychain())
        try await store.save(item: ["a", "b"])
        #expect(try await store.get() == ["a", "b"])
        try await store.delete()
        #expect(try await store.get() == nil)
    }

    /// The modules name their stores' items after their configuration: a DaVinci sign-in with OIDC and a
    /// persistent cookie against the sandbox, then a relaunch that finds the user in the same Keychain.
    @Test func aWorkflowKeepsItsTokensAndCookiesInItemsOfItsOwn() async throws {
        let keychain = InMemoryKeychain()
        try await withSandbox { server, _ in
            let discovery = try #require(await server.discoveryURL()).absoluteString
            let configure: (WorkflowConfig) -> Void = { config in
                config.configure(CookieModule.config) { $0.store = KeychainCookieStore(keychain: keychain) }
            }
            let before = try await oidcWorkflow(
                server, storage: KeychainTokenStore(keychain: keychain), extra: configure)
            _ = try #require(try await signInDemo(before) as? SuccessNode)

            let origin = try #require(Origin(discovery))
            #expect(
                Set(keychain.items.keys.map(\.account)) == [
                    "tokens \(demoClient.id) \(discovery)", "cookies \(origin)",
                ])
            #expect(keychain.items.values.allSatisfy { $0.accessibility == .afterFirstUnlockThisDeviceOnly })

            let after = try await oidcWorkflow(
                server, storage: KeychainTokenStore(keychain: keychain), extra: configure)
            let user = try #require(await after.user())
            #expect(try await user.userinfo()["preferred_username"] == "alice")
            #expect(try await after.signOff().get() == ())
            #expect(keychain.items.isEmpty, "sign-off removes the tokens and the persistent cookies")
        }
    }

    @Test func aJourneyKeepsItsSessionInAnItemPerServerAndRealm() async throws {
        let keychain = InMemoryKeychain()
        try await withSandbox { server, _ in
            let am = try #require(await server.amBaseURL()).absoluteString
            let journey = try await sandboxJourney(server) { config in
                config.configure(JourneyModule.config) { $0.sessionStore = KeychainSessionStore(keychain: keychain) }
            }
            _ = try #require(try await loginWithCode(journey) as? SuccessNode)
            #expect(keychain.items.keys.map(\.account) == ["session \(am) alpha"])
            #expect(await journey.session() != nil)
        }
    }
}
