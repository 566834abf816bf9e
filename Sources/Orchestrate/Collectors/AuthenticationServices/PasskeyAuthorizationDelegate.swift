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

/// Receives the outcome of one passkey ceremony from `ASAuthorizationController` and hands it, read into
/// a `PasskeyCredential` or a `FidoError`, to `outcome`.
///
/// `ASAuthorizationControllerDelegate` is `@MainActor` in the SDKs Swift 6 builds with; the witnesses are
/// `nonisolated` (they only read their arguments and hand a `Sendable` result on), so the conformance
/// holds whether an SDK marks the protocol or not.
@available(iOS 15.0, macOS 12.0, *)
@MainActor
final class PasskeyAuthorizationDelegate: NSObject, ASAuthorizationControllerDelegate {
    /// Where the outcome goes.
    private let outcome: SingleResumption<PasskeyCredential>

    /// Creates a delegate that hands the ceremony's outcome to `outcome`.
    init(outcome: SingleResumption<PasskeyCredential>) {
        self.outcome = outcome
    }

    /// Reads the platform passkey the user created or used.
    nonisolated func authorizationController(
        controller: ASAuthorizationController,
        didCompleteWithAuthorization authorization: ASAuthorization
    ) {
        do {
            outcome.resume(with: .success(try Self.read(authorization.credential)))
        } catch {
            outcome.resume(with: .failure(error))
        }
    }

    /// `FidoError.cancelled` when the user closed the sheet, otherwise the error by its code.
    nonisolated func authorizationController(
        controller: ASAuthorizationController,
        didCompleteWithError error: any Error
    ) {
        let failure =
            if let error = error as? ASAuthorizationError {
                FidoError(authorizationErrorCode: error.code.rawValue)
            } else {
                FidoError.authenticatorFailed(String(describing: type(of: error)))
            }
        outcome.resume(with: .failure(failure))
    }

    /// The bytes of a platform passkey registration or assertion; `FidoError.authenticatorFailed` for any
    /// other credential (the requests are only for platform passkeys).
    private nonisolated static func read(
        _ credential: any ASAuthorizationCredential
    ) throws(FidoError) -> PasskeyCredential {
        switch credential {
        case let registration as ASAuthorizationPlatformPublicKeyCredentialRegistration:
            try .registration(
                credentialID: registration.credentialID,
                rawAttestationObject: registration.rawAttestationObject,
                rawClientDataJSON: registration.rawClientDataJSON)
        case let assertion as ASAuthorizationPlatformPublicKeyCredentialAssertion:
            try .assertion(
                credentialID: assertion.credentialID, rawAuthenticatorData: assertion.rawAuthenticatorData,
                signature: assertion.signature, rawClientDataJSON: assertion.rawClientDataJSON,
                userID: assertion.userID)
        default:
            throw .authenticatorFailed("unexpected \(type(of: credential))")
        }
    }
}
#endif
