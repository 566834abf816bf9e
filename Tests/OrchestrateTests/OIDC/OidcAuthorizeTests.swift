import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct OidcAuthorizeTests {
    static let base64URL = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    @Test func startSendsTheAuthorizationRequestParameterByParameter() async throws {
        try await withSandbox { server, _ in
            let workflow = try await oidcWorkflow(server) { oidc in
                oidc.acrValues = "register"
                oidc.loginHint = "alice@example.com"
                oidc.prompt = "login"
                oidc.uiLocales = "en-GB fr"
                oidc.additionalParameters = [("audience", "https://api.example.com"), ("tenant", "a b&c")]
            }
            let node = try await workflow.firstContinueNode()
            #expect(node.input["id"] == "register", "acr_values chose the sandbox flow")

            let received = await server.journal()
            #expect(
                received.map(\.path).prefix(2) == [
                    "/sandbox/as/.well-known/openid-configuration", "/sandbox/as/authorize",
                ],
                "the authorization endpoint comes from the discovery document")
            let authorize = try #require(await requests(server, to: "authorize").first)
            #expect(authorize.method == "GET")
            #expect(
                authorize.query.map(\.name) == [
                    "response_type", "response_mode", "client_id", "scope", "redirect_uri", "code_challenge",
                    "code_challenge_method", "state", "nonce", "acr_values", "login_hint", "prompt", "ui_locales",
                    "audience", "tenant",
                ])
            #expect(authorize.queryValue("response_type") == "code")
            #expect(authorize.queryValue("response_mode") == "pi.flow")
            #expect(authorize.queryValue("client_id") == "orchestrate-demo")
            #expect(authorize.queryValue("scope") == "openid profile email")
            #expect(authorize.queryValue("redirect_uri") == "org.orchestrate.demo://oauth2redirect")
            let challenge = try #require(authorize.queryValue("code_challenge"))
            #expect(challenge.count == 43 && challenge.allSatisfy(Self.base64URL.contains))
            #expect(authorize.queryValue("code_challenge_method") == "S256")
            let state = try #require(authorize.queryValue("state"))
            #expect(state.count == 22 && state.allSatisfy(Self.base64URL.contains))
            let nonce = try #require(authorize.queryValue("nonce"))
            #expect(nonce.count == 22 && nonce != state)
            #expect(authorize.queryValue("acr_values") == "register")
            #expect(authorize.queryValue("login_hint") == "alice@example.com")
            #expect(authorize.queryValue("prompt") == "login")
            #expect(authorize.queryValue("ui_locales") == "en-GB fr")
            #expect(authorize.queryValue("audience") == "https://api.example.com")
            #expect(authorize.queryValue("tenant") == "a b&c")
            #expect(authorize.header("x-requested-with") == "orchestrate-swift", "the DaVinci defaults still apply")
        }
    }

    @Test func optionalParametersAreLeftOutAndEachFlowGetsFreshSecrets() async throws {
        try await withSandbox { server, _ in
            let workflow = try await oidcWorkflow(server)
            _ = try await workflow.firstContinueNode()
            _ = try await workflow.firstContinueNode()
            let authorizations = await requests(server, to: "authorize")
            try #require(authorizations.count == 2)
            #expect(
                authorizations[0].query.map(\.name) == [
                    "response_type", "response_mode", "client_id", "scope", "redirect_uri", "code_challenge",
                    "code_challenge_method", "state", "nonce",
                ])
            for name in ["code_challenge", "state", "nonce"] {
                #expect(
                    authorizations[0].queryValue(name) != authorizations[1].queryValue(name),
                    "\(name) is fresh per flow")
            }
        }
    }

    @Test func aBadConfigurationFailsStartWithItsReasonAndSendsNothing() async throws {
        try await withSandbox { server, _ in
            let cases: [(configure: (inout OidcConfig) -> Void, error: OidcError)] = [
                ({ $0.clientId = "" }, .invalidConfiguration("clientId is empty")),
                ({ $0.redirectUri = "" }, .invalidConfiguration("redirectUri is empty")),
                (
                    { $0.discoveryEndpoint = "not a url" },
                    .invalidConfiguration("discoveryEndpoint 'not a url' is not an absolute http(s) URL")
                ),
                ({ $0.scopes = [] }, .invalidConfiguration("scopes is empty")),
                (
                    { $0.scopes = ["openid email"] },
                    .invalidConfiguration("scope 'openid email' is empty or contains a space")
                ),
                (
                    { $0.additionalParameters = [("state", "mine")] },
                    .invalidConfiguration("additionalParameters may not set 'state'; the module sets it")
                ),
            ]
            for (configure, error) in cases {
                let workflow = try await oidcWorkflow(server, configure)
                let node = await workflow.start()
                #expect(oidcError(node) == error)
            }
            #expect(await server.journal().isEmpty)
        }
    }

    @Test func anAuthorizationRequestTheServerRefusesIsAnErrorNodeWithItsMessage() async throws {
        try await withSandbox { server, _ in
            let unregistered = try await oidcWorkflow(server) { $0.redirectUri = "https://evil.example/callback" }
            let refused = try #require(await unregistered.start() as? ErrorNode)
            #expect(refused.status == 400)
            #expect(
                refused.message
                    == "redirect_uri 'https://evil.example/callback' is not registered for client 'orchestrate-demo'")

            let unknownClient = try await oidcWorkflow(server) { $0.clientId = "someone-else" }
            let unknown = try #require(await unknownClient.start() as? ErrorNode)
            #expect(unknown.message == "Unknown client_id 'someone-else'")

            let unknownScope = try await oidcWorkflow(server) { $0.scopes = ["openid", "admin"] }
            let scope = try #require(await unknownScope.start() as? ErrorNode)
            #expect(scope.message.hasPrefix("scope 'admin' is not supported"))
        }
    }
}
