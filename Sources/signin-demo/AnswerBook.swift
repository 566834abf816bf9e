import Foundation

/// What the demo asks and where the answers come from: the command line's answers first, in order, then the
/// console. Secrets are never shown: neither a password, a one-time code nor a security answer is echoed or
/// printed.
struct AnswerBook {
    /// A question the flow's forms (or the journey's nodes) ask.
    enum Question: CaseIterable {
        case username, password, oneTimeCode, securityAnswer

        /// The prompt's label.
        var label: String {
            switch self {
            case .username: "Username"
            case .password: "Password"
            case .oneTimeCode: "One-time code"
            case .securityAnswer: "Answer"
            }
        }

        /// The option that answers it.
        var option: String {
            switch self {
            case .username: "--username"
            case .password: "--password"
            case .oneTimeCode: "--code"
            case .securityAnswer: "--answer"
            }
        }

        /// Whether the answer is a secret, printed masked.
        var isSecret: Bool { self != .username }

        /// Whether the terminal hides what is typed.
        var hidesTyping: Bool { self == .password || self == .securityAnswer }
    }

    private var scripted: [Question: [String]]
    private let console: any DemoConsole
    /// The username given first: sent again after a wrong password or a new start of the flow.
    private var username: String?
    /// The second factor the options chose: the index of the journey's choice (0 the one-time code, 1 the
    /// security question), or `nil` when neither `--code` nor `--answer` was given.
    private let scriptedFactor: Int?

    /// The environment variable that answers the first password question when `--password` gives none:
    /// the way to script the demo without putting the password on the command line.
    static let passwordVariable = "ORCHESTRATE_DEMO_PASSWORD"

    /// The answers of `options` (the password from `environment`'s `ORCHESTRATE_DEMO_PASSWORD` when no
    /// `--password` is given), then `console`.
    init(
        options: AnswerOptions, console: any DemoConsole,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        var passwords = options.passwords
        if passwords.isEmpty, let password = environment[Self.passwordVariable], !password.isEmpty {
            passwords = [password]
        }
        scripted = [
            .username: options.username.map { [$0] } ?? [], .password: passwords, .oneTimeCode: options.codes,
            .securityAnswer: options.securityAnswers,
        ]
        scriptedFactor = !options.codes.isEmpty ? 0 : !options.securityAnswers.isEmpty ? 1 : nil
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

    /// The username: asked (or taken from `--username`) the first time, the same one after that, said again.
    mutating func rememberedUsername() throws -> String {
        if let username {
            console.say("  \(Question.username.label): \(username) (as before)")
            return username
        }
        let given = try answer(.username)
        username = given
        return given
    }

    /// The index of the second factor among `choices` (the journey's choice): the one `--code` (the first
    /// choice) or `--answer` (the second) chose, shown; or one typed at the prompt, by its number or its
    /// name, asked again until it is one of them. Throws when the input ends first.
    func secondFactor(among choices: [String]) throws -> Int {
        if let scriptedFactor, choices.indices.contains(scriptedFactor) {
            console.say("  Second factor: \(choices[scriptedFactor])")
            return scriptedFactor
        }
        let menu = choices.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
        while true {
            guard let typed = console.ask("  Second factor (\(menu)): ", hidingTyping: false) else {
                throw DemoError.noChoice(label: "second factor", options: "--code or --answer")
            }
            let choice = typed.trimmingCharacters(in: .whitespaces)
            if let number = Int(choice), choices.indices.contains(number - 1) { return number - 1 }
            if let index = choices.firstIndex(where: { $0.caseInsensitiveCompare(choice) == .orderedSame }) {
                return index
            }
            console.say("  ✗ Choose 1 to \(choices.count), or a name")
        }
    }

    /// What a secret is shown as, the same whatever its length.
    static let mask = "********"
}
