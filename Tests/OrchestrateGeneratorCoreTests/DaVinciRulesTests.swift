import Foundation
import OrchestrateBasics
import Testing

@testable import OrchestrateGeneratorCore

/// What DaVinci sends an SDK client for a custom HTML template, and where a flow starts, each rule checked
/// against Ping's own recordings: the runtime responses in Ping's SDKs' mocks and the collectors their
/// end-to-end tests assert on the same flows' exports (ping-android-sdk `Davinci-E2E-Flows.json` and
/// `DavinciAndroidTest.kt`, ping-ios-sdk `DaVinciIntegrationTests.swift`), and Ping's linter (dvlint).
@Suite struct DaVinciRulesTests {
    /// The form a custom HTML template node of `html` and `fields` shows.
    static func form(_ html: String, fields: [JSON] = []) -> ImportedForm? {
        let node = FlowNode(
            id: "n", nodeType: "CONNECTION", connectorId: "httpConnector", capabilityName: "customHTMLTemplate",
            properties: [
                "customHTML": ["value": .string(html)], "formFieldsList": ["value": .array(fields)],
                "nodeTitle": ["value": "Title"],
            ])
        return ImportedForm.read(node, flow: 0, forms: [:])
    }

    /// Each field as `TYPE:key`.
    static func fields(_ form: ImportedForm?) -> [String] {
        (form?.fields ?? []).map { "\($0.type):\($0.key)" }
    }

