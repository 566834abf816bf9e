import OrchestrateUI
import SwiftUI

/// The app's own password field, in place of the default one for every `PasswordCollector` and
/// `PasswordCallback`. The field is a `NodeField` (what the screen shows: its label, kind and the collector or
/// callback behind it); the screen binds its value and redraws this field alone as the user types.
struct BrandPasswordField: View {
    let field: NodeField
    @EnvironmentObject private var screen: NodeScreen

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            SecureField(field.label, text: screen.text(of: field))
                .textContentType(.password)
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 12).stroke(.tint))
            FieldErrorsView(errors: screen.errors(for: field))
        }
    }
}
