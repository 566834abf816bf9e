import Foundation

/// One running AM journey: the tree, where it is, and who it is about.
struct Journey: Sendable {
    let tree: ScriptTree
    let realm: String
    var nodeID: String
    var signedInUser: String?
    /// `noSession=true` on start: success creates no SSO session.
    let noSession: Bool
    /// Polls of the current polling node, and its approval id.
    var polls = 0
    var approvalID: String?
    /// How many times the journey has answered each node, by node id.
    var answers: [String: Int] = [:]
    /// Nodes of no callback passed since the last page, bounded by `JourneyStore.maximumPassedNodes`.
    var passed = 0
    var expiresAt: Date
}

/// An SSO session created by a successful journey, known by its `tokenId`.
struct JourneySession: Sendable {
    /// A stable id of the session (the ID tokens' `sid`), distinct from the secret `tokenId`.
    let id: String
    let username: String
    let realm: String
    let expiresAt: Date
}

/// What a journey request led to.
enum JourneyOutcome: Sendable {
    /// Answer a node with a fresh `authId` (feedback when the same node is answered again).
    case node(TreeNode, authID: String, feedback: TreeNodeRenderer.Feedback?)
    /// The journey finished; `tokenId` is `nil` for `noSession=true`.
    case success(tokenID: String?, realm: String)
}

