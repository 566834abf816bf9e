import Foundation
import OrchestrateBasics

/// One placeholder of a recording: what kind of value it replaced and where that value was first seen. The
/// value itself is never written; the same value always gets the same placeholder in one recording session.
public struct RecordedReplacement: Sendable, Codable, Equatable {
    /// The text standing in the file where the value was, such as `orchestrate-recorded-password-1`.
    public var placeholder: String
    /// What the value was.
    public var kind: RecordedSecretKind
    /// Where it was first seen, such as `exchange 3, request: PasswordCallback input IDToken2`.
    public var firstSeen: String
    /// For an ID token: its claims, secrets replaced, from which replay signs a new token of its own.
    public var claims: JSON?

    /// Creates a replacement.
    public init(placeholder: String, kind: RecordedSecretKind, firstSeen: String, claims: JSON? = nil) {
        self.placeholder = placeholder
        self.kind = kind
        self.firstSeen = firstSeen
        self.claims = claims
    }
}

/// What a replaced value was, and so how replay treats its placeholder (``RecordedSecretKind/Source``).
///
/// The rules that find each kind are one table, `RecordingSecretRules`; the Recording and replay article lists
/// them with their sources.
public enum RecordedSecretKind: String, Sendable, Codable, CaseIterable {
    // Typed by the user.
    /// A password the user typed (a callback, a field, AM's `X-OpenAM-Password` header, a `password` member).
    case password
    /// An answer to a security question.
    case answer
    /// A one-time code the user typed (a text field whose value is a short run of digits, or whose prompt asks for a code).
    case oneTimeCode
    /// A username sent as a credential (AM's `X-OpenAM-Username` beside `X-OpenAM-Password`).
    case username
    /// Another value a callback or collector marks as secret (a provider's token, a captcha token, a PIN).
    case secretInput

    // Made by the client.
    /// The client's OAuth `state`.
    case state
    /// The client's OpenID Connect `nonce`.
    case nonce
    /// The client's PKCE `code_challenge`.
    case codeChallenge
    /// The client's PKCE `code_verifier`.
    case codeVerifier
    /// A client secret (`client_secret`, HTTP Basic credentials).
    case clientSecret
    /// A signed assertion the client made: `client_assertion`, a jwt-bearer `assertion`, a token exchange's
    /// `subject_token` or `actor_token`, or another JWT in a request.
    case clientAssertion
    /// A DPoP proof (RFC 9449 `DPoP` header).
    case dpopProof
    /// An API key or another credential header (`X-API-Key`, a header named for a token or a secret).
    case apiKey
    /// A device profile the client sent (AM's `DeviceProfileCallback`): its identifier, metadata and location.
    case deviceProfile
    /// A device's identifier, wherever it appears apart from its profile.
    case deviceIdentifier
    /// The signals PingOne Protect collected on the device.
    case deviceSignals
    /// A WebAuthn credential: the attestation or assertion a passkey made.
    case webAuthnCredential

    // Issued by the server.
    /// AM's `authId`, the state of a journey between steps.
    case authId
    /// AM's SSO token (`tokenId`, the SSO cookie, a header named after it).
    case ssoToken
    /// AM's `suspendedId` (an email link's resume id).
    case suspendedId
    /// DaVinci's `interactionId`.
    case interactionId
    /// DaVinci's `interactionToken`.
    case interactionToken
    /// DaVinci's `continueToken` (a social sign-in's return).
    case continueToken
    /// A sign-on session id.
    case sessionId
    /// A pushed authorization request's `request_uri`.
    case requestURI
    /// A cookie's value.
    case cookie
    /// An OAuth authorization code.
    case authorizationCode
    /// An OAuth access token.
    case accessToken
    /// An OAuth refresh token.
    case refreshToken
    /// An OpenID Connect ID token (its claims are kept in the replacement).
    case idToken
    /// A device authorization's `device_code` or `user_code` (RFC 8628).
    case deviceCode
    /// A registered client's `registration_access_token` (RFC 7591).
    case registrationToken
    /// A second factor's enrolment secret: an `otpauth://` URI's `secret`, a `pushauth://` URI's shared secret.
    case enrolmentSecret
    /// A recovery code AM showed once.
    case recoveryCode
    /// Another token the server issued: a JWT, or a member named for a token.
    case token

