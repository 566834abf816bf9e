// The DaVinci flow `orchestrate-gen import davinci` imported from a hand-written export
// (Tests/OrchestrateGeneratorCoreTests/Corpus/import-davinci → Tests/Imported/SignOn.*): its generated typed
// forms and flow, run against the sandbox playing the script the same import wrote.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct ImportedDaVinciTests {
    /// The sandbox playing `Tests/Imported/SignOn.sandbox.yaml`, and its authorize URL.
    func sandbox() async throws -> (SandboxServer, String) {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Imported/SignOn.sandbox.yaml")
        let server = SandboxServer(script: try SandboxScript(contentsOf: file))
        _ = try await server.start()
        return (server, try #require(await server.authorizeURL()).absoluteString)
    }

    /// Signs on as `password` says, enters the code, registers when asked to; logs each step.
    func interaction(password: @escaping @Sendable (Int) -> String, register: Bool = false, log: InteractionLog)
        -> SignOnFlow.Interaction
    {
        SignOnFlow.Interaction(
            signOn: { form, state in
                log.add("signOn \(state.visits)")
                form.username.value = "demo"
                form.password.value = password(state.visits)
                return register ? await form.submit(\.register) : await form.submit(\.signon)
            },
            oneTimeCode: { form, _ in
                log.add("oneTimeCode")
                form.otp.value = "123456"
                return await form.submit(\.submit)
            },
            registration: { form, _ in
                log.add("registration")
                form.email.value = "new@example.com"
                form.password.value = "Another-Passw0rd"
                form.givenName.value = "New"
                return await form.submit(\.register)
            },
            needHelp: { form, _ in
                log.add("needHelp")
                return await form.submit(\.back)
            })
    }

    @Test func theScriptsUserSignsOnThroughThePingOneForm() async throws {
        let (server, authorize) = try await sandbox()
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let run = await SignOnFlow.run(
            SignOnFlow.workflow(startURL: authorize), interaction(password: { _ in "Demo-Passw0rd!" }, log: log))
        #expect(run.succeeded)
        #expect(run.state.path == [.signOn, .oneTimeCode, .done])
        #expect(log.all == ["signOn 1", "oneTimeCode"])
    }

    @Test func aWrongPasswordIsTheFlowsErrorAndIsRetriedFromTheForm() async throws {
        let (server, authorize) = try await sandbox()
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let run = await SignOnFlow.run(
            SignOnFlow.workflow(startURL: authorize),
            interaction(password: { $0 == 1 ? "wrong" : "Demo-Passw0rd!" }, log: log))
        #expect(run.succeeded)
        #expect(run.state.path == [.signOn, .signOn, .oneTimeCode, .done])
        #expect(log.all == ["signOn 1", "signOn 2", "oneTimeCode"])
    }

    @Test func theRegisterButtonRunsTheSubflowsFormToSuccess() async throws {
        let (server, authorize) = try await sandbox()
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let run = await SignOnFlow.run(
            SignOnFlow.workflow(startURL: authorize),
            interaction(password: { _ in "" }, register: true, log: log))
        #expect(run.succeeded)
        #expect(run.state.path == [.signOn, .registration, .done])
        #expect(log.all == ["signOn 1", "registration"])
    }
}
