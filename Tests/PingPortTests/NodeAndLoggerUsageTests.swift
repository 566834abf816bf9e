// Button values, node identity on a journey's node, and the ready loggers, without a server.
import Foundation
import Orchestrate
import Testing

@Suite struct NodeAndLoggerUsageTests {
    static func form(_ fields: [JSON], input: JSON = ["_links": ["next": ["href": "https://example.com/next"]]])
        -> ContinueNode
    {
        let collectors = CollectorFactory.shared.collectors(from: fields, formData: nil, logger: SilentLogger())
        return ContinueNode(context: FlowContext(workflow: DaVinci.createDaVinci()), input: input, actions: collectors)
        { _ in Request() }
    }

    @Test func settingAButtonsValuePressesItAndAnEmptyValueReleasesIt() throws {
        let node = Self.form([["type": "SUBMIT_BUTTON", "key": "submit"], ["type": "FLOW_BUTTON", "key": "forgot"]])
        let submit = try #require(node.collector(SubmitCollector.self, key: "submit"))
        let forgot = try #require(node.collector(FlowCollector.self, key: "forgot"))
        #expect(submit.value == "" && !submit.isPressed)
        submit.value = "click me"
        #expect(submit.value == "click me" && submit.isPressed)
        forgot.value = "Forgot Password"
        #expect(node.pressedButton?.key == "forgot", "the last one set wins, as the last one pressed")
        forgot.value = ""
        #expect(!forgot.isPressed)
        #expect(node.pressedButton?.key == "submit")
        #expect(node.submission == DaVinciSubmission(eventType: "submit", actionKey: "submit"))
    }

    @Test func aJourneyNodesDescriptionIsItsOwnAndTheDaVinciNamesAreEmpty() {
        let journeyNode = ContinueNode(
            context: FlowContext(workflow: Journey.createJourney()),
            input: ["authId": "x", "header": "Sign In", "description": "Please enter your credentials"],
            actions: []
        ) { _ in Request() }
        #expect(journeyNode.description == "Please enter your credentials")
        #expect(journeyNode.header == "Sign In")
        #expect(journeyNode.id == "" && journeyNode.name == "" && journeyNode.category == "")

        let bare = Self.form([])
        #expect(bare.id == "" && bare.name == "" && bare.description == "" && bare.category == "")
    }

    @Test func theReadyLoggersAndPingsShorthands() {
        #expect(LogManager.none is SilentLogger)
        LogManager.none.i("nothing is written")
        LogManager.warning.d("below warning: not written")
        let recorder = LineRecorder()
        recorder.i("AccessToken received")
        recorder.e("", error: OidcError.notSignedIn)
        recorder.w("retrying", error: nil)
        #expect(recorder.all.map(\.level) == [.info, .error, .warning])
        #expect(recorder.all[1].message == "no tokens are stored: nobody is signed in")
    }

    @Test func aWorkflowHandsItsLoggerOnlySanitizedLines() async {
        let recorder = LineRecorder()
        let workflow = Workflow.createWorkflow { config in
            config.logger = recorder
            config.module(
                Module.of(name: "failing") { setup in
                    setup.start { _, _ in throw Forged() }
                })
        }
        _ = await workflow.start()
        #expect(!recorder.all.isEmpty)
        #expect(recorder.all.allSatisfy { !$0.message.contains("\n") })
    }
}

/// An error whose description tries to forge a second log line.
struct Forged: Error, CustomStringConvertible {
    var description: String { "line\nforged" }
}
