#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// One choice among options: a dropdown or radio select, a device, a Journey choice, an identity provider.
/// Radio buttons and Journey choices are drawn inline; the others as a menu.
public struct ChoiceFieldView: View {
    private let field: NodeField
    private var context: FieldViewContext

    /// The picker of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        context = FieldViewContext(field: field, screen: screen)
    }

    /// A picker over the field's options.
    public var body: some View {
        let selection = context.screen.selection(of: field)
        let accessibility = context.accessibility
        let picker = Picker(field.label, selection: selection) {
            ForEach(field.options) { option in Text(option.label).tag(option.value) }
        }
        .accessibilityLabel(accessibility.label)
        .accessibilityHint(accessibility.hint)
        if field.kind == .radio || field.kind == .choiceCallback {
            picker.pickerStyle(.inline)
        } else {
            picker.pickerStyle(.menu)
        }
    }
}
#endif
