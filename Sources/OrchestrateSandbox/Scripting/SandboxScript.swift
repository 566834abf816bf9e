import Foundation
import Yams

/// A validated sandbox script: users, flows and nodes the server plays back.
///
/// Scripts are YAML (JSON is YAML too, so JSON scripts load as well). The format, version 1:
///
/// ```yaml
/// version: 1                       # optional
/// users:                           # optional: accounts known from the start
///   - {username: alice, password: "Passw0rd!", otp: "123456", email: alice@example.com}
/// flows:                           # one or more; `acr_values=<name>` selects one
///   - {name: signIn, default: true, start: signIn}   # `default` optional when there is one flow
/// nodes:
///   - id: signIn                   # the node id echoed as `id` and expected back in continue bodies
///     connectionId: 867ed4363b2bc21c860085ad2baa817d   # optional, derived from the id otherwise
///     capabilityName: customHTMLTemplate                # optional, this is the default
///     form: {name: Sign On, description: Enter your credentials}   # category defaults to CUSTOM_HTML
///     fields:                      # passed through to `form.components.fields` as written, in order
///       - {type: TEXT, key: username, label: Username, required: true}
///       - {type: PASSWORD, key: password, label: Password, required: true}
///       - {type: SUBMIT_BUTTON, key: submit, label: Sign On}
///     formData: {username: "", password: ""}           # optional, becomes `formData.value`
///     passwordPolicy: {length: {min: 8, max: 255}}      # optional, node-level (fixture 11 shape)
///     transitions:                 # first match wins
///       - action: submit           # the submitted `actionKey`; omit to match any
///         when:                    # optional list; every item must hold; one key per item
///           - credentials: {username: username, password: password}   # field keys
///         then: {goto: otp}
///       - action: submit
///         then: {error: {kind: invalidCredentials}}
/// ```
///
/// Conditions: `credentials: {username, password}` (a user matches; remembered as signed in),
/// `otp: {field}` (the signed-in user's one-time code), `passwordPolicy: {field}` (the node's policy
/// holds), `equals: {field, value}`. Outcomes (`then`, exactly one of): `goto: <node id>`,
/// `succeed: true`, `error: {kind, message?, attempts?, field?, status?, body?}` with kind
/// `invalidCredentials`, `invalidOneTimeCode`, `passwordPolicy` or `custom`; `goto`/`succeed` may add
/// `createUser: {username, password, email?, otp?}` (field keys, `otp` a literal) to register a user.
/// AM trees (optional) sit beside the flows, played under `/am/json/realms/{realm}/authenticate`:
///
/// ```yaml
/// trees:                           # `authIndexValue=<name>` selects one; the first is the default
///   - {name: Login, start: login}
/// treeNodes:
///   - id: login
///     stage: UsernamePassword      # optional, like header and description
///     callbacks:                   # AM callbacks in order; the n-th one's inputs are IDToken<n>…
///       - {type: NameCallback, output: {prompt: User Name}}   # outputs as a mapping, sent in order
///       - {type: PasswordCallback, output: {prompt: Password}}
///     transitions:                 # first match wins
///       - when: [{credentials: {username: IDToken1, password: IDToken2}}]
///         then: {succeed: true}
///       - then: {fail: true}       # 401 Login failure
/// ```
///
/// A callback's inputs follow its type (`KbaCreateCallback`: `IDToken<n>question`/`IDToken<n>answer`;
/// validated and attribute inputs: `IDToken<n>` and `IDToken<n>validateOnly`; …) unless `input:
/// [{name, value}]` is written. Validated and attribute-input callbacks are checked against their
/// `policies` output first (a failure, or `validateOnly`, answers the node again with
/// `failedPolicies`). Tree conditions: `credentials: {username, password}`, `user: {username}`,
/// `otp: {input}`, `kba: {input}`, `equals: {input, value}` (input names), `attempts: {atMost: n}` (the node
/// answered at most n times in the journey, this answer included: a retry limit). Outcomes: `goto`,
/// `succeed: true` (an SSO session), `fail: true`, optionally with `createUser: {username, password,
/// email?, kbaAnswer?, otp?}`. A node may add `approval: {polls: n}` (polling, approved by the link of
/// an approval message) or `suspend: {resume: <node id>}` (an email with a `suspendedId` link).
///
/// Quote strings that YAML would read as numbers, booleans or null (`"123456"`, `"true"`, `"~"`).
/// See ``SandboxScript/demoYAML`` for a complete script.
public struct SandboxScript: Sendable {
    /// The script text the value was loaded from.
    public let text: String
    /// Where the script came from (a file path or a caller-chosen name), used in error messages.
    public let sourceName: String

    let document: ScriptDocument
    let defaultFlow: ScriptFlow?
    let nodesByID: [String: ScriptNode]
    let policiesByNodeID: [String: PasswordPolicy]
    let treeNodesByID: [String: TreeNode]

