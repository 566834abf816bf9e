import ArgumentParser

/// The answers given on the command line; a question without one is asked in the terminal.
struct AnswerOptions: ParsableArguments {
    @Option(help: "The username to sign in with.")
    var username: String?

    @Option(
        name: .customLong("password"),
        help: ArgumentHelp(
            "A password to send; repeat it to answer a retry after a wrong one. For scripted demos only: a password "
                + "on the command line is visible to other users (ps) and kept in shell history. Prefer the prompt "
                + "or \(AnswerBook.passwordVariable).", valueName: "password"))
    var passwords: [String] = []

    @Option(
        name: .customLong("code"),
        help: ArgumentHelp(
            "A one-time code to send; repeat it to answer a retry. With --journey, it chooses the one-time code as the second factor.",
            valueName: "code"))
    var codes: [String] = []

    /// `--answer`: the security question's answers, in order; giving one chooses that second factor.
    @Option(
        name: .customLong("answer"),
        help: ArgumentHelp(
            "With --journey: the answer to the security question, which it chooses as the second factor; repeat it to "
                + "answer a retry. A secret, as --password is.", valueName: "answer"))
    var securityAnswers: [String] = []

    /// `--answer` belongs to the journey, and `--code` and `--answer` choose different second factors.
    func validate(journey: Bool) throws {
        if !securityAnswers.isEmpty && !journey {
            throw ValidationError("--answer goes with --journey: the DaVinci flow asks no security question")
        }
        if !securityAnswers.isEmpty && !codes.isEmpty {
            throw ValidationError("--code and --answer each choose a second factor: give one of them")
        }
    }
}
