import Orchestrate
import OrchestrateUI
import SwiftUI

// The code of the OrchestrateUI article "Writing a screen of your own", as an app writes it.

/// A screen of the app's own: its own title and button, the default field views in between.
struct WelcomeScreen: View {
    @ObservedObject var screen: NodeScreen
    @Environment(\.orchestrateMessages) private var messages

    var body: some View {
        VStack(spacing: 16) {
            Text(screen.fields.header).font(.largeTitle)
            ForEach(screen.fields.fields) { (field: NodeField) in
                FieldView(field: field, screen: screen)
            }
            if let next = screen.fields.nextButton {
                Button("Continue") { screen.press(next, messages: messages) }
                    .buttonStyle(.borderedProminent)
                    .disabled(screen.isBusy)
            }
        }
        .padding()
    }
}

/// The flow with the app's screen for one node, and its own loading and error slots.
struct WelcomeSignIn: View {
    let workflow: Workflow

    var body: some View {
        FlowView(workflow: workflow)
            .loadingView { ProgressView("Signing in…") }
            .errorView { (failure: FlowFailure) in
                VStack(spacing: 12) {
                    Text(failure.message.isEmpty ? "Something went wrong." : failure.message)
                    Button("Try again", action: failure.retry)
                }
            }
            .screenView { (screen: NodeScreen) in
                screen.fields.header == "Welcome" ? WelcomeScreen(screen: screen) : nil
            }
    }
}

/// One step of a generated flow on the app's screen, given its typed node.
struct TypedStepSignIn: View {
    let workflow: Workflow

    var body: some View {
        FlowView(workflow: workflow)
            .screenView(for: LoginJourneyFlow.Step.self) {
                (step: LoginJourneyFlow.Step, screen: NodeScreen) -> SecondFactorStepScreen? in
                guard case .secondFactor(let node) = step else { return nil }
                return SecondFactorStepScreen(form: node, screen: screen)
            }
    }
}

/// A journey made by hand (not generated) in a flow view: the flow view's `start` names the journey to run.
struct LoginJourneySignIn: View {
    let journey = Journey.createJourney { (config: JourneyConfig) in
        config.serverUrl = "https://am.example.com/am"
        config.realm = "alpha"
    }

    var body: some View {
        FlowView(workflow: journey) { (workflow: Workflow) in await workflow.start("Login") }
            .successView { (success: FlowSuccess) in
                Button("Sign out") { Task { await success.signOff() } }
            }
    }
}

/// A flow driven by the app's own view model, one `NodeView` per node: the model starts the journey with its
/// options, and `NodeView` hands over the node that follows each one it shows.
@MainActor
final class ManualSignInModel: ObservableObject {
    @Published private(set) var node: (any Node)?
    let journey: Journey

    init(journey: Journey) {
        self.journey = journey
    }

    func start() async {
        node = await journey.start("Login") { (options: inout JourneyStartOptions) in
            options.forceAuth = true
        }
    }

    func show(_ next: any Node) {
        node = next
    }
}

/// The view model's current node: a screen for a node that asks for input, else what the flow came to.
struct ManualSignInView: View {
    @ObservedObject var model: ManualSignInModel

    var body: some View {
        Group {
            switch model.node {
            case let step as ContinueNode:
                NodeView(node: step) { (next: any Node) in model.show(next) }
                    .id(ObjectIdentifier(step))
            case is SuccessNode:
                Text("Signed in")
            case let error as ErrorNode:
                Text(error.message)
            case nil:
                ProgressView()
            default:
                Text("Something went wrong.")
            }
        }
        .task { await model.start() }
    }
}