    /// Parses and validates a YAML (or JSON) script.
    /// - Parameters:
    ///   - yaml: The script text.
    ///   - sourceName: A name for the script in error messages (for example its file path).
    /// - Throws: ``SandboxScriptError`` naming the source, the location in the document and the problem.
    public init(yaml: String, sourceName: String = "<script>") throws {
        let document: ScriptDocument
        do {
            document = try YAMLDecoder().decode(ScriptDocument.self, from: yaml)
        } catch let error as DecodingError {
            throw SandboxScriptError(decoding: error, source: sourceName)
        } catch {
            throw SandboxScriptError(source: sourceName, location: "", reason: String(describing: error))
        }
        let validated = try ScriptValidator(document: document, source: sourceName).validate()
        self.text = yaml
        self.sourceName = sourceName
        self.document = document
        self.defaultFlow = validated.defaultFlow
        self.nodesByID = validated.nodesByID
        self.policiesByNodeID = validated.policiesByNodeID
        self.treeNodesByID = validated.treeNodesByID
    }

    /// Reads, parses and validates a script file.
    /// - Throws: ``SandboxScriptError`` when the file cannot be read or the script is invalid.
    public init(contentsOf url: URL) throws {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SandboxScriptError(
                source: url.path, location: "", reason: "cannot read the file (\(error.localizedDescription))")
        }
        try self.init(yaml: text, sourceName: url.path)
    }

    /// The names of all flows, in script order.
    public var flowNames: [String] { document.flows.map(\.name) }

    /// The flow started when the authorize request names none; `nil` when the script has AM trees only.
    public var defaultFlowName: String? { defaultFlow?.name }

    /// The usernames known at start, in script order (registered users are added per server).
    public var usernames: [String] { document.users.map(\.username) }

    /// The names of all AM trees (journeys), in script order; the first one starts when a request
    /// names none.
    public var treeNames: [String] { document.trees.map(\.name) }

    /// The tree named `name`, if any.
    func tree(named name: String) -> ScriptTree? {
        document.trees.first { $0.name == name }
    }

    /// The flow named `name`, if any.
    func flow(named name: String) -> ScriptFlow? {
        document.flows.first { $0.name == name }
    }
}

/// Why a script could not be loaded: which script, where in it, and what is wrong.
public struct SandboxScriptError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// The file path or name of the script.
    public let source: String
    /// The location in the document, such as `nodes[1].transitions[0].then`; empty for the whole file.
    public let location: String
    /// What is wrong.
    public let reason: String

    /// Creates an error.
    public init(source: String, location: String, reason: String) {
        self.source = source
        self.location = location
        self.reason = reason
    }

    /// `source: location: reason`.
    public var description: String {
        location.isEmpty ? "\(source): \(reason)" : "\(source): \(location): \(reason)"
    }

    /// Same as ``description``.
    public var errorDescription: String? { description }

    init(decoding error: DecodingError, source: String) {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return text
        }
        switch error {
        case let .keyNotFound(key, context):
            self.init(
                source: source, location: path(context.codingPath), reason: "missing required key '\(key.stringValue)'")
        case let .typeMismatch(type, context):
            self.init(
                source: source, location: path(context.codingPath),
                reason: "expected \(Self.describe(type))\(Self.found(in: context.debugDescription))")
        case let .valueNotFound(type, context):
            self.init(
                source: source, location: path(context.codingPath),
                reason: "expected \(Self.describe(type)), found null")
        case let .dataCorrupted(context):
            if let yamlError = context.underlyingError {
                self.init(source: source, location: path(context.codingPath), reason: "not valid YAML: \(yamlError)")
            } else {
                self.init(source: source, location: path(context.codingPath), reason: context.debugDescription)
            }
        @unknown default:
            self.init(source: source, location: "", reason: String(describing: error))
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "true or false"
        default: return describe(name: String(describing: type))
        }
    }

    private static func describe(name: String) -> String {
        switch name {
        case "Sequence": return "a list"
        case "Mapping": return "a mapping"
        case "Scalar": return "a scalar (text, number or boolean)"
        case "String": return "a string"
        case "Int": return "an integer"
        case "Bool": return "true or false"
        default:
            if name.hasPrefix("Array") { return "a list" }
            if name.hasPrefix("Script") || name.hasPrefix("Dictionary") { return "a mapping" }
            return name
        }
    }

    /// `, found a mapping` from Yams's "Expected to decode X but found Y instead." text.
    private static func found(in debugDescription: String) -> String {
        guard let start = debugDescription.range(of: "but found "),
            let end = debugDescription.range(of: " instead", range: start.upperBound..<debugDescription.endIndex)
        else {
            return debugDescription.isEmpty ? "" : " (\(debugDescription))"
        }
        let reality = String(debugDescription[start.upperBound..<end.lowerBound])
        return reality == "Node" || reality == "Scalar" ? "" : ", found \(describe(name: reality))"
    }
}
