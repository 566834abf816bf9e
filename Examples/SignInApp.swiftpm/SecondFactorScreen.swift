import Orchestrate
import OrchestrateUI
import SwiftUI

/// The app's own screen for the choice of a second factor: the typed node's prompt as its title (a property of
/// the generated `SecondFactorNode`, not a callback looked up by type), the default field views below.
struct SecondFactorScreen: View {
    let node: SignInAppCallbacks.SecondFactorNode
    @ObservedObject var screen: NodeScreen

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label(node.method.prompt, systemImage: "lock.shield").font(.title2)
            ForEach(screen.fields.fields) { (field: NodeField) in
                FieldView(field: field, screen: screen)
            }
            if let next = screen.fields.nextButton {
                NodeButtonView(button: next, screen: screen)
            }
        }
        .padding()
    }
}
