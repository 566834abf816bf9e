import Foundation
import OrchestrateBasics

// The typed model of the AM part of a sandbox script, both ways: `trees` and `treeNodes`, the siblings of
// `flows` and `nodes`. See `SandboxScript` for the documented format.

/// A tree (an AM journey): the name a client starts with `authIndexValue`, and its first node.
package struct ScriptTree: Decodable, Sendable {
    package var name: String
    package var start: String

    private enum CodingKeys: String, CodingKey, CaseIterable { case name, start }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        start = try container.decode(String.self, forKey: .start)
    }
}

/// A page of callbacks the server answers with, and what happens when the client sends it back; a node of
/// no callback is one the server passes at once, its transitions tested against the request that reached it
/// (its headers).
package struct TreeNode: Decodable, Sendable {
    package var id: String
    package var stage: String?
    package var header: String?
    package var description: String?
    package var callbacks: [TreeCallback]
    /// Polling: on entry an approval link is sent; the node is answered again until approved (or polled
    /// `polls` times), then its transitions apply.
    package var approval: TreeApproval?
    /// Suspend: on entry an email with a `suspendedId` link is sent; resuming continues on `resume`.
    package var suspend: TreeSuspend?
    package var transitions: [TreeTransition]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case id, stage, header, description, callbacks, approval, suspend, transitions
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        stage = try container.decodeIfPresent(String.self, forKey: .stage)
        header = try container.decodeIfPresent(String.self, forKey: .header)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        callbacks = try container.decode([TreeCallback].self, forKey: .callbacks)
        approval = try container.decodeIfPresent(TreeApproval.self, forKey: .approval)
        suspend = try container.decodeIfPresent(TreeSuspend.self, forKey: .suspend)
        transitions = try container.decodeIfPresent([TreeTransition].self, forKey: .transitions) ?? []
    }
}

/// One AM callback of a node: its `type`, its outputs (written as a mapping, sent as AM's
/// `[{name, value}]` list in the same order) and optionally its inputs (derived from the type otherwise).
package struct TreeCallback: Decodable, Sendable {
    package var type: String
    package var output: JSONObject
    /// Explicit inputs `[{name, value}]`; `nil` uses the type's default inputs (the sandbox's `TreeCallbackKind`).
    package var input: [(name: String, value: JSON)]?

    private enum CodingKeys: String, CodingKey, CaseIterable { case type, output, input }
    private enum InputKeys: String, CodingKey, CaseIterable { case name, value }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        let output = try container.decodeIfPresent(JSON.self, forKey: .output) ?? .object([:])
        guard let members = output.members else {
            throw DecodingError.dataCorruptedError(
                forKey: .output, in: container,
                debugDescription: "output must be a mapping of output name to value")
        }
        self.output = members
        if container.contains(.input) {
            var list = try container.nestedUnkeyedContainer(forKey: .input)
            var inputs: [(name: String, value: JSON)] = []
            while !list.isAtEnd {
                let item = try list.superDecoder().checkedContainer(keyedBy: InputKeys.self)
                inputs.append(
                    (
                        try item.decode(String.self, forKey: .name),
                        try item.decodeIfPresent(JSON.self, forKey: .value) ?? .string("")
                    ))
            }
            input = inputs
        }
    }

    /// The value of output `name`, if written.
    package func outputValue(_ name: String) -> JSON? {
        output[name]
    }
}

/// `approval: {polls: N}` of a polling node.
package struct TreeApproval: Decodable, Sendable {
    /// After this many polls the node goes on even without approval; `nil` waits for approval only.
    package var polls: Int?

    private enum CodingKeys: String, CodingKey, CaseIterable { case polls }

    package init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), single.decodeNil() {
            polls = nil
            return
        }
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        polls = try container.decodeIfPresent(Int.self, forKey: .polls)
        if let polls, polls < 1 {
            throw DecodingError.dataCorruptedError(
                forKey: .polls, in: container, debugDescription: "polls must be at least 1")
        }
    }
}

