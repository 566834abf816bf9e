import Orchestrate
import OrchestrateUI
import SwiftUI

// The code of the OrchestrateUI article "Writing a field of your own", as an app writes it.

/// A one-time code field: the field's label, a large monospaced text field bound to its collector or
/// callback, and its errors after a submit attempt.
struct OneTimeCodeField: View {
    let field: NodeField
    @EnvironmentObject private var screen: NodeScreen

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(field.label).font(.headline)
            TextField("000000", text: screen.text(of: field))
                .font(.system(.title, design: .monospaced))
                .textContentType(.oneTimeCode)
            FieldErrorsView(errors: screen.errors(for: field))
        }
    }
}

/// A consent as a switch with the app's wording, for every yes/no field.
struct ConsentSwitch: View {
    let field: NodeField
    @EnvironmentObject private var screen: NodeScreen

    var body: some View {
        Toggle(isOn: screen.isOn(field)) {
            Text(field.label.isEmpty ? "I agree" : field.label)
        }
        .toggleStyle(.switch)
    }
}

/// A journey's password field titled with the callback's own prompt.
struct PromptedPasswordField: View {
    let prompt: String
    let field: NodeField
    @EnvironmentObject private var screen: NodeScreen

    var body: some View {
        SecureField(prompt, text: screen.text(of: field))
            .textContentType(.password)
    }
}

/// The flow with the app's fields: by key, by collector or callback type (given the field, or the typed
/// callback and the field), and by kind.
struct CustomFieldsSignIn: View {
    let workflow: Workflow

    var body: some View {
        FlowView(workflow: workflow)
            .fieldView(key: "otp") { (field: NodeField) in OneTimeCodeField(field: field) }
            .fieldView(for: BooleanCollector.self) { (field: NodeField) in ConsentSwitch(field: field) }
            .fieldView(for: PasswordCallback.self) { (callback: PasswordCallback, field: NodeField) in
                PromptedPasswordField(prompt: callback.prompt, field: field)
            }
            .fieldView(kind: .unknown) { (field: NodeField) in Text("\(field.type) is not supported yet") }
    }
}

/// Reads and writes a field's value through the runtime's value protocols, with no cast to a collector type.
@MainActor
func prefill(_ fields: NodeFields, username: String) {
    for field in fields.fields where field.contentType == .username {
        field.textAction?.textValue = username
    }
}
