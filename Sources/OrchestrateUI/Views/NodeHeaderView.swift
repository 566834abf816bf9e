#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A node's header and description; nothing when it has neither.
public struct NodeHeaderView: View {
    private let fields: NodeFields
    @Environment(\.orchestrateTheme) private var theme

    /// The header of `fields`' node.
    public init(fields: NodeFields) {
        self.fields = fields
    }

    /// The header as a heading, the description under it.
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if !fields.header.isEmpty {
                Text(fields.header).font(theme.headerFont).accessibilityAddTraits(.isHeader)
            }
            if !fields.description.isEmpty {
                Text(fields.description).font(theme.bodyFont).foregroundStyle(.secondary)
            }
        }
    }
}
#endif