/// `suspend: {resume: <node id>}` of a node that ends the request with an emailed resume link.
package struct TreeSuspend: Decodable, Sendable {
    package var resume: String

    private enum CodingKeys: String, CodingKey, CaseIterable { case resume }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        resume = try container.decode(String.self, forKey: .resume)
    }
}

/// One rule of a tree node: when every condition holds, do `then`.
package struct TreeTransition: Decodable, Sendable {
    package var conditions: [TreeCondition]
    package var outcome: TreeOutcome

    private enum CodingKeys: String, CodingKey, CaseIterable { case when, then }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        conditions = try container.decodeIfPresent([TreeCondition].self, forKey: .when) ?? []
        outcome = try container.decode(TreeOutcome.self, forKey: .then)
    }
}

/// A test on the submitted inputs, which are named as AM names them (`IDToken1`, `IDToken2answer`, …).
package enum TreeCondition: Decodable, Sendable {
    /// The username and password inputs match a user, who is then signed in for the journey.
    case credentials(usernameInput: String, passwordInput: String)
    /// The input names an existing user, who is then the journey's user (no password asked).
    case user(usernameInput: String)
    /// The input equals the journey user's one-time code.
    case otp(input: String)
    /// The input equals the journey user's KBA (security question) answer.
    case kba(input: String)
    /// The input equals `value` (scalars compare by their text).
    case equals(input: String, value: JSON)
    /// The node has been answered at most `atMost` times in the journey, this answer included: AM's
    /// `RetryLimitDecisionNode`, whose Retry holds for `retryLimit` more tries.
    case attempts(atMost: Int)
    /// The request's headers `username` and `password` name a user and hold their password, who is then
    /// signed in for the journey: AM's `ZeroPageLoginNode` reads them (`X-OpenAM-Username` and
    /// `X-OpenAM-Password` by default) and a data store decision checks them, with no page.
    case headers(username: String, password: String)

    private enum Kind: String, CodingKey, CaseIterable { case credentials, user, otp, kba, equals, attempts, headers }
    private enum BodyKeys: String, CodingKey { case username, password, input, value, atMost }

    /// The headers `ZeroPageLoginNode` reads unless configured otherwise (am-external
    /// `ZeroPageLoginNode.Config`: `usernameHeader`, `passwordHeader`).
    package static let defaultHeaders = (username: "X-OpenAM-Username", password: "X-OpenAM-Password")

    package init(from decoder: any Decoder) throws {
        let mapping = try SingleKeyMapping<Kind>(from: decoder, describing: "a tree condition")
        func body(_ allowed: [BodyKeys]) throws -> KeyedDecodingContainer<BodyKeys>? { try mapping.body(allowed) }
        switch mapping.kind {
        case .credentials:
            let body = try body([.username, .password])
            self = .credentials(
                usernameInput: try body?.decodeIfPresent(String.self, forKey: .username) ?? "IDToken1",
                passwordInput: try body?.decodeIfPresent(String.self, forKey: .password) ?? "IDToken2")
        case .user:
            let body = try body([.username])
            self = .user(usernameInput: try body?.decodeIfPresent(String.self, forKey: .username) ?? "IDToken1")
        case .otp:
            self = .otp(input: try body([.input])?.decodeIfPresent(String.self, forKey: .input) ?? "IDToken1")
        case .kba:
            self = .kba(input: try body([.input])?.decodeIfPresent(String.self, forKey: .input) ?? "IDToken1")
        case .equals:
            guard let body = try body([.input, .value]) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: mapping.codingPath, debugDescription: "`equals` needs `input` and `value`"))
            }
            self = .equals(
                input: try body.decode(String.self, forKey: .input),
                value: try body.decode(JSON.self, forKey: .value))
        case .attempts:
            guard let body = try body([.atMost]) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: mapping.codingPath, debugDescription: "`attempts` needs `atMost`"))
            }
            let limit = try body.decode(Int.self, forKey: .atMost)
            guard limit >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .atMost, in: body, debugDescription: "atMost must be at least 1")
            }
            self = .attempts(atMost: limit)
        case .headers:
            let body = try body([.username, .password])
            self = .headers(
                username: try body?.decodeIfPresent(String.self, forKey: .username) ?? Self.defaultHeaders.username,
                password: try body?.decodeIfPresent(String.self, forKey: .password) ?? Self.defaultHeaders.password)
        }
    }

    /// The input names the condition reads.
    package var inputNames: [String] {
        switch self {
        case let .credentials(username, password): return [username, password]
        case let .user(username): return [username]
        case let .otp(input), let .kba(input), let .equals(input, _): return [input]
        case .attempts, .headers: return []
        }
    }
}

