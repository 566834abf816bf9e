#if canImport(SwiftUI)
import Orchestrate
import SwiftUI
#if canImport(AuthenticationServices)
import AuthenticationServices
#endif

/// What every button that runs an action outside the form (a passkey, a provider's sign-in) observes and keeps,
/// in one place: the screen it submits, whether the action runs and whether it failed, the message catalog, and
/// the app's window to present over. A button view keeps one, made from its `screen`.
@MainActor
struct ExternalActionContext: DynamicProperty {
    @ObservedObject var screen: NodeScreen
    @State var running = false
    @State var failed = false
    @Environment(\.orchestrateMessages) var messages
    #if canImport(AuthenticationServices)
    @Environment(\.presentationAnchorProvider) private var presentationAnchor
    #endif

    /// The context of a button on `screen`.
    init(screen: NodeScreen) {
        self.screen = screen
    }

    /// Ends a run: records whether it `failed` and, when it `submits`, asks for the node's submission.
    func finish(failed: Bool, submits: Bool) {
        running = false
        self.failed = failed
        if submits { screen.requestSubmission() }
    }

    #if canImport(AuthenticationServices)
    /// The window to present over: the app's (``SwiftUI/View/presentationAnchor(_:)``), else the key window.
    var window: ASPresentationAnchor? {
        PresentationWindow.current(presentationAnchor)
    }
    #endif
}
#endif
