import Foundation

// AM's WebAuthn nodes send their options as a `MetadataCallback`'s `data`, in their own shape (a standard
// base64 challenge, the user id as text, lists under `_`-prefixed names, numbers as text). These readers
// turn that shape into the WebAuthn one the FIDO2 collectors read, as the ForgeRock SDKs do.

extension PublicKeyCredentialCreationOptions {
    /// Reads the `data` of AM's WebAuthn registration node; `nil` without a challenge or a user id.
    init?(journeyData data: JSON) {
        guard let challenge = data["challenge"]?.stringValue, let userID = data["userId"]?.stringValue else {
            return nil
        }
        var selection = data["_authenticatorSelection"]?.objectValue ?? [:]
        if selection["residentKey"] == nil, let required = selection["requireResidentKey"]?.boolValue {
            selection["residentKey"] = .string(required ? "required" : "discouraged")
        }
        self.init(json: [
            "challenge": .string(challenge),
            "rp": ["id": data["_relyingPartyId"] ?? "", "name": data["relyingPartyName"] ?? ""],
            // The user id is sent as the bytes of AM's text, not decoded (as the ForgeRock SDKs do).
            "user": [
                "id": .array(userID.utf8.map { .integer(Int($0)) }),
                "name": data["userName"] ?? "", "displayName": data["displayName"] ?? "",
            ],
            "pubKeyCredParams": data["_pubKeyCredParams"] ?? [],
            "timeout": JourneyWebAuthn.milliseconds(data["timeout"]),
            "excludeCredentials": data["_excludeCredentials"] ?? [],
            "authenticatorSelection": .object(selection),
            "attestation": data["attestationPreference"] ?? "",
        ])
    }
}

extension PublicKeyCredentialRequestOptions {
    /// Reads the `data` of AM's WebAuthn authentication node; `nil` without a challenge.
    init?(journeyData data: JSON) {
        guard let challenge = data["challenge"]?.stringValue else { return nil }
        self.init(json: [
            "challenge": .string(challenge),
            "rpId": data["_relyingPartyId"] ?? "",
            "timeout": JourneyWebAuthn.milliseconds(data["timeout"]),
            "allowCredentials": data["_allowCredentials"] ?? [],
            "userVerification": data["userVerification"] ?? "",
        ])
    }
}

/// What AM's WebAuthn data and outcome have in common.
enum JourneyWebAuthn {
    /// A timeout given as a number or as text (`"60000"`); `null` otherwise.
    static func milliseconds(_ json: JSON?) -> JSON {
        if let number = json?.intValue { return .integer(number) }
        if let number = json?.stringValue.flatMap({ Int($0) }) { return .integer(number) }
        return .null
    }
}

extension JourneyWebAuthn {
    /// The `webAuthnOutcome` of a new passkey: `clientDataJSON::attestationObject::rawId[::deviceName]`,
    /// the client data as text, the attestation object as signed bytes joined by commas, the raw id as
    /// base64url; wrapped as `{"authenticatorAttachment", "legacyData"}` when AM `supportsJsonResponse`.
    /// `nil` when the attestation's values are not base64url.
    static func outcome(_ attestation: FidoAttestation, deviceName: String?, json: Bool) -> String? {
        guard let clientData = text(attestation.clientDataJSON),
            let object = Base64URL.decode(attestation.attestationObject)
        else { return nil }
        var legacy = "\(clientData)::\(signedBytes(object))::\(attestation.rawID)"
        if let deviceName, !deviceName.isEmpty { legacy += "::\(deviceName)" }
        return json ? wrapped(legacy) : legacy
    }

    /// The `webAuthnOutcome` of a signature:
    /// `clientDataJSON::authenticatorData::signature::rawId::userHandle`, the client data and user handle
    /// as text (the handle empty when none), the other bytes signed and joined by commas, the raw id as
    /// base64url; wrapped as for a registration when AM `supportsJsonResponse`.
    static func outcome(_ assertion: FidoAssertion, json: Bool) -> String? {
        guard let clientData = text(assertion.clientDataJSON),
            let authenticatorData = Base64URL.decode(assertion.authenticatorData),
            let signature = Base64URL.decode(assertion.signature)
        else { return nil }
        let userHandle = assertion.userHandle.map { text($0) ?? "" } ?? ""
        let legacy = [clientData, signedBytes(authenticatorData), signedBytes(signature), assertion.rawID, userHandle]
            .joined(separator: "::")
        return json ? wrapped(legacy) : legacy
    }

    /// The `webAuthnOutcome` of a ceremony that gave no credential, which AM takes to its error outcome:
    /// `ERROR::NotAllowedError:…` when the user cancelled, as a browser reports it.
    static func outcome(_ error: FidoError) -> String {
        switch error {
        case .cancelled: "ERROR::NotAllowedError:The operation was canceled."
        case .invalidOptions: "ERROR::NotSupportedError:\(error)"
        case .authenticatorFailed: "ERROR::UnknownError:\(error)"
        }
    }

    private static func wrapped(_ legacy: String) -> String {
        JSON.object(JSONObject([("authenticatorAttachment", "platform"), ("legacyData", .string(legacy))]))
            .serializedText(keyOrder: .stored)
    }

    private static func text(_ base64URL: String) -> String? {
        Base64URL.decode(base64URL).flatMap { StrictUTF8.string(from: $0) }
    }

    private static func signedBytes(_ data: Data) -> String {
        data.map { String(Int8(bitPattern: $0)) }.joined(separator: ",")
    }
}
