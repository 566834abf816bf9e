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
