import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// A Keychain whose deletes fail with `errSecInteractionNotAllowed` (a locked device), over `base`.
struct UndeletableKeychain: KeychainAccess {
    let base: InMemoryKeychain
    func read(_ item: KeychainItem) -> Data? { base.read(item) }
    func write(_ data: Data, to item: KeychainItem, accessibility: KeychainAccessibility) {
        base.write(data, to: item, accessibility: accessibility)
    }
    func delete(_ item: KeychainItem) throws(KeychainError) {
        throw KeychainError(operation: "delete", status: -25308, item: item)
    }
    func accounts(of service: String, in accessGroup: String?) -> [String] {
        base.accounts(of: service, in: accessGroup)
    }
}

/// Persistent cookies live as long as they should and no longer (issue 39): expired ones leave the store,
/// sign-off removes every server's, and a sign-off that cannot remove them says so.
@Suite struct CookieLifetimeTests {
    /// The store a workflow's cookie module uses for the server at `url`.
    static func item(for url: URL) throws -> KeychainItem {
        let origin = try #require(Origin(url.absoluteString))
        return KeychainItem(service: KeychainStoreOptions.defaultService, account: "cookies \(origin)")
    }

    static func workflow(_ server: SandboxServer, _ keychain: any KeychainAccess) async throws -> Workflow {
        try await oidcWorkflow(server, storage: InMemoryTokenStore()) { _ in
        } extra: { config in
            config.configure(CookieModule.config) { $0.store = KeychainCookieStore(keychain: keychain) }
        }
    }

    @Test func anExpiredCookieIsNeitherSentNorKept() async throws {
        let keychain = InMemoryKeychain()
        try await withSandbox { server, base in
            let host = try #require(base.host)
            let origin = try #require(Origin(base.absoluteString))
            let store = try #require(
                KeychainCookieStore(keychain: keychain).scoped(to: "\(origin)") as? KeychainCookieStore)
            let expired = Cookie(
                name: "OLD", value: "expired-secret", domain: host, expires: Date(timeIntervalSinceNow: -60))
            let live = Cookie(name: "KEEP", value: "live", domain: host, expires: Date(timeIntervalSinceNow: 3_600))
            try await store.save(item: [expired, live])

            let workflow = try await Self.workflow(server, keychain)
            _ = try await workflow.firstContinueNode()
            let first = try #require(await server.journal().first { $0.path.hasSuffix("/authorize") })
            #expect(first.cookies["KEEP"] == "live")
            #expect(first.cookies["OLD"] == nil, "an expired cookie is not sent")
            let kept = try #require(try await store.get())
            #expect(kept.map(\.name) == ["KEEP"], "the live cookie stays")
            #expect(!kept.contains { $0.name == "OLD" }, "and no longer stored")
            let data = try #require(keychain.items[try Self.item(for: base)]?.data)
            #expect(!String(decoding: data, as: UTF8.self).contains("expired-secret"))
        }
    }

    /// Cookies kept for two servers (the sandbox, and another the app signed in to through the same store):
    /// sign-off removes both, not only those of the server the sign-off request goes to.
    @Test func signOffRemovesTheCookiesOfEveryServer() async throws {
        let keychain = InMemoryKeychain()
        let other = KeychainItem(
            service: KeychainStoreOptions.defaultService, account: "cookies https://auth.other.example:443")
        try await withSandbox { server, _ in
            let otherStore = KeychainCookieStore(account: other.account, keychain: keychain)
            try await otherStore.save(item: [Cookie(name: "ST", value: "other-session", domain: "auth.other.example")])
            let unrelated = KeychainItem(service: KeychainStoreOptions.defaultService, account: "tokens x")
            keychain.write(Data("{}".utf8), to: unrelated, accessibility: .afterFirstUnlockThisDeviceOnly)

            let workflow = try await Self.workflow(server, keychain)
            _ = try #require(try await signInDemo(workflow) as? SuccessNode)
            #expect(keychain.items.keys.contains { $0.account.hasPrefix("cookies http://127.0.0.1") })
            #expect(try await workflow.signOff().get() == ())
            #expect(Array(keychain.items.keys) == [unrelated], "every server's cookies went; other items stay")
        }
    }

    /// The finding: the store's `clear()` swallowed its error, so sign-off reported success with the
    /// session cookie still stored.
    @Test func aSignOffThatCannotRemoveTheCookiesFails() async throws {
        let keychain = InMemoryKeychain()
        try await withSandbox { server, _ in
            let workflow = try await Self.workflow(server, UndeletableKeychain(base: keychain))
            _ = try #require(try await signInDemo(workflow) as? SuccessNode)
            let result = await workflow.signOff()
            guard case .failure(let error) = result else {
                Issue.record("sign-off succeeded with its cookies still stored")
                return
            }
            #expect((error as? KeychainError)?.status == -25308)
            #expect(keychain.items.keys.contains { $0.account.hasPrefix("cookies ") }, "the cookie is still there")
        }
    }

    @Test func aStoreGivenAnAccountRemovesThatItemAndAKeychainThatCannotListSaysSo() async throws {
        let keychain = InMemoryKeychain()
        let named = KeychainCookieStore(account: "COOKIE_STORAGE", keychain: keychain)
        try await named.save(item: [Cookie(name: "ST", value: "s", domain: "example.com")])
        try await named.deleteAll()
        #expect(keychain.items.isEmpty)

        let unlisted = KeychainCookieStore(keychain: AccessibilityOnlyKeychain())
        await #expect(throws: KeychainError.self) { try await unlisted.deleteAll() }
        try await InMemoryCookieStore().deleteAll()
    }
}