/// What a matching tree transition does: exactly one of `goto`, `succeed`, `fail`.
package struct TreeOutcome: Decodable, Sendable {
    package enum Result: Sendable {
        /// Answer with another node (or this one again).
        case goto(String)
        /// Finish: an SSO session, answered `{tokenId, successUrl, realm}`.
        case succeed
        /// Finish: 401 `{"code":401,"reason":"Unauthorized","message":"Login failure"}`; the client starts again.
        case fail
    }

    package var result: Result
    /// Optionally add a user first (registration); the fields name inputs.
    package var createUser: TreeCreateUser?

    private enum CodingKeys: String, CodingKey, CaseIterable { case goto, succeed, fail, createUser }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        createUser = try container.decodeIfPresent(TreeCreateUser.self, forKey: .createUser)
        var results: [Result] = []
        if let target = try container.decodeIfPresent(String.self, forKey: .goto) { results.append(.goto(target)) }
        for (key, result) in [(CodingKeys.succeed, Result.succeed), (.fail, .fail)] {
            if let flag = try container.decodeIfPresent(Bool.self, forKey: key) {
                guard flag else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container,
                        debugDescription: "`\(key.rawValue)` can only be `true`")
                }
                results.append(result)
            }
        }
        guard results.count == 1, let result = results.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "`then` needs exactly one of `goto`, `succeed`, `fail` (found \(results.count))"))
        }
        if createUser != nil, case .fail = result {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "`createUser` can only be combined with `goto` or `succeed`"))
        }
        self.result = result
    }
}

/// Registration in a tree: which inputs hold the new user's data.
package struct TreeCreateUser: Decodable, Sendable {
    package var usernameInput: String
    package var passwordInput: String
    package var emailInput: String?
    package var kbaAnswerInput: String?
    /// The one-time code the new user will be asked for (a literal).
    package var otp: String?

    private enum CodingKeys: String, CodingKey, CaseIterable { case username, password, email, kbaAnswer, otp }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self)
        usernameInput = try container.decodeIfPresent(String.self, forKey: .username) ?? "IDToken1"
        passwordInput = try container.decodeIfPresent(String.self, forKey: .password) ?? "IDToken2"
        emailInput = try container.decodeIfPresent(String.self, forKey: .email)
        kbaAnswerInput = try container.decodeIfPresent(String.self, forKey: .kbaAnswer)
        otp = try container.decodeIfPresent(String.self, forKey: .otp)
    }

    package var inputNames: [String] {
        [usernameInput, passwordInput] + [emailInput, kbaAnswerInput].compactMap { $0 }
    }
}

// MARK: - Writing

extension ScriptTree {
    /// A tree named `name` starting on the node `start`.
    package init(name: String, start: String) {
        self.name = name
        self.start = start
    }

    /// The tree as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([(CodingKeys.name, .string(name)), (CodingKeys.start, .string(start))])
    }
}

extension TreeNode {
    /// A page of callbacks.
    package init(
        id: String, stage: String? = nil, header: String? = nil, description: String? = nil, callbacks: [TreeCallback],
        approval: TreeApproval? = nil, suspend: TreeSuspend? = nil, transitions: [TreeTransition]
    ) {
        self.id = id
        self.stage = stage
        self.header = header
        self.description = description
        self.callbacks = callbacks
        self.approval = approval
        self.suspend = suspend
        self.transitions = transitions
    }

