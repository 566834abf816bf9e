import Foundation

// Plain code of the AuthenticationServices handlers, tested on every platform. Like every file of this folder
// it is also compiled on its own by AppleShimCheckTests (against a stand-in AuthenticationServices, with
// -D ORCHESTRATE_APPLE_SHIM_CHECK), so it imports Orchestrate there and uses only the runtime's public API.
#if ORCHESTRATE_APPLE_SHIM_CHECK
import Orchestrate
#endif

/// What a passkey ceremony gave, read from the bytes of AuthenticationServices' credential, as the FIDO2
/// collectors send it.
enum PasskeyCredential: Sendable, Equatable {
    /// A new passkey (registration).
    case attestation(FidoAttestation)
    /// A signature (authentication).
    case assertion(FidoAssertion)

    /// A new passkey from `ASAuthorizationPlatformPublicKeyCredentialRegistration`'s bytes;
    /// `FidoError.authenticatorFailed` when one the server needs is missing or empty (the attestation object
    /// is optional in AuthenticationServices' types).
    static func registration(
        credentialID: Data, rawAttestationObject: Data?,
        rawClientDataJSON: Data
    ) throws(FidoError) -> PasskeyCredential {
        guard !credentialID.isEmpty else { throw missing("credentialID") }
        guard let rawAttestationObject, !rawAttestationObject.isEmpty else { throw missing("rawAttestationObject") }
        guard !rawClientDataJSON.isEmpty else { throw missing("rawClientDataJSON") }
        return .attestation(
            FidoAttestation(
                rawID: credentialID, attestationObject: rawAttestationObject,
                clientDataJSON: rawClientDataJSON))
    }

    /// A signature from `ASAuthorizationPlatformPublicKeyCredentialAssertion`'s bytes (the SDK types the
    /// authenticator data, signature and user id as implicitly unwrapped); an empty `userID` sends no user
    /// handle, and `FidoError.authenticatorFailed` when another value is missing or empty.
    static func assertion(
        credentialID: Data, rawAuthenticatorData: Data?, signature: Data?,
        rawClientDataJSON: Data, userID: Data?
    ) throws(FidoError) -> PasskeyCredential {
        guard !credentialID.isEmpty else { throw missing("credentialID") }
        guard let rawAuthenticatorData, !rawAuthenticatorData.isEmpty else { throw missing("rawAuthenticatorData") }
        guard let signature, !signature.isEmpty else { throw missing("signature") }
        guard !rawClientDataJSON.isEmpty else { throw missing("rawClientDataJSON") }
        let userHandle = userID.flatMap { $0.isEmpty ? nil : $0 }
        return .assertion(
            FidoAssertion(
                rawID: credentialID, authenticatorData: rawAuthenticatorData,
                signature: signature, clientDataJSON: rawClientDataJSON,
                userHandle: userHandle))
    }

    /// The new passkey; `FidoError.authenticatorFailed` when the ceremony gave a signature instead.
    func attestation() throws(FidoError) -> FidoAttestation {
        guard case .attestation(let attestation) = self else {
            throw .authenticatorFailed("an assertion, not an attestation")
        }
        return attestation
    }

    /// The signature; `FidoError.authenticatorFailed` when the ceremony gave a new passkey instead.
    func assertion() throws(FidoError) -> FidoAssertion {
        guard case .assertion(let assertion) = self else {
            throw .authenticatorFailed("an attestation, not an assertion")
        }
        return assertion
    }

    /// The error for a credential without `property`.
    private static func missing(_ property: String) -> FidoError {
        .authenticatorFailed("the credential has no \(property)")
    }
}
