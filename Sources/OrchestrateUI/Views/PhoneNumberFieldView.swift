#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A phone number: the country code and the number, bound to the `PhoneNumberCollector`.
public struct PhoneNumberFieldView: View {
    private let field: NodeField
    @ObservedObject private var screen: NodeScreen
    @ObservedObject private var revision: FieldRevision
    @Environment(\.orchestrateTheme) private var theme
    @Environment(\.orchestrateMessages) private var messages

    /// The fields of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
        revision = screen.revision(of: field)
    }

    /// The label, then the country code beside the number.
    public var body: some View {
        let phone = field.action(as: PhoneNumberCollector.self)
        let code = screen.binding(for: field) {
            phone?.countryCode ?? ""
        } set: {
            phone?.countryCode = $0
        }
        let number = screen.binding(for: field) {
            phone?.phoneNumber ?? ""
        } set: {
            phone?.phoneNumber = $0
        }
        let accessibility = FieldAccessibility(field: field, errors: screen.errors(for: field), messages: messages)
        VStack(alignment: .leading, spacing: 4) {
            Text(field.label).font(theme.captionFont).foregroundStyle(.secondary).accessibilityHidden(true)
            HStack {
                TextField("+1", text: code).frame(maxWidth: 72).autocorrectionDisabled()
                    .accessibilityLabel(FieldAccessibility(part: .countryCode, of: field, messages: messages).label)
                TextField(field.label, text: number)
                    .contentType(.telephoneNumber)
                    .accessibilityLabel(accessibility.label)
                    .accessibilityHint(accessibility.hint)
            }
            .themedTextFieldStyle(theme)
        }
    }
}
#endif