    /// Who makes a value, which decides what replay does with it.
    public enum Source: Sendable {
        /// The user types it: replay accepts any value, and takes a recorded path where the value typed is that
        /// path's placeholder.
        case typed
        /// The client makes it (state, nonce, PKCE, a device profile): replay takes the client's value and gives
        /// it back where the upstream did; it never chooses a recorded path.
        case client
        /// The server issues it: replay issues a fresh value each session, and knows the session by it.
        case server
    }

    /// Who makes this kind of value.
    public var source: Source {
        switch self {
        case .password, .answer, .oneTimeCode, .username, .secretInput: return .typed
        case .state, .nonce, .codeChallenge, .codeVerifier, .clientSecret, .clientAssertion, .dpopProof, .apiKey,
            .deviceProfile, .deviceIdentifier, .deviceSignals, .webAuthnCredential:
            return .client
        case .authId, .ssoToken, .suspendedId, .interactionId, .interactionToken, .continueToken, .sessionId,
            .requestURI, .cookie, .authorizationCode, .accessToken, .refreshToken, .idToken, .deviceCode,
            .registrationToken, .enrolmentSecret, .recoveryCode, .token:
            return .server
        }
    }
}

/// The text of placeholders: `orchestrate-recorded-<kind>-<n>`, letters, digits and hyphens only, so that it
/// survives percent-encoding, forms, cookies, JSON and JavaScript strings unchanged.
package enum RecordedPlaceholder {
    package static let prefix = "orchestrate-recorded-"

    /// The placeholder of the `number`th value of `kind`.
    package static func text(kind: RecordedSecretKind, number: Int) -> String {
        "\(prefix)\(kind.rawValue)-\(number)"
    }

    /// Every placeholder in `text`, in order, with its range.
    package static func occurrences(in text: String) -> [(placeholder: String, range: Range<String.Index>)] {
        var found: [(String, Range<String.Index>)] = []
        var searchStart = text.startIndex
        while let start = text.range(of: prefix, range: searchStart..<text.endIndex) {
            var end = start.upperBound
            var hyphens = 0
            while end < text.endIndex {
                let character = text[end]
                if character == "-" {
                    hyphens += 1
                    if hyphens > 1 { break }
                } else if !(character.isASCII && (character.isLetter || character.isNumber)) {
                    break
                }
                end = text.index(after: end)
            }
            let candidate = String(text[start.lowerBound..<end])
            if parse(candidate) != nil { found.append((candidate, start.lowerBound..<end)) }
            searchStart = end > start.upperBound ? end : start.upperBound
        }
        return found
    }

    /// The kind and number of a placeholder; `nil` when `text` is not one.
    package static func parse(_ text: String) -> (kind: RecordedSecretKind, number: Int)? {
        guard text.hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count)
        guard let hyphen = rest.lastIndex(of: "-"), let kind = RecordedSecretKind(rawValue: String(rest[..<hyphen])),
            let number = Int(rest[rest.index(after: hyphen)...]), number > 0
        else { return nil }
        return (kind, number)
    }

    /// `text` with each placeholder reduced to its kind (`orchestrate-recorded-authId`): equal reductions are
    /// values replay can swap for one another.
    package static func reduced(_ text: String) -> String {
        var result = text
        for occurrence in occurrences(in: text).reversed() {
            let kind = parse(occurrence.placeholder)?.kind.rawValue ?? ""
            result.replaceSubrange(occurrence.range, with: prefix + kind)
        }
        return result
    }
}
