#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// Text to read: a label (its rich text's plain form), an agreement (title and text), a Journey message
/// (an error message in the theme's error color).
public struct TextBlockView: View {
    private let field: NodeField
    @Environment(\.orchestrateTheme) private var theme

    /// The text of `field`.
    public init(field: NodeField) {
        self.field = field
    }

    /// The title when there is one, then the text.
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let title, !title.isEmpty {
                Text(title).font(theme.bodyFont.weight(.semibold)).accessibilityAddTraits(.isHeader)
            }
            Text(text).font(theme.bodyFont).foregroundStyle(isError ? theme.errorColor : Color.primary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var title: String? {
        guard let agreement = field.action(as: ReadOnlyTextCollector.self), agreement.titleEnabled else { return nil }
        return agreement.title
    }

    private var text: String {
        switch field.action {
        case let label as LabelCollector: label.richContent?.plainText ?? label.content
        case let agreement as ReadOnlyTextCollector: agreement.richContent?.plainText ?? agreement.content
        default: field.label
        }
    }

    private var isError: Bool {
        (field.action as? any MessageCallback)?.messageType == .error
    }
}
#endif
