import Foundation

/// Checks a submitted value against the `policies` output of a validated or attribute-input callback,
/// as AM (with IDM) does, and describes each failure as AM does: a JSON-encoded string such as
/// `{ "params": { "minLength": 8 }, "policyRequirement": "MIN_LENGTH" }` (fixture 38).
///
/// Enforced requirements: `REQUIRED`, `VALID_TYPE` (`params.types`), `MIN_LENGTH` (`minLength`),
/// `MAX_LENGTH` (`maxLength`), `CANNOT_CONTAIN_CHARACTERS` (`forbiddenChars`), `VALID_EMAIL_ADDRESS_FORMAT`,
/// `AT_LEAST_X_CAPITAL_LETTERS` (`numCaps`), `AT_LEAST_X_NUMBERS` (`numNums`) and `VALID_USERNAME` (the
/// username is not taken). Other requirements are shown to the client but not checked.
struct TreePolicyChecker {
    /// Whether a username is already taken.
    let userExists: (String) -> Bool

    /// The failed policies of `callback` for the submitted `value` (`nil` when the input was not sent).
    func failures(of callback: TreeCallback, value: JSON?) -> [String] {
        var failed: [String] = []
        let required = callback.outputValue("required")?.boolValue ?? false
        let policies = callback.outputValue("policies")?["policies"]?.arrayValue ?? []
        var requirementsSeen = Set<String>()
        for policy in policies {
            let params = policy["params"] ?? .null
            for requirement in policy["policyRequirements"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                requirementsSeen.insert(requirement)
                if !holds(requirement, params: params, value: value) {
                    failed.append(Self.describe(requirement, params: params))
                }
            }
        }
        if required, !requirementsSeen.contains("REQUIRED"), !holds("REQUIRED", params: .null, value: value) {
            failed.insert(Self.describe("REQUIRED", params: .null), at: 0)
        }
        return failed
    }

    private func holds(_ requirement: String, params: JSON, value: JSON?) -> Bool {
        let text = value?.stringValue
        switch requirement {
        case "REQUIRED":
            switch value {
            case nil, .null?: return false
            case .string(let string)?: return !string.isEmpty
            default: return true
            }
        case "VALID_TYPE":
            guard let value, value != .null else { return true }
            let types = params["types"]?.arrayValue?.compactMap(\.stringValue) ?? []
            return types.isEmpty
                || types.contains { type in
                    switch (type, value) {
                    case ("string", .string), ("boolean", .bool), ("number", .integer), ("number", .number),
                        ("integer", .integer), ("array", .array), ("object", .object):
                        return true
                    default: return false
                    }
                }
        case "MIN_LENGTH":
            guard let minimum = params["minLength"]?.intValue else { return true }
            return (text ?? "").count >= minimum
        case "MAX_LENGTH":
            guard let maximum = params["maxLength"]?.intValue else { return true }
            return (text ?? "").count <= maximum
        case "CANNOT_CONTAIN_CHARACTERS":
            let forbidden = params["forbiddenChars"]?.arrayValue?.compactMap(\.stringValue) ?? []
            return !forbidden.contains { !$0.isEmpty && (text ?? "").contains($0) }
        case "VALID_EMAIL_ADDRESS_FORMAT":
            guard let text, !text.isEmpty else { return true }
            return text.range(of: #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, options: .regularExpression) != nil
        case "AT_LEAST_X_CAPITAL_LETTERS":
            let count = params["numCaps"]?.intValue ?? 1
            return (text ?? "").unicodeScalars.filter { CharacterSet.uppercaseLetters.contains($0) }.count >= count
        case "AT_LEAST_X_NUMBERS":
            let count = params["numNums"]?.intValue ?? 1
            return (text ?? "").unicodeScalars.filter { CharacterSet.decimalDigits.contains($0) }.count >= count
        case "VALID_USERNAME":
            guard let text, !text.isEmpty else { return true }
            return !userExists(text)
        default:
            return true
        }
    }

    /// AM's text for one failure: `{ "params": { "minLength": 8 }, "policyRequirement": "MIN_LENGTH" }`, or
    /// `{ "policyRequirement": "REQUIRED" }` without parameters.
    static func describe(_ requirement: String, params: JSON) -> String {
        let requirementText = JSON.string(requirement).serializedText()
        guard let members = params.members, !members.isEmpty else {
            return "{ \"policyRequirement\": \(requirementText) }"
        }
        let inner = members.map { key, value in
            "\(JSON.string(key).serializedText()): \(value.serializedText(keyOrder: .stored))"
        }.joined(separator: ", ")
        return "{ \"params\": { \(inner) }, \"policyRequirement\": \(requirementText) }"
    }
}
