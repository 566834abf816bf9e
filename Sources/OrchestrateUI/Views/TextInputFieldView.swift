#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A text or password field, bound to its collector or callback, with its AutoFill content type.
public struct TextInputFieldView: View {
    private let field: NodeField
    @ObservedObject private var screen: NodeScreen
    @ObservedObject private var revision: FieldRevision
    @Environment(\.orchestrateTheme) private var theme
    @Environment(\.orchestrateMessages) private var messages

    /// The text field of `field`: secure for a password or a security answer.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
        revision = screen.revision(of: field)
    }

    /// The label, then the field.
    public var body: some View {
        let field = field
        let text = screen.binding(for: field) {
            field.text
        } set: {
            field.textAction?.textValue = $0
        }
        let accessibility = FieldAccessibility(field: field, errors: screen.errors(for: field), messages: messages)
        VStack(alignment: .leading, spacing: 4) {
            Text(field.label).font(theme.captionFont).foregroundStyle(.secondary).accessibilityHidden(true)
            Group {
                if field.isSecure {
                    SecureField(field.label, text: text)
                } else {
                    TextField(field.label, text: text)
                }
            }
            .themedTextFieldStyle(theme)
            .font(theme.bodyFont)
            .contentType(field.contentType)
            .accessibilityLabel(accessibility.label)
            .accessibilityHint(accessibility.hint)
        }
    }
}
#endif
