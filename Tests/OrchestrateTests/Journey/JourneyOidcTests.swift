import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// OpenID Connect after a journey: the SSO token is presented to AM's authorize endpoint, whose redirect
/// carries the code; then the code is exchanged, refreshed, revoked and the session ended, as for DaVinci.
/// AM's discovery lists a pushed authorization request endpoint, so the parameters go there first.
@Suite struct JourneyOidcTests {
    static func oidcJourney(_ server: SandboxServer) async throws -> Journey {
        let discovery = try #require(await server.amDiscoveryURL(realm: "alpha"))
        return try await sandboxJourney(server) { config in
            config.module(OidcModule.config) { oidc in
                oidc.clientId = SandboxClient.demo.id
                oidc.discoveryEndpoint = discovery.absoluteString
                oidc.scopes = ["openid", "profile", "email"]
                oidc.redirectUri = SandboxClient.demo.redirectURIs[0]
            }
        }
    }

    @Test func aJourneyEndsWithTokens() async throws {
        try await withSandbox { server, _ in
            let journey = try await Self.oidcJourney(server)
            let success = try #require(try await loginWithCode(journey) as? SuccessNode)
            let user = try #require(success.user)
            let tokens = try await user.tokens()
            #expect(!tokens.accessToken.isEmpty)
            #expect(tokens.idToken != nil)
            let claims = try await user.userinfo()
            #expect(claims["sub"]?.stringValue?.isEmpty == false)
            #expect(try await user.renewTokens().accessToken != tokens.accessToken)
            #expect(await journey.user() != nil)

            // The parameters were pushed, then authorize carried the SSO token and the request_uri only.
            let pushed = try #require(await amRequests(server, endingWith: "/par").last)
            let fields = formFields(pushed)
            #expect(fields["client_id"] == SandboxClient.demo.id)
            #expect(fields["code_challenge_method"] == "S256")
            #expect(fields["response_mode"] == nil)
            #expect(fields["state"]?.isEmpty == false && fields["nonce"]?.isEmpty == false)
            let authorize = try #require(await amRequests(server, endingWith: "/authorize").last)
            #expect(authorize.method == "GET")
            #expect(Set(authorize.query.map(\.name)) == ["client_id", "request_uri"])
            #expect(authorize.header("iPlanetDirectoryPro") == success.session)
            #expect(authorize.header("Accept-API-Version") == "resource=2.1, protocol=1.0")

            // Sign-off revokes, ends the OIDC session and logs the SSO session out.
            let token = try #require(success.session)
            #expect((try? await journey.signOff().get()) != nil)
            #expect(await journey.user() == nil)
            #expect(await journey.session() == nil)
            #expect(!(await server.isSSOSessionActive(token)))
        }
    }

    @Test func aJourneyWithoutASessionCannotGetACode() async throws {
        try await withSandbox { server, _ in
            let journey = try await Self.oidcJourney(server)
            let demo = SandboxScript.demoCredentials
            let first = try signOn(await journey.start("Login") { $0.noSession = true }, password: demo.password)
            let choice = try #require(await first.next() as? ContinueNode)
            choice.callback(ChoiceCallback.self)?.selectedIndex = 0
            let code = try #require(await choice.next() as? ContinueNode)
            code.callback(TextInputCallback.self)?.text = demo.oneTimeCode
            let failure = try #require(await code.next() as? FailureNode)
            #expect(failure.cause as? OidcError == .missingAuthorizationCode)
        }
    }

    @Test func daVinciPushesItsAuthorizationRequestWhenDiscoveryListsPAR() async throws {
        let server = SandboxServer(oidc: SandboxOIDCSettings(pushedAuthorizationRequests: true))
        _ = try await server.start()
        defer { Task { await server.stop() } }
        let workflow = try await oidcWorkflow(server)
        let success = try #require(try await signInDemo(workflow) as? SuccessNode)
        #expect(try await success.user?.tokens().accessToken.isEmpty == false)
        let pushed = try #require(await server.journal().last { $0.path.hasSuffix("/par") })
        #expect(formFields(pushed)["response_mode"] == "pi.flow")
        let authorize = try #require(await server.journal().first { $0.path.hasSuffix("/authorize") })
        #expect(Set(authorize.query.map(\.name)) == ["client_id", "request_uri"])
        await server.stop()
    }
}
