import Foundation
import Orchestrate
import Testing

@Suite struct DaVinciTransformTests {
    func start(with canned: ScriptedTransport.Canned) async -> any Node {
        await scriptedDaVinci([canned]).0.start()
    }

    @Test func theStartFormBecomesAContinueNodeWithFiveCollectors() async throws {
        let node = try #require(await start(with: .fixture("05-start-login-form.json")) as? ContinueNode)
        #expect(node.collectors.count == 5)
        #expect(node.collectors.map(\.key) == ["username", "password", "SIGNON", "TROUBLE", "REGISTER"])
        #expect(node.collectors[0] is TextCollector && node.collectors[1] is PasswordCollector)
        #expect(node.collectors[2] is SubmitCollector && node.collectors[3] is FlowCollector)
        #expect(node.input["id"] == "cq77vwelou")
    }

    @Test func theAllFieldsFormBecomesAContinueNodeWithElevenCollectors() async throws {
        let node = try #require(await start(with: .fixture("11-form-all-basic-field-types.json")) as? ContinueNode)
        #expect(node.collectors.count == 11)
        let password = try #require(node.collector(PasswordCollector.self, key: "password"))
        #expect(password.continueNode === node, "ContinueNodeAware collectors get their node")
        #expect(password.passwordPolicy?.minUniqueCharacters == 5)
    }

    @Test func aFinishedFlowKeepsNeitherItsNodesNorItsWorkflowAlive() async throws {
        weak var weakWorkflow: Workflow?
        weak var weakNode: ContinueNode?
        do {
            let (workflow, _) = scriptedDaVinci([
                try .fixture("05-start-login-form.json"),
                try .fixture("07-success-authorize-response.json"),
            ])
            weakWorkflow = workflow
            let form = try await workflow.firstContinueNode()
            weakNode = form
            #expect(await form.next() is SuccessNode)
        }
        // The flow context holds the submitted node only weakly: a strong reference would make a cycle
        // (node → context → node) that kept every flow, its workflow and its HTTP connections alive.
        #expect(weakNode == nil)
        #expect(weakWorkflow == nil)
    }

    @Test func aCompletedResponseIsSuccessWithTheAuthorizationCode() async throws {
        let node = try #require(await start(with: .fixture("07-success-authorize-response.json")) as? SuccessNode)
        #expect(node.session == "03dbd5a2-db72-437c-8728-fc33b860083c")
        #expect(!node.description.contains("03dbd5a2"))
    }

    @Test(arguments: [
        ("12-failure-4xx-code-1999.json", 401),
        ("13-failure-4xx-setSession-connector.json", 400),
        ("14-failure-4xx-returnSuccessResponseRedirect-connector.json", 403),
        ("15-failure-4xx-requestTimedOut.json", 408),
        ("16-invalid-request-flow-policy-400-or-500.json", 500),
        ("17-failure-200-status-FAILED.json", 200),
        ("18-failure-200-error-object.json", 200),
    ])
    func specialCasesAreFailures(_ fixture: String, _ status: Int) async throws {
        let node = try #require(await start(with: .fixture(fixture, status: status)) as? FailureNode)
        guard case DaVinciError.apiError(let reported, _) = node.cause else {
            Issue.record("unexpected cause \(node.cause)")
            return
        }
        #expect(reported == status)
    }

