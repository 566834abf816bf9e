import Orchestrate
import OrchestrateUI
import SwiftUI

/// The flow view of a generated flow (`LoginJourneyFlow`, from Examples/Specs) with one step's screen
/// replaced by a view of the step's typed node: it reads `form.method`, not a callback it looked up.
struct TypedSecondFactorView: View {
    let workflow: Workflow

    var body: some View {
        FlowView(workflow: workflow)
            .screenView(for: LoginJourneyFlow.Step.self) { step, screen -> SecondFactorStepScreen? in
                guard case .secondFactor(let form) = step else { return nil }
                return SecondFactorStepScreen(form: form, screen: screen)
            }
    }
}

/// The second-factor step's screen: the typed node's prompt as the title, the default field views below.
struct SecondFactorStepScreen: View {
    let form: LoginCallbacks.SecondFactorNode
    @ObservedObject var screen: NodeScreen

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(form.method.prompt).font(.title2)
            ForEach(screen.fields.fields) { field in FieldView(field: field, screen: screen) }
            if let next = screen.fields.nextButton { NodeButtonView(button: next, screen: screen) }
        }
        .padding()
    }
}
