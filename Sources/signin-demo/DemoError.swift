/// Why the demo stopped before signing in; ArgumentParser prints it as `Error: …` and exits non-zero.
enum DemoError: Error, CustomStringConvertible {
    /// A question had no answer left on the command line and the input ended.
    case noAnswer(label: String, option: String)
    /// The flow ended in a failure.
    case failed(String)
    /// The server sent a node no step of the spec describes, or a step's form without its fields.
    case unexpected(String)
    /// The flow went on for more steps than a sign-in takes.
    case tooManySteps(Int)

    var description: String {
        switch self {
        case let .noAnswer(label, option):
            "no \(label.lowercased()) to send: the input ended; give one more with \(option)"
        case .failed(let cause):
            "the sign-in failed: \(cause)"
        case .unexpected(let what):
            "the server sent \(what), which SignIn.flow.yaml has no step for"
        case .tooManySteps(let count):
            "stopped after \(count) steps without signing in"
        }
    }
}
