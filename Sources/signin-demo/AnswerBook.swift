import Foundation

/// What the demo asks and where the answers come from: the command line's answers first, in order, then the
/// console. Secrets are never shown: neither a password nor a one-time code is echoed or printed.
struct AnswerBook {
    /// A question the flow's forms ask.
    enum Question: CaseIterable {
        case username, password, oneTimeCode

        /// The prompt's label.
        var label: String {
            switch self {
            case .username: "Username"
            case .password: "Password"
            case .oneTimeCode: "One-time code"
            }
        }

        /// The option that answers it.
        var option: String {
            switch self {
            case .username: "--username"
            case .password: "--password"
            case .oneTimeCode: "--code"
            }
        }

        /// Whether the answer is a secret, printed masked.
        var isSecret: Bool { self != .username }

        /// Whether the terminal hides what is typed.
        var hidesTyping: Bool { self == .password }
    }

    private var scripted: [Question: [String]]
    private let console: any DemoConsole

    /// The environment variable that answers the first password question when `--password` gives none:
    /// the way to script the demo without putting the password on the command line.
    static let passwordVariable = "ORCHESTRATE_DEMO_PASSWORD"

    /// The answers of `options` (the password from `environment`'s `ORCHESTRATE_DEMO_PASSWORD` when no
    /// `--password` is given), then `console`.
    init(options: AnswerOptions, console: any DemoConsole,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        var passwords = options.passwords
        if passwords.isEmpty, let password = environment[Self.passwordVariable], !password.isEmpty { passwords = [password] }
        scripted = [.username: options.username.map { [$0] } ?? [], .password: passwords, .oneTimeCode: options.codes]
        self.console = console
    }

    /// The next answer to `question`: the next one given on the command line (shown, masked when secret), or
    /// one typed at the prompt. Throws when neither is left.
    mutating func answer(_ question: Question) throws -> String {
        if let given = scripted[question]?.first {
            scripted[question]?.removeFirst()
            console.say("  \(question.label): \(question.isSecret ? Self.mask : given)")
            return given
        }
        guard let typed = console.ask("  \(question.label): ", hidingTyping: question.hidesTyping) else {
            throw DemoError.noAnswer(label: question.label, option: question.option)
        }
        return typed
    }

    /// What a secret is shown as, the same whatever its length.
    static let mask = "********"
}
