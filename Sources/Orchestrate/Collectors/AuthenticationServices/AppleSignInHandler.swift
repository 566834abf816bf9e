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

/// An `IdpHandler` that signs in with Apple (`ASAuthorizationAppleIDProvider`) for an AM `IdpCallback`
/// whose provider is Apple's, presenting its sheet over the app's window. iOS, macOS and visionOS only.
///
/// It asks for the callback's scopes (`name` or `fullName`, and `email`) with its nonce, and answers as
/// ``AppleSignInCredential/answer(for:)`` says: the identity token, or the JSON with the user's name when
/// the provider `acceptsJSON`. The app needs the Sign in with Apple capability.
///
/// ```swift
/// let result = await idpCallback.authorize(using: AppleSignInHandler { view.window! })
/// ```
@available(iOS 13.0, macOS 10.15, *)
public final class AppleSignInHandler: IdpHandler {
    /// The app's window to present over, asked for when the sheet opens.
    private let presentationAnchor: @MainActor @Sendable () -> ASPresentationAnchor

    /// Creates a handler whose sheet presents over the window `presentationAnchor` returns.
    public init(presentationAnchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor) {
        self.presentationAnchor = presentationAnchor
    }

    /// Signs in with Apple and returns what `callback` takes; `IdpError.cancelled` when the user closes the
    /// sheet, `IdpError.handlerFailed` naming the cause otherwise.
    @MainActor
    public func authorize(_ callback: IdpCallback) async throws -> (token: String, tokenType: String) {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = Self.scopes(callback.scopes)
        if !callback.nonce.isEmpty { request.nonce = callback.nonce }
        let outcome = SingleResumption<AppleSignInCredential>()
        let delegate = AppleIDAuthorizationDelegate(outcome: outcome)
        let anchor = PresentationAnchorProvider(anchor: presentationAnchor)
        let controller = ASAuthorizationController(authorizationRequests: [request])
        controller.delegate = delegate
        controller.presentationContextProvider = anchor
        // The controller holds its delegate and provider weakly: all three live until the delegate has run.
        defer { withExtendedLifetime((controller, delegate, anchor)) {} }
        let credential = try await withCheckedThrowingContinuation { continuation in
            outcome.wait(with: continuation)
            controller.performRequests()
        }
        return try credential.answer(for: callback)
    }

    /// Apple's scopes for AM's: `name` or `fullName` asks for the name, `email` for the email; others have
    /// no Apple equivalent.
    private static func scopes(_ scopes: [String]) -> [ASAuthorization.Scope] {
        var result: [ASAuthorization.Scope] = []
        if scopes.contains("name") || scopes.contains("fullName") { result.append(.fullName) }
        if scopes.contains("email") { result.append(.email) }
        return result
    }
}

/// Receives the outcome of one Sign in with Apple request and hands it, read into an
/// `AppleSignInCredential` or an `IdpError`, to `outcome`. The witnesses are `nonisolated`, as in
/// `PasskeyAuthorizationDelegate`.
@available(iOS 13.0, macOS 10.15, *)
@MainActor
final class AppleIDAuthorizationDelegate: NSObject, ASAuthorizationControllerDelegate {
    /// Where the outcome goes.
    private let outcome: SingleResumption<AppleSignInCredential>

    /// Creates a delegate that hands the request's outcome to `outcome`.
    init(outcome: SingleResumption<AppleSignInCredential>) {
        self.outcome = outcome
    }

    /// Reads the Apple ID credential.
    nonisolated func authorizationController(
        controller: ASAuthorizationController,
        didCompleteWithAuthorization authorization: ASAuthorization
    ) {
        guard let credential = authorization.credential as? ASAuthorizationAppleIDCredential else {
            outcome.resume(with: .failure(IdpError.handlerFailed("unexpected \(type(of: authorization.credential))")))
            return
        }
        let read = AppleSignInCredential(
            identityToken: credential.identityToken.flatMap { String(data: $0, encoding: .utf8) },
            authorizationCode: credential.authorizationCode.flatMap { String(data: $0, encoding: .utf8) },
            state: credential.state, givenName: credential.fullName?.givenName,
            familyName: credential.fullName?.familyName, email: credential.email)
        outcome.resume(with: .success(read))
    }

    /// `IdpError.cancelled` when the user closed the sheet, otherwise the error by its code.
    nonisolated func authorizationController(
        controller: ASAuthorizationController,
        didCompleteWithError error: any Error
    ) {
        let failure =
            if let error = error as? ASAuthorizationError {
                IdpError(authorizationErrorCode: error.code.rawValue)
            } else {
                IdpError.handlerFailed(String(describing: type(of: error)))
            }
        outcome.resume(with: .failure(failure))
    }
}
#endif
