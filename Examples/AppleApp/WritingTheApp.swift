import AuthenticationServices
import Orchestrate

// The "Writing the app" article (Sources/Orchestrate/Orchestrate.docc/WritingTheApp.md): logging, tokens at
// launch, what renewing and signing off give back, error nodes, a generated flow one step at a time, a passkey step.
// Uses the code generated from Examples/Specs.

/// The app's logger: its one requirement is `log(_:_:)`; every line reaching it is already redacted.
struct AppLogger: OrchestrateLogger {
    func log(_ level: LogLevel, _ message: String) {
        // LogLevel: .debug < .info < .warning < .error
        guard level >= .info else { return }
        print("[sign-in] \(level): \(message)")
    }
}

/// At launch: the signed-in user of a persistent token store, with a stale access token renewed first; `nil`
/// means the app shows sign-in.
func signedInUserAtLaunch(_ workflow: Workflow) async -> OidcUser? {
    guard let user = await workflow.user() else { return nil }
    switch await user.token() {
    case .success: return user
    case .failure(.transport): return user // offline: keep the user and renew later
    case .failure: return nil // no refresh token, or the server refused it: sign in again
    }
}

/// What renewing and signing off give back.
func renewThenSignOff(_ user: OidcUser) async -> String {
    do {
        let tokens: OidcTokens = try await user.renewTokens() // the new tokens, already stored
        print("renewed; expires \(tokens.expiresAt?.description ?? "never")")
    } catch {
        // OidcError.tokenRequestFailed(…, error: "invalid_grant", …): the stored tokens were cleared
        return "renewal failed: \(error)"
    }
    switch await user.signOff() { // Result<Void, any Error>; the tokens are cleared either way
    case .success: return "signed off"
    case .failure(let error as SignOffError): return "the server answered \(error.status)"
    case .failure(let error): return "signed off here, but: \(error)"
    }
}

/// The text a screen shows for a node that is not a next step, or `nil`.
func message(for node: any Node) -> String? {
    switch node {
    case let error as ErrorNode:
        // The server answered with an error: its status, its message and, for DaVinci, the fields it refused.
        let fields = error.details.map { (detail: DaVinciErrorDetail) in "\(detail.target): \(detail.message)" }
        return ([error.message] + fields).joined(separator: "\n")
    case let failure as FailureNode:
        // No usable answer came back: the cause says why (`urlErrorCode` is nil unless no server answered).
        if (failure.cause as? TransportError)?.urlErrorCode == .notConnectedToInternet { return "You are offline." }
        return "Something went wrong. Try again."
    default:
        return nil
    }
}

/// Where a `GuardedSignIn` run is.
typealias GuardedSignInState = FlowGraphState<GuardedSignInFlow.Step.Name>

/// `GuardedSignIn` one step at a time, as a screen per step runs it: the app chooses when each step runs, and
/// the graph still routes, counts the retries (a third wrong password ends in `locked`) and ends the run.
func signInOneStepAtATime(
    _ workflow: Workflow, password: @escaping @Sendable (Int) async -> String
) async -> GuardedSignInState {
    let runner = FlowGraphRunner<GuardedSignInFlow.Step>(workflow)
    var state = GuardedSignInFlow.graph.initialState
    while !state.isFinished {
        let outcome: StepOutcome
        switch state.step {
        case .storedSession:
            outcome = await runner.operation(StoredSession.check)
        case .signIn:
            outcome = await runner.form(state) { (form: DaVinciCollectors.SignOnForm, state: GuardedSignInState) in
                form.username.value = "alice"
                form.password.value = await password(state.visits)
                return await form.submit()
            }
        case .otp:
            outcome = await runner.form(state) { (form: DaVinciCollectors.OneTimeCodeForm, _: GuardedSignInState) in
                form.otp.value = "123456"
                return await form.submit()
            }
        case .register:
            outcome = await runner.form(state) { (form: DaVinciCollectors.RegistrationForm, _: GuardedSignInState) in
                await form.submit(\.back)
            }
        case .signedIn, .locked:
            outcome = StepOutcome()
        }
        state = state.after(outcome)
    }
    return state
}

/// A journey's passkey step, typed by `Login.callbacks.yaml`: the platform's passkey sheet over the window. A
/// cancelled or failed sheet writes AM's error outcome, so the node goes on either way and AM routes it.
@MainActor
func usePasskey(_ node: ContinueNode, over window: ASPresentationAnchor) async -> any Node {
    guard let step = try? LoginCallbacks.PasskeyNode(node) else { return node }
    _ = await step.passkey.authenticate(window: window)
    return await node.next()
}

/// The app's PingOne Protect provider over the Protect SDK (here a stand-in): `initialize(_:)` is the SDK's
/// `Protect.config` and `Protect.initialize()`, `collectSignals(_:)` its `Protect.data()`.
struct AppProtect: ProtectSignalsProvider {
    func initialize(_ initialization: ProtectInitialization) async throws {
        print("Protect for \(initialization.envId), behavior: \(initialization.isBehavioralDataCollection)")
    }

    func collectSignals(_ settings: ProtectSettings) async throws -> String {
        let signals = settings.behavioralDataCollection ? "signals with behavior" : "signals"
        if settings.pauseBehavioralData { print("then Protect.pauseBehavioralData()") }
        return signals
    }
}

/// A journey's Protect steps by hand (OrchestrateUI runs them itself with `protectSignalsProvider(_:)`): each
/// gives a `Result` and never throws; a failure is already written where AM reads it (`clientError`).
func runProtectSteps(of node: ContinueNode) async -> any Node {
    if let start = node.callback(PingOneProtectInitializeCallback.self),
        case .failure(let error) = await start.start(using: AppProtect())
    {
        print("Protect did not start: \(error)")
    }
    if let evaluation = node.callback(PingOneProtectEvaluationCallback.self) {
        let signals: Result<String, any Error> = await evaluation.collect(using: AppProtect())
        print("signals collected: \((try? signals.get()) != nil)")
    }
    return await node.next()
}
