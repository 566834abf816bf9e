// The typed form of "Porting from the Ping SDK" (Sources/Orchestrate/Orchestrate.docc/PortingFromPingSDK.md, "From
// here to generated typed forms"), word for word (DocumentationSnippetTests checks it), over the code generated from
// Examples/Specs, run against the sandbox. The article's other lines are run in PingPortTests.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct PortingFromPingSDKExampleTests {
    @Test func theTypedFormReplacesTheLoopOverTheCollectors() async throws {
        let server = SandboxServer()
        _ = try await server.start()
        defer { Task { await server.stop() } }
        let workflow = SignInFlow.workflow(startURL: try #require(await server.authorizeURL()).absoluteString)
        var node = await workflow.start()
        let password = "Passw0rd!"

        switch SignInFlow.Step(node) {
        case .signIn(let form):
            form.username.value = "alice" // a property per field: a missing one fails to compile
            form.password.value = password
            node = await form.submit(\.submit) // was: submitCollector.value = "click me"; await node.next()
        default: break
        }

        let step = SignInFlow.Step(node).name
        #expect(step == .otp)
        let sent = try #require(await server.journal().last?.jsonBody)
        #expect(sent["parameters"]?["data"]?["actionKey"]?.stringValue == "submit")
    }
}
