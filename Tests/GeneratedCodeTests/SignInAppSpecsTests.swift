// Runs the flows generated from the example app's own specs (Examples/SignInApp.swiftpm, which OrchestratePlugin
// generates when Xcode builds the app) against the sandbox the app talks to: every node the sandbox sends is the
// step the app's screens expect, so the app's typed second-factor screen is the one drawn.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct SignInAppSpecsTests {
    let demo = SandboxScript.demoCredentials

    @Test func theAppsDaVinciSpecsWalkTheSandboxsSignInToTokens() async throws {
        let server = SandboxServer()
        _ = try await server.start()
        defer { Task { await server.stop() } }
        let discovery = try #require(await server.discoveryURL())
        // The app's spec names the sandbox at its default port (8080); the test's sandbox has a free port.
        let specDiscovery = try #require(
            URL(string: "http://127.0.0.1:8080/sandbox/as/.well-known/openid-configuration"))
        #expect(discovery.path == specDiscovery.path, "the spec points at the sandbox's DaVinci environment")

        let workflow = DaVinciSignInFlow.workflow { config in
            config.configure(DaVinciSignInFlow.oidc) { $0.discoveryEndpoint = discovery.absoluteString }
        }
        guard case .signIn(let signOn) = DaVinciSignInFlow.Step(await workflow.start()) else {
            Issue.record("the first node is the app's SignOn form")
            return
        }
        signOn.username.value = demo.username
        signOn.password.value = demo.password
        guard case .oneTimeCode(let code) = DaVinciSignInFlow.Step(await signOn.submit(\.submit)) else {
            Issue.record("the second node is the app's OneTimeCode form")
            return
        }
        code.otp.value = demo.oneTimeCode
        let end = await code.submit(\.verify)
        #expect(end is SuccessNode, "\(end)")
        let user = try #require(await workflow.user())
        #expect(!(try await user.tokens().accessToken.isEmpty))
    }

    @Test func theAppsJourneySpecsReachTheTypedSecondFactorScreen() async throws {
        let server = SandboxServer()
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let journey = JourneySignInFlow.workflow(serverUrl: base.absoluteString + "/am")
        guard case .credentials(let credentials) = JourneySignInFlow.Step(await journey.start()) else {
            Issue.record("the first node is the app's Credentials node")
            return
        }
        credentials.username.name = demo.username
        credentials.password.password = demo.password
        guard case .secondFactor(let choice) = JourneySignInFlow.Step(await credentials.node.next()) else {
            Issue.record("the second node is the one the app's SecondFactorScreen draws")
            return
        }
        // What the app's screen shows as its title: the typed node's prompt, as the sandbox's tree sends it.
        #expect(!choice.method.prompt.isEmpty)
        choice.method.selectedIndex = 0
        guard case .oneTimeCode(let code) = JourneySignInFlow.Step(await choice.node.next()) else {
            Issue.record("choice 0 is the one-time code")
            return
        }
        code.code.text = demo.oneTimeCode
        let end = await code.node.next()
        #expect(end is SuccessNode, "\(end)")
    }
}
