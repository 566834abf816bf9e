import AuthenticationServices
import Orchestrate

// The "Apple platforms" article (Sources/Orchestrate/Orchestrate.docc/ApplePlatforms.md): passkeys.

/// A DaVinci FIDO2 step: create or use a passkey, its sheet over the app's window, then continue the
/// flow. A closed sheet leaves the user on the same step.
@MainActor
func continueWithPasskey(_ node: ContinueNode, over window: ASPresentationAnchor) async -> any Node {
    for collector in node.collectors {
        let result: Result<Void, FidoError>
        switch collector {
        case let registration as FidoRegistrationCollector: result = await registration.register(window: window)
        case let authentication as FidoAuthenticationCollector:
            result = await authentication.authenticate(window: window)
        default: continue
        }
        if case .failure(.cancelled) = result { return node }
    }
    return await node.next()
}

/// The same for a journey's WebAuthn node: the outcome goes to AM whatever it is (a cancelled sheet is
/// AM's error outcome), so the journey always moves on.
@MainActor
func continueJourneyWithPasskey(_ node: ContinueNode, over window: ASPresentationAnchor) async -> any Node {
    if let registration = node.callback(FidoRegistrationCallback.self) {
        _ = await registration.register(deviceName: "My iPhone", window: window)
    } else if let authentication = node.callback(FidoAuthenticationCallback.self) {
        _ = await authentication.authenticate(window: window)
    }
    return await node.next()
}