    /// Node cq77vwelou of Ping's "PingOne Sign On with Registration, Password Reset and Recovery" template
    /// (samir-gandhi/pingdocs-demo@4656b20 `default-flow.json` L1834; ping-android-sdk eda0441
    /// `Davinci-E2E-Flows.json` L1845): three `type="submit"` buttons, REGISTER with `next-event`. DaVinci
    /// sent all three as SUBMIT_BUTTON (ping-javascript-sdk f7d4c9b `davinci.next.mock.ts` next0 L45-59, a
    /// recording: real interactionId, href and connectionId). `data-skbuttontype` does not type a button.
    @Test func everySubmitTypedButtonIsASubmitButtonWhateverItsSkButtonType() {
        let html = """
            <form id="f"><button type="submit" id="btnSignIn" data-skcomponent="skbutton" data-skbuttontype="form-submit" data-skbuttonvalue="SIGNON">Sign On</button>
            <button type="submit" id="btnTrouble" data-skcomponent="skbutton" data-skbuttontype="form-submit" data-skbuttonvalue="TROUBLE">Having trouble signing on?</button>
            <button type="submit" id="btnRegister" data-skcomponent="skbutton" data-skbuttontype="next-event" data-skbuttonvalue="REGISTER">No account? Register now!</button></form>
            """
        let form = Self.form(
            html,
            fields: [
                ["propertyName": "username", "displayName": "Username"], ["propertyName": "buttonValue"],
                ["propertyName": "password", "displayName": "Password", "hashedVisibility": true],
            ])
        #expect(
            Self.fields(form)
                == [
                    "TEXT:username", "PASSWORD:password", "SUBMIT_BUTTON:SIGNON", "SUBMIT_BUTTON:TROUBLE",
                    "SUBMIT_BUTTON:REGISTER",
                ])
        #expect(
            form?.fields.map(\.label) == [
                "Username", "Password", "Sign On", "Having trouble signing on?", "No account? Register now!",
            ])
        #expect(form?.fields[2].json["inputType"] == nil)
        #expect(form?.unsettledButtons.isEmpty == true, "<button>s of recorded skbuttontypes are settled")
    }

    /// The same node after ping-android-sdk 1e411e3 deleted `type="submit"` from its secondary buttons: its
    /// tests (DavinciAndroidTest.kt at 46a0744 L101-103, when only FLOW_BUTTON made a FlowCollector) saw
    /// SUBMIT, FLOW, FLOW, with TROUBLE still `form-submit`; node i860gv9prb the same for RESET and DELETE
    /// (L123-125). A flow button carries `inputType: ACTION` (ping-ios-sdk f21538f; inferred, no recording).
    @Test func aButtonWithoutSubmitTypeIsAFlowButtonEvenAFormSubmitOne() {
        let html = """
            <button type="submit" id="btnSignIn" data-skcomponent="skbutton" data-skbuttontype="form-submit" data-skbuttonvalue="SIGNON">Sign On</button>
            <button id="btnTrouble" data-skcomponent="skbutton" data-skbuttontype="form-submit" data-skbuttonvalue="TROUBLE">Trouble?</button>
            <button id="btnRegister" data-skcomponent="skbutton" data-skbuttontype="next-event" data-skbuttonvalue="REGISTER">Register</button>
            """
        let form = Self.form(html)
        #expect(Self.fields(form) == ["SUBMIT_BUTTON:SIGNON", "FLOW_BUTTON:TROUBLE", "FLOW_BUTTON:REGISTER"])
        #expect(form?.fields[1].json["inputType"] == "ACTION")
        // Node 9gi11xivkc (f8b90f2 L3131): an explicit type="button" is a flow button too (L490-499).
        let resend = Self.form(
            #"<button type="button" id="resendBtn" data-skcomponent="skbutton" data-skbuttontype="next-event" data-skbuttonvalue="RESEND">Resend</button>"#
        )
        #expect(Self.fields(resend) == ["FLOW_BUTTON:RESEND"])
    }

    /// Node 7mtr7zq5h6 "Account Locked Message": a lone `next-event` button of no type, asserted a
    /// FlowCollector (DavinciAndroidTest.kt L653-654; DaVinciIntegrationTests L728-729); node h2cy2gkjip, a
    /// lone `next-event` button of no type and id `submitBtn`, a SubmitCollector (L252-255; iOS L270-274).
    @Test func aButtonOfNoTypeSubmitsOnlyWithTheIdSubmitBtn() {
        let locked = Self.form(
            #"<button id="btnBack" class="btn btn-primary mb-3" data-skcomponent="skbutton" data-skbuttontype="next-event" data-skbuttonvalue="BACK">Back to sign on</button>"#
        )
        #expect(Self.fields(locked) == ["FLOW_BUTTON:BACK"])
        let complete = Self.form(
            #"<button id="submitBtn" data-id="submitBtn" data-skcomponent="skbutton" data-skbuttontype="next-event" data-skbuttonvalue="NEXT">Continue</button>"#
        )
        #expect(Self.fields(complete) == ["SUBMIT_BUTTON:NEXT"])
    }

    /// An `skbutton` may be an `<a>` or a `<div>`, or a UI Studio pill (base64 attributes `value`, `id`): Ping's
    /// SK attributes reference (docs.pingidentity.com/davinci/flows/davinci_sk_attributes.html) puts the
    /// attributes on any element. No recording holds a pill or an `<a>`/`<div>` button: the rules type them
    /// (a pill of id `submitBtn` submits), and each is a warning with the overlay key that settles it; the
    /// overlay's type wins.
    @Test func buttonsNoRecordingSettlesAreReadAndSaidSo() {
        let attributes = #"skcomponent "skbutton"  id="submitBtn" label="Go" value="GO" buttonType="next-event""#
        let pill = "[[[skcomponent###\(Data(attributes.utf8).base64EncodedString())###e30=]]]"
        let html =
            pill
            + ##"<a href="#" data-skcomponent="skbutton" data-skbuttonvalue="RESEND">Resend</a><div data-skcomponent="skbutton" data-skbuttonvalue="HELP">Help</div><button data-skcomponent="skbutton" data-skbuttontype="mfa-reset" data-skbuttonvalue="RESET">Reset</button>"##
        let form = Self.form(html)
        #expect(
            Self.fields(form) == ["SUBMIT_BUTTON:GO", "FLOW_BUTTON:RESEND", "FLOW_BUTTON:HELP", "FLOW_BUTTON:RESET"])
        #expect(form?.unsettledButtons.map(\.value) == ["GO", "RESEND", "HELP", "RESET"])
        let node = FlowNode(
            id: "n", nodeType: "CONNECTION", connectorId: "httpConnector", capabilityName: "customHTMLTemplate",
            properties: ["customHTML": ["value": .string(html)]])
        let settled = ImportedForm.read(node, flow: 0, forms: [:], buttons: ["RESEND": "SUBMIT_BUTTON"])
        #expect(Self.fields(settled).contains("SUBMIT_BUTTON:RESEND"))
        #expect(settled?.unsettledButtons.map(\.value) == ["GO", "HELP", "RESET"])
    }

    /// Node 1k5y98i1v1 "Registration Form": inputs in `formFieldsList` order (not the HTML's), then the
    /// buttons (DavinciAndroidTest.kt L211-218); node yti1q9j7oo: then a PROTECT field for `skrisk`
    /// (DavinciProtectTest.kt L63-66). The PROTECT field's key was never observed in a recording: `riskfp` is
    /// the pill's `propertyname` in the PRO export's node yti1q9j7oo (L1365), and the raw
    /// `data-skcollectBehavioralData` attribute is inferred from the pill's; both are the import's inference.
    @Test func inputsComeFirstInTheirListsOrderThenButtonsThenRisk() {
        let html =
            #"<input name="givenName"><div data-skcomponent="skrisk" data-skpropertyname="riskfp" data-skcollectBehavioralData="true"></div><button type="submit" data-skcomponent="skbutton" data-skbuttonvalue="REGISTER">Continue</button>"#
        let form = Self.form(
            html,
            fields: [
                ["propertyName": "email"], ["propertyName": "password", "hashedVisibility": true],
                ["propertyName": "buttonValue"], ["propertyName": "givenName"],
            ])
        #expect(
            Self.fields(form) == [
                "TEXT:email", "PASSWORD:password", "TEXT:givenName", "SUBMIT_BUTTON:REGISTER", "PROTECT:riskfp",
            ])
    }

    /// A key twice (the PingOne Verify subflow's node yxdq457js3 lists `expirationDate` twice:
    /// pingidentity/pingcli-plugin-terraformer@8a0a1d8 tests/testdata/flows/PingOne Verify subflow.json): both
    /// are sent, the second not typed, and said so; a key made at run time (`{{#each}}`) is not typed. How the
    /// server treats a repeated key is not recorded anywhere: not typing the second is the import's own policy.
    @Test func aRepeatedOrRunTimeKeyIsSentButNotTyped() {
        let form = Self.form(
            #"<button type="submit" data-skcomponent="skbutton" data-skbuttonvalue="{{id}}">{{name}}</button>"#,
            fields: [["propertyName": "expirationDate"], ["propertyName": "expirationDate"]])
        #expect(form?.fields.map(\.isTyped) == [true, false, false])
        #expect(form?.assumptions.contains { $0.contains("the key expirationDate comes twice") } == true)
        #expect(form?.hasRuntimeButtons == true)
    }

    /// Node tavl3e1h2q "Start Node": a hidden `skpolling` and a text input. Ping's SDKs model the polling
    /// component as a `POLLING` field with `pollInterval`, `pollRetries` and `pollChallengeStatus`
    /// (ping-javascript-sdk `collector.utils.ts` L447-472, `davinci.types.ts` L344-351; ping-android-sdk
    /// `PollingCollector.kt` L35-47), which the import sends with the component's settings; the one recording
    /// of this node (forgerock-javascript-sdk `ping-protect-node.ts`, 2024-06) shows the input alone, so the
    /// field is said to be inferred. The page has no button: it is submitted without one.
    @Test func aPollingPageSendsAPollingFieldAndIsSubmittedWithoutAButton() throws {
        let form = try #require(
            Self.form(
                #"<div class="d-none" data-skcomponent="skpolling" data-skpollinterval="10" data-skpollretries="1"></div>"#,
                fields: [["propertyName": "protectsdk", "displayName": "Protect Payload"]]))
        #expect(Self.fields(form) == ["TEXT:protectsdk", "POLLING:polling"])
        let polling = form.fields[1].json
        #expect(polling["pollInterval"] == "10" && polling["pollRetries"] == "1")
        #expect(polling["pollChallengeStatus"] == .bool(false))
        #expect(form.fields[1].isTyped)
        #expect(form.assumptions.contains { $0.contains("POLLING field") })
        #expect(form.autoContinues)
        #expect(form.submissions.count == 1 && form.submissions[0] == nil, "one submission, without a button")
    }

    /// A flow starts at its one node no edge leads to, teleports aside (dvlint-base-rule-pack
    /// MultiStartRule.js L22-47): not at a form a start node leads to.
    @Test func aFlowStartsAtItsRootNotAfterAStartNode() throws {
        let export = """
            {"flowId": "f", "name": "Start", "graphData": {"elements": {
              "nodes": [
                {"data": {"id": "label", "nodeType": "CONNECTION", "connectorId": "nodeConnector", "capabilityName": "startNode", "properties": {}}},
                {"data": {"id": "late", "nodeType": "CONNECTION", "connectorId": "httpConnector", "capabilityName": "customHTMLTemplate", "properties": {}}},
                {"data": {"id": "root", "nodeType": "CONNECTION", "connectorId": "variablesConnector", "capabilityName": "saveValue", "properties": {}}},
                {"data": {"id": "first", "nodeType": "CONNECTION", "connectorId": "httpConnector", "capabilityName": "customHTMLTemplate", "properties": {}}}],
              "edges": [
                {"data": {"id": "a", "source": "label", "target": "late"}},
                {"data": {"id": "b", "source": "root", "target": "first"}},
                {"data": {"id": "c", "source": "first", "target": "late"}}]}}}
            """
        let document = try ExportDocument.read(file: "Start.json", text: export).get()
        let read = DaVinciExportReader.read([(document, ExportFormat.of(document.json))])
        #expect(read.flows.first?.entry == "root")
    }
}
