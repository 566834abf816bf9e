import Foundation

/// The `policies` output of a validated or attribute callback: the IDM policies the value must meet.
///
/// ```json
/// {"name": "userName", "policyRequirements": ["REQUIRED", "MIN_LENGTH"],
///  "policies": [{"policyId": "minimum-length", "policyRequirements": ["MIN_LENGTH"], "params": {"minLength": 1}}]}
/// ```
public struct Policies: Sendable, Equatable {
    /// One policy: its id, the requirements it checks, and its parameters.
    public struct Policy: Sendable, Equatable {
        /// The policy's id, such as `minimum-length`.
        public let policyId: String
        /// The requirements it checks, such as `["MIN_LENGTH"]`.
        public let policyRequirements: [String]
        /// Its parameters, such as `{"minLength": 1}`; an empty object when it has none.
        public let params: JSON

        /// Reads one element of `policies`; missing or mistyped fields read as empty.
        public init(json: JSON) {
            policyId = json["policyId"]?.stringValue ?? ""
            policyRequirements = json["policyRequirements"]?.arrayValue?.compactMap(\.stringValue) ?? []
            let params = json["params"] ?? [:]
            self.params = params.objectValue == nil ? [:] : params
        }
    }

    /// The property the policies apply to, such as `userName` or `mail`.
    public let name: String
    /// Every requirement of every policy, such as `["REQUIRED", "MIN_LENGTH"]`.
    public let policyRequirements: [String]
    /// The policies.
    public let policies: [Policy]
    /// The output as received; `null` when missing.
    public let json: JSON

    /// A member of the `policies` object, as the Ping SDK reads its `[String: Any]` (`policies["policies"]`).
    public subscript(key: String) -> JSON? { json[key] }

    /// How many keys the policies object has (`name`, `policies`, `policyRequirements`, …): the count of
    /// Ping's `[String: Any]` `policies`; 0 when AM sent none.
    public var count: Int { json.objectValue?.count ?? 0 }

    /// Whether AM sent no policies object, or an empty one (Ping's `policies.isEmpty`).
    public var isEmpty: Bool { count == 0 }

    /// Reads the `policies` output: an object, or a string holding one. Anything else reads as no policy.
    public init(json: JSON?) {
        var value = json ?? .null
        if case .string(let text) = value { value = (try? JSON.parse(text)) ?? .null }
        self.json = value
        name = value["name"]?.stringValue ?? ""
        policyRequirements = value["policyRequirements"]?.arrayValue?.compactMap(\.stringValue) ?? []
        policies = value["policies"]?.arrayValue?.map(Policy.init(json:)) ?? []
    }

    /// The parameters of every policy that checks `requirement`, in order.
    public func params(for requirement: String) -> [JSON] {
        policies.filter { $0.policyRequirements.contains(requirement) }.map(\.params)
    }

    /// Whether any policy, or the top-level list, names `requirement`.
    public func requires(_ requirement: String) -> Bool {
        policyRequirements.contains(requirement) || policies.contains { $0.policyRequirements.contains(requirement) }
    }
}

/// A policy the server says the value failed, from the `failedPolicies` output.
///
/// AM sends each entry as a JSON **string** (`"{ \"params\": { \"minLength\": 3 }, \"policyRequirement\":
/// \"MIN_LENGTH\" }"`); an object is read too.
public struct FailedPolicy: Sendable, Equatable, CustomStringConvertible {
    /// The requirement that failed, such as `MIN_LENGTH`; also the stable code to match on.
    public let policyRequirement: String
    /// The requirement's parameters, such as `{"minLength": 3}`; an empty object when it has none.
    public let params: JSON

    /// Creates a failed policy.
    public init(policyRequirement: String, params: JSON = [:]) {
        self.policyRequirement = policyRequirement
        self.params = params
    }

    /// Reads one entry of `failedPolicies`: a string holding a JSON object, or an object. `nil` when it
    /// cannot be parsed or names no requirement.
    public init?(json: JSON) {
        var value = json
        if case .string(let text) = json {
            guard let parsed = try? JSON.parse(text) else { return nil }
            value = parsed
        }
        guard let requirement = value["policyRequirement"]?.stringValue, !requirement.isEmpty else { return nil }
        let params = value["params"] ?? [:]
        self.init(policyRequirement: requirement, params: params.objectValue == nil ? [:] : params)
    }

    /// Reads a `failedPolicies` output, skipping entries that cannot be read.
    public static func list(from json: JSON?) -> [FailedPolicy] {
        json?.arrayValue?.compactMap(FailedPolicy.init(json:)) ?? []
    }

    /// The stable code of the failure: `policyRequirement`.
    public var code: String { policyRequirement }

    /// The integer parameter `name`, sent as a number or as a string holding one.
    public func intParam(_ name: String) -> Int? {
        switch params[name] {
        case .number?, .integer?: params[name]?.intValue
        case .string(let text)?: Int(text)
        default: nil
        }
    }

