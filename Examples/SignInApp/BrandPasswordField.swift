import OrchestrateUI
import SwiftUI

/// The app's own password field, in place of the default one for every `PasswordCallback`.
struct BrandPasswordField: View {
    let field: NodeField

    var body: some View {
        SecureField(field.label, text: Binding(get: { field.text }, set: { field.text = $0 }))
            .textContentType(.password)
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 12).stroke(.tint))
    }
}
