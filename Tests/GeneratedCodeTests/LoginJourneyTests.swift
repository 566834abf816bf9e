// Runs the graph generated from Examples/Specs/LoginJourney.flow.yaml and Login.callbacks.yaml against the
// sandbox's AM tree `Login`: typed nodes instead of casts, a wrong password that AM ends with a 401 and the
// graph starts again, both second factors, and the retry limit.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct LoginJourneyTests {
    /// The sandbox and its AM base URL.
    func sandbox() async throws -> (SandboxServer, String) {
        let server = SandboxServer()
        _ = try await server.start()
        return (server, try #require(await server.amBaseURL()).absoluteString)
    }

    /// An interaction that types each password of `passwords` in turn, chooses `factor` (0 the one-time
    /// code, 1 the security question) and answers it.
    func interaction(passwords: [String], factor: Int = 0, log: InteractionLog) -> LoginJourneyFlow.Interaction {
        LoginJourneyFlow.Interaction(
            credentials: { node, state in
                log.add("credentials \(state.visits)")
                node.username.name = "alice"
                node.password.password = passwords[min(state.visits, passwords.count) - 1]
                return await node.submit()
            },
            secondFactor: { node, _ in
                log.add("secondFactor \(node.method.choices.joined(separator: "/"))")
                node.method.selectedIndex = factor
                return await node.submit()
            },
            oneTimeCode: { node, _ in
                log.add("oneTimeCode")
                node.code.text = "123456"
                return await node.submit()
            },
            securityQuestion: { node, _ in
                log.add("securityQuestion \(node.answer.prompt)")
                node.answer.password = SandboxScript.demoKBAAnswer
                return await node.submit()
            })
    }

    @Test func aWrongPasswordStartsTheJourneyAgainThenTheOneTimeCodeSucceeds() async throws {
        let (server, am) = try await sandbox()
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let run = await LoginJourneyFlow.run(
            LoginJourneyFlow.workflow(serverUrl: am),
            interaction(passwords: ["wrong", "Passw0rd!"], log: log))
        #expect(run.succeeded)
        #expect(run.state.path == [.credentials, .credentials, .secondFactor, .oneTimeCode, .done])
        #expect(
            log.all == [
                "credentials 1", "credentials 2", "secondFactor One-time code/Security question", "oneTimeCode",
            ])
        let success = try #require(run.node as? SuccessNode)
        #expect(success.session != nil, "AM's tokenId")
    }

    @Test func theSecurityQuestionIsTheOtherWayIn() async throws {
        let (server, am) = try await sandbox()
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let run = await LoginJourneyFlow.run(
            LoginJourneyFlow.workflow(serverUrl: am),
            interaction(passwords: ["Passw0rd!"], factor: 1, log: log))
        #expect(run.succeeded)
        #expect(run.state.path == [.credentials, .secondFactor, .securityQuestion, .done])
        #expect(log.all.last == "securityQuestion What is your favorite color?")
    }

    @Test func aPasswordWrongThreeTimesUsesUpTheRetries() async throws {
        let (server, am) = try await sandbox()
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let run = await LoginJourneyFlow.run(
            LoginJourneyFlow.workflow(serverUrl: am),
            interaction(passwords: ["wrong"], log: log))
        #expect(!run.succeeded)
        #expect(run.isUnrouted, "the third 401 has no segue left")
        #expect(run.state.path == [.credentials, .credentials, .credentials])
        #expect((run.node as? ErrorNode)?.status == 401)
    }

    @Test func aNodeIsMatchedByStageHeaderOrSignatureAndMissingCallbacksAreNamed() throws {
        let credentials = ContinueNode.journeyNode(stage: "UsernamePassword", callbacks: [("NameCallback", [:])])
        #expect(LoginCallbacks.CredentialsNode.matches(credentials))
        #expect(throws: FormError(form: "Credentials", problems: ["callback PasswordCallback is missing"])) {
            try LoginCallbacks.CredentialsNode(credentials)
        }
        let device = ContinueNode.journeyNode(
            callbacks: [("DeviceNameCallback", ["maxLength": 20, "prompt": "Name this device"])],
            registry: LoginJourneyFlow.callbackRegistry())
        #expect(LoginCallbacks.DeviceNameNode.matches(device))
        let node = try LoginCallbacks.DeviceNameNode(device)
        #expect(node.notice == nil)
        #expect(node.device.prompt == "Name this device")
        #expect(node.device.maxLength == 20)
        node.device.deviceName = "Alice's phone"
        #expect(node.device.payload()?["input"]?[0]?["value"]?.stringValue == "Alice's phone")
        let other = ContinueNode.journeyNode(callbacks: [("TextOutputCallback", [:])])
        #expect(!LoginCallbacks.DeviceNameNode.matches(other))
    }
}
