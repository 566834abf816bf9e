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
public enum RecordedSecretKind: String, Sendable, Codable, CaseIterable {
    /// A password the user typed.
    case password
    /// An answer to a security question.
    case answer
    /// Another value a callback or collector marks as secret (a provider's token, a captcha token).
    case secretInput
    /// AM's `authId`, the state of a journey between steps.
    case authId
    /// AM's SSO token (`tokenId`).
    case ssoToken
    /// AM's `suspendedId`.
    case suspendedId
    /// DaVinci's `interactionId`.
    case interactionId
    /// DaVinci's `interactionToken`.
    case interactionToken
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
    /// A client secret.
    case clientSecret
    /// The client's OAuth `state`.
    case state
    /// The client's OpenID Connect `nonce`.
    case nonce
    /// The client's PKCE `code_challenge`.
    case codeChallenge
    /// The client's PKCE `code_verifier`.
    case codeVerifier

    /// Who makes a value, which decides what replay does with it.
    public enum Source: Sendable {
        /// The user types it: replay accepts any value, and takes a recorded path where the value typed is that
        /// path's placeholder.
        case typed
        /// The client makes it (state, nonce, PKCE): replay takes the client's value and gives it back where
        /// the upstream did.
        case client
        /// The server issues it: replay issues a fresh value each session, and knows the session by it.
        case server
    }

    /// Who makes this kind of value.
    public var source: Source {
        switch self {
        case .password, .answer, .secretInput: return .typed
        case .state, .nonce, .codeChallenge, .codeVerifier, .clientSecret: return .client
        default: return .server
        }
    }
}

/// The text of placeholders: `orchestrate-recorded-<kind>-<n>`, letters, digits and hyphens only, so that it
/// survives percent-encoding, forms, cookies and JSON unchanged.
enum RecordedPlaceholder {
    static let prefix = "orchestrate-recorded-"

    /// The placeholder of the `number`th value of `kind`.
    static func text(kind: RecordedSecretKind, number: Int) -> String {
        "\(prefix)\(kind.rawValue)-\(number)"
    }

    /// Every placeholder in `text`, in order, with its range.
    static func occurrences(in text: String) -> [(placeholder: String, range: Range<String.Index>)] {
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
    static func parse(_ text: String) -> (kind: RecordedSecretKind, number: Int)? {
        guard text.hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count)
        guard let hyphen = rest.lastIndex(of: "-"), let kind = RecordedSecretKind(rawValue: String(rest[..<hyphen])),
            let number = Int(rest[rest.index(after: hyphen)...]), number > 0
        else { return nil }
        return (kind, number)
    }
}
