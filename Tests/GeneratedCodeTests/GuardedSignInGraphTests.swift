// Runs the graph generated from Examples/Specs/GuardedSignIn.flow.yaml against the sandbox: the stored
// session shortcut, a wrong password retried up to its limit and then locked, a one-time code, success.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// The app function of the `storedSession` step (`call: StoredSession.check`).
enum StoredSession {
    /// Whether the app holds a session; set per test with `$isStored.withValue`.
    @TaskLocal static var isStored = false

    static func check(_ workflow: Workflow) async throws -> GuardedSignInFlow.StoredSessionResult {
        isStored ? .valid : .missing
    }
}

/// Counts what the interaction was asked to do.
final class InteractionLog: Sendable {
    private let entries = Locked<[String]>([])
    func add(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.current }
}

@Suite struct GuardedSignInGraphTests {
    /// An interaction that types each password of `passwords` in turn and each code of `codes`.
    func interaction(passwords: [String], codes: [String] = [], log: InteractionLog) -> GuardedSignInFlow.Interaction {
        GuardedSignInFlow.Interaction(
            signIn: { form, state in
                let attempt = state.visits
                log.add("signIn \(attempt)")
                form.username.value = "alice"
                form.password.value = passwords[min(attempt, passwords.count) - 1]
                return await form.submit(\.submit)
            },
            otp: { form, state in
                log.add("otp \(state.visits)")
                form.otp.value = codes[min(state.visits, codes.count) - 1]
                return await form.submit(\.verify)
            },
            register: { form, _ in
                log.add("register")
                return await form.submit(\.back)
            })
    }

    func sandbox() async throws -> (SandboxServer, String) {
        let server = SandboxServer()
        _ = try await server.start()
        return (server, try #require(await server.authorizeURL()).absoluteString)
    }

    @Test func aStoredSessionSkipsSigningIn() async throws {
        let (server, authorize) = try await sandbox()
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let run = await StoredSession.$isStored.withValue(true) {
            await GuardedSignInFlow.run(
                GuardedSignInFlow.workflow(startURL: authorize),
                interaction(passwords: [], log: log))
        }
        #expect(run.succeeded)
        #expect(run.state.path == [.storedSession, .signedIn])
        #expect(run.node == nil)
        #expect(log.all.isEmpty)
        #expect(await server.journal().isEmpty, "no request reaches the server")
    }

    @Test func aWrongPasswordIsRetriedTwiceThenTheRunIsLocked() async throws {
        let (server, authorize) = try await sandbox()
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        var states: [GuardedSignInFlow.Step.Name] = []
        let run = await GuardedSignInFlow.run(
            GuardedSignInFlow.workflow(startURL: authorize),
            interaction(passwords: ["nope"], log: log)
        ) { states.append($0.step) }
        #expect(!run.succeeded)
        #expect(!run.isUnrouted)
        #expect(run.step == .locked)
        #expect(run.state.path == [.storedSession, .signIn, .signIn, .signIn, .locked])
        #expect(states == run.state.path, "observe sees every state in order")
        #expect(log.all == ["signIn 1", "signIn 2", "signIn 3"])
        #expect((run.node as? ErrorNode)?.status == 400)
    }

    @Test func retriesThenAOneTimeCodeSucceed() async throws {
        let (server, authorize) = try await sandbox()
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let run = await GuardedSignInFlow.run(
            GuardedSignInFlow.workflow(startURL: authorize),
            interaction(passwords: ["nope", "Passw0rd!"], codes: ["000000", "123456"], log: log))
        #expect(run.succeeded)
        #expect(run.state.path == [.storedSession, .signIn, .signIn, .otp, .otp, .signedIn])
        #expect(log.all == ["signIn 1", "signIn 2", "otp 1", "otp 2"])
        #expect((run.node as? SuccessNode)?.session?.isEmpty == false)
    }

    @Test func theRegisterLinkTakesItsButtonSegue() async throws {
        // `{to: register, when: {button: register}}`: the button is known after DaVinci closed the sent node.
        let (server, authorize) = try await sandbox()
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let interaction = GuardedSignInFlow.Interaction(
            signIn: { form, _ in
                log.add("signIn")
                return await form.submit(\.register)
            },
            otp: { form, _ in await form.submit(\.verify) },
            register: { form, _ in
                log.add("register")
                return await form.submit(\.back)
            })
        let run = await GuardedSignInFlow.run(GuardedSignInFlow.workflow(startURL: authorize), interaction)
        #expect(run.state.path == [.storedSession, .signIn, .register])
        #expect(log.all == ["signIn", "register"])
        #expect(run.isUnrouted, "back leads to the sign-on form, which the register step does not route")
    }

    @Test func aNetworkFailureIsNotRetried() async throws {
        // A port nothing listens on: the sandbox is started to take a free port, then stopped.
        let (server, authorize) = try await sandbox()
        await server.stop()
        let log = InteractionLog()
        let run = await GuardedSignInFlow.run(
            GuardedSignInFlow.workflow(startURL: authorize) { $0.timeout = 5 },
            interaction(passwords: ["Passw0rd!"], log: log))
        #expect(run.isUnrouted)
        #expect(run.step == .signIn)
        #expect(run.node is FailureNode)
        #expect(log.all.isEmpty, "the form was never shown")
    }

    @Test func theGraphRejectsOutcomesItDoesNotRoute() {
        var state = GuardedSignInFlow.graph.initialState
        state = state.resolve(StepOutcome(result: "missing")).newState
        #expect(state.step == .signIn)
        state = state.resolve(StepOutcome(node: EmptyNode())).newState
        #expect(state.isFinished && state.unrouted)
    }
}

/// The graph driven one step at a time with `FlowGraphState.after(_:)`, as the "Writing the app" article shows
/// (`Examples/AppleApp/WritingTheApp.swift`): the same path as the generated `run`, retry limits and ends included.
@Suite struct GuardedSignInStepByStepTests {
    /// Where a `GuardedSignIn` run is.
    typealias GuardedSignInState = FlowGraphState<GuardedSignInFlow.Step.Name>