    /// A sentence for the user, in English; apps that translate match on `code` instead.
    public var message: String {
        let count = { (name: String) in self.intParam(name).map(String.init) ?? "?" }
        let list = { (name: String) in
            (self.params[name]?.arrayValue ?? []).map { $0.stringValue ?? $0.description }.joined(separator: ", ")
        }
        switch policyRequirement {
        case "REQUIRED": return "A value is required."
        case "UNIQUE": return "This value is already in use."
        case "MATCH_REGEXP": return "The value has the wrong format."
        case "VALID_TYPE": return "The value has the wrong type."
        case "VALID_QUERY_FILTER": return "The value is not a valid query filter."
        case "VALID_ARRAY_ITEMS": return "The list has values that are not allowed."
        case "VALID_DATE": return "Enter a valid date."
        case "VALID_EMAIL_ADDRESS_FORMAT": return "Enter a valid email address."
        case "VALID_NAME_FORMAT": return "Enter a valid name."
        case "VALID_PHONE_FORMAT": return "Enter a valid phone number."
        case "VALID_USERNAME": return "This user name cannot be used."
        case "VALID_NUMBER": return "Enter a number."
        case "MINIMUM_NUMBER_VALUE": return "Must be at least \(count("minimumNumber"))."
        case "MAXIMUM_NUMBER_VALUE": return "Must be at most \(count("maximumNumber"))."
        case "MIN_LENGTH": return "Must be at least \(count("minLength")) characters long."
        case "MAX_LENGTH": return "Must be at most \(count("maxLength")) characters long."
        case "AT_LEAST_X_CAPITAL_LETTERS": return "Must contain at least \(count("numCaps")) capital letter(s)."
        case "AT_LEAST_X_NUMBERS": return "Must contain at least \(count("numNums")) number(s)."
        case "CANNOT_CONTAIN_CHARACTERS": return "Must not contain any of: \(list("forbiddenChars"))."
        case "CANNOT_CONTAIN_OTHERS": return "Must not contain the values of: \(list("disallowedFields"))."
        case "CANNOT_CONTAIN_DUPLICATES": return "Must not contain duplicates."
        case "REAUTHENTICATION_REQUIRED": return "Sign in again to change this value."
        case "IS_NEW": return "Choose a value you have not used before."
        default: return "Does not meet the policy \(policyRequirement)."
        }
    }

    /// The code and the message.
    public var description: String { "\(policyRequirement): \(message)" }

    /// `message` about the property `propertyName`, in the Ping SDK's form `"password: Must be at least 8
    /// characters long."`. The wording is Orchestrate's (Ping's differs); match on `code` to translate.
    public func failedDescription(for propertyName: String) -> String {
        "\(propertyName): \(message)"
    }
}

/// A callback whose value the server checks against IDM policies: the validated user name and password
/// callbacks and the attribute input callbacks. Outputs `policies`, `failedPolicies` and `validateOnly`;
/// input 1 `validateOnly`.
///
/// `validate()` checks locally what can be checked from `policies` (required, length, forbidden
/// characters, capital letters, numbers); the server checks the rest and answers with `failedPolicies`.
public protocol PolicyCallback: InputCallback, PromptCallback, Validating {}

extension PolicyCallback {
    /// The policies the value must meet.
    public var policies: Policies { Policies(json: content.output("policies")) }
    /// The policies the value sent last failed, as the server reported them.
    public var failedPolicies: [FailedPolicy] { FailedPolicy.list(from: content.output("failedPolicies")) }

    /// Whether the server should only check the value and return the same node with `failedPolicies`
    /// (input 1); starts as the input's value from the server.
    public var validateOnly: Bool {
        get { input(at: 1).boolValue ?? content.bool("validateOnly") ?? false }
        set { setInput(.bool(newValue), at: 1) }
    }

    /// Whether a value is required: a `required` output of `true`, or a `REQUIRED` policy.
    public var requiresValue: Bool {
        content.bool("required") == true || policies.requires("REQUIRED")
    }

    /// The rules of `policies` that `text` breaks, in a stable order: `.required` alone when a required
    /// value is empty (nothing when an optional one is); else length (counted in UTF-16 units, as the
    /// server counts), forbidden characters, capital letters and numbers.
    public func policyErrors(for text: String?) -> [ValidationError] {
        let text = text ?? ""
        if text.isEmpty { return requiresValue ? [.required] : [] }
        var errors: [ValidationError] = []
        let lengthParams = ["MIN_LENGTH", "MAX_LENGTH", "LENGTH_BASED"].flatMap(policies.params(for:))
        let minimum = lengthParams.compactMap { Self.int($0["minLength"]) }.max()
        let maximum = lengthParams.compactMap { Self.int($0["maxLength"]) }.min()
        let length = text.utf16.count
        if minimum.map({ length < $0 }) == true || maximum.map({ length > $0 }) == true {
            errors.append(.invalidLength(min: minimum ?? 0, max: maximum ?? Int.max))
        }
        let forbidden = policies.params(for: "CANNOT_CONTAIN_CHARACTERS")
            .flatMap { $0["forbiddenChars"]?.arrayValue ?? [] }.compactMap(\.stringValue)
            .filter { !$0.isEmpty && text.contains($0) }
        if !forbidden.isEmpty { errors.append(.forbiddenCharacters(forbidden.joined())) }
        let checks: [(String, String, String)] = [
            ("AT_LEAST_X_CAPITAL_LETTERS", "numCaps", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            ("AT_LEAST_X_NUMBERS", "numNums", "0123456789"),
        ]
        for (requirement, key, set) in checks {
            guard let needed = policies.params(for: requirement).compactMap({ Self.int($0[key]) }).max(),
                needed > 0
            else { continue }
            let found = text.unicodeScalars.filter { set.unicodeScalars.contains($0) }.count
            if found < needed { errors.append(.minCharacters(character: set, min: needed)) }
        }
        return errors
    }

    private static func int(_ json: JSON?) -> Int? {
        switch json {
        case .number?, .integer?: json?.intValue
        case .string(let text)?: Int(text)
        default: nil
        }
    }
}
