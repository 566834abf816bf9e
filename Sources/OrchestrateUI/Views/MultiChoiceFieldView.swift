#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// Several choices among options (`COMBOBOX`, `CHECKBOX`): a toggle per option.
public struct MultiChoiceFieldView: View {
    private let field: NodeField
    private var context: FieldViewContext

    /// The toggles of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        context = FieldViewContext(field: field, screen: screen)
    }

    /// The label, then a toggle per option.
    public var body: some View {
        let accessibility = context.accessibility
        VStack(alignment: .leading, spacing: 4) {
            Text(field.label).font(context.theme.captionFont).foregroundStyle(.secondary)
            ForEach(field.options) { option in
                Toggle(option.label, isOn: binding(for: option.value)).tint(context.theme.tint)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(accessibility.label)
        .accessibilityHint(accessibility.hint)
    }

    private func binding(for value: String) -> Binding<Bool> {
        let field = field
        return context.screen.binding(for: field) {
            field.selections.contains(value)
        } set: { chosen in
            var values = field.selections.filter { $0 != value }
            if chosen { values.append(value) }
            field.multipleChoiceAction?.selectedValues = values
        }
    }
}
#endif
