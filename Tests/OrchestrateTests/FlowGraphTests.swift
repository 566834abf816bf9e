import Foundation
import Orchestrate
import Testing

@Suite struct FlowGraphTests {
    let graph = FlowGraph<String>(
        start: "form",
        steps: ["form": .form, "check": .operation, "done": .success, "locked": .error],
        segues: [
            .init(from: "form", to: "form", when: .error(status: 400, code: nil), retryLimit: 2),
            .init(from: "form", to: "locked", when: .error(status: nil, code: nil)),
            .init(from: "form", to: "check", when: .all([.button("go"), .field("user", equals: "alice")])),
            .init(from: "check", to: "done", when: .result("ok")),
            .init(from: "check", to: "form"),
        ])

    @Test func aRetryLimitLetsTheNextSegueTakeOver() {
        let wrong = StepOutcome(node: ErrorNode(status: 400, message: "no"))
        var state = graph.initialState
        for _ in 0..<3 { state = state.resolve(wrong).newState }
        #expect(state.path == ["form", "form", "form", "locked"])
        #expect(state.isFinished && !state.unrouted)
        #expect(state.resolve(wrong).newState == state, "a finished run stays where it is")
    }

    @Test func conditionsTestTheOutcome() {
        let detailed = ErrorNode(status: 401, message: "x", input: ["details": [["code": "INVALID_VALUE"]]])
        #expect(SegueCondition.error(status: nil, code: "INVALID_VALUE").holds(for: StepOutcome(node: detailed)))
        #expect(!SegueCondition.error(status: 400, code: nil).holds(for: StepOutcome(node: detailed)))
        #expect(SegueCondition.failed.holds(for: StepOutcome(node: FailureNode(cause: CancellationError()))))
        #expect(!SegueCondition.succeeded.holds(for: StepOutcome(node: EmptyNode())))
        let submitted = StepOutcome(button: "go", fields: ["user": "alice"])
        #expect(SegueCondition.all([.button("go"), .field("user", equals: "alice")]).holds(for: submitted))
        #expect(!SegueCondition.field("user", equals: "bob").holds(for: submitted))
        #expect(
            SegueCondition.all([.button("go"), .error(status: nil, code: nil)]).description == "button \"go\" and error"
        )
    }

    @Test func aRunFollowsTheOutcomesAndStopsARunaway() async {
        var outcomes = [StepOutcome(button: "go", fields: ["user": "alice"]), StepOutcome(result: "ok")]
        let run = await graph.run { _ in outcomes.removeFirst() }
        #expect(run.succeeded)
        #expect(run.state.path == ["form", "check", "done"])

        let loop = FlowGraph<String>(
            start: "a", steps: ["a": .operation, "b": .success], segues: [.init(from: "a", to: "a")])
        let runaway = await loop.run(maximumSteps: 10) { _ in StepOutcome() }
        #expect(runaway.isUnrouted)
        #expect(runaway.state.path.count == 11)
    }
}

extension FlowGraphTests {
    /// A Journey node of one `ValidatedCreatePasswordCallback`, with `failed` as its failed policies.
    static func passwordNode(failed: [JSON]) -> ContinueNode {
        let callback: JSON = .object([
            "type": "ValidatedCreatePasswordCallback",
            "output": .array([
                .object(["name": "prompt", "value": "Password"]),
                .object(["name": "failedPolicies", "value": .array(failed)]),
            ]),
            "input": .array([
                .object(["name": "IDToken1", "value": ""]), .object(["name": "IDToken1validateOnly", "value": false]),
            ]),
        ])
        return ContinueNode(
            context: FlowContext(workflow: Journey.createJourney()),
            input: .object(["authId": "a", "callbacks": .array([callback])]),
            actions: [CallbackRegistry().callback(for: callback)]
        ) { _ in Request() }
    }

    @Test func failedPoliciesHoldsOnlyForANodeSentBackWithFailedPolicies() {
        let failed = Self.passwordNode(failed: [
            .string(#"{"policyRequirement":"MIN_LENGTH","params":{"minLength":8}}"#)
        ])
        let clean = Self.passwordNode(failed: [])
        #expect(SegueCondition.failedPolicies.holds(for: StepOutcome(node: failed)))
        #expect(!SegueCondition.failedPolicies.holds(for: StepOutcome(node: clean)))
        #expect(!SegueCondition.failedPolicies.holds(for: StepOutcome(node: SuccessNode())))
        #expect(!SegueCondition.failedPolicies.holds(for: StepOutcome(result: "ok")))
        #expect(SegueCondition.failedPolicies.description == "failedPolicies")
    }
}
