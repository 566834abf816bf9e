#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// The placeholder of a field no default view draws (a type the runtime has no class for, an app's own
/// collector or callback, a provider's native sign-in, a mobile pairing): visible, never nothing.
/// Replace it with ``fieldView(for:_:)``, ``fieldView(key:_:)`` or ``fieldView(kind:_:)``.
public struct UnknownFieldView: View {
    private let field: NodeField
    private let message: String?
    @Environment(\.orchestrateTheme) private var theme
    @Environment(\.orchestrateMessages) private var messages

    /// The placeholder of `field`.
    public init(field: NodeField) {
        self.init(field: field, message: nil)
    }

    /// The placeholder of `field`, saying `message` instead of the default (that the step cannot be shown).
    public init(field: NodeField, message: String?) {
        self.field = field
        self.message = message
    }

    /// The field's label and type, framed.
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if !field.label.isEmpty { Text(field.label).font(theme.bodyFont) }
            Text(
                message ?? messages.text(.unknownField, ["type": field.type.isEmpty ? field.kind.rawValue : field.type])
            )
            .font(theme.captionFont).foregroundStyle(.secondary)
        }
        .padding(8)
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay(RoundedRectangle(cornerRadius: theme.cornerRadius).stroke(.secondary, style: StrokeStyle(dash: [4])))
        .accessibilityElement(children: .combine)
    }
}
#endif
