import Foundation
import OrchestrateBasics

// The typed model of a sandbox script file, both ways: what the sandbox reads (`SandboxScript`, which documents the
// format) and what `orchestrate-gen import recording` writes (each type's `scriptJSON`, beside its decoder, so that
// one place knows each key). Package-wide: apps load scripts through `SandboxScript`.

/// The whole script document.
package struct ScriptDocument: Decodable, Sendable {
    /// Format version; only `1` exists. Optional so small scripts can leave it out.
    package var version: Int?
    /// Users known from the start.
    package var users: [ScriptUser]
    /// Named DaVinci flows; exactly one is the default (or the only flow). Optional in a script of AM trees.
    package var flows: [ScriptFlow]
    /// All DaVinci nodes, referenced by id from flows and transitions.
    package var nodes: [ScriptNode]
    /// AM trees (journeys); optional.
    package var trees: [ScriptTree]
    /// The nodes of the trees, referenced by id from trees and tree transitions.
    package var treeNodes: [TreeNode]

    private enum CodingKeys: String, CodingKey, CaseIterable { case version, users, flows, nodes, trees, treeNodes }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version)
        users = try container.decodeIfPresent([ScriptUser].self, forKey: .users) ?? []
        flows = try container.decodeIfPresent([ScriptFlow].self, forKey: .flows) ?? []
        nodes = try container.decodeIfPresent([ScriptNode].self, forKey: .nodes) ?? []
        trees = try container.decodeIfPresent([ScriptTree].self, forKey: .trees) ?? []
        treeNodes = try container.decodeIfPresent([TreeNode].self, forKey: .treeNodes) ?? []
    }
}

/// A user account: the one-time code is what the `otp` condition expects after sign-in.
package struct ScriptUser: Decodable, Sendable, Equatable {
    package var username: String
    package var password: String
    package var otp: String?
    package var email: String?
    /// The answer to the user's security question (AM trees' `kba` condition).
    package var kbaAnswer: String?

    private enum CodingKeys: String, CodingKey, CaseIterable { case username, password, otp, email, kbaAnswer }

    package init(username: String, password: String, otp: String?, email: String?, kbaAnswer: String? = nil) {
        self.username = username
        self.password = password
        self.otp = otp
        self.email = email
        self.kbaAnswer = kbaAnswer
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        username = try container.decode(String.self, forKey: .username)
        password = try container.decode(String.self, forKey: .password)
        otp = try container.decodeIfPresent(String.self, forKey: .otp)
        email = try container.decodeIfPresent(String.self, forKey: .email)
        kbaAnswer = try container.decodeIfPresent(String.self, forKey: .kbaAnswer)
    }
}

/// A flow: a name the client selects with `acr_values`, and the node it starts on.
package struct ScriptFlow: Decodable, Sendable {
    package var name: String
    package var isDefault: Bool
    package var start: String

    private enum CodingKeys: String, CodingKey, CaseIterable { case name, `default`, start }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        isDefault = try container.decodeIfPresent(Bool.self, forKey: .default) ?? false
        start = try container.decode(String.self, forKey: .start)
    }
}

/// A form node the server answers with, and what happens when the client continues from it.
package struct ScriptNode: Decodable, Sendable {
    package var id: String
    package var connectionId: String?
    package var capabilityName: String?
    package var form: ScriptForm
    package var fields: [JSON]
    package var formData: JSON
    package var passwordPolicy: JSON?
    package var transitions: [ScriptTransition]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case id, connectionId, capabilityName, form, fields, formData, passwordPolicy, transitions
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        connectionId = try container.decodeIfPresent(String.self, forKey: .connectionId)
        capabilityName = try container.decodeIfPresent(String.self, forKey: .capabilityName)
        form =
            try container.decodeIfPresent(ScriptForm.self, forKey: .form)
            ?? ScriptForm(name: id, description: "", category: nil)
        fields = try container.decodeIfPresent([JSON].self, forKey: .fields) ?? []
        formData = try container.decodeIfPresent(JSON.self, forKey: .formData) ?? .object([:])
        passwordPolicy = try container.decodeIfPresent(JSON.self, forKey: .passwordPolicy)
        transitions = try container.decodeIfPresent([ScriptTransition].self, forKey: .transitions) ?? []
    }
}

