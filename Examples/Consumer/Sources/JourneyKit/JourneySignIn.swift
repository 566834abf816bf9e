import Orchestrate

/// The app's journey sign-in, written against the generated `LoginFlow`: its runner shows each typed node
/// to the handlers below, starts the journey again after AM's 401, and stops where the graph does.
public enum JourneySignIn {
    /// The second factor the user chooses, by its index in the journey's choice.
    public enum SecondFactor: Int, Sendable {
        /// A one-time code.
        case oneTimeCode = 0
        /// The answer to the security question.
        case securityQuestion = 1
    }

    /// How a journey sign-in ended.
    public enum Outcome: Sendable, Equatable {
        /// Signed in; AM's SSO token and the steps the run took.
        case signedIn(session: String, steps: [String])
        /// AM rejected an answer and the graph has no retry left for it.
        case rejected(message: String, steps: [String])
        /// The journey failed, or sent a node no step describes.
        case failed(String)
    }

    /// Runs the journey on `workflow` (from `LoginFlow.workflow(serverUrl:realm:)`) for `username`: the
    /// `n`th try of the credentials sends the `n`th of `passwords` (the last one again when they run out),
    /// then `factor` is chosen and answered with `secret` (the code or the security answer).
    public static func run(
        on workflow: Workflow, username: String, passwords: [String],
        factor: SecondFactor, secret: String
    ) async -> Outcome {
        guard !passwords.isEmpty else { return .failed("no password") }
        let interaction = LoginFlow.Interaction(
            credentials: { node, state in
                node.username.name = username
                node.password.password = passwords[min(state.visits, passwords.count) - 1]
                return await node.submit()
            },
            secondFactor: { node, _ in
                node.method.selectedIndex = factor.rawValue
                return await node.submit()
            },
            oneTimeCode: { node, _ in
                node.code.text = secret
                return await node.submit()
            },
            securityQuestion: { node, _ in
                node.answer.password = secret
                return await node.submit()
            })
        let run = await LoginFlow.run(workflow, interaction)
        let steps = run.state.path.map(\.rawValue)
        if run.succeeded, let session = (run.node as? SuccessNode)?.session {
            return .signedIn(session: session, steps: steps)
        }
        switch run.node {
        case let error as ErrorNode: return .rejected(message: error.message, steps: steps)
        case let failure as FailureNode: return .failed(String(describing: failure.cause))
        case let node?: return .failed("unexpected \(type(of: node)) at step \(run.step.rawValue)")
        case nil: return .failed("no answer at step \(run.step.rawValue)")
        }
    }
}

extension JourneySignIn.Outcome: CustomStringConvertible {
    /// The outcome with the SSO token left out, as test failures and logs may show it.
    public var description: String {
        switch self {
        case .signedIn(_, let steps): "signedIn(session: <redacted>, steps: \(steps))"
        case let .rejected(message, steps): "rejected(message: \(message), steps: \(steps))"
        case .failed(let cause): "failed(\(cause))"
        }
    }
}
