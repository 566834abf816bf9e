#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A security question and its answer (`KbaCreateCallback`): a picker of the predefined questions (or a
/// field for the user's own, when allowed) and a secure field for the answer.
public struct KbaCreateFieldView: View {
    private let field: NodeField
    private var context: FieldViewContext

    /// The question and answer of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        context = FieldViewContext(field: field, screen: screen)
    }

    /// The prompt, the question, the answer.
    public var body: some View {
        let question = context.screen.selection(of: field)
        let answer = context.screen.text(of: field)
        let ownQuestion = field.action(as: KbaCreateCallback.self)?.allowUserDefinedQuestions ?? false
        let errors = context.screen.errors(for: field)
        let questionPart = FieldAccessibility(part: .securityQuestion, of: field, messages: context.messages)
        let ownPart = FieldAccessibility(part: .ownSecurityQuestion, of: field, messages: context.messages)
        let answerPart = FieldAccessibility(
            part: .securityAnswer, of: field, errors: errors, messages: context.messages)
        VStack(alignment: .leading, spacing: 4) {
            Text(field.label).font(context.theme.captionFont).foregroundStyle(.secondary)
            Picker(questionPart.label, selection: question) {
                ForEach(field.options) { option in Text(option.label).tag(option.value) }
            }
            .pickerStyle(.menu)
            .accessibilityLabel(questionPart.label)
            .accessibilityHint(questionPart.hint)
            if ownQuestion {
                TextField(ownPart.label, text: question).themedTextFieldStyle(context.theme)
                    .accessibilityLabel(ownPart.label)
            }
            SecureField(answerPart.label, text: answer).themedTextFieldStyle(context.theme)
                .accessibilityLabel(answerPart.label)
                .accessibilityHint(answerPart.hint)
        }
    }
}
#endif
