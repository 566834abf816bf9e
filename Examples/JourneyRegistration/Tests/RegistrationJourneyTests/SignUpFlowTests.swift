import Foundation
import Orchestrate
import OrchestrateSandbox
import RegistrationJourney
import Testing

/// What the registration page looked like at each visit, as the app saw it.
private struct Visit: Sendable {
    var number: Int
    var failedUsernamePolicies: [String]
    var failedPasswordPolicies: [String]
    var questions: [String]
    var terms: String
    var localPasswordErrors: Int
}

private actor Visits {
    private(set) var all: [Visit] = []
    func add(_ visit: Visit) { all.append(visit) }
}

/// The sandbox playing this package's script, started on a free loopback port.
private func startSandbox() async throws -> SandboxServer {
    let url = try #require(Bundle.module.url(forResource: "Registration.sandbox", withExtension: "yaml"))
    let server = SandboxServer(script: try SandboxScript(contentsOf: url))
    _ = try await server.start()
    return server
}

private func signUpWorkflow(_ server: SandboxServer) async throws -> Workflow {
    let am = try #require(await server.amBaseURL())
    return SignUpFlow.workflow(serverUrl: am.absoluteString, realm: "alpha")
}

/// The app's handler of the registration page: fills every callback from the answers of this visit
/// (the page comes back fresh from AM on a retry, so everything is filled again) and submits it.
private func register(answers: @escaping @Sendable (Int) -> RegistrationAnswers, visits: Visits)
    -> SignUpFlow.Interaction
{
    SignUpFlow.Interaction(register: { node, state in
        let answer = answers(state.visits)
        node.username.username = answer.username
        node.password.password = answer.password
        node.securityQuestion.selectedQuestion = node.securityQuestion.predefinedQuestions[answer.question]
        node.securityQuestion.selectedAnswer = answer.answer
        node.terms.accepted = answer.acceptsTerms
        await visits.add(
            Visit(
                number: state.visits,
                failedUsernamePolicies: node.username.failedPolicies.map(\.code),
                failedPasswordPolicies: node.password.failedPolicies.map(\.code),
                questions: node.securityQuestion.predefinedQuestions,
                terms: node.terms.terms,
                localPasswordErrors: node.password.validate().count))
        return await node.submit()
    })
}

/// Signs in through the script's `Login` tree with the plain Journey API: the password, then the
/// security answer the registration stored.
private func signIn(_ server: SandboxServer, username: String, password: String, kbaAnswer: String) async throws -> Bool
{
    let am = try #require(await server.amBaseURL())
    let journey = Journey.createJourney { config in
        config.serverUrl = am.absoluteString
        config.realm = "alpha"
    }
    var node = await journey.start("Login")
    guard let credentials = node as? ContinueNode else { return false }
    credentials.callback(NameCallback.self)?.name = username
    credentials.callback(PasswordCallback.self)?.password = password
    node = await credentials.next()
    guard let question = node as? ContinueNode else { return false }
    question.callback(PasswordCallback.self)?.password = kbaAnswer
    node = await question.next()
    return node is SuccessNode
}

@Suite("SignUp journey against the sandbox")
struct SignUpFlowTests {
    @Test("a password that is too short is sent back with MIN_LENGTH; the corrected one registers")
    func passwordTooShortThenAccepted() async throws {
        let server = try await startSandbox()
        defer { Task { await server.stop() } }
        let visits = Visits()

        let run = await SignUpFlow.run(
            try await signUpWorkflow(server),
            register(
                answers: { visit in
                    RegistrationAnswers(
                        username: "newbie",
                        password: visit == 1 ? "short1" : "LongEnough42",
                        question: 1, answer: "Lisbon")
                }, visits: visits))

        #expect(run.succeeded)
        #expect(run.step == .done)
        #expect(run.state.path == [.register, .register, .done])
        let session = try #require(run.node as? SuccessNode).session
        #expect(session?.isEmpty == false)

        let seen = await visits.all
        try #require(seen.count == 2)
        #expect(seen[0].failedPasswordPolicies.isEmpty)
        #expect(seen[0].localPasswordErrors == 1) // the runtime could have told us first
        #expect(seen[1].number == 2)
        #expect(seen[1].failedPasswordPolicies == ["MIN_LENGTH"])
        #expect(seen[1].failedUsernamePolicies.isEmpty)
        #expect(seen[1].questions == ["What was the name of your first pet?", "In which city were you born?"])
        #expect(seen[1].terms == "You agree to use this example responsibly.")

        // The account exists, with the corrected password and the security answer.
        #expect(try await signIn(server, username: "newbie", password: "LongEnough42", kbaAnswer: "lisbon"))
        #expect(try await !signIn(server, username: "newbie", password: "short1", kbaAnswer: "Lisbon"))
    }

    @Test("a username that is taken is sent back with VALID_USERNAME; another one registers")
    func usernameTakenThenAnother() async throws {
        let server = try await startSandbox()
        defer { Task { await server.stop() } }
        let visits = Visits()

        let run = await SignUpFlow.run(
            try await signUpWorkflow(server),
            register(
                answers: { visit in
                    RegistrationAnswers(
                        username: visit == 1 ? "taken" : "taken2", password: "Passw0rd1234",
                        answer: "Rex")
                }, visits: visits))

        #expect(run.succeeded)
        let seen = await visits.all
        #expect(seen.map(\.failedUsernamePolicies) == [[], ["VALID_USERNAME"]])
        #expect(seen.map(\.failedPasswordPolicies) == [[], []])
        #expect(try await signIn(server, username: "taken2", password: "Passw0rd1234", kbaAnswer: "rex"))
    }

    @Test("declining the terms ends the tree with 401: the run ends at `declined`, nobody is registered")
    func termsDeclined() async throws {
        let server = try await startSandbox()
        defer { Task { await server.stop() } }
        let visits = Visits()

        let run = await SignUpFlow.run(
            try await signUpWorkflow(server),
            register(
                answers: { _ in
                    RegistrationAnswers(
                        username: "undecided", password: "Passw0rd1234", answer: "Rex", acceptsTerms: false)
                }, visits: visits))

        #expect(!run.succeeded)
        #expect(!run.isUnrouted)
        #expect(run.step == .declined)
        #expect((run.node as? ErrorNode)?.status == 401)
        #expect(await visits.all.count == 1)
        #expect(try await !signIn(server, username: "undecided", password: "Passw0rd1234", kbaAnswer: "Rex"))
    }

    @Test("a password that keeps failing is retried three times, then the run stops unrouted")
    func retriesUsedUp() async throws {
        let server = try await startSandbox()
        defer { Task { await server.stop() } }
        let visits = Visits()

        let run = await SignUpFlow.run(
            try await signUpWorkflow(server),
            register(
                answers: { _ in
                    RegistrationAnswers(username: "stubborn", password: "short", answer: "Rex")
                }, visits: visits))

        #expect(!run.succeeded)
        #expect(run.isUnrouted)
        #expect(run.step == .register)
        #expect(await visits.all.count == 4) // the first try and three retries
        #expect(await visits.all.dropFirst().allSatisfy { $0.failedPasswordPolicies.contains("MIN_LENGTH") })
    }
}
