import Foundation

/// What the server knows about AM callback types: their default inputs, and which ones carry
/// policies (`failedPolicies` / `validateOnly`) or secrets.
enum TreeCallbackKind {
    /// Types whose value is checked against their `policies` output and that take `validateOnly`.
    static let validated: Set<String> = [
        "ValidatedCreateUsernameCallback", "ValidatedCreatePasswordCallback",
        "StringAttributeInputCallback", "NumberAttributeInputCallback", "BooleanAttributeInputCallback",
    ]

    /// Types whose submitted value is never echoed back.
    static let secret: Set<String> = ["PasswordCallback", "ValidatedCreatePasswordCallback"]

    /// The default inputs of the callback at `position` (1-based, AM's `IDToken<position>` numbering).
    static func defaultInputs(of callback: TreeCallback, position: Int) -> [(name: String, value: JSON)] {
        let name = "IDToken\(position)"
        switch callback.type {
        case "NameCallback", "PasswordCallback", "TextInputCallback", "DeviceProfileCallback", "SelectIdPCallback":
            return [(name, "")]
        case "ChoiceCallback":
            return [(name, .integer(callback.outputValue("defaultChoice")?.intValue ?? 0))]
        case "ConfirmationCallback":
            return [(name, .integer(callback.outputValue("defaultOption")?.intValue ?? 0))]
        case "HiddenValueCallback":
            return [(name, callback.outputValue("value") ?? "")]
        case "ConsentMappingCallback", "TermsAndConditionsCallback":
            return [(name, false)]
        // AM's native PingOne Protect callbacks (Ping's mock AM, ping-javascript-sdk e2e/am-mock-api responses.js
        // `pingProtectInitialize`, `pingProtectEvaluate`).
        case "PingOneProtectInitializeCallback":
            return [("\(name)clientError", "")]
        case "PingOneProtectEvaluationCallback":
            return [("\(name)signals", ""), ("\(name)clientError", "")]
        case "KbaCreateCallback":
            return [("\(name)question", ""), ("\(name)answer", "")]
        case "ValidatedCreateUsernameCallback", "ValidatedCreatePasswordCallback":
            return [(name, ""), ("\(name)validateOnly", false)]
        case "StringAttributeInputCallback":
            return [(name, callback.outputValue("value") ?? ""), ("\(name)validateOnly", false)]
        case "NumberAttributeInputCallback":
            return [(name, callback.outputValue("value") ?? .integer(0)), ("\(name)validateOnly", false)]
        case "BooleanAttributeInputCallback":
            return [(name, callback.outputValue("value") ?? false), ("\(name)validateOnly", false)]
        default:
            return []
        }
    }

    /// The inputs of the callback at `position`: the script's explicit ones or the type's defaults.
    static func inputs(of callback: TreeCallback, position: Int) -> [(name: String, value: JSON)] {
        callback.input ?? defaultInputs(of: callback, position: position)
    }

    /// Every input name of `node`, in callback order.
    static func inputNames(of node: TreeNode) -> [String] {
        node.callbacks.enumerated().flatMap { index, callback in
            inputs(of: callback, position: index + 1).map(\.name)
        }
    }
}

/// Renders tree nodes as AM's `/authenticate` JSON (fixtures 01, 02, 20–38).
enum TreeNodeRenderer {
    /// What a re-answered node shows for callback `index`: its failed policies and the values to echo.
    struct Feedback {
        /// The failed policies (already JSON-encoded strings) by callback index.
        var failedPolicies: [Int: [String]] = [:]
        /// The submitted inputs, echoed back for non-secret callbacks.
        var submitted: [String: JSON] = [:]
        /// Whether the request asked only for validation.
        var validateOnly = false
    }

    /// `{authId, callbacks, stage?, header?, description?}`.
    static func node(_ node: TreeNode, authID: String, feedback: Feedback? = nil) -> JSON {
        var callbacks: [JSON] = []
        for (index, callback) in node.callbacks.enumerated() {
            callbacks.append(render(callback, index: index, feedback: feedback))
        }
        var pairs: [(String, JSON)] = [("authId", .string(authID)), ("callbacks", .array(callbacks))]
        if let stage = node.stage { pairs.append(("stage", .string(stage))) }
        if let header = node.header { pairs.append(("header", .string(header))) }
        if let description = node.description { pairs.append(("description", .string(description))) }
        return .object(JSONObject(pairs))
    }

    private static func render(_ callback: TreeCallback, index: Int, feedback: Feedback?) -> JSON {
        var output = callback.output
        let isValidated = TreeCallbackKind.validated.contains(callback.type)
        if isValidated {
            let failed = JSON.array((feedback?.failedPolicies[index] ?? []).map { .string($0) })
            output["failedPolicies"] = failed
            output["validateOnly"] = .bool(feedback?.validateOnly ?? false)
        }
        let secret = TreeCallbackKind.secret.contains(callback.type)
        let inputs = TreeCallbackKind.inputs(of: callback, position: index + 1).map { input -> JSON in
            var value = input.value
            if !secret, !input.name.hasSuffix("validateOnly"), let submitted = feedback?.submitted[input.name] {
                value = submitted
            }
            return ["name": .string(input.name), "value": value]
        }
        var pairs: [(String, JSON)] = [
            ("type", .string(callback.type)),
            ("output", .array(output.map { ["name": .string($0.key), "value": $0.value] })),
        ]
        if !inputs.isEmpty { pairs.append(("input", .array(inputs))) }
        pairs.append(("_id", .integer(index)))
        return .object(JSONObject(pairs))
    }
}
