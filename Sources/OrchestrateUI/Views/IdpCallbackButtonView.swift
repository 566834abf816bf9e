#if canImport(SwiftUI)
import Orchestrate
import SwiftUI
#if canImport(AuthenticationServices)
import AuthenticationServices
#endif

/// The "Sign in with…" button of a Journey `IdpCallback`: signs in with the app's handler for the provider
/// (``SwiftUI/View/idpHandler(_:)``), or with Apple for Apple's provider, then submits the node. A provider
/// with no handler shows the replaceable placeholder, which says so.
public struct IdpCallbackButtonView: View {
    private let field: NodeField
    private var action: ExternalActionContext
    @Environment(\.idpHandlerProvider) private var provideHandler

    /// The provider button of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        action = ExternalActionContext(screen: screen)
    }

    /// The button, and a message after a failure; the placeholder when no handler signs in.
    public var body: some View {
        if let callback = field.action(as: IdpCallback.self), let handler = handler(for: callback) {
            let provider = IdentityProvider(callback)
            ExternalActionButton(
                title: action.messages.text(.signInWithProvider, ["provider": provider.displayName]),
                failure: action.messages.text(.socialLoginFailed), failed: action.failed,
                disabled: action.screen.isBusy, style: .bordered, running: action.$running
            )
            .task(id: action.running) {
                guard action.running else { return }
                let authorized = (try? await callback.authorize(using: handler).get()) != nil
                action.finish(failed: !authorized, submits: authorized)
            }
        } else {
            let provider = IdentityProvider(id: field.action(as: IdpCallback.self)?.provider ?? field.type)
            UnknownFieldView(
                field: field, message: action.messages.text(.providerNeedsHandler, ["provider": provider.displayName]))
        }
    }

    /// The app's handler for `callback`'s provider, else Sign in with Apple for Apple's.
    private func handler(for callback: IdpCallback) -> (any IdpHandler)? {
        if let handler = provideHandler?(callback) { return handler }
        #if canImport(AuthenticationServices) && (os(iOS) || os(macOS) || os(visionOS))
        if IdentityProvider(callback).isApple, let window = action.window {
            return AppleSignInHandler { window }
        }
        #endif
        return nil
    }
}
#endif
