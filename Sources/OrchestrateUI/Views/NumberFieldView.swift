#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A number attribute's field.
public struct NumberFieldView: View {
    private let field: NodeField
    private var context: FieldViewContext

    /// The number field of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        context = FieldViewContext(field: field, screen: screen)
    }

    /// The label and a number field.
    public var body: some View {
        let callback = field.action(as: NumberAttributeInputCallback.self)
        let value = context.screen.binding(for: field) {
            callback?.value ?? 0
        } set: {
            callback?.value = $0
        }
        let accessibility = context.accessibility
        TextField(field.label, value: value, format: .number)
            .themedTextFieldStyle(context.theme)
            .accessibilityLabel(accessibility.label)
            .accessibilityHint(accessibility.hint)
    }
}
#endif
