// The Swift of the "Spec reference" (Sources/Orchestrate/Orchestrate.docc/SpecReference.md), word for word
// (DocumentationSnippetTests checks it is compiled code), over the code generated from Examples/Specs. The imports
// and version guard every generated file starts with are in the files of Generated/.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// "Using the emitted code": one step of the sign-in, whichever step the server sent.
private func oneStep(authorizeURL: String) async -> any Node {
    let workflow = SignInFlow.workflow(startURL: authorizeURL) { config in
        config.configure(SignInFlow.headers) { $0.value = "my-app/1.0" }
    }
    var node = await workflow.start()
    switch SignInFlow.Step(node) {
    case .signIn(let form):
        form.username.value = "alice"
        form.password.value = "s3cret"
        node = await form.submit(\.submit)
    case .otp(let form):
        form.otp.value = "123456"
        node = await form.submit(\.verify)
    case .done(let success): print(success.session ?? "")
    case .error(let error): // e.g. a wrong password: retry from error.continueNode
        if let retry = error.continueNode, let form = try? DaVinciCollectors.SignOnForm(retry) {
            form.password.value = "correct"
            node = await form.submit(\.submit)
        }
    default: break // .failure, .invalid, .unknown, and the steps of a later spec
    }
    return node
}

/// The Journey flow's run. Compiled, not run: the spec's `workflow()` names its AM (the article's spec does;
/// Examples/Specs leaves it to `workflow(serverUrl:)`, which LoginJourneyTests runs this interaction on).
private func signIn(password: String, code: String, answer: String) async -> FlowGraphRun<LoginJourneyFlow.Step.Name> {
    let run = await LoginJourneyFlow.run(
        LoginJourneyFlow.workflow(),
        LoginJourneyFlow.Interaction(
            credentials: { node, _ in
                node.username.name = "alice"
                node.password.password = password
                return await node.submit()
            },
            secondFactor: { node, _ in
                node.method.selectedIndex = 0
                return await node.submit()
            },
            oneTimeCode: { node, _ in
                node.code.text = code
                return await node.submit()
            },
            securityQuestion: { node, _ in
                node.answer.password = answer
                return await node.submit()
            }))
    return run
}

@Suite struct SpecReferenceExampleTests {
    @Test func theFirstStepWithAWrongPasswordIsTheErrorToRetryFrom() async throws {
        let server = SandboxServer()
        _ = try await server.start()
        defer { Task { await server.stop() } }
        let node = await oneStep(authorizeURL: try #require(await server.authorizeURL()).absoluteString)
        guard case .error(let error) = SignInFlow.Step(node) else {
            Issue.record("expected the wrong password's error, got \(node)")
            return
        }
        let retry = try DaVinciCollectors.SignOnForm(try #require(error.continueNode))
        retry.password.value = "Passw0rd!"
        let step = SignInFlow.Step(await retry.submit(\.submit)).name
        #expect(step == .otp)
        #expect(await server.journal().allSatisfy { $0.header("x-requested-with") == "my-app/1.0" })
    }
}
