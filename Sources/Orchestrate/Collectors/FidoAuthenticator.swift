import Foundation

/// A new passkey, as `attestationValue` sends it. Binary values are base64url text.
public struct FidoAttestation: Sendable, Equatable {
    /// The credential id (`id`).
    public let id: String
    /// The credential id (`rawId`).
    public let rawID: String
    /// The attestation object.
    public let attestationObject: String
    /// The client data JSON.
    public let clientDataJSON: String

    /// Creates an attestation from encoded values.
    public init(id: String, rawID: String, attestationObject: String, clientDataJSON: String) {
        self.id = id
        self.rawID = rawID
        self.attestationObject = attestationObject
        self.clientDataJSON = clientDataJSON
    }

    /// Creates an attestation from an authenticator's bytes; `id` is the base64url of `rawID` (as iOS).
    public init(rawID: Data, attestationObject: Data, clientDataJSON: Data) {
        self.init(
            id: Base64URL.encode(rawID), rawID: Base64URL.encode(rawID),
            attestationObject: Base64URL.encode(attestationObject), clientDataJSON: Base64URL.encode(clientDataJSON))
    }

    /// `{"attestationValue": {id, rawId, response: {attestationObject, clientDataJSON}}}`.
    public var json: JSON {
        [
            "attestationValue": [
                "id": .string(id), "rawId": .string(rawID),
                "response": [
                    "attestationObject": .string(attestationObject),
                    "clientDataJSON": .string(clientDataJSON),
                ],
            ]
        ]
    }
}

/// A passkey's signature, as `assertionValue` sends it. Binary values are base64url text.
public struct FidoAssertion: Sendable, Equatable {
    /// The credential id (`id`).
    public let id: String
    /// The credential id (`rawId`).
    public let rawID: String
    /// The authenticator data.
    public let authenticatorData: String
    /// The signature.
    public let signature: String
    /// The client data JSON.
    public let clientDataJSON: String
    /// The user handle, when the authenticator returned one.
    public let userHandle: String?

    /// Creates an assertion from encoded values.
    public init(
        id: String, rawID: String, authenticatorData: String, signature: String, clientDataJSON: String,
        userHandle: String? = nil
    ) {
        self.id = id
        self.rawID = rawID
        self.authenticatorData = authenticatorData
        self.signature = signature
        self.clientDataJSON = clientDataJSON
        self.userHandle = userHandle
    }

    /// Creates an assertion from an authenticator's bytes; `id` is the base64url of `rawID` (as iOS).
    public init(rawID: Data, authenticatorData: Data, signature: Data, clientDataJSON: Data, userHandle: Data? = nil) {
        self.init(
            id: Base64URL.encode(rawID), rawID: Base64URL.encode(rawID),
            authenticatorData: Base64URL.encode(authenticatorData), signature: Base64URL.encode(signature),
            clientDataJSON: Base64URL.encode(clientDataJSON), userHandle: userHandle.map(Base64URL.encode))
    }

    /// `{"assertionValue": {id, rawId, response: {authenticatorData, signature, clientDataJSON[, userHandle]}}}`.
    public var json: JSON {
        var response: [String: JSON] = [
            "authenticatorData": .string(authenticatorData),
            "signature": .string(signature), "clientDataJSON": .string(clientDataJSON),
        ]
        if let userHandle { response["userHandle"] = .string(userHandle) }
        return ["assertionValue": ["id": .string(id), "rawId": .string(rawID), "response": .object(response)]]
    }
}

/// Creates and uses passkeys for the FIDO2 collectors. On iOS, macOS and visionOS
/// `PlatformPasskeyAuthenticator` does it with AuthenticationServices; elsewhere the app implements it
/// (Credential Manager on Android, a software authenticator in tests).
public protocol FidoAuthenticator: Sendable {
    /// Creates a passkey for `options`; throws `FidoError.cancelled` when the user gives up.
    func register(_ options: PublicKeyCredentialCreationOptions) async throws -> FidoAttestation
    /// Signs `options.challenge` with a passkey; throws `FidoError.cancelled` when the user gives up.
    func authenticate(_ options: PublicKeyCredentialRequestOptions) async throws -> FidoAssertion
}

/// Why a FIDO2 ceremony gave no credential.
public enum FidoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The field's options are missing or unreadable (e.g. a challenge that is not base64).
    case invalidOptions
    /// The user cancelled the ceremony (closed the passkey sheet).
    case cancelled
    /// The authenticator failed; the type of its error.
    case authenticatorFailed(String)

    /// A sentence for logs.
    public var description: String {
        switch self {
        case .invalidOptions: "the FIDO2 options are missing or invalid"
        case .cancelled: "the user cancelled"
        case .authenticatorFailed(let type): "the authenticator failed (\(type))"
        }
    }
}
