#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A text or password field, bound to its collector or callback, with its AutoFill content type.
public struct TextInputFieldView: View {
    private let field: NodeField
    private var context: FieldViewContext

    /// The text field of `field`: secure for a password or a security answer.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        context = FieldViewContext(field: field, screen: screen)
    }

    /// The label, then the field.
    public var body: some View {
        let text = context.screen.text(of: field)
        let accessibility = context.accessibility
        VStack(alignment: .leading, spacing: 4) {
            Text(field.label).font(context.theme.captionFont).foregroundStyle(.secondary).accessibilityHidden(true)
            Group {
                if field.isSecure {
                    SecureField(field.label, text: text)
                } else {
                    TextField(field.label, text: text)
                }
            }
            .themedTextFieldStyle(context.theme)
            .font(context.theme.bodyFont)
            .contentType(field.contentType)
            .accessibilityLabel(accessibility.label)
            .accessibilityHint(accessibility.hint)
        }
    }
}
#endif
