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
    @ObservedObject private var screen: NodeScreen
    @State private var running = false
    @State private var failed = false
    @Environment(\.orchestrateMessages) private var messages
    #if canImport(AuthenticationServices)
    @Environment(\.presentationAnchorProvider) private var presentationAnchor
    #endif
    @Environment(\.idpHandlerProvider) private var provideHandler

    /// The provider button of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
    }

    /// The button, and a message after a failure; the placeholder when no handler signs in.
    public var body: some View {
        if let callback = field.action(as: IdpCallback.self), let handler = handler(for: callback) {
            let provider = IdentityProvider(callback)
            ExternalActionButton(
                title: messages.text(.signInWithProvider, ["provider": provider.displayName]),
                failure: messages.text(.socialLoginFailed), failed: failed, disabled: screen.isBusy, style: .bordered,
                running: $running
            )
            .task(id: running) {
                guard running else { return }
                let result = await callback.authorize(using: handler)
                running = false
                failed = (try? result.get()) == nil
                if !failed { screen.requestSubmission() }
            }
        } else {
            let provider = IdentityProvider(id: field.action(as: IdpCallback.self)?.provider ?? field.type)
            UnknownFieldView(
                field: field, message: messages.text(.providerNeedsHandler, ["provider": provider.displayName]))
        }
    }

    /// The app's handler for `callback`'s provider, else Sign in with Apple for Apple's.
    private func handler(for callback: IdpCallback) -> (any IdpHandler)? {
        if let handler = provideHandler?(callback) { return handler }
        #if canImport(AuthenticationServices) && (os(iOS) || os(macOS) || os(visionOS))
        if IdentityProvider(callback).isApple, let window = PresentationWindow.current(presentationAnchor) {
            return AppleSignInHandler { window }
        }
        #endif
        return nil
    }
}
#endif