/// The `form` header of a node.
package struct ScriptForm: Decodable, Sendable {
    package var name: String
    package var description: String
    package var category: String?

    private enum CodingKeys: String, CodingKey, CaseIterable { case name, description, category }

    package init(name: String, description: String, category: String?) {
        self.name = name
        self.description = description
        self.category = category
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
        category = try container.decodeIfPresent(String.self, forKey: .category)
    }
}

/// One rule of a node: for a button key and when every condition holds, do `then`.
package struct ScriptTransition: Decodable, Sendable {
    /// The `actionKey` this rule answers; `nil` answers any key.
    package var action: String?
    package var conditions: [ScriptCondition]
    package var outcome: ScriptOutcome

    private enum CodingKeys: String, CodingKey, CaseIterable { case action, when, then }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        action = try container.decodeIfPresent(String.self, forKey: .action)
        conditions = try container.decodeIfPresent([ScriptCondition].self, forKey: .when) ?? []
        outcome = try container.decode(ScriptOutcome.self, forKey: .then)
    }
}

/// A test on the submitted form data. Each list item under `when` holds exactly one of these.
package enum ScriptCondition: Decodable, Sendable {
    /// The submitted username/password (read from these field keys) match a user; the user is
    /// then remembered as signed in for this interaction.
    case credentials(usernameField: String, passwordField: String)
    /// The submitted code (this field key) equals the signed-in user's one-time code.
    case otp(field: String)
    /// The submitted password (this field key) satisfies the node's `passwordPolicy`.
    case passwordPolicy(field: String)
    /// The submitted value of `field` equals `value`: a boolean only equals a JSON boolean, other scalars
    /// compare by their text.
    case equals(field: String, value: JSON)
    /// The submitted value of `field` (a `POLLING` field's key) is `approved` and the challenge the sandbox
    /// issued for this visit of the node was approved (``SandboxServer/approve(_:)`` or its link).
    case approved(field: String)
    /// The submitted value of `field` names a user, who is then signed in without a password (the first
    /// step of a push approval).
    case user(field: String)

    private enum Kind: String, CodingKey, CaseIterable { case credentials, otp, passwordPolicy, equals, approved, user }
    private enum FieldKeys: String, CodingKey { case field, username, password, value }

    package init(from decoder: any Decoder) throws {
        let mapping = try SingleKeyMapping<Kind>(from: decoder, describing: "a condition")
        func body(_ allowed: [FieldKeys]) throws -> KeyedDecodingContainer<FieldKeys>? { try mapping.body(allowed) }
        switch mapping.kind {
        case .credentials:
            let body = try body([.username, .password])
            self = .credentials(
                usernameField: try body?.decodeIfPresent(String.self, forKey: .username) ?? "username",
                passwordField: try body?.decodeIfPresent(String.self, forKey: .password) ?? "password")
        case .otp:
            let body = try body([.field])
            self = .otp(field: try body?.decodeIfPresent(String.self, forKey: .field) ?? "otp")
        case .passwordPolicy:
            let body = try body([.field])
            self = .passwordPolicy(field: try body?.decodeIfPresent(String.self, forKey: .field) ?? "password")
        case .approved:
            let body = try body([.field])
            self = .approved(field: try body?.decodeIfPresent(String.self, forKey: .field) ?? "polling")
        case .user:
            let body = try body([.field])
            self = .user(field: try body?.decodeIfPresent(String.self, forKey: .field) ?? "username")
        case .equals:
            guard let body = try body([.field, .value]) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: mapping.codingPath, debugDescription: "`equals` needs `field` and `value`"))
            }
            self = .equals(
                field: try body.decode(String.self, forKey: .field),
                value: try body.decode(JSON.self, forKey: .value))
        }
    }
}

