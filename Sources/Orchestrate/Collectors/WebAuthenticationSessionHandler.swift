#if canImport(AuthenticationServices)
import AuthenticationServices
import Foundation

/// An `IdpRequestHandler` that opens the provider's page in `ASWebAuthenticationSession` and returns
/// the redirect to `callbackScheme`.
@available(iOS 13.0, macOS 10.15, *)
public final class WebAuthenticationSessionHandler: IdpRequestHandler {
    /// The URL scheme the provider redirects to (the app's, as in `returnUrl`).
    public let callbackScheme: String
    /// Whether the session shares no cookies with Safari.
    public let prefersEphemeralSession: Bool

    /// Creates a handler for redirects to `callbackScheme`.
    public init(callbackScheme: String, prefersEphemeralSession: Bool = false) {
        self.callbackScheme = callbackScheme
        self.prefersEphemeralSession = prefersEphemeralSession
    }

    /// Opens `url` and returns the redirect; `IdpError.cancelled` when the user closes the sheet.
    @MainActor
    public func authorize(url: URL) async throws -> URL {
        let anchor = PresentationAnchorProvider()
        return try await withCheckedThrowingContinuation { continuation in
            let session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme) { redirect, error in
                if let redirect {
                    continuation.resume(returning: redirect)
                } else if let error = error as? ASWebAuthenticationSessionError, error.code == .canceledLogin {
                    continuation.resume(throwing: IdpError.cancelled)
                } else {
                    continuation.resume(throwing: IdpError.handlerFailed(error.map { String(describing: type(of: $0)) } ?? "none"))
                }
            }
            session.presentationContextProvider = anchor
            session.prefersEphemeralWebBrowserSession = prefersEphemeralSession
            if !session.start() {
                continuation.resume(throwing: IdpError.handlerFailed("ASWebAuthenticationSession did not start"))
            }
        }
    }
}

/// Presents the session over the app's key window.
@available(iOS 13.0, macOS 10.15, *)
@MainActor
private final class PresentationAnchorProvider: NSObject, ASWebAuthenticationPresentationContextProviding {
    nonisolated func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        MainActor.assumeIsolated { ASPresentationAnchor() }
    }
}
#endif
