import Orchestrate
import OrchestrateUI
import SwiftUI

/// The same sign-in in the app's own look: every field in a card, the main button prominent and capsule
/// links, a Google handler for a journey's Google provider (Apple's signs in by default), and the vendor
/// SDKs for mobile pairing and reCAPTCHA.
struct StyledSignInView: View {
    let workflow: Workflow

    var body: some View {
        FlowView(workflow: workflow)
            .nodeFieldStyle(BorderedFieldStyle())
            .nodeButtonStyle(.borderedProminent, for: .primary)
            .nodeButtonStyle(CapsuleLinkStyle(), for: .link)
            .idpHandler { callback in IdentityProvider(callback).id.hasPrefix("google") ? GoogleSignIn() : nil }
            .mobilePairing { collector in try await MyMFA.pair(with: collector.pairingKey) }
            .reCaptchaProvider(GoogleReCaptcha())
    }
}

/// A link as a capsule.
struct CapsuleLinkStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12).padding(.vertical, 6)
            .background(Capsule().fill(Color.secondary.opacity(configuration.isPressed ? 0.3 : 0.15)))
    }
}

/// Where an app calls Google's SDK; this example has none, so it says so.
struct GoogleSignIn: IdpHandler {
    struct NotLinked: Error {}

    func authorize(_ callback: IdpCallback) async throws -> (token: String, tokenType: String) {
        throw NotLinked()
    }
}

/// Where an app calls PingOne MFA's SDK to pair; this example has none.
enum MyMFA {
    struct NotLinked: Error {}

    static func pair(with key: String) async throws {
        throw NotLinked()
    }
}

/// Where an app calls Google's reCAPTCHA Enterprise SDK; this example has none.
struct GoogleReCaptcha: ReCaptchaEnterpriseProvider {
    struct NotLinked: Error {}

    func execute(siteKey: String, action: String, timeout: Double) async throws -> String {
        throw NotLinked()
    }
}