/// What a matching transition does.
package struct ScriptOutcome: Decodable, Sendable {
    /// How the interaction moves on.
    package enum Result: Sendable {
        /// Answer with another node.
        case goto(String)
        /// Finish with a success payload (fixture 07).
        case succeed
        /// Answer a 400 and stay on the node.
        case error(ScriptError)
    }

    package var result: Result
    /// Optionally add a user to the running server's user store first (registration).
    package var createUser: ScriptCreateUser?

    private enum CodingKeys: String, CodingKey, CaseIterable { case goto, succeed, error, createUser }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        createUser = try container.decodeIfPresent(ScriptCreateUser.self, forKey: .createUser)
        var results: [Result] = []
        if let target = try container.decodeIfPresent(String.self, forKey: .goto) { results.append(.goto(target)) }
        if let succeed = try container.decodeIfPresent(Bool.self, forKey: .succeed) {
            guard succeed else {
                throw DecodingError.dataCorruptedError(
                    forKey: .succeed, in: container,
                    debugDescription: "`succeed` can only be `true`")
            }
            results.append(.succeed)
        }
        if let error = try container.decodeIfPresent(ScriptError.self, forKey: .error) { results.append(.error(error)) }
        guard results.count == 1, let result = results.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "`then` needs exactly one of `goto`, `succeed`, `error` (found \(results.count))")
            )
        }
        if createUser != nil, case .error = result {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "`createUser` can only be combined with `goto` or `succeed`"))
        }
        self.result = result
    }
}

/// Registration: which submitted fields hold the new user's data.
package struct ScriptCreateUser: Decodable, Sendable {
    package var usernameField: String
    package var passwordField: String
    package var emailField: String?
    /// The one-time code the new user will be asked for (a literal, not a field).
    package var otp: String?

    private enum CodingKeys: String, CodingKey, CaseIterable { case username, password, email, otp }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        usernameField = try container.decodeIfPresent(String.self, forKey: .username) ?? "username"
        passwordField = try container.decodeIfPresent(String.self, forKey: .password) ?? "password"
        emailField = try container.decodeIfPresent(String.self, forKey: .email)
        otp = try container.decodeIfPresent(String.self, forKey: .otp)
    }
}

/// An error answer (HTTP 400 unless `status` says otherwise for `custom`).
package struct ScriptError: Decodable, Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        case invalidCredentials, invalidOneTimeCode, passwordPolicy, custom
    }

    package var kind: Kind
    /// Replaces the default `message`.
    package var message: String?
    /// `invalidCredentials` / `invalidOneTimeCode`: attempts before lock-out (default 5);
    /// `failuresRemaining` counts down from it per interaction.
    package var attempts: Int
    /// `passwordPolicy`: the field key holding the password (default `password`).
    package var field: String
    /// `custom`: the status (default 400) and body as written.
    package var status: Int
    package var body: JSON?

    private enum CodingKeys: String, CodingKey, CaseIterable { case kind, message, attempts, field, status, body }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        let kindText = try container.decode(String.self, forKey: .kind)
        guard let kind = Kind(rawValue: kindText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown error kind '\(kindText)', expected one of: "
                    + Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.kind = kind
        message = try container.decodeIfPresent(String.self, forKey: .message)
        attempts = try container.decodeIfPresent(Int.self, forKey: .attempts) ?? 5
        field = try container.decodeIfPresent(String.self, forKey: .field) ?? "password"
        status = try container.decodeIfPresent(Int.self, forKey: .status) ?? 400
        body = try container.decodeIfPresent(JSON.self, forKey: .body)
        if kind == .custom, body == nil {
            throw DecodingError.keyNotFound(
                CodingKeys.body,
                .init(
                    codingPath: decoder.codingPath, debugDescription: "a `custom` error needs a `body`"))
        }
        guard (400...599).contains(status) else {
            throw DecodingError.dataCorruptedError(
                forKey: .status, in: container,
                debugDescription: "status must be 400...599, got \(status)")
        }
        guard attempts >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .attempts, in: container,
                debugDescription: "attempts must be at least 1")
        }
    }
}

/// A mapping of exactly one key that names what it is (`{credentials: {username: u}}`): the case the key
/// names, and the reader of its value. Script conditions and tree conditions are written this way.
package struct SingleKeyMapping<Kind: RawRepresentable & CaseIterable> where Kind.RawValue == String {
    /// The case the key names.
    package let kind: Kind
    private let value: any Decoder

    /// Reads `decoder`; `what` names the mapping in the error ("a condition").
    package init(from decoder: any Decoder, describing what: String) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = container.allKeys.map(\.stringValue)
        guard keys.count == 1, let kind = Kind(rawValue: keys[0]) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(what) must have exactly one key, one of: "
                        + Kind.allCases.map(\.rawValue).joined(separator: ", ")
                        + " (found: \(keys.isEmpty ? "none" : keys.joined(separator: ", ")))"))
        }
        self.kind = kind
        value = try container.superDecoder(forKey: AnyCodingKey(kind.rawValue))
    }

    /// Where the key's value is, for errors.
    package var codingPath: [any CodingKey] { value.codingPath }

    /// The key's value as a mapping of the keys in `allowed` (others are refused); `nil` when it is null.
    package func body<Key: CodingKey>(_ allowed: [Key]) throws -> KeyedDecodingContainer<Key>? {
        if let single = try? value.singleValueContainer(), single.decodeNil() { return nil }
        return try value.checkedContainer(keyedBy: Key.self, allowed: allowed)
    }
}

