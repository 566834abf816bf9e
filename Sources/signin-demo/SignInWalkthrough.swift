import Orchestrate

/// Walks the generated `SignInFlow` step by step through its typed forms: shows each step, fills the form
/// from the answers, submits it, and on an error goes back to the form the server sent with it.
struct SignInWalkthrough {
    /// The most steps a sign-in takes, retries included, before the walk gives up.
    static let stepLimit = 20
    /// The spec file whose steps the walk follows, named in what it reports.
    static let spec = "SignIn.flow.yaml"

    let workflow: Workflow
    var answers: AnswerBook
    let console: any DemoConsole
    private var retrying = false

    init(workflow: Workflow, answers: AnswerBook, console: any DemoConsole) {
        self.workflow = workflow
        self.answers = answers
        self.console = console
    }

    /// Runs the flow to its success node; throws when it fails or runs out of answers.
    mutating func run() async throws -> SuccessNode {
        var node = await workflow.start()
        var previous: SignInFlow.Step.Name?
        for _ in 0..<Self.stepLimit {
            let step = SignInFlow.Step(node)
            if let name = step.name {
                if let previous, !SignInFlow.Step.allowed(after: previous).contains(name) {
                    console.say("  (note: \(Self.spec) does not list '\(name.rawValue)' after '\(previous.rawValue)')")
                }
                previous = name
            }
            switch step {
            case .signIn(let form):
                announce(.signIn, form: form.node)
                node = try await signIn(form)
            case .otp(let form):
                announce(.otp, form: form.node)
                node = try await enterCode(form)
            case .done(let success):
                console.say("✓ Step done: signed in")
                return success
            case .error(let error):
                console.say("✗ The server said: \(error.message) (HTTP \(error.status))")
                guard let form = error.continueNode else { throw DemoError.failed(error.message) }
                console.say("  Trying again with the form it sent back.")
                retrying = true
                node = form
            case .failure(let failure):
                throw DemoError.failed(String(describing: failure.cause))
            case .invalid(_, let error):
                throw DemoError.unexpected("a form without the fields its spec names (\(error))", spec: Self.spec)
            case .unknown(let node):
                throw DemoError.unexpected("a \(type(of: node))", spec: Self.spec)
            }
        }
        throw DemoError.tooManySteps(Self.stepLimit)
    }

    private mutating func announce(_ name: SignInFlow.Step.Name, form node: ContinueNode) {
        let title = node.input[path: "form", "name"]?.stringValue ?? "?"
        let description = node.input[path: "form", "description"]?.stringValue.map { ": \($0)" } ?? ""
        console.say("▶ Step \(name.rawValue)\(retrying ? " (again)" : ""), form \"\(title)\"\(description)")
        retrying = false
    }

    private mutating func signIn(_ form: DaVinciCollectors.SignOnForm) async throws -> any Node {
        form.username.value = try answers.rememberedUsername()
        form.password.value = try answers.answer(.password)
        console.say("  → \(form.submit.label)")
        return await form.submit(\.submit)
    }

    private mutating func enterCode(_ form: DaVinciCollectors.OneTimeCodeForm) async throws -> any Node {
        while true {
            form.otp.value = try answers.answer(.oneTimeCode)
            let problems = form.otp.validate()
            if problems.isEmpty { break }
            console.say("  ✗ \(problems.map { String(describing: $0) }.joined(separator: "; "))")
        }
        console.say("  → \(form.verify.label)")
        return await form.submit(\.verify)
    }

    /// Reports the tokens the OIDC module exchanged the authorization code for (never their values), then
    /// signs off: the tokens are revoked and the session ended.
    func finish(_ success: SuccessNode) async throws {
        guard let user = success.user else { throw DemoError.failed("the flow succeeded without OIDC tokens") }
        console.say(try await user.tokens().receivedLine)
        switch await user.signOff() {
        case .success: console.say("✓ Signed off: tokens revoked, session ended")
        case .failure(let error): throw DemoError.failed("signing off failed: \(error)")
        }
    }
}
