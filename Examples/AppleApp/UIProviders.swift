import AuthenticationServices
import Orchestrate
import OrchestrateUI
import SwiftUI

// The code of the OrchestrateUI article "Providers and the window", as an app writes it.

/// Signs in with Google for AM's `IdpCallback`: the app's call into Google's SDK gives an ID token for the
/// callback's client id and nonce, which AM checks.
struct GoogleIdTokenHandler: IdpHandler {
    /// The app's call into Google Sign-In: an ID token for the client id and nonce.
    let signIn: @Sendable (_ clientID: String, _ nonce: String) async throws -> String

    func authorize(_ callback: IdpCallback) async throws -> (token: String, tokenType: String) {
        let idToken = try await signIn(callback.clientId, callback.nonce)
        return (token: idToken, tokenType: "id_token")
    }
}

/// reCAPTCHA Enterprise through the app's call into Google's SDK.
struct AppReCaptcha: ReCaptchaEnterpriseProvider {
    /// The app's call into Google's reCAPTCHA Enterprise SDK.
    let execute: @Sendable (_ siteKey: String, _ action: String, _ timeout: Double) async throws -> String

    func execute(siteKey: String, action: String, timeout: Double) async throws -> String {
        try await execute(siteKey, action, timeout)
    }
}

/// The window this view is in, for the passkey and browser sheets: it reads the window of the scene it is drawn in.
@MainActor
final class WindowBox {
    weak var window: ASPresentationAnchor?
}

#if os(iOS)
/// Finds the `UIWindow` this view is in.
struct WindowReader: UIViewRepresentable {
    typealias UIViewType = UIView
    let box: WindowBox

    func makeUIView(context: Self.Context) -> UIView { WindowCapturingView(box: box) }
    func updateUIView(_ view: UIView, context: Self.Context) {}

    private final class WindowCapturingView: UIView {
        let box: WindowBox
        init(box: WindowBox) {
            self.box = box
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func didMoveToWindow() { box.window = window }
    }
}
#elseif os(macOS)
/// Finds the `NSWindow` this view is in.
struct WindowReader: NSViewRepresentable {
    typealias NSViewType = NSView
    let box: WindowBox

    func makeNSView(context: Self.Context) -> NSView { WindowCapturingView(box: box) }
    func updateNSView(_ view: NSView, context: Self.Context) {}

    private final class WindowCapturingView: NSView {
        let box: WindowBox
        init(box: WindowBox) {
            self.box = box
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidMoveToWindow() { box.window = window }
    }
}
#endif

/// The flow with every provider the app links, its sheets over this scene's window.
struct ProvidersSignIn: View {
    let workflow: Workflow
    let googleSignIn: @Sendable (String, String) async throws -> String
    let reCaptcha: @Sendable (String, String, Double) async throws -> String
    @State private var windowBox = WindowBox()

    var body: some View {
        FlowView(workflow: workflow)
            .background(WindowReader(box: windowBox))
            .presentationAnchor { windowBox.window }
            .idpHandler { (callback: IdpCallback) -> (any IdpHandler)? in
                IdentityProvider(callback).id.hasPrefix("google") ? GoogleIdTokenHandler(signIn: googleSignIn) : nil
            }
            .mobilePairing { (collector: MobilePairingCollector) in
                try await MyMFA.pair(with: collector.pairingKey)
            }
            .reCaptchaProvider(AppReCaptcha(execute: reCaptcha))
    }
}
