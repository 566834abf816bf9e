import Foundation
import Orchestrate
import OrchestrateSandboxImport
import Testing

@testable import OrchestrateGeneratorCore

/// `orchestrate-gen import davinci` on a DaVinci export written by hand (Corpus/import-davinci: a main flow
/// with an HTML form, a multi-condition branch on its buttons, a password check, a jump, a PingOne form and a
/// registration subflow): the specs and script it writes are the checked-in ones in Tests/Imported (which
/// GoldenTests generates Swift from, and GeneratedCodeTests plays), the same bytes however the forms arrive,
/// and a broken export is a located error that writes nothing.
///
/// The export starts, as DaVinci flows do, at the one node no edge leads to, a `variablesConnector`
/// `saveValue` (as the E2E flow's root r7n4svgqft in ping-android-sdk@19b9a63 Davinci-E2E-Flows.json L2761;
/// dvlint-base-rule-pack@f2a2a7c MultiStartRule.js L22-47 for the one-start rule). A button of
/// `id="submitBtn"` submits (rule B4: DavinciAndroidTest.kt L252-255, node h2cy2gkjip), and the flow routes
/// on the pressed button's value (`buttonValue`: ping-javascript-sdk@f7d4c9b
/// packages/davinci-client/src/lib/davinci.utils.ts L33-77).
@Suite struct ImportDaVinciTests {
    /// The hand-written export.
    static let export = packageRoot.appendingPathComponent(
        "Tests/OrchestrateGeneratorCoreTests/Corpus/import-davinci/SignOn.davinci.json"
    ).path

    /// The files the import writes.
    static let names = ["SignOn.collectors.yaml", "SignOn.flow.yaml", "SignOn.sandbox.yaml"]

    /// The files of `folder`, by name.
    static func files(in folder: URL) throws -> [String: String] {
        try ImportJourneyTests.files(in: folder)
    }

    @Test func theExportImportsToTheCheckedInSpecs() throws {
        let output = try SwiftCompiler.temporaryFolder()
        let outcome = Commands.importDaVinci(paths: [Self.export], outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(outcome.errors.isEmpty, "the export says everything the import needs")
        let expected = packageRoot.appendingPathComponent("Tests/Imported")
        let written = try Self.files(in: output)
        if blessing {
            for (name, text) in written { try Data(text.utf8).write(to: expected.appendingPathComponent(name)) }
        }
        #expect(written.keys.sorted() == Self.names)
        for name in Self.names {
            let checkedIn = try String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
            #expect(
                written[name] == checkedIn, "\(name) differs from a fresh import; run ORCHESTRATE_BLESS=1 swift test")
        }
    }

