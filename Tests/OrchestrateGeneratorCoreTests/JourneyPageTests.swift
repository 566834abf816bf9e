import Foundation
import OrchestrateBasics
import Testing

@testable import OrchestrateGeneratorCore

/// Pages as AM's `PageNode` runs them (am-external `releases/8.0.2`, framework-nodes `PageNode.java`), and a
/// tree that starts at a decision, imported and played.
@Suite struct JourneyPageTests {
    /// AM's success and failure nodes (core constants; vscheuber/AM-treetool@4e4ed67 journeys/6.5.2/Agent.json
    /// L36-37).
    static let success = "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"
    static let failure = "e301438c-0bd0-429c-ab0c-66126501069a"

    /// An export of one page of `children` (id, type, settings) leading to success by each of `outcomes` (the
    /// page's outcomes are its last child's, `PageNode.java` L414-467), with `stage`.
    static func page(
        _ children: [(String, String, JSON)], stage: String? = nil, outcomes: [String] = ["outcome"]
    ) -> JSON {
        var page: [String: JSON] = [
            "_id": "page", "_type": ["_id": "PageNode"],
            "nodes": .array(
                children.map { ["_id": .string($0.0), "nodeType": .string($0.1), "displayName": .string($0.0)] }),
        ]
        if let stage { page["stage"] = .string(stage) }
        var inner: [String: JSON] = [:]
        for (id, type, settings) in children {
            var object = settings.objectValue ?? [:]
            object["_id"] = .string(id)
            object["_type"] = ["_id": .string(type)]
            inner[id] = .object(JSONObject(object))
        }
        return [
            "tree": [
                "_id": "Page", "entryNodeId": "page",
                "nodes": [
                    "page": [
                        "nodeType": "PageNode", "displayName": "Page",
                        "connections": .object(JSONObject(outcomes.map { ($0, JSON.string(success)) })),
                    ]
                ],
            ],
            "nodes": ["page": .object(JSONObject(page))], "innerNodes": .object(JSONObject(inner)),
        ]
    }

    /// The callbacks of each node the import types, by the sandbox script it writes.
    static func callbacks(_ export: JSON) throws -> (sandbox: String, spec: String, outcome: Commands.Outcome) {
        let (outcome, files) = try HostileExportTests.journey(export)
        return (files["Page.sandbox.yaml"] ?? "", files["Page.callbacks.yaml"] ?? "", outcome)
    }

    /// `PageNode.java` L285-303, L321: a SelectIdPNode that is the page's last child runs first, and its
    /// callback comes first. The page's outcomes are then SelectIdPNode's (`IN/SelectIdPNode.java` L253-274).
    @Test func aSelectIdPNodeLastInAPageIsSentFirst() throws {
        let (_, spec, outcome) = try Self.callbacks(
            Self.page(
                [("user", "UsernameCollectorNode", [:]), ("idp", "SelectIdPNode", [:])],
                outcomes: ["socialAuthentication", "localAuthentication"]))
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(
            spec.contains("    callbacks:\n      provider: SelectIdPCallback\n      username: NameCallback\n"),
            "\(spec)")
    }

    /// A page child no rule names is kept as it comes; the page, told apart by its stage, types the rest.
    @Test func aPageWithACustomChildTypesTheRestAndKeepsIt() throws {
        let (sandbox, spec, outcome) = try Self.callbacks(
            Self.page([("user", "UsernameCollectorNode", [:]), ("risk", "AcmeRiskNode", [:])], stage: "Risk"))
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(spec.contains("    match: {stage: Risk}    # what a part of it sends is kept as it comes"), "\(spec)")
        #expect(spec.contains("      username: NameCallback\n"))
        #expect(sandbox.contains("declare them with the overlay key callbacks.risk"))
        #expect(outcome.errors.contains("page child AcmeRiskNode risk (risk): no rule says what a AcmeRiskNode sends"))
    }

    /// A page whose last child checks the credentials its other children collect decides its outcomes by
    /// that check (the page's outcomes are its last child's, `PageNode.java` L414-467).
    @Test func aPageEndingInACredentialsCheckDecidesByIt() throws {
        var export = Self.page([
            ("user", "UsernameCollectorNode", [:]), ("pass", "PasswordCollectorNode", [:]),
            ("check", "DataStoreDecisionNode", [:]),
        ])
        export = try JSON.parse(
            export.serializedText().replacingOccurrences(
                of: #"{"outcome":"\#(Self.success)"}"#, with: #"{"true":"\#(Self.success)","false":"\#(Self.failure)"}"#
            ))
        let (sandbox, _, outcome) = try Self.callbacks(export)
        #expect(!outcome.failed, "\(outcome.errors)")
        // AM names a page's inputs IDToken1, IDToken2… in order (forgerock-javascript-sdk@6d1ae39
        // e2e/mock-api/src/app/responses.js L198-215, initialBasicLogin).
        #expect(
            sandbox.contains(
                "when: [{credentials: {password: IDToken2, username: IDToken1}}]\n        then: {succeed: true}"),
            "\(sandbox)")
    }

    /// A tree that starts at a decision (a script that sends nothing) with two pages behind it: both are
    /// steps, the sandbox starts at the one it takes (reported), and the flow's first step goes on to the
    /// other, so the run routes whichever node AM sends first.
    @Test func aTreeThatStartsAtADecisionTypesEveryPageItMayShowFirst() throws {
        let export: JSON = [
            "tree": [
                "_id": "Known", "entryNodeId": "known",
                "nodes": [
                    "known": [
                        "nodeType": "ScriptedDecisionNode", "displayName": "Known user?",
                        "connections": ["known": "password", "unknown": "name"],
                    ],
                    "name": [
                        "nodeType": "UsernameCollectorNode", "displayName": "Name",
                        "connections": ["outcome": "password"],
                    ],
                    "password": [
                        "nodeType": "PasswordCollectorNode", "displayName": "Password",
                        "connections": ["outcome": .string(Self.success)],
                    ],
                ],
            ],
            "nodes": [
                "known": [
                    "_id": "known", "_type": ["_id": "ScriptedDecisionNode"], "script": "s",
                    "outcomes": ["known", "unknown"],
                ],
                "name": ["_id": "name", "_type": ["_id": "UsernameCollectorNode"]],
                "password": ["_id": "password", "_type": ["_id": "PasswordCollectorNode"]],
            ],
            "scripts": ["s": ["script": ["outcome = 'known';"]]],
        ]
        let (outcome, files) = try HostileExportTests.journey(export)
        #expect(!outcome.failed, "\(outcome.errors)")
        let flow = try #require(files["Known.flow.yaml"])
        // `name` is a member of every Step enum: the step is `name2`.
        #expect(flow.contains("  password:\n    node: Password\n    next:\n      - name2\n      - done\n"), "\(flow)")
        #expect(flow.contains("  name2:\n    node: Name\n    next:\n      - password\n"))
        #expect(outcome.errors.contains("the sandbox script takes outcome known of Known user? (known)"))
    }
}
