#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// One field of a node's screen: the app's view when it gave one (``fieldView(for:_:)``,
/// ``fieldView(key:_:)``, ``fieldView(kind:_:)``), else ``DefaultFieldView``.
public struct FieldView: View {
    private let field: NodeField
    @ObservedObject private var screen: NodeScreen
    @ObservedObject private var revision: FieldRevision
    @Environment(\.fieldViewOverrides) private var overrides

    /// The view of `field` on `screen`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
        revision = screen.revision(of: field)
    }

    /// The app's view or the default one.
    public var body: some View {
        if let custom = overrides.replacement(for: field) {
            custom
        } else {
            DefaultFieldView(field: field, screen: screen)
        }
    }
}
#endif
