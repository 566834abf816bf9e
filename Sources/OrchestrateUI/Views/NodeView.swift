#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// The screen of any `ContinueNode`, DaVinci or Journey: its header, its fields with their default
/// views (or the app's, ``fieldView(for:_:)``), errors after a submit attempt, and a busy state while the
/// next request runs. `onNext` receives the node that follows.
///
/// ```swift
/// NodeView(node: node) { next in self.node = next }
///     .fieldView(for: PasswordCollector.self) { field in MyPasswordField(field) }
/// ```
public struct NodeView: View {
    @StateObject private var screen: NodeScreen
    @Environment(\.screenViewOverride) private var screenOverride
    @Environment(\.protectSignalsProvider) private var protectProvider

    /// The screen of `node`.
    public init(node: ContinueNode, onNext: @escaping @MainActor (any Node) -> Void) {
        _screen = StateObject(wrappedValue: NodeScreen(node: node, onNext: onNext))
    }

    /// The screen of `node`.
    public init(_ node: ContinueNode, onNext: @escaping @MainActor (any Node) -> Void) {
        self.init(node: node, onNext: onNext)
    }

    /// The app's screen when ``screenView(_:)`` gives one, else ``NodeFormView``.
    public var body: some View {
        Group {
            if let custom = screenOverride?(screen) {
                custom
            } else {
                NodeFormView(screen: screen)
            }
        }
        .environmentObject(screen)
        .task { await screen.collectAutomaticFields(protect: protectProvider) }
        .task(id: screen.submissions) { await screen.runPendingSubmission() }
    }
}
#endif
