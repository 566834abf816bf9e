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

/// An `IdpRequestHandler` that opens the provider's page in `ASWebAuthenticationSession`, presented over
/// the app's window, and returns the redirect to `callbackScheme`. iOS, macOS and visionOS only.
///
/// ```swift
/// let handler = WebAuthenticationSessionHandler(callbackScheme: "com.example.app") { view.window! }
/// let result = await idpCollector.authorize(using: handler)
/// ```
@available(iOS 13.0, macOS 10.15, *)
public final class WebAuthenticationSessionHandler: IdpRequestHandler {
    /// The URL scheme the provider redirects to (the app's, as in `returnUrl`).
    public let callbackScheme: String
    /// Whether the session shares no cookies with Safari.
    public let prefersEphemeralSession: Bool
    /// For an `https` redirect (a universal link), its host and path; `nil` for a custom scheme.
    public let callbackHTTPS: (host: String, path: String)?
    /// The app's window to present over, asked for when the session starts.
    private let presentationAnchor: @MainActor @Sendable () -> ASPresentationAnchor

    /// Creates a handler for redirects to `callbackScheme` whose browser sheet presents over the window
    /// `presentationAnchor` returns (the window the user is acting in, e.g. `view.window`).
    public init(
        callbackScheme: String, prefersEphemeralSession: Bool = false,
        presentationAnchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor
    ) {
        self.callbackScheme = callbackScheme
        self.prefersEphemeralSession = prefersEphemeralSession
        self.presentationAnchor = presentationAnchor
        callbackHTTPS = nil
    }

    /// Creates a handler for redirects to `redirectURI`: its custom scheme, or, for an `https` URI (a universal
    /// link of the app's associated domains), its host and path, which `ASWebAuthenticationSession` matches
    /// from iOS 17.4 and macOS 14.4 (before, the sign-in fails with `IdpError.handlerFailed` saying so).
    public init(
        redirectURI: URL, prefersEphemeralSession: Bool = false,
        presentationAnchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor
    ) {
        let scheme = redirectURI.scheme?.lowercased() ?? ""
        callbackScheme = scheme
        callbackHTTPS =
            scheme == "https" ? (redirectURI.host ?? "", redirectURI.path.isEmpty ? "/" : redirectURI.path) : nil
        self.prefersEphemeralSession = prefersEphemeralSession
        self.presentationAnchor = presentationAnchor
    }

    /// Opens `url` and returns the redirect; `IdpError.cancelled` when the user closes the sheet or the calling
    /// task is cancelled (the sheet is then closed too), `IdpError.handlerFailed` naming the cause when the
    /// session fails or does not start.
    @MainActor
    public func authorize(url: URL) async throws -> URL {
        let outcome = SingleResumption<URL>()
        let anchor = PresentationAnchorProvider(anchor: presentationAnchor)
        // The completion may run on any thread: it only hands a Sendable result to `outcome`.
        let completion: @Sendable (URL?, (any Error)?) -> Void = { redirect, error in
            outcome.resume(with: Self.result(redirect: redirect, error: error))
        }
        let session: ASWebAuthenticationSession
        if let https = callbackHTTPS {
            guard #available(iOS 17.4, macOS 14.4, visionOS 1.1, *) else {
                throw IdpError.handlerFailed("an https redirect URI needs iOS 17.4 or macOS 14.4; use a custom scheme")
            }
            session = ASWebAuthenticationSession(
                url: url, callback: .https(host: https.host, path: https.path), completionHandler: completion)
        } else {
            session = ASWebAuthenticationSession(
                url: url, callbackURLScheme: callbackScheme, completionHandler: completion)
        }
        session.presentationContextProvider = anchor
        session.prefersEphemeralWebBrowserSession = prefersEphemeralSession
        // The session holds its provider weakly: both live until the handler has run.
        defer { withExtendedLifetime((session, anchor)) {} }
        try Task.checkCancellation()
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    outcome.wait(with: continuation)
                    if !session.start() {
                        let failure = IdpError.handlerFailed("ASWebAuthenticationSession did not start")
                        outcome.resume(with: .failure(failure))
                    }
                }
            } onCancel: {
                // The caller gave up (its task was cancelled): the wait ends now, and the sheet is closed below.
                outcome.resume(with: .failure(IdpError.cancelled))
            }
        } catch {
            // Back on the main actor: a sheet still up for a cancelled caller is closed (harmless when it is gone).
            if Task.isCancelled { session.cancel() }
            throw error
        }
    }

    /// The redirect, or the error the session gave (`IdpError`, by its code when it is the session's).
    private static func result(redirect: URL?, error: (any Error)?) -> Result<URL, any Error> {
        if let redirect { return .success(redirect) }
        guard let error else { return .failure(IdpError.handlerFailed("ASWebAuthenticationSession gave no URL")) }
        if let error = error as? ASWebAuthenticationSessionError {
            return .failure(IdpError(webAuthenticationSessionErrorCode: error.code.rawValue))
        }
        return .failure(IdpError.handlerFailed(String(describing: type(of: error))))
    }
}
#endif
