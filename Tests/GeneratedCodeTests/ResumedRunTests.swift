// A generated graph re-entered from a node the app already holds, as an app relaunched by an email link
// does with `Flow.run(workflow, interaction, resuming: await workflow.resume(link))`: the run starts at the
// node's step, gives that node to the step's handler, and follows the segues from there.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct ResumedRunTests {
    /// The `Login` tree's workflow on a fresh sandbox, walked by hand (outside the graph) to its one-time
    /// code page, which is what the run resumes from.
    func verificationCodeNode() async throws -> (SandboxServer, Workflow, any Node) {
        let server = SandboxServer()
        _ = try await server.start()
        let am = try #require(await server.amBaseURL()).absoluteString
        let workflow = LoginJourneyFlow.workflow(serverUrl: am)
        let credentials = try LoginCallbacks.CredentialsNode(try #require(await workflow.start() as? ContinueNode))
        credentials.username.name = "alice"
        credentials.password.password = "Passw0rd!"
        let secondFactor = try LoginCallbacks.SecondFactorNode(
            try #require(await credentials.submit() as? ContinueNode))
        secondFactor.method.selectedIndex = 0
        return (server, workflow, await secondFactor.submit())
    }

    /// An interaction that logs each step it is given and submits it as it is; `oneTimeCode` replaces
    /// that step's handler.
    func loggingInteraction(
        _ log: InteractionLog,
        oneTimeCode: FormStepHandler<LoginCallbacks.VerificationCodeNode, LoginJourneyFlow.Step.Name>? = nil
    ) -> LoginJourneyFlow.Interaction {
        LoginJourneyFlow.Interaction(
            credentials: { node, _ in
                log.add("credentials")
                return await node.submit()
            },
            secondFactor: { node, _ in
                log.add("secondFactor")
                return await node.submit()
            },
            oneTimeCode: oneTimeCode ?? { node, _ in
                log.add("oneTimeCode")
                return await node.submit()
            },
            securityQuestion: { node, _ in
                log.add("securityQuestion")
                return await node.submit()
            })
    }

    @Test func aRunResumedAtAMiddleStepStartsThereWithTheNodeItWasGiven() async throws {
        let (server, workflow, node) = try await verificationCodeNode()
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let interaction = loggingInteraction(log) { form, _ in
            log.add("oneTimeCode \(form.node === node as? ContinueNode)")
            form.code.text = "123456"
            return await form.submit()
        }
        var observed: [[LoginJourneyFlow.Step.Name]] = []
        let run = await LoginJourneyFlow.run(workflow, interaction, resuming: node) { observed.append($0.path) }
        #expect(run.succeeded)
        #expect(run.state.path == [.oneTimeCode, .done])
        #expect(observed == [[.oneTimeCode], [.oneTimeCode, .done]], "the first state observed is the resumed step")
        #expect(log.all == ["oneTimeCode true"], "the handler got the very node the run resumed from")
        #expect(run.node is SuccessNode)
    }

    @Test func aNodeOfNoStepEndsTheRunAtOnceUnroutedWithThatNode() async throws {
        let workflow = LoginJourneyFlow.workflow(serverUrl: "http://127.0.0.1:9/am")
        let log = InteractionLog()
        let interaction = loggingInteraction(log)
        let run = await LoginJourneyFlow.run(workflow, interaction, resuming: FailureNode(cause: URLError(.badURL)))
        #expect(run.isUnrouted)
        #expect(!run.succeeded)
        #expect(run.state.path == [.credentials], "the graph's start, not entered")
        #expect(log.all.isEmpty, "no handler ran and no request was sent")
        #expect((run.node as? FailureNode)?.cause is URLError, "the node the run was given")
    }

    @Test func aSuccessNodeResumesAtTheSuccessStepAndEndsThere() async throws {
        let workflow = LoginJourneyFlow.workflow(serverUrl: "http://127.0.0.1:9/am")
        let log = InteractionLog()
        let run = await LoginJourneyFlow.run(workflow, loggingInteraction(log), resuming: SuccessNode(session: "token"))
        #expect(log.all.isEmpty)
        #expect(run.succeeded)
        #expect(run.state.path == [.done])
        #expect(run.node is SuccessNode)
    }
}
