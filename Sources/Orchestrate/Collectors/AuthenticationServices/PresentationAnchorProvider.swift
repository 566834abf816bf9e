// iOS, macOS and visionOS only. Like every file of this folder it is also compiled on its own by
// AppleShimCheckTests on Linux (against a stand-in AuthenticationServices, with -D ORCHESTRATE_APPLE_SHIM_CHECK),
// so it imports Orchestrate there and uses only the runtime's public API.
#if ORCHESTRATE_APPLE_SHIM_CHECK
import Orchestrate
#endif
// tvOS and watchOS have AuthenticationServices but not the presentation context protocols used here.
#if canImport(AuthenticationServices) && !os(tvOS) && !os(watchOS)
import AuthenticationServices
import Foundation

/// Tells AuthenticationServices where to present its sheets: over the window the app's closure returns
/// when the sheet is about to appear (never a window of its own, which is not on screen).
///
/// Both protocols are `@MainActor` in the SDKs Swift 6 builds with, and AuthenticationServices asks on the
/// main thread; the witnesses are `nonisolated` and assume the main actor, so the conformances hold whether
/// an SDK marks the protocols or not.
@MainActor
final class PresentationAnchorProvider: NSObject, ASWebAuthenticationPresentationContextProviding,
    ASAuthorizationControllerPresentationContextProviding
{
    /// The app's window, asked for on the main actor.
    private let anchor: @MainActor @Sendable () -> ASPresentationAnchor

    /// Creates a provider that presents over the window `anchor` returns.
    init(anchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor) {
        self.anchor = anchor
    }

    /// The app's window, for a web authentication session.
    nonisolated func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        MainActor.assumeIsolated { anchor() }
    }

    /// The app's window, for a passkey sheet.
    nonisolated func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
        MainActor.assumeIsolated { anchor() }
    }
}
#endif
