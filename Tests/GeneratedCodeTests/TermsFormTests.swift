// The generated `TermsForm` (Examples/Specs/DaVinci.collectors.yaml): an agreement, a single checkbox and a
// push approval, the field types of the Ping SDK 2.0, read from a node a sandbox route serves and submitted.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct TermsFormTests {
    /// The Terms node: fixtures 51 (agreement), 47 (single checkbox) and 54 (simple polling) under the
    /// spec's keys, and a submit button; `_links.next` points at `base`'s `/next`.
    static func body(base: URL, polling: Bool = true) -> String {
        var fields: [JSON] = [
            [
                "type": "AGREEMENT", "inputType": "READ_ONLY_TEXT", "key": "terms-agreement",
                "content": "This is example agreement text.", "titleEnabled": true,
                "title": "Terms of Service Agreement",
                "agreement": ["id": "6ff30c9e-cd98-4fe5-85ca-01111ca20702", "useDynamicAgreement": false],
                "enabled": true,
            ],
            [
                "type": "SINGLE_CHECKBOX", "inputType": "BOOLEAN", "key": "accept-terms",
                "label": "I accept the {{link1}}",
                "required": true, "appearance": "SWITCH", "errorMessage": "Select the checkbox to continue.",
                "richContent": [
                    "content": "I accept the {{link1}}",
                    "replacements": ["link1": ["value": "terms", "href": "https://example.com/terms", "type": "link"]],
                ],
            ],
            ["type": "SUBMIT_BUTTON", "key": "submit", "label": "Continue"],
        ]
        if polling {
            fields.insert(
                [
                    "type": "POLLING", "key": "push-approval", "pollInterval": "10", "pollRetries": "3",
                    "pollChallengeStatus": false,
                ], at: 2)
        }
        let object: JSON = [
            "id": "terms-node", "eventName": "continue", "interactionId": "interaction-terms",
            "_links": ["next": ["href": .string(base.appendingPathComponent("next").absoluteString)]],
            "form": ["name": "Terms", "components": ["fields": .array(fields)]],
        ]
        return object.description
    }

    /// A sandbox serving the Terms node at `GET /node` and recording what `POST /next` receives.
    func withTermsNode(polling: Bool = true, _ body: (ContinueNode, Locked<[SandboxRecord]>) async throws -> Void)
        async throws
    {
        let posts = Locked<[SandboxRecord]>([])
        let base = Locked<URL?>(nil)
        let server = SandboxServer(routes: [
            SandboxRoute(method: "GET", path: "/node") { _ in
                .json(200, Self.body(base: base.current!, polling: polling))
            },
            SandboxRoute(method: "POST", path: "/next") { record in
                posts.withLock { $0.append(record) }
                return .json(400, #"{"code": "done", "message": "recorded"}"#)
            },
        ])
        let url = try await server.start()
        base.withLock { $0 = url }
        let factory = SignInFlow.collectorFactory()
        let workflow = DaVinci.createDaVinci { config in
            config.timeout = 10
            config.module(DaVinciModule.config) { davinci in
                davinci.startURL = url.appendingPathComponent("node").absoluteString
                davinci.collectorFactory = factory
            }
        }
        let node = await workflow.start()
        do {
            try await body(try #require(node as? ContinueNode, "\(node)"), posts)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func theTypedFormReadsTheAgreementTheCheckboxAndThePolling() async throws {
        try await withTermsNode { node, _ in
            #expect(DaVinciCollectors.TermsForm.matches(node))
            let form = try DaVinciCollectors.TermsForm(node)
            #expect(form.agreement.title == "Terms of Service Agreement")
            #expect(form.agreement.titleEnabled)
            #expect(form.agreement.agreementID == "6ff30c9e-cd98-4fe5-85ca-01111ca20702")
            #expect(form.agreement.payload() == nil, "an agreement sends nothing")
            #expect(form.accept.value == false)
            #expect(form.accept.appearance == .switch)
            #expect(form.accept.richContent != nil)
            #expect(form.accept.validate() == [.requiredWithMessage("Select the checkbox to continue.")])
            let approval = try #require(form.approval)
            #expect(approval.pollInterval == 10 && approval.pollRetries == 3 && !approval.pollChallengeStatus)
        }
    }

    @Test func theCheckboxIsSentAsABooleanAndTheAgreementNotAtAll() async throws {
        try await withTermsNode { node, posts in
            let form = try DaVinciCollectors.TermsForm(node)
            form.accept.value = true
            #expect(form.accept.validate().isEmpty)
            _ = await form.submit(\.submit)
            let post = try #require(posts.current.first)
            let sent = try JSON.parse(post.body)
            #expect(sent[path: "parameters", "eventType"]?.stringValue == "submit")
            #expect(sent[path: "parameters", "data", "actionKey"]?.stringValue == "submit")
            #expect(sent[path: "parameters", "data", "formData"] == ["accept-terms": true])
        }
    }

    @Test func thePollingFieldCompletesAndIsSubmittedAsPolling() async throws {
        try await withTermsNode { node, posts in
            let form = try DaVinciCollectors.TermsForm(node)
            let approval = try #require(form.approval)
            var statuses: [PollingStatus] = []
            for await status in approval.poll() { statuses.append(status) }
            #expect(statuses.last == .complete("continue") && statuses.dropLast().allSatisfy { !$0.isFinal })
            #expect(approval.value == "continue")
            form.accept.value = true
            _ = await node.next()
            let sent = try JSON.parse(try #require(posts.current.first).body)
            #expect(sent[path: "parameters", "eventType"]?.stringValue == "polling")
            #expect(sent[path: "parameters", "data", "formData", "push-approval"]?.stringValue == "continue")
        }
    }

    @Test func withoutTheOptionalPollingFieldTheFormStillReads() async throws {
        try await withTermsNode(polling: false) { node, _ in
            let form = try DaVinciCollectors.TermsForm(node)
            #expect(form.approval == nil)
        }
    }
}
