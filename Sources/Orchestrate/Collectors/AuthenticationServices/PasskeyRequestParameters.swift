import Foundation

// Plain code of the AuthenticationServices handlers, tested on every platform. Like every file of this folder
// it is also compiled on its own by AppleShimCheckTests (against a stand-in AuthenticationServices, with
// -D ORCHESTRATE_APPLE_SHIM_CHECK), so it imports Orchestrate there and uses only the runtime's public API.
#if ORCHESTRATE_APPLE_SHIM_CHECK
import Orchestrate
#endif

/// The relying party's wish for user verification (a PIN, Face ID), as WebAuthn names it.
enum PasskeyUserVerification: Equatable {
    case required, preferred, discouraged

    /// `required`, `preferred` or `discouraged`; anything else (or nothing) is `preferred`, WebAuthn's default.
    init(webAuthn value: String) {
        switch value {
        case "required": self = .required
        case "discouraged": self = .discouraged
        default: self = .preferred
        }
    }
}

/// What a platform passkey registration request holds, read from the creation options.
struct PasskeyRegistrationParameters: Equatable {
    /// The relying party (`rp.id`).
    let relyingPartyID: String
    /// The challenge to sign.
    let challenge: Data
    /// The account's name on the passkey: `user.name`, or `user.displayName` when the name is empty.
    let name: String
    /// `user.displayName`; `nil` when empty.
    let displayName: String?
    /// The user handle (`user.id`).
    let userID: Data
    /// `authenticatorSelection.userVerification`.
    let userVerification: PasskeyUserVerification

    /// Reads `options`; `FidoError.invalidOptions` without a relying party, a challenge, a user handle or a
    /// name, which AuthenticationServices needs (an app has no web origin to default the relying party to).
    init(_ options: PublicKeyCredentialCreationOptions) throws(FidoError) {
        let name = options.userName.isEmpty ? options.userDisplayName : options.userName
        guard !options.rpID.isEmpty, !options.challenge.isEmpty, !options.userID.isEmpty, !name.isEmpty else {
            throw .invalidOptions
        }
        relyingPartyID = options.rpID
        challenge = options.challenge
        self.name = name
        displayName = options.userDisplayName.isEmpty ? nil : options.userDisplayName
        userID = options.userID
        userVerification = PasskeyUserVerification(webAuthn: options.userVerification)
    }
}

/// What a platform passkey assertion request holds, read from the request options.
struct PasskeyAssertionParameters: Equatable {
    /// The relying party (`rpId`).
    let relyingPartyID: String
    /// The challenge to sign.
    let challenge: Data
    /// The ids of the `public-key` credentials that may answer; empty for any passkey of the relying party.
    let allowedCredentialIDs: [Data]
    /// `userVerification`.
    let userVerification: PasskeyUserVerification

    /// Reads `options`; `FidoError.invalidOptions` without a relying party or a challenge, or when every
    /// allowed credential is of a type other than `public-key` (WebAuthn then fails rather than allow any).
    init(_ options: PublicKeyCredentialRequestOptions) throws(FidoError) {
        let allowed = options.allowCredentials.filter { $0.type == "public-key" }.map(\.id)
        guard !options.rpID.isEmpty, !options.challenge.isEmpty,
            allowed.isEmpty == options.allowCredentials.isEmpty
        else { throw .invalidOptions }
        relyingPartyID = options.rpID
        challenge = options.challenge
        allowedCredentialIDs = allowed
        userVerification = PasskeyUserVerification(webAuthn: options.userVerification)
    }
}
