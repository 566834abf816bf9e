/// What DaVinci does with the nodes and HTML components of a flow export, as a client (an SDK) sees them:
/// one table, as `NodeRules` is for AM's nodes. Every entry names what it was read from (a recorded
/// response, an SDK's parser or end-to-end test, Ping's documentation or linter) and says when it is an
/// inference no recording shows. Connector and capability names appear nowhere else in the importer.
///
/// The short names of sources:
/// - JS: ForgeRock/ping-javascript-sdk f7d4c9b (`packages/davinci-client`, its mocks and e2e).
/// - AND: ForgeRock/ping-android-sdk 19b9a63 (`davinci/src/androidTest`, the `Davinci-E2E-Flows.json`
///   exports at eda0441, 1e411e3 and f8b90f2 with `DavinciAndroidTest.kt` against each).
/// - IOS: ForgeRock/ping-ios-sdk 2d6e3eb (`DaVinciIntegrationTests.swift`, against AND's f8b90f2 export).
/// - OOTB: Ping's "PingOne Sign On with Registration, Password Reset and Recovery" template, as exported in
///   samir-gandhi/pingdocs-demo 4656b20 `default-flow.json`.
/// - API: Ping's runtime API reference, "JSON Responses" (developer.pingidentity.com, pingflows-json).
enum DaVinciRules {
    /// Where a rule comes from: what was read, and whether the rule is an inference from it.
    struct Source: Sendable {
        /// What the rule was read from.
        let text: String
        /// Whether no recorded response shows the rule (it is inferred from a parser, a test's assertions
        /// or documentation).
        let inferred: Bool

        /// A rule a recorded response shows.
        static func recorded(_ text: String) -> Source { Source(text: text, inferred: false) }
        /// A rule inferred from `text`.
        static func inferred(_ text: String) -> Source { Source(text: text, inferred: true) }
    }

    // MARK: - Nodes

    /// What a node is to the client and to the walk of the flow.
    enum NodeRole: Equatable, Sendable {
        /// It shows the client a form of this kind.
        case form(FormKind)
        /// It answers success.
        case success
        /// It answers an error.
        case error
        /// It jumps to the start node its `nodeInstanceId` names.
        case jump
        /// It returns after the jump that led to it.
        case returnToCaller
        /// A start node: the target of a jump.
        case start
        /// It starts the subflow its `subFlowId` names.
        case subflow
        /// A message page, which no SDK is documented to receive.
        case message
        /// It checks the password the form collected against PingOne.
        case passwordCheck
        /// It compares two values (true or false).
        case compare
        /// It compares a value with each of a list, one way per entry and one for none.
        case compareEach
    }

    /// The kinds of form a client is sent.
    enum FormKind: Sendable {
        /// An HTTP connector's custom HTML template: fields from its `formFieldsList` and HTML components.
        case html
        /// A PingOne form, from the forms export.
        case pingOneForm
    }

    /// One node rule: the connector (`nil`: any) and capability it applies to, its role and its source.
    struct NodeRule: Sendable {
        let connector: String?
        let capability: String
        let role: NodeRole
        let source: Source
    }

    /// The connector of DaVinci's teleport nodes (start, jump, return): none of them is a flow's start.
    static let teleportConnector = "nodeConnector"

    /// The node rules; a node of no rule runs on the server and goes on.
    static let nodes: [NodeRule] = [
        NodeRule(
            connector: "httpConnector", capability: "customHTMLTemplate", role: .form(.html),
            source: .recorded("JS davinci.next.mock.ts next0-next3 (capabilityName customHTMLTemplate); API")),
        NodeRule(
            connector: "pingOneFormsConnector", capability: "customForm", role: .form(.pingOneForm),
            source: .recorded("JS mock-form-fields.data.ts; AND ResponseWithBasicType.json")),
        NodeRule(
            connector: "httpConnector", capability: "createSuccessResponse", role: .success,
            source: .inferred(
                "AND Davinci-E2E-Flows.json: its flows end with it, and DavinciAndroidTest.kt sees success")),
        NodeRule(
            connector: "pingOneAuthenticationConnector", capability: "returnSuccessResponseRedirect", role: .success,
            source: .inferred("Ping's docs, 'Launching a PingOne flow with a redirect': ends a PingOne flow")),
        NodeRule(
            connector: "pingOneAuthenticationConnector", capability: "returnSuccessResponseWidget", role: .success,
            source: .inferred("Ping's PingOne Authentication connector reference")),
        NodeRule(
            connector: nil, capability: "endFlowSuccess", role: .success,
            source: .inferred("DaVinci's flow-end capability, in the OOTB export")),
        NodeRule(
            connector: "httpConnector", capability: "createErrorResponse", role: .error,
            source: .inferred("AND Davinci-E2E-Flows.json: its error branches end with it")),
        NodeRule(
            connector: "pingOneAuthenticationConnector", capability: "returnErrorResponseRedirect", role: .error,
            source: .inferred("Ping's docs, 'Launching a PingOne flow with a redirect'")),
        NodeRule(
            connector: "errorConnector", capability: "customErrorMessage", role: .error,
            source: .inferred("Ping's Error Message connector reference")),
        NodeRule(
            connector: nil, capability: "endFlowFailure", role: .error,
            source: .inferred("DaVinci's flow-end capability")),
        NodeRule(
            connector: teleportConnector, capability: "goToNode", role: .jump,
            source: .inferred("OOTB export (teleports); Ping's dvlint MultiStartRule")),
        NodeRule(
            connector: teleportConnector, capability: "returnBackToCallingNode", role: .returnToCaller,
            source: .inferred("OOTB export (teleports)")),
        NodeRule(
            connector: teleportConnector, capability: "startNode", role: .start,
            source: .inferred("OOTB export (teleports); Ping's dvlint MultiStartRule")),
        NodeRule(
            connector: "flowConnector", capability: "startUiSubFlow", role: .subflow,
            source: .inferred("Ping's Flow Conductor connector reference; exports with subflows")),
        NodeRule(
            connector: "flowConnector", capability: "startSubFlow", role: .subflow,
            source: .inferred("Ping's Flow Conductor connector reference")),
        NodeRule(
            connector: nil, capability: "customHtmlMessage", role: .message,
            source: .inferred("Ping's SDK guide names only the custom HTML template and the PingOne form")),
        NodeRule(
            connector: nil, capability: "checkPassword", role: .passwordCheck,
            source: .inferred("OOTB export: the login form's password goes to it; its false branch is the error")),
        NodeRule(
            connector: nil, capability: "AEqualsB", role: .compare,
            source: .inferred("OOTB export: it compares the pressed button's value (SIGNON, TROUBLE, REGISTER)")),
        NodeRule(
            connector: nil, capability: "AEqualsMultipleB", role: .compareEach,
            source: .inferred("Ping's Comparison connector reference: one way per value")),
    ]

    /// The rules by connector and capability, then by capability alone (`connector` `nil`).
    private static let byCapability: [String: [NodeRule]] = Dictionary(grouping: nodes, by: \.capability)

    /// The rule of `node`, if one applies.
    static func rule(of node: FlowNode) -> NodeRule? {
        byCapability[node.capabilityName]?.first { $0.connector == nil || $0.connector == node.connectorId }
    }

    /// The role of `node`; `nil` for a node that runs on the server and goes on.
    static func role(of node: FlowNode) -> NodeRole? { rule(of: node)?.role }

    /// Whether `node` is a teleport (start, jump or return), which is never where a flow starts.
    static func isTeleport(_ node: FlowNode) -> Bool { node.connectorId == teleportConnector }
}
