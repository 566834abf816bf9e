import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// Fixtures 17 (a discovery document with a PAR endpoint) and 18 (AM's PAR answer, status 201): the
/// journey's authorize request carries the `request_uri` the PAR endpoint gave, with the SSO header.
@Suite struct JourneyOidcFixtureTests {
    @Test func discoveryReadsThePushedAuthorizationRequestEndpoint() throws {
        let document = try OpenIDConfiguration(json: JourneyFixture.json("17-oidc-discovery-with-par.json"))
        #expect(document.pushedAuthorizationRequestEndpoint?.absoluteString == "https://auth.example.com/par")
        #expect(document.authorizationEndpoint.absoluteString == "http://auth.example.com/authorize")
    }

    @Test func authorizeCarriesTheRequestURIThePAREndpointAnswered() async throws {
        let par = try JourneyFixture.json("18-oidc-par-response.json")
        let requestURI = try #require(par["request_uri"]?.stringValue)
        let authorized = Locked<[SandboxRecord]>([])
        let pushed = Locked<[SandboxRecord]>([])
        let routes = [
            SandboxRoute(method: "POST", path: "/idp/par") { record in
                pushed.withLock { $0.append(record) }
                return SandboxResponse(
                    status: 201, headers: [("Content-Type", "application/json")],
                    body: (try? JourneyFixture.data("18-oidc-par-response.json")) ?? Data())
            },
            SandboxRoute(method: "GET", path: "/idp/authorize") { record in
                authorized.withLock { $0.append(record) }
                return .redirect(to: "org.example.app:/cb?error=login_required")
            },
        ]
        let am = ScriptedAM([try .payload("06-success-session-token.json")])
        try await withSandbox(routes: am.routes + routes + [Self.discovery]) { _, base in
            let journey = Journey.createJourney { config in
                config.serverUrl = base.string("/fx")
                config.logger = SilentLogger()
                config.module(OidcModule.config) { oidc in
                    oidc.clientId = "AndroidTest"
                    oidc.discoveryEndpoint = base.string("/idp/.well-known/openid-configuration")
                    oidc.redirectUri = "org.example.app:/cb"
                }
            }
            let failure = try #require(await journey.start("Login") as? FailureNode)
            #expect(failure.cause as? OidcError == .authorizeFailed(status: 302, reason: "login_required"))
        }
        let authorize = try #require(authorized.current.first)
        #expect(authorize.queryValue("request_uri") == requestURI)
        #expect(authorize.queryValue("client_id") == "AndroidTest")
        #expect(authorize.queryValue("code_challenge") == nil)
        #expect(authorize.header("iPlanetDirectoryPro") == "Dummy Session Token")
        #expect(authorize.header("Accept-API-Version") == "resource=2.1, protocol=1.0")
        let fields = formFields(try #require(pushed.current.first))
        #expect(fields["client_id"] == "AndroidTest" && fields["code_challenge_method"] == "S256")
    }

    /// Fixture 17's discovery document, its endpoints moved onto the sandbox (`/idp/...`).
    static let discovery = SandboxRoute(method: "GET", path: "/idp/.well-known/openid-configuration") { record in
        let host = record.header("Host") ?? "127.0.0.1"
        let text =
            (try? JourneyFixture.data("17-oidc-discovery-with-par.json")).map { String(decoding: $0, as: UTF8.self) }
            ?? "{}"
        let moved = text.replacingOccurrences(of: "https://auth.example.com/", with: "http://\(host)/idp/")
            .replacingOccurrences(of: "http://auth.example.com/", with: "http://\(host)/idp/")
        return .json(200, moved)
    }
}
