import Foundation

/// One running flow of one client, keyed by the `interactionId` cookie.
struct Interaction: Sendable {
    let id: String
    let flow: ScriptFlow
    var nodeID: String
    var token: String
    /// Set by a `credentials` condition or by registration; the `otp` condition checks this user.
    var signedInUser: String?
    /// Failed attempts per error kind and node, for `failuresRemaining`.
    var failureCounts: [String: Int] = [:]
    let expiresAt: Date
    /// A fresh id for every visit of a node: the `challenge` of its challenge-polling field and the
    /// request id of its social login pages.
    var visit = RandomToken.hex(byteCount: 16)
    /// Whether the challenge of this visit was approved.
    var challengeApproved = false
}

/// What a continue request led to.
enum ContinueOutcome: Sendable {
    /// Show another node (or the same one again).
    case node(Interaction, ScriptNode)
    /// The flow finished; the interaction is gone.
    case success(Interaction, ScriptNode)
    /// A scripted 400 (or custom status); the interaction stays on `node`.
    case error(Interaction, ScriptNode, ScriptError, ErrorDetail)
}

/// Extra data a scripted error needs.
enum ErrorDetail: Sendable {
    case none
    case failuresRemaining(Int)
    case violations([PasswordRequirementFailure])
}

/// The state of one server: its users (script users plus registrations) and every interaction.
/// An actor so that concurrent requests, even for the same interaction, apply one at a time.
actor InteractionStore {
    let script: SandboxScript
    private let lifetime: TimeInterval
    /// The environment id path segment, for the links of messages.
    let environmentID: String
    /// The server's base URL once it listens, for the links of messages.
    let baseURL: Locked<String?>
    private var users: [String: ScriptUser]
    var interactions: [String: Interaction] = [:]
    /// Social login continue tokens handed out by the provider page, by token.
    var providerGrants: [String: ProviderGrant] = [:]
    /// Approval messages of challenge-polling nodes, oldest first.
    var messages: [SandboxMessage] = []

    init(
        script: SandboxScript, lifetime: TimeInterval = 3600, environmentID: String = "sandbox",
        baseURL: Locked<String?> = Locked(nil)
    ) {
        self.script = script
        self.lifetime = lifetime
        self.environmentID = environmentID
        self.baseURL = baseURL
        self.users = Dictionary(
            script.document.users.map { ($0.username, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Starts the flow `flowName` (or the default flow) and returns its first node.
    func begin(flowName: String?) throws(ProtocolError) -> (Interaction, ScriptNode) {
        pruneExpired()
        let flow: ScriptFlow
        if let flowName, !flowName.isEmpty {
            guard let named = script.flow(named: flowName) else {
                throw .badRequest(
                    "Unknown flow '\(flowName)'. Known flows: \(script.flowNames.joined(separator: ", "))",
                    code: "INVALID_FLOW")
            }
            flow = named
        } else if let defaultFlow = script.defaultFlow {
            flow = defaultFlow
        } else {
            throw .badRequest("The sandbox script has no DaVinci flow (it serves AM trees only)", code: "INVALID_FLOW")
        }
        guard let node = script.nodesByID[flow.start] else {
            throw ProtocolError(
                status: 500, code: "SCRIPT_ERROR", message: "Flow '\(flow.name)' starts on a missing node")
        }
        var interaction = Interaction(
            id: RandomToken.uuid(), flow: flow, nodeID: node.id,
            token: RandomToken.hex(byteCount: 128), expiresAt: Date().addingTimeInterval(lifetime))
        enter(node, interaction: &interaction)
        interactions[interaction.id] = interaction
        return (interaction, node)
    }

    /// Applies a continue request to the interaction named by the cookie.
    func advance(interactionID: String?, request: ContinueRequest) throws(ProtocolError) -> ContinueOutcome {
        guard let interactionID, !interactionID.isEmpty else {
            throw .badRequest("Missing interactionId cookie", code: "INVALID_INTERACTION")
        }
        let interaction = try live(interactionID)
        if let bodyID = request.interactionID, bodyID != interactionID {
            throw .badRequest(
                "interactionId in the body does not match the interactionId cookie", code: "INVALID_INTERACTION")
        }
        return try apply(request, to: interaction)
    }

    /// The unexpired interaction `interactionID` (an expired one is forgotten).
    func live(_ interactionID: String) throws(ProtocolError) -> Interaction {
        guard let interaction = interactions[interactionID] else {
            throw .badRequest("Unknown or finished interaction", code: "INVALID_INTERACTION")
        }
        guard interaction.expiresAt > Date() else {
            interactions[interactionID] = nil
            throw .badRequest("The interaction has expired", code: "INVALID_INTERACTION")
        }
        return interaction
    }

    /// Applies a continue request (a client's, or the sandbox's own social login continuation) to
    /// `interaction`: the first matching transition of its node decides.
    func apply(_ request: ContinueRequest, to current: Interaction) throws(ProtocolError) -> ContinueOutcome {
        var interaction = current
        let interactionID = interaction.id
        guard request.nodeID == interaction.nodeID, let node = script.nodesByID[interaction.nodeID] else {
            throw .badRequest(
                "Node id '\(request.nodeID)' is not the current node of this interaction", code: "INVALID_NODE")
        }
        var evaluator = TransitionEvaluator(
            node: node, policy: script.policiesByNodeID[node.id],
            users: users, signedInUser: interaction.signedInUser)
        evaluator.challengeApproved = interaction.challengeApproved
        guard let match = evaluator.match(request) else {
            throw .badRequest(
                "Node '\(node.id)' has no transition for actionKey '\(request.actionKey ?? "")'",
                code: "INVALID_ACTION")
        }
        interaction.signedInUser = match.signedInUser
        let outcome = match.transition.outcome
        if let registration = outcome.createUser {
            interaction.signedInUser = try register(registration, from: request)
        }
        switch outcome.result {
        case .goto(let target):
            guard let next = script.nodesByID[target] else {
                throw ProtocolError(status: 500, code: "SCRIPT_ERROR", message: "Transition to a missing node")
            }
            interaction.nodeID = next.id
            interaction.token = RandomToken.hex(byteCount: 128)
            enter(next, interaction: &interaction)
            interactions[interactionID] = interaction
            return .node(interaction, next)
        case .succeed:
            interactions[interactionID] = nil
            return .success(interaction, node)
        case .error(let error):
            let detail: ErrorDetail
            switch error.kind {
            case .invalidCredentials, .invalidOneTimeCode:
                let key = "\(error.kind.rawValue)@\(node.id)"
                let failures = interaction.failureCounts[key, default: 0] + 1
                interaction.failureCounts[key] = failures
                detail = .failuresRemaining(max(error.attempts - failures, 0))
            case .passwordPolicy:
                let policy = script.policiesByNodeID[node.id]
                detail = .violations(policy?.failedRequirements(of: request.text(of: error.field) ?? "") ?? [])
            case .custom:
                detail = .none
            }
            interactions[interactionID] = interaction
            return .error(interaction, node, error, detail)
        }
    }

    /// Starts a visit of `node`: a fresh visit id, and for a challenge-polling node an unapproved
    /// challenge and its approval message.
    private func enter(_ node: ScriptNode, interaction: inout Interaction) {
        interaction.visit = RandomToken.hex(byteCount: 16)
        interaction.challengeApproved = false
        if node.fields.contains(where: SandboxFieldKind.isChallengePolling) {
            sendApproval(for: interaction)
        }
    }

    /// Adds a user from the submitted form; returns the new username.
    private func register(_ registration: ScriptCreateUser, from request: ContinueRequest) throws(ProtocolError)
        -> String
    {
        guard let username = request.text(of: registration.usernameField), !username.isEmpty else {
            throw .badRequest("\(registration.usernameField): a username is required", code: "INVALID_DATA")
        }
        guard let password = request.text(of: registration.passwordField), !password.isEmpty else {
            throw .badRequest("\(registration.passwordField): a password is required", code: "INVALID_DATA")
        }
        guard users[username] == nil else {
            throw .badRequest("username: A user with this username already exists", code: "uniquenessViolation")
        }
        let email = registration.emailField.flatMap { request.text(of: $0) }
        users[username] = ScriptUser(username: username, password: password, otp: registration.otp, email: email)
        return username
    }

    /// Whether `username` can sign in (from the script or registered on this server).
    func hasUser(_ username: String) -> Bool {
        users[username] != nil
    }

    /// The email address of `username`, when the user has one.
    func email(of username: String) -> String? {
        users[username]?.email
    }

    /// The number of live interactions.
    var interactionCount: Int { interactions.count }

    private func pruneExpired() {
        let now = Date()
        interactions = interactions.filter { $0.value.expiresAt > now }
        providerGrants = providerGrants.filter { interactions[$0.value.interactionID] != nil }
    }
}
