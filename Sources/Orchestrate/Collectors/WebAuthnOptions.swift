import Foundation

/// Binary WebAuthn values as PingOne sends them: an array of (signed or unsigned) bytes, or base64url /
/// base64 text. `nil` for anything else (a number out of byte range, text that is not base64).
enum WebAuthnBytes {
    static func read(_ json: JSON?) -> Data? {
        switch json {
        case .array(let items):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(items.count)
            for item in items {
                guard let number = item.intValue, (-128...255).contains(number) else { return nil }
                bytes.append(UInt8(truncatingIfNeeded: number))
            }
            return Data(bytes)
        case .string(let text):
            return Base64URL.decode(text)
                ?? Base64URL.decode(text.replacingOccurrences(of: "=", with: ""))
        default:
            return nil
        }
    }
}

/// A credential to exclude or allow (`excludeCredentials`, `allowCredentials`).
public struct PublicKeyCredentialDescriptor: Sendable, Equatable {
    /// `public-key`.
    public let type: String
    /// The credential id.
    public let id: Data
    /// The transports (`internal`, `hybrid`, …), when given.
    public let transports: [String]

    init?(json: JSON) {
        guard let id = WebAuthnBytes.read(json["id"]) else { return nil }
        self.id = id
        type = json["type"]?.stringValue ?? "public-key"
        transports = (json["transports"]?.arrayValue ?? []).compactMap(\.stringValue)
    }

    /// The id, base64url-encoded.
    public var idBase64URL: String { Base64URL.encode(id) }

    static func list(_ json: JSON?) -> [PublicKeyCredentialDescriptor] {
        (json?.arrayValue ?? []).compactMap(PublicKeyCredentialDescriptor.init(json:))
    }
}

/// The WebAuthn options for creating a passkey (`publicKeyCredentialCreationOptions`).
public struct PublicKeyCredentialCreationOptions: Sendable, Equatable {
    /// The relying party's id (a domain).
    public let rpID: String
    /// The relying party's name.
    public let rpName: String
    /// The user handle.
    public let userID: Data
    /// The user's name.
    public let userName: String
    /// The user's display name.
    public let userDisplayName: String
    /// The challenge to sign.
    public let challenge: Data
    /// The COSE algorithms accepted, in order of preference (given as numbers or as text).
    public let algorithms: [Int]
    /// Milliseconds the ceremony may take; `nil` when not given.
    public let timeout: Int?
    /// Credentials the user already has.
    public let excludeCredentials: [PublicKeyCredentialDescriptor]
    /// `platform` or `cross-platform`; empty when not given.
    public let authenticatorAttachment: String
    /// `required`, `preferred` or `discouraged`; empty when not given.
    public let residentKey: String
    /// `required`, `preferred` or `discouraged`; empty when not given.
    public let userVerification: String
    /// `none`, `indirect`, `direct` or `enterprise`; empty when not given.
    public let attestation: String

    /// Reads the options; `nil` when the user id or the challenge is missing or not binary.
    public init?(json: JSON) {
        guard json.objectValue != nil, let userID = WebAuthnBytes.read(json[path: "user", "id"]),
            let challenge = WebAuthnBytes.read(json["challenge"])
        else { return nil }
        self.userID = userID
        self.challenge = challenge
        rpID = json[path: "rp", "id"]?.stringValue ?? ""
        rpName = json[path: "rp", "name"]?.stringValue ?? ""
        userName = json[path: "user", "name"]?.stringValue ?? ""
        userDisplayName = json[path: "user", "displayName"]?.stringValue ?? ""
        algorithms = (json["pubKeyCredParams"]?.arrayValue ?? []).compactMap { parameter in
            parameter["alg"]?.intValue ?? parameter["alg"]?.stringValue.flatMap { Int($0) }
        }
        timeout = json["timeout"]?.intValue
        excludeCredentials = PublicKeyCredentialDescriptor.list(json["excludeCredentials"])
        authenticatorAttachment = json[path: "authenticatorSelection", "authenticatorAttachment"]?.stringValue ?? ""
        residentKey = json[path: "authenticatorSelection", "residentKey"]?.stringValue ?? ""
        userVerification = json[path: "authenticatorSelection", "userVerification"]?.stringValue ?? ""
        attestation = json["attestation"]?.stringValue ?? ""
    }
}

/// The WebAuthn options for signing in with a passkey (`publicKeyCredentialRequestOptions`).
public struct PublicKeyCredentialRequestOptions: Sendable, Equatable {
    /// The challenge to sign.
    public let challenge: Data
    /// The relying party's id (a domain).
    public let rpID: String
    /// Milliseconds the ceremony may take; `nil` when not given.
    public let timeout: Int?
    /// The credentials that may answer; empty for any discoverable one.
    public let allowCredentials: [PublicKeyCredentialDescriptor]
    /// `required`, `preferred` or `discouraged`; empty when not given.
    public let userVerification: String

    /// Reads the options; `nil` when the challenge is missing or not binary.
    public init?(json: JSON) {
        guard json.objectValue != nil, let challenge = WebAuthnBytes.read(json["challenge"]) else { return nil }
        self.challenge = challenge
        rpID = json["rpId"]?.stringValue ?? ""
        timeout = json["timeout"]?.intValue
        allowCredentials = PublicKeyCredentialDescriptor.list(json["allowCredentials"])
        userVerification = json["userVerification"]?.stringValue ?? ""
    }
}
