import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct OidcTokenExchangeTests {
    @Test func successExchangesTheCodeForTokensAndExposesTheUser() async throws {
        try await withSandbox { server, _ in
            let workflow = try await oidcWorkflow(server)
            let success = try #require(try await signInDemo(workflow) as? SuccessNode)
            let user = try #require(success.user)
            let tokens = try await user.tokens()
            #expect(tokens.tokenType == "Bearer")
            #expect(tokens.scope == "openid profile email")
            #expect(tokens.refreshToken != nil)
            #expect(!tokens.isExpired(within: 60))

            let authorize = try #require(await requests(server, to: "authorize").first)
            let state = try #require(authorize.queryValue("state"))
            #expect(success.input[path: "authorizeResponse", "state"] == .string(state))
            let code = try #require(success.session)

            let exchanges = await requests(server, to: "token")
            try #require(exchanges.count == 1)
            #expect(exchanges[0].method == "POST")
            #expect(exchanges[0].header("Content-Type") == "application/x-www-form-urlencoded")
            let fields = formFields(exchanges[0])
            #expect(fields.keys.sorted() == ["client_id", "code", "code_verifier", "grant_type", "redirect_uri"])
            #expect(fields["grant_type"] == "authorization_code")
            #expect(fields["code"] == code)
            #expect(fields["redirect_uri"] == "org.orchestrate.demo://oauth2redirect")
            #expect(fields["client_id"] == "orchestrate-demo")
            #expect(fields["code_verifier"]?.count == 43)

            let claims = try jwtClaims(try #require(tokens.idToken))
            #expect(claims["nonce"] == .string(try #require(authorize.queryValue("nonce"))))
            #expect(claims["aud"] == "orchestrate-demo")
            #expect(claims["preferred_username"] == "alice")
            #expect(claims["sid"] == success.input[path: "session", "id"])
            let sessionID = try #require(success.input[path: "session", "id"]?.stringValue)
            #expect(await server.isSessionActive(sessionID))

            let info = try await user.userinfo()
            #expect(info["sub"] == claims["sub"])
            #expect(info["preferred_username"] == "alice")
            #expect(info["email"] == "alice@example.com")
            let userinfo = try #require(await requests(server, to: "userinfo").first)
            #expect(userinfo.header("Authorization") == "Bearer \(tokens.accessToken)")

            #expect(await workflow.user() != nil, "the workflow knows its signed-in user")
        }
    }

    @Test func aStateThatIsNotTheFlowsIsRefusedBeforeAnyTokenRequest() async throws {
        try await withSandbox { server, _ in
            for forged in [JSON.string("forged-state"), .null] {
                let tamper = Module.of(name: "tamper") { setup in
                    setup.node { _, node in
                        guard let success = node as? SuccessNode, var body = success.input.objectValue,
                            var authorize = body["authorizeResponse"]?.objectValue
                        else { return node }
                        authorize["state"] = forged
                        body["authorizeResponse"] = .object(authorize)
                        return SuccessNode(input: .object(body), session: success.session)
                    }
                }
                let workflow = try await oidcWorkflow(server, extra: { $0.module(tamper) })
                #expect(oidcError(try await signInDemo(workflow)) == .stateMismatch)
            }
            #expect(await requests(server, to: "token").isEmpty)
        }
    }

    @Test func aCodeExchangedWithAnotherFlowsVerifierIsRefusedByPKCE() async throws {
        try await withSandbox { server, _ in
            // The first flow's code is taken before it is exchanged and handed to the second flow, which
            // sends it with its own verifier: the sandbox checks S256(verifier) against the first challenge.
            let stolen = Locked<String?>(nil)
            let swap = Module.of(name: "swap") { setup in
                setup.node { _, node in
                    guard let success = node as? SuccessNode else { return node }
                    let code = stolen.withLock { code -> String? in
                        if let code { return code }
                        code = success.session
                        return nil
                    }
                    guard let code else { return EmptyNode() }
                    return SuccessNode(input: success.input, session: code)
                }
            }
            let workflow = try await oidcWorkflow(server, extra: { $0.module(swap) })
            #expect(try await signInDemo(workflow) is EmptyNode)
            let refused = try await signInDemo(workflow)
            #expect(
                oidcError(refused)
                    == .tokenRequestFailed(
                        status: 400, error: "invalid_grant",
                        reason: "PKCE verification failed: code_verifier does not match code_challenge"))
            let exchange = try #require(await requests(server, to: "token").first)
            #expect(formFields(exchange)["code"] == stolen.current)
            #expect(await workflow.user() == nil)
        }
    }

    @Test func malformedOrRefusedTokenResponsesAreFailuresWithTheirReasons() async throws {
        let answers: [(SandboxResponse, @Sendable (OidcError) -> Bool)] = [
            (
                .json(200, #"{"token_type": "Bearer", "expires_in": 3600}"#),
                { $0 == .invalidTokenResponse("access_token is missing") }
            ),
            (
                .text(200, "<html>not json</html>"),
                {
                    guard case .invalidTokenResponse(let reason) = $0 else { return false }
                    return reason.hasPrefix("the body is not JSON")
                }
            ),
            (.json(200, #"["access_token"]"#), { $0 == .invalidTokenResponse("the body is not a JSON object") }),
            (
                .json(200, #"{"access_token": "a", "token_type": "Bearer", "expires_in": "soon"}"#),
                { $0 == .invalidTokenResponse("expires_in is not a non-negative whole number") }
            ),
            (
                .json(200, #"{"access_token": 42, "token_type": "Bearer"}"#),
                { $0 == .invalidTokenResponse("access_token is not a non-empty string") }
            ),
            (
                .json(200, #"{"access_token": "a", "token_type": "Bearer"}"#),
                { $0 == .invalidTokenResponse("no id_token although the scopes include openid") }
            ),
            (
                .json(200, #"{"access_token": "a", "token_type": "Bearer", "id_token": "not-a-jwt"}"#),
                { $0 == .invalidIDToken("it is not a JWT of three parts") }
            ),
            (
                .json(400, #"{"error": "invalid_grant", "error_description": "The code has expired"}"#),
                { $0 == .tokenRequestFailed(status: 400, error: "invalid_grant", reason: "The code has expired") }
            ),
            (
                .text(500, "upstream unavailable"),
                { $0 == .tokenRequestFailed(status: 500, error: "unexpected_response", reason: "upstream unavailable") }
            ),
        ]
        let index = Locked(0)
        let route = SandboxRoute(method: "POST", path: "/sandbox/as/token") { _ in
            index.withLock { index in
                defer { index += 1 }
                return answers[min(index, answers.count - 1)].0
            }
        }
        try await withSandbox(routes: [route]) { server, _ in
            let workflow = try await oidcWorkflow(server)
            for (number, answer) in answers.enumerated() {
                let node = try await signInDemo(workflow)
                let error = try #require(oidcError(node), "answer \(number): \(node)")
                #expect(answer.1(error), "answer \(number): \(error)")
            }
            #expect(await workflow.user() == nil, "nothing was stored")
        }
    }

    @Test func aStaleAccessTokenIsRefreshedWithTheRefreshToken() async throws {
        try await withSandbox { server, _ in
            let store = InMemoryTokenStore()
            let workflow = try await oidcWorkflow(server, storage: store)
            let user = try #require((try await signInDemo(workflow) as? SuccessNode)?.user)
            let first = try await user.tokens()
            let firstRefresh = try #require(first.refreshToken)
            let stale = OidcTokens(
                accessToken: first.accessToken, tokenType: first.tokenType, refreshToken: first.refreshToken,
                idToken: first.idToken, scope: first.scope, expiresAt: Date(timeIntervalSinceNow: -10))

            // The stored token expired, as time would make it.
            await store.save(stale)
            let renewed = try await user.tokens()
            #expect(renewed.accessToken != first.accessToken)
            #expect(renewed.refreshToken != nil && renewed.refreshToken != firstRefresh, "refresh tokens rotate")
            #expect(!renewed.isExpired(within: 60))
            #expect(await store.load() == renewed)
            let exchanges = await requests(server, to: "token")
            try #require(exchanges.count == 2)
            #expect(
                formFields(exchanges[1]) == [
                    "grant_type": "refresh_token", "refresh_token": firstRefresh,
                    "client_id": "orchestrate-demo",
                ])

            // A fresh token is not refreshed again, and it works.
            #expect(try await user.tokens() == renewed)
            #expect(await requests(server, to: "token").count == 2)
            #expect(try await user.userinfo()["preferred_username"] == "alice")

            // The used refresh token no longer works: the refusal clears the useless tokens.
            await store.save(stale)
            await #expect(
                throws: OidcError.tokenRequestFailed(
                    status: 400, error: "invalid_grant",
                    reason: "The refresh token is unknown or has been revoked")
            ) {
                try await user.tokens()
            }
            #expect(await store.load() == nil)
            await #expect(throws: OidcError.notSignedIn) { try await user.tokens() }
        }
    }

    @Test func concurrentCallsWithAStaleTokenShareOneRefresh() async throws {
        try await withSandbox { server, _ in
            let store = InMemoryTokenStore()
            let workflow = try await oidcWorkflow(server, timeout: 60, storage: store)
            let user = try #require((try await signInDemo(workflow) as? SuccessNode)?.user)
            let first = try await user.tokens()
            await store.save(
                OidcTokens(
                    accessToken: first.accessToken, refreshToken: first.refreshToken,
                    idToken: first.idToken, scope: first.scope, expiresAt: .distantPast))
            let results = try await withThrowingTaskGroup(of: OidcTokens.self) { group in
                for _ in 0..<20 { group.addTask { try await user.tokens() } }
                return try await group.reduce(into: [OidcTokens]()) { $0.append($1) }
            }
            #expect(Set(results.map(\.accessToken)).count == 1)
            #expect(results[0].accessToken != first.accessToken)
            #expect(await requests(server, to: "token").count == 2, "one exchange, one refresh")
        }
    }

    @Test func aStaleTokenWithoutARefreshTokenIsExpired() async throws {
        try await withSandbox { server, _ in
            let store = InMemoryTokenStore()
            let workflow = try await oidcWorkflow(server, storage: store)
            let user = try #require((try await signInDemo(workflow) as? SuccessNode)?.user)
            await store.save(OidcTokens(accessToken: "stale", expiresAt: .distantPast))
            await #expect(throws: OidcError.tokenExpired) { try await user.tokens() }
        }
    }
}

@Suite struct OidcChallengeTests {
    @Test func aTokenEndpointAskingForBasicAuthenticationIsAFailureNotAHang() async throws {
        let route = SandboxRoute.fixed(
            method: "POST", path: "/sandbox/as/token",
            response: SandboxResponse(
                status: 401,
                headers: [("WWW-Authenticate", #"Basic realm="tokens""#), ("Content-Type", "application/json")],
                body: Data(#"{"error": "invalid_client"}"#.utf8)))
        try await withSandbox(routes: [route]) { server, _ in
            let workflow = try await oidcWorkflow(server)
            let node = try await signInDemo(workflow)
            #expect(node is FailureNode)
            #expect(await workflow.user() == nil)
        }
    }
}
