import Foundation
import Orchestrate

/// Helpers for the tests of the 2026 collector types (issue 17).
enum FieldForms {
    /// A DaVinci continue body holding `fields`, with `extra` top-level keys (links, interactionId…).
    static func body(fields: [JSON], extra: [String: JSON] = [:]) -> String {
        var object: [String: JSON] = [
            "id": "node-1", "eventName": "continue", "interactionId": "interaction-1",
            "_links": ["next": ["href": "https://auth.test/env/davinci/connections/c/capabilities/customForm"]],
            "form": ["components": ["fields": .array(fields)]],
        ]
        for (key, value) in extra { object[key] = value }
        return JSON.object(object).description
    }

    /// The continue node a DaVinci workflow makes of `body`.
    static func node(_ body: String) async throws -> ContinueNode {
        let (workflow, _) = scriptedDaVinci([.text(body, status: 200)])
        let node = await workflow.start()
        guard let continueNode = node as? ContinueNode else {
            throw Unexpected.node(String(describing: type(of: node)))
        }
        return continueNode
    }

    /// The continue node for `fields` (and `extra` top-level keys).
    static func node(fields: [JSON], extra: [String: JSON] = [:]) async throws -> ContinueNode {
        try await node(body(fields: fields, extra: extra))
    }

    /// A node of fixture 64's social login button, with fixture 79's `continue` link.
    static func socialLoginNode() async throws -> ContinueNode {
        let continueLink = try Fixture.json("79-node-input-idp-continue-link.json")
        return try await node(
            fields: [try Fixture.json("64-field-social-login-button.json")],
            extra: [
                "_links": [
                    "next": ["href": "https://auth.test/next"],
                    "continue": continueLink[path: "_links", "continue"] ?? .null,
                ]
            ])
    }

    /// A fixture field given the `type` it would have in a form (the SDK tests omit it in some files).
    static func field(_ name: String, type: String? = nil) throws -> JSON {
        var json = try Fixture.json(name)
        if let type, case .object(var object) = json {
            object["type"] = .string(type)
            json = .object(object)
        }
        return json
    }

    enum Unexpected: Error { case node(String) }
}

/// Everything `description` and `dump` show of a value.
func shown(_ value: Any) -> String {
    var text = String(describing: value)
    dump(value, to: &text)
    return text
}