    @Test func anInvalidPolicyAt400IsAnErrorNode() async throws {
        let node = try #require(
            await start(with: .fixture("16-invalid-request-flow-policy-400-or-500.json", status: 400)) as? ErrorNode)
        #expect(node.status == 400)
        #expect(node.message == "Invalid DV Flow Policy ID: Single_Factor")
        #expect(node.continueNode == nil, "nothing to retry on start")
    }

    @Test func aRedirectIsAFailureNamingItsLocation() async throws {
        let location = "https://apps.pingone.ca/02fb4743-189a-4bc7-9d6c-a919edfe6447/signon/?error=test"
        let node = try #require(
            await start(with: .text(" ", status: 302, headers: [("Location", location)])) as? FailureNode)
        #expect(node.cause as? DaVinciError == .apiError(status: 302, message: "Location: \(location)"))
    }

    @Test func aBodyThatIsNotJSONIsAFailure() async throws {
        let node = try #require(await start(with: .text(" Not a Json ", status: 200)) as? FailureNode)
        guard case DaVinciError.invalidJSON(200, _) = node.cause else {
            Issue.record("unexpected cause \(node.cause)")
            return
        }
    }

    @Test func aWrongPasswordIsAnErrorNodeThatOffersTheNodeToRetry() async throws {
        let (workflow, transport) = scriptedDaVinci([
            try .fixture("05-start-login-form.json"),
            try .fixture("08-error-400-invalid-password.json", status: 400),
        ])
        let first = try await workflow.firstContinueNode()
        try #require(first.collector(TextCollector.self, key: "username")).value = "alice"
        let password = try #require(first.collector(PasswordCollector.self, key: "password"))
        password.value = "wrong-secret"
        try #require(first.collector(SubmitCollector.self, key: "SIGNON")).press()
        let error = try #require(await first.next() as? ErrorNode)
        #expect(error.status == 400)
        #expect(error.message == "Invalid username and/or password")
        #expect(error.continueNode === first)
        #expect(error.details.isEmpty, "innerError without unsatisfiedRequirements lists nothing")
        #expect(
            error.input[path: "details"]?[0]?[path: "rawResponse", "details"]?[0]?[
                path: "innerError", "failuresRemaining"] == 4)
        #expect(password.value.isEmpty, "the password is cleared once sent")

        let sent = transport.requests[1]
        #expect(sent.method == .post)
        #expect(sent.urlString == "http://auth.test-one-pingone.com/customHTMLTemplate")
        let body = try JSON.parse(try #require(sent.body))
        #expect(body["id"] == "cq77vwelou")
        #expect(body["eventName"] == "continue")
        #expect(body["interactionId"] == "008bccea-914b-49da-b2a1-5cd3f83f4372")
        #expect(body[path: "parameters", "eventType"] == "submit")
        #expect(body[path: "parameters", "data", "actionKey"] == "SIGNON")
        #expect(body[path: "parameters", "data", "formData"] == ["username": "alice", "password": "wrong-secret"])
    }

    @Test func aFlowButtonSubmitsAnAction() async throws {
        let (workflow, transport) = scriptedDaVinci([try .fixture("05-start-login-form.json")])
        let node = try await workflow.firstContinueNode()
        try #require(node.collector(FlowCollector.self, key: "REGISTER")).press()
        _ = await node.next()
        let body = try JSON.parse(try #require(transport.requests[1].body))
        #expect(body[path: "parameters", "eventType"] == "action")
        #expect(body[path: "parameters", "data", "actionKey"] == "REGISTER")
    }

    @Test func theButtonPressedLastSubmitsTheNode() async throws {
        let (workflow, transport) = scriptedDaVinci([try .fixture("05-start-login-form.json")])
        let node = try await workflow.firstContinueNode()
        let signOn = try #require(node.collector(SubmitCollector.self, key: "SIGNON"))
        let register = try #require(node.collector(FlowCollector.self, key: "REGISTER"))
        register.press()
        signOn.press()
        #expect(register.isPressed && signOn.isPressed)
        #expect((signOn.pressOrder ?? 0) > (register.pressOrder ?? 0))
        _ = await node.next()
        let body = try JSON.parse(try #require(transport.requests[1].body))
        #expect(body[path: "parameters", "eventType"] == "submit")
        #expect(body[path: "parameters", "data", "actionKey"] == "SIGNON")
    }

    @Test func aPasswordPolicyErrorListsItsRequirements() async throws {
        let node = try #require(
            await start(with: .fixture("10-error-400-password-policy.json", status: 400)) as? ErrorNode)
        #expect(node.details.count == 1)
        let detail = try #require(node.details.first)
        #expect(detail.target == "password")
        #expect(
            detail.requirements.map(\.name) == [
                "minCharacters", "excludesCommonlyUsed", "length",
                "maxRepeatedCharacters", "minUniqueCharacters",
            ])
        #expect(detail.requirements[2].message.contains("minimum required length of 8"))
    }

    @Test func aServerErrorIsAFailure() async throws {
        let node = try #require(await start(with: .text("", status: 500)) as? FailureNode)
        #expect(node.cause as? DaVinciError == .apiError(status: 500, message: ""))
    }
}
