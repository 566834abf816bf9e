import Foundation
import OrchestrateSandbox
import Testing

@testable import Orchestrate

/// Issue 20 over loopback: forged and expired ID tokens, a refresh that changes the subject, the
/// userinfo subject and token type, and sign-off (or a newer sign-in) winning over a slow refresh.
@Suite struct OidcSecurityTests {
    static func workflow(_ server: SandboxServer, _ proxy: TokenProxy, store: InMemoryTokenStore) async throws
        -> Workflow
    {
        try await oidcWorkflow(server, timeout: 30, storage: store) { $0.discoveryEndpoint = proxy.discoveryURL }
    }

    @Test func aForgedOrExpiredIDTokenFailsTheSignInAndNothingIsStored() async throws {
        let cases: [(String, @Sendable (inout [String: JSON]) -> Void)] = [
            ("it has expired", { $0["exp"] = .number(Date().timeIntervalSince1970 - 3_600) }),
            ("the issuer 'https://evil.test' is not", { $0["iss"] = "https://evil.test" }),
            ("it has no issuer (iss)", { $0["iss"] = nil }),
            ("it was issued in the future (iat)", { $0["iat"] = .number(Date().timeIntervalSince1970 + 3_600) }),
        ]
        for (reason, change) in cases {
            let proxy = TokenProxy()
            proxy.rewrite.withLock { $0 = ("authorization_code", change) }
            try await proxy.run { server, _ in
                let store = InMemoryTokenStore()
                let node = try await signInDemo(try await Self.workflow(server, proxy, store: store))
                guard case .invalidIDToken(let text)? = oidcError(node) else {
                    Issue.record("\(node)")
                    return
                }
                #expect(text.hasPrefix(reason), "\(text)")
                #expect(await store.load() == nil)
            }
        }
    }

    @Test func anIDTokenFromARefreshForAnotherSubjectIsRefusedAndNotStored() async throws {
        let proxy = TokenProxy()
        try await proxy.run { server, _ in
            let store = InMemoryTokenStore()
            let user = try #require(
                (try await signInDemo(try await Self.workflow(server, proxy, store: store)) as? SuccessNode)?.user)
            let signedIn = try await user.tokens()
            proxy.rewrite.withLock { $0 = ("refresh_token", { $0["sub"] = "mallory" }) }
            await #expect(throws: OidcError.invalidIDToken("the refreshed token's subject changed")) {
                try await user.renewTokens()
            }
            #expect(await store.load() == signedIn)
        }
    }

    @Test func userinfoForAnotherSubjectOrATokenTypeThatIsNotBearerIsRefused() async throws {
        let route = SandboxRoute.fixed(
            method: "GET", path: "/sandbox/as/userinfo", response: .json(200, #"{"sub": "mallory"}"#))
        try await withSandbox(routes: [route]) { server, _ in
            let store = InMemoryTokenStore()
            let user = try #require(
                (try await signInDemo(try await oidcWorkflow(server, storage: store)) as? SuccessNode)?.user)
            await #expect(throws: OidcError.userinfoSubjectMismatch) { try await user.userinfo() }

            let tokens = try await user.tokens()
            await store.save(
                OidcTokens(
                    accessToken: tokens.accessToken, tokenType: "DPoP", refreshToken: tokens.refreshToken,
                    idToken: tokens.idToken, scope: tokens.scope, expiresAt: tokens.expiresAt))
            await #expect(throws: OidcError.unsupportedTokenType("DPoP")) { try await user.userinfo() }
            #expect(
                await requests(server, to: "userinfo").count == 1, "the access token was not sent as a Bearer token")
        }
    }

    /// Waits until the proxy has forwarded `count` refresh requests.
    static func waitForRefresh(_ proxy: TokenProxy, count: Int = 1) async throws {
        // A condition polled (up to a minute), not a delay that decides the outcome.
        for _ in 0..<6_000 where proxy.refreshesForwarded < count { try await Task.sleep(for: .milliseconds(10)) }
        try #require(proxy.refreshesForwarded >= count)
    }

    @Test func signOffWinsOverARefreshThatStartedBefore() async throws {
        let proxy = TokenProxy()
        let hold = TestGate()
        proxy.refreshHold.withLock { $0 = hold }
        try await proxy.run { server, _ in
            let store = InMemoryTokenStore()
            let workflow = try await Self.workflow(server, proxy, store: store)
            let user = try #require((try await signInDemo(workflow) as? SuccessNode)?.user)
            let refresh = Task { try await user.renewTokens() }
            try await Self.waitForRefresh(proxy)

            #expect(try await workflow.signOff().get() == ())
            #expect(await store.load() == nil)
            hold.open()
            await #expect(throws: OidcError.refreshSuperseded) { try await refresh.value }
            #expect(await store.load() == nil, "the refresh that finished after sign-off stored nothing")
            #expect(await workflow.user() == nil)

            // The tokens that refresh obtained were revoked, not left valid on the server.
            let refreshed = try #require(proxy.answers.current.last { $0.grant == "refresh_token" }?.json)
            let revoked = await requests(server, to: "revoke").compactMap { formFields($0)["token"] }
            #expect(revoked.contains(try #require(refreshed["refresh_token"]?.stringValue)))
            #expect(revoked.contains(try #require(refreshed["access_token"]?.stringValue)))
        }
    }

    @Test func aRefreshThatStartedBeforeANewSignInDoesNotOverwriteIt() async throws {
        let proxy = TokenProxy()
        let hold = TestGate()
        proxy.refreshHold.withLock { $0 = hold }
        try await proxy.run { server, _ in
            let store = InMemoryTokenStore()
            let workflow = try await Self.workflow(server, proxy, store: store)
            let user = try #require((try await signInDemo(workflow) as? SuccessNode)?.user)
            let refresh = Task { try await user.renewTokens() }
            try await Self.waitForRefresh(proxy)

            // The refresh's answer is held until the newer sign-in has finished, however long that takes.
            let newer = try #require((try await signInDemo(workflow) as? SuccessNode)?.user)
            let newerTokens = try await newer.tokens()
            hold.open()
            await #expect(throws: OidcError.refreshSuperseded) { try await refresh.value }
            #expect(await store.load() == newerTokens, "the newer sign-in's tokens stay")
        }
    }
}
