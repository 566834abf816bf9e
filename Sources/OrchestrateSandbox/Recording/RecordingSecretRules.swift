/// Which values of an exchange are secret, and of what kind: the one table the recorder reads. What is not
/// named here but equals a value named here is replaced too (``ExchangeRedactor`` scrubs every string).
enum RecordingSecretRules {
    /// Journey callbacks whose inputs are secret, by AM's type name: the runtime's `SecretCallback` types
    /// (Sources/Orchestrate/Callbacks: PasswordCallback, ValidatedPasswordCallback, KbaCreateCallback, IdpCallback,
    /// ReCaptchaEnterpriseCallback; `RecordingRulesTests` checks the list against them) and AM's ReCaptchaCallback,
    /// whose input is the captcha's token. `inputSuffix` limits it to the inputs whose name ends so (the KBA
    /// answer, not the question).
    static let secretCallbacks: [String: (inputSuffix: String?, kind: RecordedSecretKind)] = [
        "PasswordCallback": (nil, .password),
        "ValidatedCreatePasswordCallback": (nil, .password),
        "KbaCreateCallback": ("answer", .answer),
        "IdPCallback": (nil, .secretInput),
        "ReCaptchaEnterpriseCallback": (nil, .secretInput),
        "ReCaptchaCallback": (nil, .secretInput),
    ]

    /// DaVinci field types whose values are secret: the runtime's `PasswordCollector` types
    /// (Sources/Orchestrate/Collectors/CollectorFactory.swift) and PingOne's `PASSWORD_VERIFICATION` spelling.
    static let secretFieldTypes: Set<String> = ["PASSWORD", "PASSWORD_VERIFY", "PASSWORD_VERIFICATION"]

    /// Form-data keys whose values are taken as secret whatever their field's type (a one-time code is a
    /// TEXT field in PingOne's forms), compared lower-cased by containment.
    static let secretKeyWords = ["password", "passcode", "otp", "secret"]

    /// JSON members of any body, by key (and, where the key alone is too common, its parent's key).
    static let jsonMembers: [(parent: String?, key: String, kind: RecordedSecretKind)] = [
        (nil, "authId", .authId),
        (nil, "tokenId", .ssoToken),
        (nil, "suspendedId", .suspendedId),
        (nil, "interactionId", .interactionId),
        (nil, "interactionToken", .interactionToken),
        (nil, "access_token", .accessToken),
        (nil, "refresh_token", .refreshToken),
        (nil, "id_token", .idToken),
        ("authorizeResponse", "code", .authorizationCode),
        ("authorizeResponse", "state", .state),
        ("session", "id", .sessionId),
        (nil, "request_uri", .requestURI),
    ]

    /// Query items and form fields, by name (OAuth 2.0 and OpenID Connect names).
    static let parameters: [String: RecordedSecretKind] = [
        "code": .authorizationCode, "state": .state, "nonce": .nonce, "code_challenge": .codeChallenge,
        "code_verifier": .codeVerifier, "access_token": .accessToken, "refresh_token": .refreshToken,
        "id_token": .idToken, "id_token_hint": .idToken, "client_secret": .clientSecret, "password": .password,
        "token": .accessToken, "authId": .authId, "interactionId": .interactionId,
        "interactionToken": .interactionToken, "request_uri": .requestURI,
    ]

    /// Request headers whose whole value is secret, lower-cased (each cookie's value is, too).
    static let headers: [String: RecordedSecretKind] = [
        "interactionid": .interactionId, "interactiontoken": .interactionToken,
    ]

    /// Headers left out of a recording: the connection's, the body's framing, and what only names the client.
    static let droppedHeaders: Set<String> = [
        "host", "connection", "keep-alive", "content-length", "transfer-encoding", "accept-encoding",
        "content-encoding", "user-agent", "date", "upgrade", "proxy-connection", "te", "trailer",
        "strict-transport-security", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "via",
        "alt-svc", "server-timing", "x-amzn-trace-id", "x-amz-cf-id", "correlation-id", "x-request-id",
    ]

    /// Words of a prompt or label that make a text field's value secret, compared lower-cased by containment:
    /// a one-time code is often a plain text callback or field ("Enter the one-time code").
    static let secretPromptWords = ["password", "passcode", "one-time", "one time", "otp", "code", "answer", "secret"]

    /// Whether a prompt or label asks for a secret.
    static func isSecretPrompt(_ prompt: String) -> Bool {
        let lowered = prompt.lowercased()
        return secretPromptWords.contains { lowered.contains($0) }
    }

    /// Whether a DaVinci form-data key is secret by its name.
    static func isSecretKey(_ key: String) -> Bool {
        let lowered = key.lowercased()
        return secretKeyWords.contains { lowered.contains($0) }
    }
}
