import ArgumentParser

/// The answers given on the command line; a question without one is asked in the terminal.
struct AnswerOptions: ParsableArguments {
    @Option(help: "The username to sign in with.")
    var username: String?

    @Option(name: .customLong("password"), help: ArgumentHelp(
        "A password to send; repeat it to answer a retry after a wrong one. For scripted demos only: a password "
            + "on the command line is visible to other users (ps) and kept in shell history. Prefer the prompt "
            + "or \(AnswerBook.passwordVariable).", valueName: "password"))
    var passwords: [String] = []

    @Option(name: .customLong("code"), help: ArgumentHelp(
        "A one-time code to send; repeat it to answer a retry.", valueName: "code"))
    var codes: [String] = []
}
