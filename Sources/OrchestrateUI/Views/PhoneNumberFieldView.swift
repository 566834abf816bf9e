#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A phone number: the country code and the number, bound to the `PhoneNumberCollector`.
public struct PhoneNumberFieldView: View {
    private let field: NodeField
    private var context: FieldViewContext

    /// The fields of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        context = FieldViewContext(field: field, screen: screen)
    }

    /// The label, then the country code beside the number.
    public var body: some View {
        let phone = field.action(as: PhoneNumberCollector.self)
        let code = context.screen.binding(for: field) {
            phone?.countryCode ?? ""
        } set: {
            phone?.countryCode = $0
        }
        let number = context.screen.binding(for: field) {
            phone?.phoneNumber ?? ""
        } set: {
            phone?.phoneNumber = $0
        }
        let accessibility = context.accessibility
        VStack(alignment: .leading, spacing: 4) {
            Text(field.label).font(context.theme.captionFont).foregroundStyle(.secondary).accessibilityHidden(true)
            HStack {
                TextField("+1", text: code).frame(maxWidth: 72).autocorrectionDisabled()
                    .accessibilityLabel(
                        FieldAccessibility(part: .countryCode, of: field, messages: context.messages).label)
                TextField(field.label, text: number)
                    .contentType(.telephoneNumber)
                    .accessibilityLabel(accessibility.label)
                    .accessibilityHint(accessibility.hint)
            }
            .themedTextFieldStyle(context.theme)
        }
    }
}
#endif
