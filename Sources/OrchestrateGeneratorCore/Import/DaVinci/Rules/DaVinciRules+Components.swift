extension DaVinciRules {
    // MARK: - HTML components

    /// What an HTML component of a custom HTML template sends the client.
    enum ComponentField: Sendable {
        /// A button: a field typed by `buttons`, keyed by its `data-skbuttonvalue`, labelled by its text.
        case button
        /// A `PROTECT` field that carries PingOne Protect's signals.
        case protect
        /// A `POLLING` field that the client answers by itself after a wait, or once a challenge is done.
        case polling
        /// A social sign-in: what DaVinci sends for it is in no recorded response, so it is not typed.
        case socialSignIn
    }

    /// One component rule: the `data-skcomponent` kind (any case), what it sends, and its source.
    struct ComponentRule: Sendable {
        let kind: String
        let field: ComponentField
        let source: Source
    }

    /// The component rules; a component of no rule sends nothing the import types.
    static let components: [ComponentRule] = [
        ComponentRule(
            kind: "skbutton", field: .button,
            source: .recorded("JS davinci.next.mock.ts next0 (node cq77vwelou) against OOTB default-flow.json L1834")),
        ComponentRule(
            kind: "skrisk", field: .protect,
            source: .inferred(
                "AND PingOne-Protect-Flows.json with DavinciProtectTest.kt (a ProtectCollector on its HTML page)")),
        // The one recording of an skpolling page (forgerock-javascript-sdk e2e/mock-api-v2 ping-protect-node.ts,
        // node tavl3e1h2q, 2024-06) has no POLLING field: DaVinci sent only its TEXT field then. Ping's SDKs
        // since model the field below (JS collector.utils.ts L447-472 and davinci.types.ts L344-351; AND
        // PollingCollector.kt, 2026-05), which the import sends, with the pill's settings.
        ComponentRule(
            kind: "skpolling", field: .polling,
            source: .inferred("JS collector.utils.ts L447-472; AND PollingCollector.kt L35-47")),
        ComponentRule(
            kind: "skidp", field: .socialSignIn,
            source: .inferred("no recorded response holds one; Ping's SK attributes reference")),
    ]

    /// The rule of components of `kind`, if one applies.
    static func componentRule(_ kind: String) -> ComponentRule? {
        let lowered = kind.lowercased()
        return components.first { $0.kind == lowered }
    }

    /// The key of the `POLLING` field of an skpolling component that names none: the key of Ping's SDKs'
    /// polling mocks (JS node.poll.mock.ts), as no recording shows the one DaVinci gives.
    static let pollingKey = "polling"

    /// The settings an skpolling component (a UI Studio pill: `pollInterval="10" pollRetries="1"
    /// pollChallengeStatus="false"` in the OOTB export) passes to its `POLLING` field, with the designer's
    /// defaults (2000 ms, 60 retries, no challenge: AND eda0441 export, the pill's componentProps).
    static let pollingSettings: [(attribute: String, member: String, fallback: String)] = [
        ("pollinterval", "pollInterval", "2000"), ("pollretries", "pollRetries", "60"),
        ("pollchallengestatus", "pollChallengeStatus", "false"),
    ]

    // MARK: - Buttons

    /// One button rule: which buttons it takes, the field type they get, and its source.
    struct ButtonRule: Sendable {
        /// What the rule takes, for the table in the docs.
        let takes: String
        let matches: @Sendable (SKComponents.Component) -> Bool
        let type: String
        let source: Source
    }

    /// The button rules, in order: the first that matches types the button. DaVinci types a button by its
    /// HTML `type`, not by `data-skbuttontype`: JS next0 has three `type="submit"` buttons, REGISTER among
    /// them with `next-event`, all SUBMIT_BUTTON; AND 1e411e3 deleted `type="submit"` from the secondary
    /// buttons and its tests (46a0744) then saw FLOW_BUTTON for TROUBLE, RESET and DELETE, all
    /// `form-submit`. (The iOS and Android unit fixtures of cq77vwelou, SUBMIT/FLOW/FLOW, are hand-edited:
    /// a made-up href and "Test Description"; they are not evidence.)
    static let buttons: [ButtonRule] = [
        ButtonRule(
            takes: "type=\"submit\"", matches: { $0.attributes["type"]?.lowercased() == "submit" },
            type: "SUBMIT_BUTTON",
            source: .recorded("JS davinci.next.mock.ts next0-next3 against OOTB L1834, L5988, L6190")),
        ButtonRule(
            takes: "no type and id=\"submitBtn\"",
            matches: { $0.attributes["type"] == nil && $0.attributes["id"] == "submitBtn" },
            type: "SUBMIT_BUTTON",
            source: .inferred(
                "AND DavinciAndroidTest.kt L252-255, L511-513 and IOS L270-274 assert a SubmitCollector on h2cy2gkjip, c28j6unuv1 and 3rcqks6t1v of AND f8b90f2"
            )
        ),
        ButtonRule(
            takes: "any other (no type, type=\"button\")", matches: { _ in true }, type: "FLOW_BUTTON",
            source: .inferred(
                "AND 1e411e3 export with DavinciAndroidTest.kt at 46a0744 (FlowCollector, then registered for FLOW_BUTTON only); 7mtr7zq5h6, a lone no-type button, a FlowCollector"
            )
        ),
    ]

    /// The type of `button`: the first rule's that matches.
    static func buttonType(_ button: SKComponents.Component) -> String {
        buttons.first { $0.matches(button) }?.type ?? "FLOW_BUTTON"
    }

    /// The `data-skbuttontype`s recordings show (no other occurs in any public export).
    static let recordedButtonTypes: Set<String> = ["form-submit", "next-event"]

    /// Whether recordings settle the type of `button`: a `<button>` element, with a `data-skbuttontype` a
    /// recording shows, or none. A pill, an `<a>` or a `<div>` button is in no recording.
    static func isSettled(_ button: SKComponents.Component) -> Bool {
        button.tag == "button" && (button.attributes["buttontype"].map(recordedButtonTypes.contains) ?? true)
    }
}
