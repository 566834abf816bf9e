#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A security question and its answer (`KbaCreateCallback`): a picker of the predefined questions (or a
/// field for the user's own, when allowed) and a secure field for the answer.
public struct KbaCreateFieldView: View {
    private let field: NodeField
    @ObservedObject private var screen: NodeScreen
    @Environment(\.orchestrateTheme) private var theme

    /// The question and answer of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
    }

    /// The prompt, the question, the answer.
    public var body: some View {
        let field = field
        let question = screen.binding {
            field.selection
        } set: {
            field.selection = $0
        }
        let answer = screen.binding {
            field.text
        } set: {
            field.text = $0
        }
        let ownQuestion = field.action(as: KbaCreateCallback.self)?.allowUserDefinedQuestions ?? false
        VStack(alignment: .leading, spacing: 4) {
            Text(field.label).font(theme.captionFont).foregroundStyle(.secondary)
            Picker(field.label, selection: question) {
                ForEach(field.options) { option in Text(option.label).tag(option.value) }
            }
            .pickerStyle(.menu)
            if ownQuestion {
                TextField(field.label, text: question).themedTextFieldStyle(theme)
            }
            SecureField(field.label, text: answer).themedTextFieldStyle(theme)
        }
    }
}
#endif
