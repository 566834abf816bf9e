import ArgumentParser

/// The answers given on the command line; a question without one is asked in the terminal.
struct AnswerOptions: ParsableArguments {
    @Option(help: "The username to sign in with.")
    var username: String?

    @Option(name: .customLong("password"), help: ArgumentHelp(
        "A password to send; repeat it to answer a retry after a wrong one.", valueName: "password"))
    var passwords: [String] = []

    @Option(name: .customLong("code"), help: ArgumentHelp(
        "A one-time code to send; repeat it to answer a retry.", valueName: "code"))
    var codes: [String] = []
}