    /// The node as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.id, .string(id)), (CodingKeys.stage, stage.map(JSON.string)),
            (CodingKeys.header, header.map(JSON.string)), (CodingKeys.description, description.map(JSON.string)),
            (CodingKeys.callbacks, .array(callbacks.map(\.scriptJSON))), (CodingKeys.approval, approval?.scriptJSON),
            (CodingKeys.suspend, suspend?.scriptJSON),
            (CodingKeys.transitions, ScriptJSON.list(transitions.map(\.scriptJSON))),
        ])
    }
}

extension TreeCallback {
    /// A callback of `type` with its outputs (and explicit inputs, when given).
    package init(type: String, output: JSONObject, input: [(name: String, value: JSON)]? = nil) {
        self.type = type
        self.output = output
        self.input = input
    }

    /// The callback as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.type, .string(type)), (CodingKeys.output, .object(output)),
            (
                CodingKeys.input,
                input.map { inputs in
                    .array(
                        inputs.map {
                            .object(
                                JSONObject([
                                    (InputKeys.name.stringValue, .string($0.name)),
                                    (InputKeys.value.stringValue, $0.value),
                                ]))
                        })
                }
            ),
        ])
    }
}

extension TreeApproval {
    /// The approval as the file holds it (`null` waits for approval only).
    package var scriptJSON: JSON {
        polls.map { ScriptJSON.object([(CodingKeys.polls, .integer($0))]) } ?? .null
    }
}

extension TreeSuspend {
    /// The suspend as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([(CodingKeys.resume, .string(resume))])
    }
}

extension TreeTransition {
    /// A rule: when every condition holds, the outcome.
    package init(conditions: [TreeCondition], outcome: TreeOutcome) {
        self.conditions = conditions
        self.outcome = outcome
    }

    /// The rule as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.when, ScriptJSON.list(conditions.map(\.scriptJSON))), (CodingKeys.then, outcome.scriptJSON),
        ])
    }
}

extension TreeCondition {
    /// The condition as the file holds it: a mapping of one key.
    package var scriptJSON: JSON {
        let (kind, body): (Kind, [(BodyKeys, JSON)]) =
            switch self {
            case let .credentials(username, password):
                (.credentials, [(.username, .string(username)), (.password, .string(password))])
            case .user(let username): (.user, [(.username, .string(username))])
            case .otp(let input): (.otp, [(.input, .string(input))])
            case .kba(let input): (.kba, [(.input, .string(input))])
            case let .equals(input, value): (.equals, [(.input, .string(input)), (.value, value)])
            case .attempts(let limit): (.attempts, [(.atMost, .integer(limit))])
            case let .headers(username, password):
                (.headers, [(.username, .string(username)), (.password, .string(password))])
            }
        return ScriptJSON.singleKey(kind, body)
    }
}

extension TreeOutcome {
    /// An outcome.
    package init(_ result: Result, createUser: TreeCreateUser? = nil) {
        self.result = result
        self.createUser = createUser
    }

    /// The outcome as the file holds it.
    package var scriptJSON: JSON {
        let move: (CodingKeys, JSON) =
            switch result {
            case .goto(let target): (.goto, .string(target))
            case .succeed: (.succeed, .bool(true))
            case .fail: (.fail, .bool(true))
            }
        return ScriptJSON.object([(move.0, move.1), (CodingKeys.createUser, createUser?.scriptJSON)])
    }
}

extension TreeCreateUser {
    /// Registration as the file holds it.
    package var scriptJSON: JSON {
        ScriptJSON.object([
            (CodingKeys.username, .string(usernameInput)), (CodingKeys.password, .string(passwordInput)),
            (CodingKeys.email, emailInput.map(JSON.string)), (CodingKeys.kbaAnswer, kbaAnswerInput.map(JSON.string)),
            (CodingKeys.otp, otp.map(JSON.string)),
        ])
    }
}
