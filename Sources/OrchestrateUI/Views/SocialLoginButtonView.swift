#if canImport(SwiftUI)
import Orchestrate
import SwiftUI
#if canImport(AuthenticationServices)
import AuthenticationServices
#endif

/// A "Sign in with…" button (`SOCIAL_LOGIN_BUTTON`): opens the provider's page in a browser sheet over
/// the app's window (the redirect goes to the app's first URL scheme), then submits the node.
public struct SocialLoginButtonView: View {
    private let field: NodeField
    @ObservedObject private var screen: NodeScreen
    @State private var running = false
    @State private var failed = false
    @Environment(\.orchestrateMessages) private var messages
    #if canImport(AuthenticationServices)
    @Environment(\.presentationAnchorProvider) private var presentationAnchor
    #endif

    /// The provider button of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
    }

    /// The button, and a message after a failure.
    public var body: some View {
        let collector = field.action(as: IdpCollector.self)
        ExternalActionButton(
            title: field.label.isEmpty ? (collector?.idpType ?? "") : field.label,
            failure: messages.text(.socialLoginFailed), failed: failed,
            disabled: screen.isBusy || collector?.idpEnabled == false, style: .bordered, running: $running
        )
        .task(id: running) {
            guard running, let collector else { return }
            let authorized = await authorize(collector)
            running = false
            failed = !authorized
            if authorized { screen.requestSubmission() }
        }
    }

    private func authorize(_ collector: IdpCollector) async -> Bool {
        #if canImport(AuthenticationServices) && (os(iOS) || os(macOS) || os(visionOS))
        guard let window = PresentationWindow.current(presentationAnchor) else { return false }
        if case .success = await collector.authorize(window: window) { return true }
        return false
        #else
        return false
        #endif
    }
}
#endif