    @Test func theFormsFieldsButtonsAndWaysAreTheOnesTheClientSees() throws {
        let output = try SwiftCompiler.temporaryFolder()
        _ = Commands.importDaVinci(paths: [Self.export], outputDirectory: output.path)
        let files = try Self.files(in: output)
        let collectors = try #require(files["SignOn.collectors.yaml"])
        // Inputs in the form fields' order (the buttonValue slot is none), then the HTML's buttons: a
        // `type="submit"` one submits (REGISTER, with next-event too), one of no type is a flow button.
        #expect(
            collectors.contains(
                """
                  SignOn:
                    match: {nodeId: signon}
                    fields:
                      username: {key: username, type: TEXT}
                      password: {key: password, type: PASSWORD}
                      signon: {key: SIGNON, type: SUBMIT_BUTTON}
                      register: {key: REGISTER, type: SUBMIT_BUTTON}
                      trouble: {key: TROUBLE, type: FLOW_BUTTON}
                """))
        // The PingOne form from the export's forms: no text block or error display in the typed form, and
        // the submit button's key is `submit`.
        #expect(
            collectors.contains("      otp: {key: otp, type: TEXT}\n      submit: {key: submit, type: SUBMIT_BUTTON}"))
        let flow = try #require(files["SignOn.flow.yaml"])
        #expect(flow.contains("- {to: oneTimeCode, when: {button: signon}}"), "the password check leads on")
        #expect(flow.contains("- {to: registration, when: {button: register}}"), "the subflow's form")
        #expect(flow.contains("- {to: needHelp, when: {button: trouble}}"), "the jump's form")
        #expect(flow.contains("- {to: signOn, when: {button: back}}"), "a jump back to the first form")
        #expect(!flow.contains("Disabled end"))
        let script = try #require(files["SignOn.sandbox.yaml"])
        #expect(
            script.contains(
                """
                      - action: SIGNON
                        when: [{credentials: {password: password, username: username}}]
                        then: {goto: otp}
                      - action: SIGNON
                        then: {error: {kind: custom, status: 400, body: {code: flowError, message: Invalid username or password}}}
                """), "the password check: the script's users pass, others get the flow's error")
        // The subflow's cancel fails it, and the caller's failure way answers.
        #expect(script.contains("message: Registration did not finish"))
        #expect(!script.contains("message: Registration cancelled"))
    }

    @Test func formsFromAFormsExportGiveTheSameBytesInAnyOrder() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        var root = try #require(try JSON.parse(Data(contentsOf: URL(fileURLWithPath: Self.export))).objectValue)
        let removed = root.removeValue(forKey: "forms")
        let forms = try #require(removed)
        let flows = folder.appendingPathComponent("flows.json")
        let formsFile = folder.appendingPathComponent("forms.json")
        try JSON.object(root).serialized().write(to: flows)
        let list: [JSON] = (forms.objectValue ?? [:]).values.map { $0 }
        try JSON.object(["_embedded": ["forms": .array(list)]]).serialized().write(to: formsFile)
        let first = folder.appendingPathComponent("first")
        let second = folder.appendingPathComponent("second")
        let original = folder.appendingPathComponent("original")
        let separate = Commands.importDaVinci(
            paths: [flows.path], forms: [formsFile.path], outputDirectory: first.path)
        #expect(!separate.failed, "\(separate.errors)")
        _ = Commands.importDaVinci(paths: [formsFile.path, flows.path], outputDirectory: second.path)
        _ = Commands.importDaVinci(paths: [Self.export], outputDirectory: original.path)
        let written = try Self.files(in: first)
        #expect(written == (try Self.files(in: second)))
        // Only the header's file name differs from the export that holds its forms.
        let renamed = written.mapValues { $0.replacingOccurrences(of: "flows.json", with: "SignOn.davinci.json") }
        #expect(renamed == (try Self.files(in: original)))
    }

    @Test func aPingOneFormTheExportLacksIsALocatedWarningAndAFormOfNoFields() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        var root = try #require(try JSON.parse(Data(contentsOf: URL(fileURLWithPath: Self.export))).objectValue)
        root["forms"] = nil
        let file = folder.appendingPathComponent("NoForms.json")
        try JSON.object(root).serialized(keyOrder: .sorted).write(to: file)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importDaVinci(paths: [file.path], outputDirectory: output.path)
        #expect(!outcome.failed)
        #expect(outcome.errors.contains("NoForms.json:"))
        #expect(outcome.errors.contains("its PingOne form form-otp is not in the export"))
        let collectors = try String(
            contentsOf: output.appendingPathComponent("SignOn.collectors.yaml"), encoding: .utf8)
        #expect(collectors.contains("  OneTimeCode:\n    match: {nodeId: otp}\n    fields: {}\n"))
        // The generator takes a form of no fields when its match names the node.
        let result = Generator.generate(SpecDiscovery.sources(for: [output.path]).sources)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
    }

    @Test func aSandboxOfABrokenExportSaysWhereAndDoesNotStart() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let broken = folder.appendingPathComponent("Broken.json")
        try Data("{\"flows\": [1,}".utf8).write(to: broken)
        #expect {
            _ = try SandboxServer(import: [broken])
        } throws: { error in
            let text = String(describing: error)
            return error is SandboxScriptError && text.contains("Broken.json:1:") && text.contains("not JSON")
        }
    }

    /// A main flow whose start is a message page, then a form, beside a node on no edge, and a subflow its node
    /// names by a stale id but the right label, whose form has the main form's node id. A message page is not
    /// what an SDK client is sent (Ping's SDK guide,
    /// docs.pingidentity.com/davinci/integrating_flows_into_applications/davinci_sdk_launching_a_flow_with_the_sdk.html,
    /// names only the custom HTML template and the PingOne form): the flow passes over it. No recorded
    /// response shows what a client gets at such a page, so passing over it is the import's choice, warned.
    static let messageAndSubflow = #"""
        {"flows": [
          {"flowId": "main", "name": "Main", "graphData": {"elements": {
            "nodes": [
              {"data": {"id": "n0", "nodeType": "CONNECTION", "connectorId": "httpConnector", "capabilityName": "createSuccessResponse", "properties": {}}},
              {"data": {"id": "m0", "nodeType": "CONNECTION", "connectorId": "httpConnector", "capabilityName": "customHtmlMessage",
                        "properties": {"messageTitle": {"value": "Hello"}, "message": {"value": "[{\"children\":[{\"text\":\"Hello\"}]}]"}}}},
              {"data": {"id": "e0", "nodeType": "EVAL", "properties": {}}},
              {"data": {"id": "f1", "nodeType": "CONNECTION", "connectorId": "httpConnector", "capabilityName": "customHTMLTemplate",
                        "properties": {"nodeTitle": {"value": "Welcome"}, "customHTML": {"value": "<button id=\"submitBtn\" data-skcomponent=\"skbutton\" data-skbuttonvalue=\"CONTINUE\">Go on</button>"}}}},
              {"data": {"id": "e1", "nodeType": "EVAL", "properties": {}}},
              {"data": {"id": "s1", "nodeType": "CONNECTION", "connectorId": "flowConnector", "capabilityName": "startUiSubFlow",
                        "properties": {"subFlowId": {"value": {"label": "Sub", "value": "stale-id"}}}}},
              {"data": {"id": "e2", "nodeType": "EVAL", "properties": {}}},
              {"data": {"id": "done", "nodeType": "CONNECTION", "connectorId": "httpConnector", "capabilityName": "createSuccessResponse", "properties": {}}}],
            "edges": [
              {"data": {"id": "x0", "source": "m0", "target": "e0"}}, {"data": {"id": "x5", "source": "e0", "target": "f1"}},
              {"data": {"id": "x1", "source": "f1", "target": "e1"}}, {"data": {"id": "x2", "source": "e1", "target": "s1"}},
              {"data": {"id": "x3", "source": "s1", "target": "e2"}}, {"data": {"id": "x4", "source": "e2", "target": "done"}}]}}},
          {"flowId": "sub-current-id", "name": "Sub", "graphData": {"elements": {
            "nodes": [
              {"data": {"id": "f1", "nodeType": "CONNECTION", "connectorId": "httpConnector", "capabilityName": "customHTMLTemplate",
                        "properties": {"nodeTitle": {"value": "Sub form"}, "customHTML": {"value": "<button type=\"submit\" data-skcomponent=\"skbutton\" data-skbuttonvalue=\"OK\">OK</button>"},
                                       "formFieldsList": {"value": [{"propertyName": "code", "displayName": "Code"}]}}}},
              {"data": {"id": "e1", "nodeType": "EVAL", "properties": {}}},
              {"data": {"id": "ok", "nodeType": "CONNECTION", "connectorId": "httpConnector", "capabilityName": "createSuccessResponse", "properties": {}}}],
            "edges": [{"data": {"id": "y1", "source": "f1", "target": "e1"}}, {"data": {"id": "y2", "source": "e1", "target": "ok"}}]}}}]}
        """#

    @Test func aMessagePageASubflowByNameAndANodeIdTwoFlowsShare() async throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Main.json")
        try Data(Self.messageAndSubflow.utf8).write(to: file)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importDaVinci(paths: [file.path], flow: "Main", outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(outcome.errors.contains("message page Hello (m0) is passed over"), "\(outcome.errors)")
        #expect(
            outcome.errors.contains(
                "has the node id f1 of another flow's form; it is typed by its name, and the sandbox calls it f1~2"))
        let files = try Self.files(in: output)
        let collectors = try #require(files["Main.collectors.yaml"])
        #expect(!collectors.contains("Hello"), "the message page is not typed")
        #expect(collectors.contains("  Welcome:\n    match: {nodeId: f1}\n"), "the start is past the page, not n0")
        #expect(collectors.contains("  SubForm:\n    match: {formName: Sub form}\n"))
        let flow = try #require(files["Main.flow.yaml"])
        #expect(
            flow.contains(
                "  welcome:\n    form: Welcome\n    next:\n      - {to: subForm, when: {button: continue}}\n"),
            "\(flow)")
        #expect(flow.contains("      - {to: done, when: {button: ok}}"), "the subflow's success goes on after its node")
        #expect(try SandboxScript(importing: [file]).flowNames == ["Main"], "Sub is a subflow, by its name")
        // The sandbox plays both forms, the second by its own id.
        let server = try SandboxServer(import: [file])
        let daVinci = try await Self.daVinci(server)
        defer { Task { await server.stop() } }
        let welcome = try #require(await daVinci.start() as? ContinueNode)
        #expect(welcome.id == "f1")
        #expect(welcome.name == "Welcome")
        welcome.collector(SubmitCollector.self, key: "CONTINUE")?.press()
        let subForm = try #require(await welcome.next() as? ContinueNode)
        #expect(subForm.id == "f1~2")
        #expect(subForm.name == "Sub form")
        subForm.collector(SubmitCollector.self, key: "OK")?.press()
        #expect(await subForm.next() is SuccessNode)
    }

    @Test func aFormOfNoFieldsNeedsAMatch() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let spec = folder.appendingPathComponent("Pages.collectors.yaml")
        try Data(
            "orchestrate: 1\nforms:\n  Message:\n    match: {nodeId: m1}\n    fields: {}\n  Any:\n    fields: {}\n".utf8
        )
        .write(to: spec)
        let result = Generator.generate(SpecDiscovery.sources(for: [spec.path]).sources)
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(errors.count == 1, "\(errors)")
        #expect(
            errors.first?.contains("Pages.collectors.yaml:7:5: error: form 'Any' has no fields") == true, "\(errors)")
    }

    @Test(arguments: [
        ("{\"flows\": [", "the export is not JSON"),
        ("{\"trees\": {}}", "not a DaVinci export"),
        ("{\"flows\": [{\"flowId\": \"f\", \"graphData\": {\"elements\": {\"nodes\": []}}}]}", "the flow has no name"),
        (
            "{\"flowId\": \"f\", \"name\": \"Empty\", \"graphData\": {\"elements\": {\"nodes\": []}}}",
            "shows the client no form"
        ),
    ])
    func aBrokenExportIsALocatedErrorAndNothingIsWritten(text: String, message: String) throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Broken.json")
        try Data(text.utf8).write(to: file)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importDaVinci(paths: [file.path], outputDirectory: output.path)
        #expect(outcome.failed)
        #expect(
            outcome.errors.contains("Broken.json:1:") || outcome.errors.contains("Broken.json:"), "\(outcome.errors)")
        #expect(outcome.errors.contains(message), "\(outcome.errors)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
    }

    @Test func anOverlayDecidesWhatTheSandboxCannotRun() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let overlay = folder.appendingPathComponent("overlay.yaml")
        try Data("decisions:\n  check: \"false\"\n".utf8).write(to: overlay)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importDaVinci(paths: [Self.export], overlay: overlay.path, outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        let script = try String(contentsOf: output.appendingPathComponent("SignOn.sandbox.yaml"), encoding: .utf8)
        #expect(!script.contains("credentials"), "the overlay's outcome replaces the password check")
        #expect(script.contains("      - action: SIGNON\n        then: {error:"))
        let flow = try String(contentsOf: output.appendingPathComponent("SignOn.flow.yaml"), encoding: .utf8)
        #expect(flow.contains("{to: oneTimeCode, when: {button: signon}}"), "the flow spec keeps every way")
    }

    /// A DaVinci workflow against `server`, started, which starts at its authorize endpoint.
    static func daVinci(_ server: SandboxServer) async throws -> Workflow {
        _ = try await server.start()
        let authorize = try #require(await server.authorizeURL()).absoluteString
        return DaVinci.createDaVinci { config in
            config.configure(DaVinciModule.config) { $0.startURL = authorize }
        }
    }

    @Test func theSandboxPlaysTheImportedFlow() async throws {
        let server = try SandboxServer(import: [URL(fileURLWithPath: Self.export)])
        let daVinci = try await Self.daVinci(server)
        defer { Task { await server.stop() } }
        // A wrong password: the flow's own error.
        let wrong = try #require(await daVinci.start() as? ContinueNode)
        #expect(wrong.id == "signon")
        (wrong.collectors.first { ($0 as? TextCollector)?.key == "username" } as? TextCollector)?.value = "demo"
        (wrong.collectors.first { $0 is PasswordCollector } as? PasswordCollector)?.value = "nope"
        let error = try #require(await wrong.next() as? ErrorNode)
        #expect(error.message == "Invalid username or password")
        // The script's user: the PingOne form, then success.
        let signOn = try #require(await daVinci.start() as? ContinueNode)
        (signOn.collectors.first { ($0 as? TextCollector)?.key == "username" } as? TextCollector)?.value = "demo"
        (signOn.collectors.first { $0 is PasswordCollector } as? PasswordCollector)?.value = "Demo-Passw0rd!"
        let otp = try #require(await signOn.next() as? ContinueNode)
        #expect(otp.id == "otp")
        #expect(otp.name == "One-time code")
        (otp.collectors.first { $0 is TextCollector } as? TextCollector)?.value = "123456"
        #expect(await otp.next() is SuccessNode)
    }
    /// A page of a text field and a polling component, then success: the import sends the `POLLING` field Ping's
    /// SDKs model (ping-javascript-sdk `collector.utils.ts` L447-472; ping-android-sdk `PollingCollector.kt`),
    /// with the component's interval and retries; the sandbox serves it, and the runtime's `PollingCollector`
    /// waits its interval and submits the page with `eventType: polling`, no button, to success.
    @Test func aPollingPageIsPlayedWithItsPollingField() async throws {
        let export = #"""
            {"flowId": "poll", "name": "Poll", "graphData": {"elements": {
              "nodes": [
                {"data": {"id": "wait", "nodeType": "CONNECTION", "connectorId": "httpConnector", "capabilityName": "customHTMLTemplate",
                          "properties": {"nodeTitle": {"value": "Please wait"},
                                         "customHTML": {"value": "<div class=\"d-none\" data-skcomponent=\"skpolling\" data-skpollinterval=\"20\" data-skpollretries=\"3\"></div>"},
                                         "formFieldsList": {"value": [{"propertyName": "protectsdk", "displayName": "Protect Payload"}]}}}},
                {"data": {"id": "e1", "nodeType": "EVAL", "properties": {}}},
                {"data": {"id": "done", "nodeType": "CONNECTION", "connectorId": "httpConnector", "capabilityName": "createSuccessResponse", "properties": {}}}],
              "edges": [{"data": {"id": "a", "source": "wait", "target": "e1"}}, {"data": {"id": "b", "source": "e1", "target": "done"}}]}}}
            """#
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Poll.json")
        try Data(export.utf8).write(to: file)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importDaVinci(paths: [file.path], outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        let collectors = try #require(try Self.files(in: output)["Poll.collectors.yaml"])
        #expect(collectors.contains("polling: {key: polling, type: POLLING}"), "\(collectors)")
        let server = try SandboxServer(import: [file])
        let daVinci = try await Self.daVinci(server)
        defer { Task { await server.stop() } }
        let page = try #require(await daVinci.start() as? ContinueNode)
        #expect(page.id == "wait")
        let polling = try #require(page.collectors.first { $0 is PollingCollector } as? PollingCollector)
        #expect(polling.pollInterval == 20 && polling.pollRetries == 3 && !polling.pollChallengeStatus)
        var last: PollingStatus?
        for await status in polling.poll() { last = status }
        #expect(last == .complete("continue"))
        #expect(await page.next() is SuccessNode)
    }
}
