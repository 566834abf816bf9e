import Foundation
import Orchestrate
import Testing

@testable import Orchestrate

/// A token store whose `clear()` fails while `failing` is set, as a file store on a full disk would.
actor ClearFailingTokenStore: TokenStore {
    struct Failure: Error {}
    private var tokens: OidcTokens?
    private var failing = true

    init(_ tokens: OidcTokens?) { self.tokens = tokens }

    func load() -> OidcTokens? { tokens }
    func save(_ tokens: OidcTokens) { self.tokens = tokens }
    func clear() throws {
        if failing { throw Failure() }
        tokens = nil
    }
    func recover() { failing = false }
}

/// A Keychain of the app's own that implements only what it did before access controls existed.
struct AccessibilityOnlyKeychain: KeychainAccess {
    let base = InMemoryKeychain()
    func read(_ item: KeychainItem) -> Data? { base.read(item) }
    func write(_ data: Data, to item: KeychainItem, accessibility: KeychainAccessibility) {
        base.write(data, to: item, accessibility: accessibility)
    }
    func delete(_ item: KeychainItem) { base.delete(item) }
}

/// What the security review of 0.2 asked of the Keychain stores (issue 39): items of a later format kept,
/// signed-out tokens that never come back, access controls, the macOS fallback only when chosen.
@Suite struct KeychainItemRulesTests {
    static let tokens = KeychainStoreTests.tokens
    static let item = KeychainItem(service: KeychainStoreOptions.defaultService, account: "tokens")

    @Test func anItemHoldsItsFormatVersionAndItsValue() async throws {
        let keychain = InMemoryKeychain()
        try await KeychainTokenStore(keychain: keychain).save(Self.tokens)
        let stored = try #require(keychain.items[Self.item]?.data)
        let json = try JSONSerialization.jsonObject(with: stored) as? [String: Any]
        #expect(json?["version"] as? Int == 1)
        #expect((json?["value"] as? [String: Any])?["access_token"] as? String == "access")
    }

    /// An older app in a shared access group reads a newer app's item: it may not delete it.
    @Test func anItemOfALaterFormatIsAbsentAndKept() async throws {
        let keychain = InMemoryKeychain()
        let newer = Data(#"{"version": 2, "value": {"tokens": {"access": "x"}}}"#.utf8)
        keychain.write(newer, to: Self.item, accessibility: .afterFirstUnlockThisDeviceOnly)
        let legacy = InMemoryTokenStore()
        await legacy.save(Self.tokens)
        let store = KeychainTokenStore(keychain: keychain).migrating(from: legacy)
        #expect(try await store.load() == nil)
        #expect(keychain.items[Self.item]?.data == newer, "the newer item is kept as it was")
        #expect(await legacy.load() == Self.tokens, "nothing was moved over the newer item")
    }

    @Test(arguments: [
        #"{"version": 1, "value": "a session, not tokens"}"#,
        #"{"version": "1", "value": {"access_token": "a"}}"#,
        #"{"version": 0, "value": {"access_token": "a"}}"#,
        #"{"access_token": "a", "token_type": "Bearer"}"#,
    ])
    func anItemOfThisFormatThatDoesNotDecodeIsDeleted(_ text: String) async throws {
        let keychain = InMemoryKeychain()
        keychain.write(Data(text.utf8), to: Self.item, accessibility: .afterFirstUnlockThisDeviceOnly)
        #expect(try await KeychainTokenStore(keychain: keychain).load() == nil)
        #expect(keychain.items.isEmpty)
    }

    /// The finding: the Keychain item deleted, then the legacy store's clear failed, and the next load moved
    /// the signed-out tokens back. Now the legacy store is cleared first: its failure is reported and the
    /// item is left as it was; once it clears, nothing comes back.
    @Test func tokensASignOffClearedDoNotComeBackFromTheLegacyStore() async throws {
        let keychain = InMemoryKeychain()
        let legacy = ClearFailingTokenStore(Self.tokens)
        let store = KeychainTokenStore(keychain: keychain).migrating(from: legacy)
        try await KeychainTokenStore(keychain: keychain).save(OidcTokens(accessToken: "current"))

        await #expect(throws: ClearFailingTokenStore.Failure.self) { try await store.clear() }
        #expect(try await store.load()?.accessToken == "current", "the failure left the item as it was")

        await legacy.recover()
        try await store.clear()
        #expect(try await store.load() == nil)
        #expect(keychain.items.isEmpty)
        #expect(await legacy.load() == nil)
    }

    @Test func anAccessControlIsWrittenWithTheItem() async throws {
        let keychain = InMemoryKeychain()
        let options = KeychainStoreOptions(
            accessibility: .whenPasscodeSetThisDeviceOnly, accessControl: .biometryCurrentSet)
        try await KeychainTokenStore(options: options, keychain: keychain).save(Self.tokens)
        let entry = try #require(keychain.items[Self.item])
        #expect(entry.accessibility == .whenPasscodeSetThisDeviceOnly)
        #expect(entry.accessControl == .biometryCurrentSet)
        try await KeychainTokenStore(keychain: keychain).save(Self.tokens)
        #expect(keychain.items[Self.item]?.accessControl == nil, "a store without one writes none")
    }

    /// A Keychain that cannot keep an access control refuses the write rather than keep the item unprotected.
    @Test func aKeychainWithoutAccessControlsRefusesAProtectedItem() async throws {
        let keychain = AccessibilityOnlyKeychain()
        let store = KeychainTokenStore(
            options: KeychainStoreOptions(accessControl: .userPresence), keychain: keychain)
        await #expect(throws: KeychainError(operation: "write", status: -4, item: Self.item)) {
            try await store.save(Self.tokens)
        }
        #expect(keychain.base.items.isEmpty)
        try await KeychainTokenStore(keychain: keychain).save(Self.tokens)
        #expect(keychain.base.items.count == 1, "without an access control it writes as before")
    }

    /// macOS: the login keychain only when the app chose it, and only for a missing entitlement (-34018).
    @Test func theLoginKeychainIsUsedOnlyWhenChosen() {
        #expect(KeychainError.retriesInLoginKeychain(status: -34018, fallback: true))
        #expect(!KeychainError.retriesInLoginKeychain(status: -34018, fallback: false))
        #expect(!KeychainError.retriesInLoginKeychain(status: -25308, fallback: true))
        let error = KeychainError(operation: "write", status: -34018, item: Self.item)
        #expect(error.description.contains("keychain-access-groups"))
        #expect(error.description.contains("SystemKeychain(loginKeychainFallback: true)"))
    }
}
