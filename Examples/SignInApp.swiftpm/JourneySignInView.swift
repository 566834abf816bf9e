import Orchestrate
import OrchestrateUI
import SwiftUI

/// The journey `Login`: credentials, the choice of a second factor on the app's own screen, then the code or
/// the security question.
struct JourneySignInView: View {
    let journey = JourneySignInFlow.workflow()

    var body: some View {
        FlowView(workflow: journey)
            .successView { (success: FlowSuccess) in
                VStack(spacing: 16) {
                    Text("Signed in")
                    Button("Sign out") { Task { await success.signOff() } }
                }
            }
            .fieldView(for: PasswordCallback.self) { (field: NodeField) in BrandPasswordField(field: field) }
            .screenView(for: JourneySignInFlow.Step.self) {
                (step: JourneySignInFlow.Step, screen: NodeScreen) -> SecondFactorScreen? in
                guard case .secondFactor(let node) = step else { return nil }
                return SecondFactorScreen(node: node, screen: screen)
            }
    }
}
