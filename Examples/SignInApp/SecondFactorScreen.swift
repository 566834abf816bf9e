import OrchestrateUI
import SwiftUI

/// The app's own screen for the choice of a second factor: its own title, the default field views below.
struct SecondFactorScreen: View {
    @ObservedObject var screen: NodeScreen

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("One more step", systemImage: "lock.shield").font(.title2)
            ForEach(screen.fields.fields) { field in
                FieldView(field: field, screen: screen)
            }
            if let next = screen.fields.nextButton {
                NodeButtonView(button: next, screen: screen)
            }
        }
        .padding()
    }
}
