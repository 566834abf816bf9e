import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct OidcSignOffTests {
    @Test func signOffRevokesTheTokenEndsTheSessionAndClearsTokensAndCookies() async throws {
        try await withSandbox { server, _ in
            let tokenStore = InMemoryTokenStore()
            let cookieStore = InMemoryCookieStore()
            let workflow = try await oidcWorkflow(
                server, storage: tokenStore,
                extra: { config in
                    config.module(CookieModule.config) {
                        $0.persist = ["ST"]
                        $0.store = cookieStore
                    }
                })
            let success = try #require(try await signInDemo(workflow) as? SuccessNode)
            let user = try #require(success.user)
            let tokens = try await user.tokens()
            let sessionID = try #require(success.input[path: "session", "id"]?.stringValue)
            let sessionCookie = try #require(await cookieStore.load().first { $0.name == "ST" })

            #expect(try await user.signOff().get() == ())

            let revocations = await requests(server, to: "revoke")
            try #require(revocations.count == 2, "the refresh token, then the access token")
            #expect(revocations.allSatisfy { $0.method == "POST" })
            #expect(
                formFields(revocations[0]) == [
                    "token": try #require(tokens.refreshToken),
                    "token_type_hint": "refresh_token", "client_id": "orchestrate-demo",
                ])
            #expect(
                formFields(revocations[1]) == [
                    "token": tokens.accessToken,
                    "token_type_hint": "access_token", "client_id": "orchestrate-demo",
                ])
            let endSessions = await requests(server, to: "signoff")
            try #require(endSessions.count == 1)
            #expect(endSessions[0].method == "GET")
            #expect(endSessions[0].query.map(\.name) == ["id_token_hint", "client_id"])
            #expect(endSessions[0].queryValue("id_token_hint") == tokens.idToken)
            #expect(endSessions[0].queryValue("client_id") == "orchestrate-demo")
            #expect(
                endSessions[0].cookies["ST"] == sessionCookie.value,
                "the session cookie goes with the end-session request")
            #expect(
                await server.journal().last?.path == "/sandbox/as/signoff", "revocation first, then the end session")

            #expect(await server.isSessionActive(sessionID) == false)
            #expect(await tokenStore.load() == nil)
            #expect(await cookieStore.load().isEmpty)
            #expect(await workflow.user() == nil)
            await #expect(throws: OidcError.notSignedIn) { try await user.tokens() }

            // The revoked grant is dead on the server too: its tokens no longer work.
            await tokenStore.save(tokens)
            await #expect(
                throws: OidcError.userinfoFailed(
                    status: 401,
                    reason:
                        #"{"error":"invalid_token","error_description":"The access token is unknown, expired or revoked"}"#
                )
            ) {
                try await user.userinfo()
            }
            await #expect(
                throws: OidcError.tokenRequestFailed(
                    status: 400, error: "invalid_grant", reason: "The refresh token is unknown or has been revoked")
            ) {
                try await user.renewTokens()
            }
        }
    }

    @Test func aRefusedRevocationIsAFailureButTheSessionIsStillEndedAndTokensCleared() async throws {
        let route = SandboxRoute.fixed(
            method: "POST", path: "/sandbox/as/revoke",
            response: .json(503, #"{"error": "temporarily_unavailable"}"#))
        try await withSandbox(routes: [route]) { server, _ in
            let store = InMemoryTokenStore()
            let workflow = try await oidcWorkflow(server, storage: store)
            let success = try #require(try await signInDemo(workflow) as? SuccessNode)
            let sessionID = try #require(success.input[path: "session", "id"]?.stringValue)

            let result = await workflow.signOff()
            #expect(throws: OidcError.revocationFailed(status: 503, reason: #"{"error": "temporarily_unavailable"}"#)) {
                try result.get()
            }
            #expect(await requests(server, to: "signoff").count == 1)
            #expect(await server.isSessionActive(sessionID) == false)
            #expect(await store.load() == nil)

            // The failure belongs to that sign-off only: the next one succeeds.
            #expect(try await workflow.signOff().get() == ())
        }
    }

    @Test func anEndSessionTheServerRefusesIsAFailure() async throws {
        try await withSandbox { server, _ in
            let store = InMemoryTokenStore()
            let workflow = try await oidcWorkflow(server, storage: store)
            let user = try #require((try await signInDemo(workflow) as? SuccessNode)?.user)
            let tokens = try await user.tokens()
            // An ID token the server did not sign is refused as a hint.
            let forged =
                try #require(tokens.idToken).split(separator: ".").prefix(2).joined(separator: ".") + ".c2lnbmF0dXJl"
            await store.save(
                OidcTokens(
                    accessToken: tokens.accessToken, refreshToken: tokens.refreshToken,
                    idToken: forged, scope: tokens.scope, expiresAt: tokens.expiresAt))

            let result = await user.signOff()
            #expect(throws: SignOffError(status: 400)) { try result.get() }
            #expect(await requests(server, to: "revoke").count == 2)
            #expect(await store.load() == nil, "the tokens are cleared whatever the server says")
        }
    }
}
