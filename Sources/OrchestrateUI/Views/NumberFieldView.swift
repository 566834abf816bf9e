#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A number attribute's field.
public struct NumberFieldView: View {
    private let field: NodeField
    @ObservedObject private var screen: NodeScreen
    @ObservedObject private var revision: FieldRevision
    @Environment(\.orchestrateMessages) private var messages
    @Environment(\.orchestrateTheme) private var theme

    /// The number field of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
        revision = screen.revision(of: field)
    }

    /// The label and a number field.
    public var body: some View {
        let callback = field.action(as: NumberAttributeInputCallback.self)
        let value = screen.binding(for: field) {
            callback?.value ?? 0
        } set: {
            callback?.value = $0
        }
        let accessibility = FieldAccessibility(field: field, errors: screen.errors(for: field), messages: messages)
        TextField(field.label, value: value, format: .number)
            .themedTextFieldStyle(theme)
            .accessibilityLabel(accessibility.label)
            .accessibilityHint(accessibility.hint)
    }
}
#endif
