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
    private var action: ExternalActionContext

    /// The passkey button of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        action = ExternalActionContext(screen: screen)
    }

    /// The button, and a message after a failure.
    public var body: some View {
        ExternalActionButton(
            title: field.label.isEmpty ? action.messages.text(.passkey) : field.label,
            failure: action.messages.text(.passkeyFailed), failed: action.failed, disabled: action.screen.isBusy,
            style: .borderedProminent, running: action.$running
        )
        .task(id: action.running) {
            guard action.running else { return }
            let outcome = await run()
            action.finish(
                failed: outcome == .failed,
                submits: outcome == .done || (outcome == .failed && field.kind.submitsAfterPasskeyFailure))
        }
    }

    private enum Outcome { case done, failed, unavailable }

    private func run() async -> Outcome {
        #if canImport(AuthenticationServices) && (os(iOS) || os(macOS) || os(visionOS))
        guard let window = action.window else { return .unavailable }
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