extension Decoder {
    /// A keyed container that first rejects keys outside `Key`'s cases, so a typo in a script is
    /// reported instead of silently ignored.
    package func checkedContainer<Key: CodingKey & CaseIterable>(keyedBy type: Key.Type) throws
        -> KeyedDecodingContainer<Key>
    {
        try checkedContainer(keyedBy: type, allowed: Array(Key.allCases))
    }

    /// A keyed container that first rejects keys outside `allowed`.
    package func checkedContainer<Key: CodingKey>(keyedBy type: Key.Type, allowed: [Key]) throws
        -> KeyedDecodingContainer<Key>
    {
        let names = Set(allowed.map(\.stringValue))
        let unknown = try container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue).filter {
            !names.contains($0)
        }
        guard unknown.isEmpty else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription: "unknown key(s) \(unknown.map { "'\($0)'" }.joined(separator: ", ")); allowed: "
                        + names.sorted().joined(separator: ", ")))
        }
        return try container(keyedBy: type)
    }
}

// MARK: - Writing

/// The JSON of a script's objects: members in the order given, those without a value left out.
package enum ScriptJSON {
    package static func object(_ members: [(any CodingKey, JSON?)]) -> JSON {
        .object(JSONObject(members.compactMap { key, value in value.map { (key.stringValue, $0) } }))
    }

    /// A mapping of one key that names what it is (`{credentials: {username: u}}`), as `SingleKeyMapping` reads it.
    package static func singleKey(_ kind: some CodingKey, _ body: [(some CodingKey, JSON)]) -> JSON {
        .object(JSONObject([(kind.stringValue, .object(JSONObject(body.map { ($0.0.stringValue, $0.1) })))]))
    }

    /// An array, or nothing when it is empty (the decoders read a missing list as an empty one).
    package static func list(_ elements: [JSON]) -> JSON? {
        elements.isEmpty ? nil : .array(elements)
    }
}

extension ScriptDocument {
    /// A script of `users` and the flows or trees given.
    package init(
        version: Int? = 1, users: [ScriptUser], flows: [ScriptFlow] = [], nodes: [ScriptNode] = [],
        trees: [ScriptTree] = [], treeNodes: [TreeNode] = []
    ) {
        self.version = version
        self.users = users
        self.flows = flows
        self.nodes = nodes
        self.trees = trees
        self.treeNodes = treeNodes
    }

    /// The script as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.version, version.map { .integer($0) }),
            (CodingKeys.users, ScriptJSON.list(users.map(\.scriptJSON))),
            (CodingKeys.flows, ScriptJSON.list(flows.map(\.scriptJSON))),
            (CodingKeys.nodes, ScriptJSON.list(nodes.map(\.scriptJSON))),
            (CodingKeys.trees, ScriptJSON.list(trees.map(\.scriptJSON))),
            (CodingKeys.treeNodes, ScriptJSON.list(treeNodes.map(\.scriptJSON))),
        ])
    }
}

extension ScriptUser {
    /// The user as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.username, .string(username)), (CodingKeys.password, .string(password)),
            (CodingKeys.email, email.map(JSON.string)), (CodingKeys.kbaAnswer, kbaAnswer.map(JSON.string)),
            (CodingKeys.otp, otp.map(JSON.string)),
        ])
    }
}

extension ScriptFlow {
    /// A flow named `name` starting on the node `start`.
    package init(name: String, isDefault: Bool, start: String) {
        self.name = name
        self.isDefault = isDefault
        self.start = start
    }

