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

    /// Node cq77vwelou "E2E Login Form": three `skbutton`s, all `type="submit"` in one form; recorded as
    /// SUBMIT_BUTTON, FLOW_BUTTON, FLOW_BUTTON (ping-ios-sdk `MockResponse.swift` L90-133; ping-android-sdk
    /// `DaVinciTest.Response.kt` L85-127): the first that submits is the submit, the others flow buttons.
    @Test func theFirstSubmittingButtonSubmitsAndTheOthersAreFlowButtons() {
        let html = """
            <form id="f"><button type="submit" id="btnSignIn" data-skcomponent="skbutton" data-skbuttontype="form-submit" data-skbuttonvalue="SIGNON">Sign On</button>
            <button type="submit" data-skcomponent="skbutton" data-skbuttontype="form-submit" data-skbuttonvalue="TROUBLE">Having trouble signing on?</button>
            <button type="submit" data-skcomponent="skbutton" data-skbuttontype="next-event" data-skbuttonvalue="REGISTER">No account? Register now!</button></form>
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
                    "TEXT:username", "PASSWORD:password", "SUBMIT_BUTTON:SIGNON", "FLOW_BUTTON:TROUBLE",
                    "FLOW_BUTTON:REGISTER",
                ])
        #expect(form?.fields[2].label == "Sign On")
        #expect(
            form?.fields[3].json["inputType"] == "ACTION", "FLOW_BUTTON carries inputType ACTION (ping-ios-sdk f21538f)"
        )
        #expect(form?.fields[2].json["inputType"] == nil)
    }

    /// Node 7mtr7zq5h6 "Account Locked Message": a lone `next-event` button, neither `type="submit"` nor
    /// `id="submitBtn"`, asserted a FlowCollector (DavinciAndroidTest.kt L651-656; DaVinciIntegrationTests
    /// L726-729); node h2cy2gkjip, a lone `next-event` button of id `submitBtn`, a SubmitCollector (L252-255).
    @Test func aButtonSubmitsByItsTypeOrIdNotByItsSkButtonType() {
        let locked = Self.form(
            #"<button id="btnBack" data-skcomponent="skbutton" data-skbuttontype="next-event" data-skbuttonvalue="BACK">Back to sign on</button>"#
        )
        #expect(Self.fields(locked) == ["FLOW_BUTTON:BACK"])
        let complete = Self.form(
            #"<button id="submitBtn" data-skcomponent="skbutton" data-skbuttontype="next-event" data-skbuttonvalue="NEXT">Continue</button>"#
        )
        #expect(Self.fields(complete) == ["SUBMIT_BUTTON:NEXT"])
    }

    /// An `skbutton` may be an `<a>` or a `<div>`, or a UI Studio pill (base64 attributes `value`, `id`): Ping's
    /// SK attributes reference (docs.pingidentity.com/davinci/flows/davinci_sk_attributes.html) puts the
    /// attributes on any element. No recorded response holds a pill or an `<a>`/`<div>` button: the types here
    /// follow rule B4 (the first submit-type button submits), not an observation.
    @Test func buttonsAreReadFromAnyElementAndFromPills() {
        let attributes = #"skcomponent "skbutton"  id="submitBtn" label="Go" value="GO" buttonType="next-event""#
        let pill = "[[[skcomponent###\(Data(attributes.utf8).base64EncodedString())###e30=]]]"
        let html =
            pill
            + ##"<a href="#" data-skcomponent="skbutton" data-skbuttonvalue="RESEND">Resend</a><div data-skcomponent="skbutton" data-skbuttonvalue="HELP">Help</div>"##
        #expect(Self.fields(Self.form(html)) == ["SUBMIT_BUTTON:GO", "FLOW_BUTTON:RESEND", "FLOW_BUTTON:HELP"])
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

    /// Node tavl3e1h2q "Start Node": only a hidden `skpolling` and a text input; recorded as the input alone,
    /// no button, and advanced with an empty next() (forgerock-javascript-sdk `PingProtectNode.ts` L15-37;
    /// DavinciAndroidTest.kt at eda04416 L75-84).
    @Test func aPollingPageHasNoButtonAndIsSubmittedWithoutOne() throws {
        let form = try #require(
            Self.form(
                #"<div class="d-none" data-skcomponent="skpolling" data-skpollinterval="10" data-skpollretries="1"></div>"#,
                fields: [["propertyName": "protectsdk", "displayName": "Protect Payload"]]))
        #expect(Self.fields(form) == ["TEXT:protectsdk"])
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
        let read = DaVinciExportReader.read([("Start.json", export)])
        #expect(read.flows.first?.entry == "root")
    }
}
