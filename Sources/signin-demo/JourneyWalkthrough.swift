import Orchestrate

/// Walks the generated `JourneySignInFlow` node by node through its typed nodes: shows each step, fills the
/// node's callbacks from the answers and submits it, and follows the flow's graph: AM ends the transaction
/// on a wrong answer (a 401), and the spec's segue goes back to the credentials, so the journey starts
/// again, as often as the segue's retry limit allows.
struct JourneyWalkthrough {
    /// The most steps a sign-in takes, retries included, before the walk gives up.
    static let stepLimit = 20
    /// The spec file whose steps the walk follows, named in what it reports.
    static let spec = "JourneySignIn.flow.yaml"

    /// The journey's workflow, whose `start()` runs the spec's tree.
    let workflow: Workflow
    /// Where the answers come from.
    var answers: AnswerBook
    /// Where the walk reports.
    let console: any DemoConsole
    /// Whether OIDC tokens must follow the journey.
    let expectsTokens: Bool
    /// Whether the next step shown is a retry.
    private var retrying = false
    /// Where the walk is in the spec's graph: which segues were taken, how often.
    private var state = JourneySignInFlow.graph.initialState

    /// A walk of `workflow` with `answers`, reporting to `console`; `expectsTokens` when an OIDC module is installed.
    init(workflow: Workflow, answers: AnswerBook, console: any DemoConsole, expectsTokens: Bool) {
        self.workflow = workflow
        self.answers = answers
        self.console = console
        self.expectsTokens = expectsTokens
    }

    /// Runs the journey to its success node; throws when it fails, uses up its retries or runs out of answers.
    mutating func run() async throws -> SuccessNode {
        var node = await workflow.start()
        for _ in 0..<Self.stepLimit {
            let answer: any Node
            switch JourneySignInFlow.Step(node) {
            case .credentials(let credentials):
                announce(.credentials, node: credentials.node)
                answer = try await signIn(credentials)
            case .secondFactor(let choice):
                announce(.secondFactor, node: choice.node)
                choice.method.selectedIndex = try answers.secondFactor(among: choice.method.choices)
                answer = await choice.submit()
            case .oneTimeCode(let code):
                announce(.oneTimeCode, node: code.node)
                code.code.text = try answers.answer(.oneTimeCode)
                answer = await code.submit()
            case .securityQuestion(let question):
                announce(.securityQuestion, node: question.node)
                console.say("  \(question.answer.prompt)")
                question.answer.password = try answers.answer(.securityAnswer)
                answer = await question.submit()
            case .done(let success):
                console.say("✓ Step done: signed in")
                return success
            case .error(let error):
                throw DemoError.failed("\(error.message) (HTTP \(error.status))")
            case .failure(let failure):
                throw DemoError.failed(String(describing: failure.cause))
            case .invalid(_, let error):
                throw DemoError.unexpected("a node without the callbacks its spec names (\(error))", spec: Self.spec)
            case .unknown(let node):
                throw DemoError.unexpected(Self.describe(node), spec: Self.spec)
            }
            node = try await follow(answer)
        }
        throw DemoError.tooManySteps(Self.stepLimit)
    }

    /// Moves along the spec's graph with `answer`, the server's answer to the step's node, and gives the node
    /// to show next: the answer itself, or after an error the spec routes back, the node to retry (AM's
    /// 401 has none: the journey starts again). An error no segue takes (no retry left) is thrown.
    private mutating func follow(_ answer: any Node) async throws -> any Node {
        let from = state.step
        let wasUnrouted = state.unrouted
        state = state.resolve(StepOutcome(node: answer, nodeStep: JourneySignInFlow.Step.stepName(of: answer))).newState
        guard let error = answer as? ErrorNode else {
            if state.unrouted && !wasUnrouted, let name = JourneySignInFlow.Step(answer).name {
                console.say("  (note: \(Self.spec) does not list '\(name.rawValue)' after '\(from.rawValue)')")
            }
            return answer
        }
        console.say("✗ The server said: \(error.message) (HTTP \(error.status))")
        guard !state.unrouted else {
            throw DemoError.failed("\(error.message); \(Self.spec) allows no more retries after '\(from.rawValue)'")
        }
        retrying = true
        if let node = error.continueNode {
            console.say("  Trying again with the node it sent back.")
            return node
        }
        console.say("  AM ended the journey; \(Self.spec) goes back to '\(state.step.rawValue)': starting it again.")
        return await workflow.start()
    }

    /// Shows the step about to be answered: its name, and the node's header (or stage) and description.
    private mutating func announce(_ name: JourneySignInFlow.Step.Name, node: ContinueNode) {
        let title = node.header ?? node.stage ?? "?"
        let description = node.description.isEmpty ? "" : ": \(node.description)"
        console.say("▶ Step \(name.rawValue)\(retrying ? " (again)" : ""), node \"\(title)\"\(description)")
        retrying = false
    }

    /// Fills the credentials: the username given first (again after a restart) and the next password.
    private mutating func signIn(_ node: JourneyCallbacks.CredentialsNode) async throws -> any Node {
        node.username.name = try answers.rememberedUsername()
        node.password.password = try answers.answer(.password)
        return await node.submit()
    }

    /// What a node of no step is, for the error: a journey node's callback types.
    private static func describe(_ node: any Node) -> String {
        guard let node = node as? ContinueNode else { return "a \(type(of: node))" }
        return "a node of callbacks [\(node.callbacks.map(\.type).joined(separator: ", "))]"
    }

    /// Reports the SSO session and, when an OIDC module followed the journey, the tokens it exchanged
    /// (never their values), then signs off: the tokens are revoked, the OIDC session ended and the SSO
    /// session logged out.
    func finish(_ success: SuccessNode) async throws {
        guard success.session != nil else { throw DemoError.failed("the journey succeeded without an SSO session") }
        console.say("  SSO session received (not shown)")
        let user = await workflow.journeyUser()
        if let user {
            console.say(try await user.tokens().receivedLine)
        } else if expectsTokens {
            throw DemoError.failed("the journey succeeded without OIDC tokens")
        }
        switch await workflow.signOff() {
        case .success:
            console.say(
                user == nil
                    ? "✓ Signed off: SSO session logged out"
                    : "✓ Signed off: tokens revoked, OIDC session ended, SSO session logged out")
        case .failure(let error):
            throw DemoError.failed("signing off failed: \(error)")
        }
    }
}