    /// The flow as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.default, isDefault ? .bool(true) : nil), (CodingKeys.name, .string(name)),
            (CodingKeys.start, .string(start)),
        ])
    }
}

extension ScriptNode {
    /// A DaVinci node.
    package init(
        id: String, connectionId: String? = nil, capabilityName: String? = nil, form: ScriptForm, fields: [JSON],
        formData: JSON, passwordPolicy: JSON? = nil, transitions: [ScriptTransition]
    ) {
        self.id = id
        self.connectionId = connectionId
        self.capabilityName = capabilityName
        self.form = form
        self.fields = fields
        self.formData = formData
        self.passwordPolicy = passwordPolicy
        self.transitions = transitions
    }

    /// The node as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.id, .string(id)), (CodingKeys.connectionId, connectionId.map(JSON.string)),
            (CodingKeys.capabilityName, capabilityName.map(JSON.string)), (CodingKeys.form, form.scriptJSON),
            (CodingKeys.fields, .array(fields)), (CodingKeys.formData, formData),
            (CodingKeys.passwordPolicy, passwordPolicy),
            (CodingKeys.transitions, ScriptJSON.list(transitions.map(\.scriptJSON))),
        ])
    }
}

extension ScriptForm {
    /// The form header as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.name, .string(name)), (CodingKeys.description, .string(description)),
            (CodingKeys.category, category.map(JSON.string)),
        ])
    }
}

extension ScriptTransition {
    /// A rule for the button `action` (any, when `nil`).
    package init(action: String?, conditions: [ScriptCondition], outcome: ScriptOutcome) {
        self.action = action
        self.conditions = conditions
        self.outcome = outcome
    }

    /// The rule as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.action, action.map(JSON.string)),
            (CodingKeys.when, ScriptJSON.list(conditions.map(\.scriptJSON))), (CodingKeys.then, outcome.scriptJSON),
        ])
    }
}

extension ScriptCondition {
    /// The condition as the file holds it: a mapping of one key.
    package var scriptJSON: JSON {
        let (kind, body): (Kind, [(FieldKeys, JSON)]) =
            switch self {
            case let .credentials(username, password):
                (.credentials, [(.username, .string(username)), (.password, .string(password))])
            case .otp(let field): (.otp, [(.field, .string(field))])
            case .passwordPolicy(let field): (.passwordPolicy, [(.field, .string(field))])
            case let .equals(field, value): (.equals, [(.field, .string(field)), (.value, value)])
            case .approved(let field): (.approved, [(.field, .string(field))])
            case .user(let field): (.user, [(.field, .string(field))])
            }
        return ScriptJSON.singleKey(kind, body)
    }
}

extension ScriptOutcome {
    /// An outcome.
    package init(_ result: Result, createUser: ScriptCreateUser? = nil) {
        self.result = result
        self.createUser = createUser
    }

    /// The outcome as the file holds it.
    package var scriptJSON: JSON {
        let move: (CodingKeys, JSON) =
            switch result {
            case .goto(let target): (.goto, .string(target))
            case .succeed: (.succeed, .bool(true))
            case .error(let error): (.error, error.scriptJSON)
            }
        return ScriptJSON.object([(move.0, move.1), (CodingKeys.createUser, createUser?.scriptJSON)])
    }
}

extension ScriptCreateUser {
    /// Registration as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.username, .string(usernameField)), (CodingKeys.password, .string(passwordField)),
            (CodingKeys.email, emailField.map(JSON.string)), (CodingKeys.otp, otp.map(JSON.string)),
        ])
    }
}

extension ScriptError {
    /// An error answer; the defaults are the decoder's.
    package init(
        kind: Kind, message: String? = nil, attempts: Int = 5, field: String = "password", status: Int = 400,
        body: JSON? = nil
    ) {
        self.kind = kind
        self.message = message
        self.attempts = attempts
        self.field = field
        self.status = status
        self.body = body
    }

    /// The error as the file holds it, values left at their defaults left out.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.kind, .string(kind.rawValue)), (CodingKeys.message, message.map(JSON.string)),
            (CodingKeys.attempts, attempts == 5 ? nil : .integer(attempts)),
            (CodingKeys.field, field == "password" ? nil : .string(field)),
            (CodingKeys.status, status == 400 ? nil : .integer(status)), (CodingKeys.body, body),
        ])
    }
}