/// The AM state of one server: its users, journeys (by `authId`), suspended journeys, approvals, SSO
/// sessions and sent messages. An actor so that concurrent requests apply one at a time.
actor JourneyStore {
    let script: SandboxScript
    private let settings: SandboxAMSettings
    private let baseURL: Locked<String?>
    private var users: [String: ScriptUser]
    private var journeys: [String: Journey] = [:]
    private var suspended: [String: (journey: Journey, expiresAt: Date)] = [:]
    private var approvals: [String: Bool] = [:]
    private var sessions: [String: JourneySession] = [:]
    private var messages: [SandboxMessage] = []
    /// The most messages kept (the most recent ones).
    static let messageLimit = 1000

    init(script: SandboxScript, settings: SandboxAMSettings, baseURL: Locked<String?>) {
        self.script = script
        self.settings = settings
        self.baseURL = baseURL
        self.users = Dictionary(
            script.document.users.map { ($0.username, $0) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - Start, next, resume

    /// Starts tree `treeName` (the first tree when `nil`). A valid SSO session without `forceAuth`
    /// answers success at once with the same `tokenId`, as AM does. `request` is the start's, which the
    /// tree's first nodes of no callback read.
    func start(
        treeName: String?, realm: String, noSession: Bool, forceAuth: Bool,
        ssoToken: String?, request: AuthenticateRequest
    ) throws(AMError) -> JourneyOutcome {
        prune()
        let tree: ScriptTree
        if let treeName {
            guard let named = script.tree(named: treeName) else { throw .badRequest("No configuration found") }
            tree = named
        } else {
            guard let first = script.document.trees.first else { throw .badRequest("No configuration found") }
            tree = first
        }
        if !forceAuth, let ssoToken, let session = activeSession(ssoToken) {
            return .success(tokenID: noSession ? nil : ssoToken, realm: session.realm)
        }
        let journey = Journey(
            tree: tree, realm: realm, nodeID: tree.start, signedInUser: nil, noSession: noSession,
            expiresAt: Date().addingTimeInterval(settings.authIDLifetime))
        return try enter(tree.start, journey: journey, request: request)
    }

    /// Applies the callbacks of `request` to the journey named by its `authId`. A spent, forged or
    /// unknown `authId` is refused 400 "Invalid authId"; an expired one 401 "Session has timed out".
    func next(_ request: AuthenticateRequest) throws(AMError) -> JourneyOutcome {
        guard let authID = request.authID, var journey = journeys.removeValue(forKey: authID) else {
            throw .badRequest("Invalid authId")
        }
        guard journey.expiresAt > Date() else { throw AMError(status: 401, message: "Session has timed out") }
        guard let node = script.treeNodesByID[journey.nodeID] else {
            throw AMError(status: 500, message: "Tree node missing")
        }
        journey.expiresAt = Date().addingTimeInterval(settings.authIDLifetime)

        // A suspended step stays suspended until its link is used.
        if node.suspend != nil { return answer(node, journey: journey) }

        // Policies and validateOnly: the node again, with failedPolicies, never advancing.
        let feedback = self.feedback(for: node, request: request)
        if feedback.validateOnly || !feedback.failedPolicies.isEmpty {
            return answer(node, journey: journey, feedback: feedback)
        }

        if let approval = node.approval {
            journey.polls += 1
            let approved = journey.approvalID.flatMap { approvals[$0] } ?? false
            guard approved || approval.polls.map({ journey.polls >= $0 }) ?? false else {
                return answer(node, journey: journey)
            }
            if let id = journey.approvalID { approvals[id] = nil }
        }

        return try take(node, journey: journey, request: request)
    }

    /// Takes the first transition of `node` whose conditions `request` meets: on to another node, success,
    /// or a login failure when it fails or none holds.
    private func take(_ node: TreeNode, journey: Journey, request: AuthenticateRequest) throws(AMError)
        -> JourneyOutcome
    {
        var journey = journey
        journey.answers[node.id, default: 0] += 1
        var evaluator = TreeTransitionEvaluator(node: node, users: users, signedInUser: journey.signedInUser)
        evaluator.answers = journey.answers[node.id] ?? 1
        guard let match = evaluator.match(request) else { throw .loginFailure }
        journey.signedInUser = match.signedInUser
        let outcome = match.transition.outcome
        if let registration = outcome.createUser {
            journey.signedInUser = try register(registration, from: request)
        }
        switch outcome.result {
        case .goto(let target):
            return try enter(target, journey: journey, request: request)
        case .succeed:
            return succeed(journey)
        case .fail:
            throw .loginFailure
        }
    }

    /// Resumes the journey suspended under `suspendedID` on its `resume` node.
    func resume(suspendedID: String, request: AuthenticateRequest) throws(AMError) -> JourneyOutcome {
        guard let entry = suspended.removeValue(forKey: suspendedID), entry.expiresAt > Date() else {
            throw .badRequest("The suspended authentication is invalid or has expired")
        }
        var journey = entry.journey
        guard let node = script.treeNodesByID[journey.nodeID], let target = node.suspend?.resume else {
            throw AMError(status: 500, message: "Tree node missing")
        }
        journey.expiresAt = Date().addingTimeInterval(settings.authIDLifetime)
        return try enter(target, journey: journey, request: request)
    }

    /// The most nodes of no callback one request passes through: a loop of them in a script ends there.
    static let maximumPassedNodes = 100

    /// Moves the journey onto node `id`, running the node's entry effects (approval push, suspend email). A
    /// node of no callback is passed at once: its transitions are tested against `request`.
    private func enter(_ id: String, journey: Journey, request: AuthenticateRequest) throws(AMError)
        -> JourneyOutcome
    {
        guard let node = script.treeNodesByID[id] else { throw AMError(status: 500, message: "Tree node missing") }
        var journey = journey
        if node.callbacks.isEmpty {
            journey.passed += 1
            guard journey.passed <= Self.maximumPassedNodes else {
                throw AMError(status: 500, message: "The tree passes through nodes of no callback without end")
            }
            journey.nodeID = id
            return try take(node, journey: journey, request: request)
        }
        journey.passed = 0
        journey.nodeID = id
        journey.polls = 0
        journey.approvalID = nil
        if node.approval != nil {
            let approvalID = RandomToken.hex(byteCount: 16)
            approvals[approvalID] = false
            journey.approvalID = approvalID
            send(
                .approval, journey: journey, subject: "Approve your sign-in", path: "/am/sandbox/approve",
                query: [("id", approvalID)])
        }
        if node.suspend != nil {
            let suspendedID = RandomToken.hex(byteCount: 24)
            suspended[suspendedID] = (journey, Date().addingTimeInterval(settings.suspendedLifetime))
            send(
                .email, journey: journey, subject: "Continue signing in", path: "/am/XUI/",
                query: [("realm", "/\(journey.realm)"), ("suspendedId", suspendedID)])
        }
        return answer(node, journey: journey)
    }

    /// Keeps the journey under a fresh `authId` and answers `node`.
    private func answer(_ node: TreeNode, journey: Journey, feedback: TreeNodeRenderer.Feedback? = nil)
        -> JourneyOutcome
    {
        let authID = RandomToken.hex(byteCount: 32)
        journeys[authID] = journey
        return .node(node, authID: authID, feedback: feedback)
    }

    private func succeed(_ journey: Journey) -> JourneyOutcome {
        guard !journey.noSession, let username = journey.signedInUser else {
            return .success(tokenID: nil, realm: journey.realm)
        }
        let token = RandomToken.hex(byteCount: 32)
        sessions[token] = JourneySession(
            id: RandomToken.uuid(), username: username, realm: journey.realm,
            expiresAt: Date().addingTimeInterval(settings.sessionLifetime))
        return .success(tokenID: token, realm: journey.realm)
    }

    private func feedback(for node: TreeNode, request: AuthenticateRequest) -> TreeNodeRenderer.Feedback {
        var feedback = TreeNodeRenderer.Feedback()
        feedback.submitted = request.inputs
        let users = self.users
        let checker = TreePolicyChecker(userExists: { users[$0] != nil })
        for (index, callback) in node.callbacks.enumerated() where TreeCallbackKind.validated.contains(callback.type) {
            let inputs = TreeCallbackKind.inputs(of: callback, position: index + 1)
            guard let valueName = inputs.first?.name else { continue }
            if inputs.contains(where: { $0.name.hasSuffix("validateOnly") && request.inputs[$0.name] == .bool(true) }) {
                feedback.validateOnly = true
            }
            let failures = checker.failures(of: callback, value: request.inputs[valueName])
            if !failures.isEmpty { feedback.failedPolicies[index] = failures }
        }
        return feedback
    }

    private func register(_ registration: TreeCreateUser, from request: AuthenticateRequest) throws(AMError) -> String {
        guard let username = request.text(registration.usernameInput), !username.isEmpty,
            let password = request.text(registration.passwordInput), !password.isEmpty,
            users[username] == nil
        else {
            throw .loginFailure
        }
        users[username] = ScriptUser(
            username: username, password: password, otp: registration.otp,
            email: registration.emailInput.flatMap { request.text($0) },
            kbaAnswer: registration.kbaAnswerInput.flatMap { request.text($0) })
        return username
    }

    private func send(
        _ kind: SandboxMessage.Kind, journey: Journey, subject: String, path: String,
        query: [(String, String)]
    ) {
        var components = URLComponents(string: baseURL.current ?? "http://127.0.0.1")
        components?.path = path
        components?.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
        guard let link = components?.url else { return }
        let recipient = journey.signedInUser.map { users[$0]?.email ?? $0 } ?? "unknown"
        messages.append(
            SandboxMessage(
                kind: kind, recipient: recipient, subject: subject, link: link,
                tree: journey.tree.name, realm: journey.realm))
        if messages.count > Self.messageLimit { messages.removeFirst(messages.count - Self.messageLimit) }
    }

    // MARK: - Approvals, messages, sessions, users

    /// Approves the polling step behind `approvalID`; `false` when unknown or already used.
    func approve(_ approvalID: String) -> Bool {
        guard approvals[approvalID] != nil else { return false }
        approvals[approvalID] = true
        return true
    }

    /// Every message sent, oldest first (the most recent ``messageLimit``).
    func sentMessages() -> [SandboxMessage] { messages }

    /// The session of `token` while it is valid.
    func activeSession(_ token: String) -> JourneySession? {
        guard let session = sessions[token] else { return nil }
        guard session.expiresAt > Date() else {
            sessions[token] = nil
            return nil
        }
        return session
    }

    /// Ends the session of `token`; `false` when there is none.
    func logout(_ token: String) -> Bool {
        guard activeSession(token) != nil else { return false }
        sessions[token] = nil
        return true
    }

    /// Ends the sessions whose ids (`sid`) are given (OpenID Connect end session).
    func endSessions(ids: [String]) {
        let ended = Set(ids)
        guard !ended.isEmpty else { return }
        sessions = sessions.filter { !ended.contains($0.value.id) }
    }

    /// Whether `username` can sign in through a tree.
    func hasUser(_ username: String) -> Bool { users[username] != nil }

    /// The email address of `username`.
    func email(of username: String) -> String? { users[username]?.email }

    /// The number of journeys waiting for their next request.
    var journeyCount: Int { journeys.count }

    private func prune() {
        let now = Date()
        // Expired journeys are kept one more lifetime, so that their authId is answered "timed out".
        let keepJourneysAfter = now.addingTimeInterval(-settings.authIDLifetime)
        journeys = journeys.filter { $0.value.expiresAt > keepJourneysAfter }
        let waiting = Set(journeys.values.compactMap(\.approvalID))
        approvals = approvals.filter { waiting.contains($0.key) }
        suspended = suspended.filter { $0.value.expiresAt > now }
        sessions = sessions.filter { $0.value.expiresAt > now }
    }
}
