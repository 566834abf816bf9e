#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A yes/no field: a single checkbox or switch, a boolean attribute, consent to a mapping, terms to accept
/// (with the text above the toggle).
public struct ToggleFieldView: View {
    private let field: NodeField
    private var context: FieldViewContext

    /// The toggle of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        context = FieldViewContext(field: field, screen: screen)
    }

    /// The text the toggle is about, then the toggle.
    public var body: some View {
        let isOn = context.screen.isOn(field)
        let accessibility = context.accessibility
        VStack(alignment: .leading, spacing: 4) {
            if !detail.isEmpty {
                Text(detail).font(context.theme.captionFont)
            }
            Toggle(field.label, isOn: isOn)
                .tint(context.theme.tint)
                .accessibilityLabel(accessibility.label)
                .accessibilityHint(accessibility.hint)
        }
    }

    /// The terms, the consent's message, or the checkbox's rich text.
    private var detail: String {
        switch field.action {
        case let terms as TermsAndConditionsCallback: terms.terms
        case let consent as ConsentMappingCallback: consent.message
        case let checkbox as BooleanCollector: checkbox.richContent?.plainText ?? ""
        default: ""
        }
    }
}
#endif
