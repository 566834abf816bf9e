import Orchestrate

/// The app's sign-in, written against the generated `SignInFlow` and its typed forms.
public enum SignIn {
    /// How a sign-in ended.
    public enum Outcome: Sendable, Equatable {
        /// Signed in; the server's authorization code.
        case signedIn(code: String)
        /// The server rejected an answer and the flow cannot go on with the ones given.
        case rejected(message: String)
        /// The flow failed, or sent a node no step describes.
        case failed(String)
    }

    /// Signs in at `startURL` with `username`, then each of `passwords` until one is accepted, then `code`.
    public static func run(startURL: String, username: String, passwords: [String], code: String) async -> Outcome {
        var remaining = passwords
        var node = await SignInFlow.workflow(startURL: startURL).start()
        for _ in 0..<(passwords.count + 4) {
            switch SignInFlow.Step(node) {
            case .signIn(let form):
                guard !remaining.isEmpty else { return .rejected(message: "no password left") }
                form.username.value = username
                form.password.value = remaining.removeFirst()
                node = await form.submit(\.submit)
            case .otp(let form):
                form.otp.value = code
                node = await form.submit(\.verify)
            case .done(let success):
                return success.session.map { .signedIn(code: $0) } ?? .failed("success without an authorization code")
            case .error(let error):
                guard let next = error.continueNode, !remaining.isEmpty else {
                    return .rejected(message: error.message)
                }
                node = next
            case .failure(let failure):
                return .failed(String(describing: failure.cause))
            case .invalid(_, let error):
                return .failed(String(describing: error))
            case .unknown(let node):
                return .failed("unexpected \(type(of: node))")
            }
        }
        return .failed("too many steps")
    }
}
