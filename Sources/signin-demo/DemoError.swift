/// Why the demo stopped before signing in; ArgumentParser prints it as `Error: …` and exits non-zero.
enum DemoError: Error, CustomStringConvertible {
    /// A question had no answer left on the command line and the input ended.
    case noAnswer(label: String, option: String)
    /// A choice was not made on the command line and the input ended.
    case noChoice(label: String, options: String)
    /// The flow ended in a failure.
    case failed(String)
    /// The server sent a node no step of the spec (`spec`, a file name) describes, or a step's form without
    /// its fields.
    case unexpected(String, spec: String)
    /// The flow went on for more steps than a sign-in takes.
    case tooManySteps(Int)

    var description: String {
        switch self {
        case let .noAnswer(label, option):
            "no \(label.lowercased()) to send: the input ended; give one more with \(option)"
        case let .noChoice(label, options):
            "no \(label) chosen: the input ended; choose one with \(options)"
        case .failed(let cause):
            "the sign-in failed: \(cause)"
        case let .unexpected(what, spec):
            "the server sent \(what), which \(spec) has no step for"
        case .tooManySteps(let count):
            "stopped after \(count) steps without signing in"
        }
    }
}
