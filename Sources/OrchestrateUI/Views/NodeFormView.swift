#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// The default screen of a node: header, fields in order, the Next button when the node needs one, and a
/// progress indicator over it while the next request runs.
public struct NodeFormView: View {
    @ObservedObject private var screen: NodeScreen
    @Environment(\.orchestrateTheme) private var theme

    /// The default screen of `screen`'s node.
    public init(screen: NodeScreen) {
        self.screen = screen
    }

    /// The header, the fields and Next, scrolling.
    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: theme.spacing) {
                NodeHeaderView(fields: screen.fields)
                ForEach(screen.fields.fields) { field in
                    FieldView(field: field, screen: screen)
                }
                if let next = screen.fields.nextButton {
                    NodeButtonView(button: next, screen: screen)
                }
            }
            .padding()
        }
        .disabled(screen.isBusy)
        .overlay {
            if screen.isBusy { ProgressView().controlSize(.large) }
        }
    }
}
#endif
