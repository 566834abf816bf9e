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
    private var action: ExternalActionContext

    /// The provider button of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        action = ExternalActionContext(screen: screen)
    }

    /// The button, and a message after a failure.
    public var body: some View {
        let collector = field.action(as: IdpCollector.self)
        ExternalActionButton(
            title: field.label.isEmpty ? (collector?.idpType ?? "") : field.label,
            failure: action.messages.text(.socialLoginFailed), failed: action.failed,
            disabled: action.screen.isBusy || collector?.idpEnabled == false, style: .bordered,
            running: action.$running
        )
        .task(id: action.running) {
            guard action.running, let collector else { return }
            let authorized = await authorize(collector)
            action.finish(failed: !authorized, submits: authorized)
        }
    }

    private func authorize(_ collector: IdpCollector) async -> Bool {
        #if canImport(AuthenticationServices) && (os(iOS) || os(macOS) || os(visionOS))
        guard let window = action.window else { return false }
        if case .success = await collector.authorize(window: window) { return true }
        return false
        #else
        return false
        #endif
    }
}
#endif
