// Runs the flow generated from Examples/Specs/OidcSignIn.flow.yaml (`use: oidc`) against the sandbox: the
// spec's OIDC settings build the authorize request, and the run ends with the user's tokens.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct OidcSignInFlowTests {
    @Test func theSpecsOidcSettingsSignInToTokens() async throws {
        let server = SandboxServer()
        _ = try await server.start()
        defer { Task { await server.stop() } }
        let discovery = try #require(await server.discoveryURL())

        // The spec names a discovery endpoint of its own; the app points it at the sandbox and keeps the rest.
        let workflow = OidcSignInFlow.workflow { config in
            config.configure(OidcSignInFlow.oidc) { $0.discoveryEndpoint = discovery.absoluteString }
        }
        let interaction = OidcSignInFlow.Interaction(
            signIn: { form, _ in
                form.username.value = "alice"
                form.password.value = "Passw0rd!"
                return await form.submit(\.submit)
            },
            otp: { form, _ in
                form.otp.value = "123456"
                return await form.submit(\.verify)
            })
        let run = await OidcSignInFlow.run(workflow, interaction)
        #expect(run.succeeded)
        #expect(run.state.path == [.signIn, .otp, .signedIn])

        let user = try #require(await workflow.user(), "the success node's code was exchanged for tokens")
        let tokens = try await user.tokens()
        #expect(!tokens.accessToken.isEmpty)
        let authorize = try #require(await server.journal().first { $0.path.hasSuffix("/authorize") })
        let query = { (name: String) in authorize.query.first { $0.name == name }?.value }
        #expect(query("client_id") == "orchestrate-demo")
        #expect(query("scope") == "openid email profile")
        #expect(query("redirect_uri") == "org.orchestrate.demo://oauth2redirect")
        #expect(query("code_challenge") != nil)
    }
}