    /// The article's loop, with the sandbox's user and the passwords given in turn.
    func oneStepAtATime(_ workflow: Workflow, passwords: [String]) async -> GuardedSignInState {
        let runner = FlowGraphRunner<GuardedSignInFlow.Step>(workflow)
        var state = GuardedSignInFlow.graph.initialState
        while !state.isFinished {
            let outcome: StepOutcome
            switch state.step {
            case .storedSession:
                outcome = await runner.operation(StoredSession.check)
            case .signIn:
                outcome = await runner.form(state) { (form: DaVinciCollectors.SignOnForm, state: GuardedSignInState) in
                    form.username.value = SandboxScript.demoCredentials.username
                    form.password.value = passwords[min(state.visits, passwords.count) - 1]
                    return await form.submit()
                }
            case .otp:
                outcome = await runner.form(state) { (form: DaVinciCollectors.OneTimeCodeForm, _: GuardedSignInState) in
                    form.otp.value = SandboxScript.demoCredentials.oneTimeCode
                    return await form.submit()
                }
            case .register:
                outcome = await runner.form(state) {
                    (form: DaVinciCollectors.RegistrationForm, _: GuardedSignInState) in
                    await form.submit(\.back)
                }
            case .signedIn, .locked:
                outcome = StepOutcome()
            }
            state = state.after(outcome)
        }
        return state
    }

    @Test func wrongPasswordsEndLockedAsTheGeneratedRunDoes() async throws {
        let server = SandboxServer()
        _ = try await server.start()
        let authorize = try #require(await server.authorizeURL()).absoluteString
        let state = await oneStepAtATime(GuardedSignInFlow.workflow(startURL: authorize), passwords: ["nope"])
        #expect(state.step == .locked && !state.unrouted)
        // Two retries of the wrong password (GuardedSignIn.flow.yaml: `retry: 2`), then the third goes to locked.
        #expect(state.path == [.storedSession, .signIn, .signIn, .signIn, .locked])
        await server.stop()
    }

    @Test func theRightPasswordAndCodeSucceed() async throws {
        let server = SandboxServer()
        _ = try await server.start()
        let authorize = try #require(await server.authorizeURL()).absoluteString
        let state = await oneStepAtATime(
            GuardedSignInFlow.workflow(startURL: authorize),
            passwords: ["nope", SandboxScript.demoCredentials.password])
        #expect(state.path == [.storedSession, .signIn, .signIn, .otp, .signedIn])
        #expect(GuardedSignInFlow.graph.steps[state.step] == .success)
        await server.stop()
    }
}
