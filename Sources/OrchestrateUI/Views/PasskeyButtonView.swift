#if canImport(SwiftUI)
import Orchestrate
import SwiftUI
#if canImport(AuthenticationServices)
import AuthenticationServices
#endif

/// A passkey button (DaVinci `FIDO2`, Journey WebAuthn): creates a passkey or signs in with one through
/// the platform's authenticator over the app's window (``SwiftUI/View/presentationAnchor(_:)``), then submits
/// the node. After a failure, ``FieldKind/submitsAfterPasskeyFailure`` says whether the node is submitted
/// (a journey's) or the failure is shown (a DaVinci form's).
public struct PasskeyButtonView: View {
    private let field: NodeField
    @ObservedObject private var screen: NodeScreen
    @State private var running = false
    @State private var failed = false
    @Environment(\.orchestrateMessages) private var messages
    #if canImport(AuthenticationServices)
    @Environment(\.presentationAnchorProvider) private var presentationAnchor
    #endif

    /// The passkey button of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
    }

    /// The button, and a message after a failure.
    public var body: some View {
        ExternalActionButton(
            title: field.label.isEmpty ? messages.text(.passkey) : field.label,
            failure: messages.text(.passkeyFailed), failed: failed, disabled: screen.isBusy,
            style: .borderedProminent, running: $running
        )
        .task(id: running) {
            guard running else { return }
            let outcome = await run()
            running = false
            failed = outcome == .failed
            if outcome == .done || (outcome == .failed && field.kind.submitsAfterPasskeyFailure) {
                screen.requestSubmission()
            }
        }
    }

    private enum Outcome { case done, failed, unavailable }

    private func run() async -> Outcome {
        #if canImport(AuthenticationServices) && (os(iOS) || os(macOS) || os(visionOS))
        guard let window = PresentationWindow.current(presentationAnchor) else { return .unavailable }
        let result: Result<Void, FidoError>
        switch field.action {
        case let collector as FidoRegistrationCollector: result = await collector.register(window: window)
        case let collector as FidoAuthenticationCollector: result = await collector.authenticate(window: window)
        case let callback as FidoRegistrationCallback: result = await callback.register(window: window)
        case let callback as FidoAuthenticationCallback: result = await callback.authenticate(window: window)
        default: return .unavailable
        }
        if case .failure = result { return .failed }
        return .done
        #else
        return .unavailable
        #endif
    }
}
#endif
