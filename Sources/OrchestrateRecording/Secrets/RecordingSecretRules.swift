/// Which values of an exchange are secret, and of what kind: the one table the recorder, `orchestrate-sandbox
/// scrub` and the checks of `--replay` and `import recording` read (``SecretFinder`` applies it). A value is known
/// by what it is: the callback or field type that carries it, the header, parameter or member that names it, or
/// its own shape (an `otpauth://` URI, a JWT, a recovery-code script). What is not named here but equals a value
/// named here is replaced too (``SecretTable`` scrubs every string of the file).
///
/// Sources (cited beside each rule; "AN" is `openam-auth-trees/auth-nodes/src/main/java/org/forgerock/openam/auth/nodes`
/// of ForgeRock/am-external at `releases/8.0.2`; "pjs", "pios", "pand" are Ping's JavaScript, iOS and Android SDKs).
package enum RecordingSecretRules {
    // MARK: - Journey callbacks (AM's `/authenticate` bodies)

    /// What a callback's inputs hold.
    package struct CallbackRule: Sendable {
        /// Which inputs: all of them, or those whose name ends so (lower-cased), such as a KBA's `answer`.
        package var inputSuffix: String?
        /// The kind of secret they hold; `nil` when they hold none but are made by the client (see ``clientMade``).
        package var kind: RecordedSecretKind?
        /// Whether the client makes the value (a device profile, a credential, signals) rather than the user
        /// typing it: replay never lets such a value choose a recorded path unless the recorded paths differ in it.
        package var clientMade: Bool
    }

    /// Journey callbacks by AM's type name. The runtime's `SecretCallback` types are here (`RecordingRulesTests`
    /// checks the list against them), with:
    /// - `KbaCreateCallback`: the answer input only (pjs `kba-create-callback.test.ts:34-55`);
    /// - `IdPCallback`, `ReCaptchaCallback`, `ReCaptchaEnterpriseCallback`: a provider's or a captcha's token
    ///   (pand `IdpCallback.kt:141`; pjs e2e `am-mock-api/src/app/responses.js:1310`);
    /// - `DeviceProfileCallback`: the profile JSON (identifier, location, device name; AN `DeviceProfile.java:44-73`);
    /// - `PingOneProtectEvaluationCallback`: the `…signals` input (pjs `ping-protect-evaluation-callback.ts:36`);
    /// - `DeviceBindingCallback`, `DeviceSigningVerifierCallback`: the signed JWS the device makes (pios
    ///   `Binding/DeviceBindingCallback.swift`, input `IDToken1jws`).
    package static let callbacks: [String: CallbackRule] = [
        "PasswordCallback": CallbackRule(inputSuffix: nil, kind: .password, clientMade: false),
        "ValidatedCreatePasswordCallback": CallbackRule(inputSuffix: nil, kind: .password, clientMade: false),
        "KbaCreateCallback": CallbackRule(inputSuffix: "answer", kind: .answer, clientMade: false),
        "IdPCallback": CallbackRule(inputSuffix: nil, kind: .secretInput, clientMade: true),
        "ReCaptchaEnterpriseCallback": CallbackRule(inputSuffix: nil, kind: .secretInput, clientMade: true),
        "ReCaptchaCallback": CallbackRule(inputSuffix: nil, kind: .secretInput, clientMade: true),
        "DeviceProfileCallback": CallbackRule(inputSuffix: nil, kind: .deviceProfile, clientMade: true),
        "PingOneProtectEvaluationCallback": CallbackRule(
            inputSuffix: "signals", kind: .deviceSignals, clientMade: true),
        "PingOneProtectInitializeCallback": CallbackRule(inputSuffix: nil, kind: nil, clientMade: true),
        "DeviceBindingCallback": CallbackRule(inputSuffix: "jws", kind: .clientAssertion, clientMade: true),
        "DeviceSigningVerifierCallback": CallbackRule(inputSuffix: "jws", kind: .clientAssertion, clientMade: true),
        "PollingWaitCallback": CallbackRule(inputSuffix: nil, kind: nil, clientMade: true),
    ]

    /// `HiddenValueCallback`s by their `id` output: the client fills them in (a script, a passkey, Protect), and some
    /// carry secrets. The default, for an id not listed, is client-made with no secret.
    /// - `webAuthnOutcome`: a passkey's attestation or assertion, credential id and user handle in it
    ///   (AN `webauthn/AbstractWebAuthnNode.java:175`, `webauthn/WebAuthnOutcomeDeserializer.java:28-46`);
    /// - `pingone_risk_evaluation_signals`: Protect's signals (pjs e2e `responses.js:1251-1315`).
    package static let hiddenValues: [String: RecordedSecretKind] = [
        "webAuthnOutcome": .webAuthnCredential,
        "pingone_risk_evaluation_signals": .deviceSignals,
    ]

    /// The `id` of the `HiddenValueCallback` whose `value` output is a second factor's enrolment URI
    /// (AN `mfa/MultiFactorConstants.java:54`, `HIDDEN_CALLCABK_ID`); its secrets are found by ``enrolmentSchemes``.
    package static let enrolmentHiddenValueID = "mfaDeviceRegistration"

    /// The callbacks whose typed text may be a one-time or recovery code: AM's OATH verifier and recovery-code
    /// collector ask with a `NameCallback` (AN `oath/OathTokenVerifierNode.java:163`,
    /// `RecoveryCodeCollectorDecisionNode.java:164`), other trees with a `TextInputCallback`.
    package static let codeCarryingCallbacks: Set<String> = ["NameCallback", "TextInputCallback"]

    // MARK: - DaVinci fields (`form.components.fields[]` of a response, `parameters.data.formData` of the next request)

    /// DaVinci field types whose values are secret, and of what kind: the runtime's `PasswordCollector` types
    /// (Sources/Orchestrate/Collectors/CollectorFactory.swift; pjs `node.reducer.ts:129-200`), PingOne's
    /// `PASSWORD_VERIFICATION` spelling, a passkey's attestation or assertion (`FIDO2`, pjs `collector.types.ts:757-785`)
    /// and Protect's signals (`PROTECT`). There is no one-time-code type: a code is a `TEXT` field (see
    /// ``isOneTimeCode(_:)``).
    package static let secretFieldTypes: [String: RecordedSecretKind] = [
        "PASSWORD": .password, "PASSWORD_VERIFY": .password, "PASSWORD_VERIFICATION": .password,
        "FIDO2": .webAuthnCredential, "PROTECT": .deviceSignals,
    ]

    /// DaVinci field types whose value the client makes (they never choose a recorded path unless the paths differ in them).
    package static let clientMadeFieldTypes: Set<String> = [
        "FIDO2", "PROTECT", "DEVICE_PROFILE", "METADATA", "POLLING",
    ]

    /// The field types whose typed text may be a one-time code (a `TEXT` field; pjs `node.reducer.ts`).
    package static let codeCarryingFieldTypes: Set<String> = ["TEXT"]

    // MARK: - Members of JSON bodies, at any depth

    /// Members named exactly (and, where the name alone is too common, under their parent's name), with the kind
    /// they hold. Members named for a secret but not listed here are found by ``secretNamed(_:)``.
    /// - AM: `authId` (an HS256 JWT that continues the journey), `tokenId` (the SSO token), `suspendedId`
    ///   (openam `RestAuthenticationHandler.java:340-353`; pjs `webauthn.mock.data.ts:330`);
    /// - DaVinci: `interactionId`, `interactionToken`, `sessionToken`, `session.id`, `authorizeResponse.code`
    ///   and `.state`, `continueToken` (pjs `mock-data/davinci.success.mock.ts:17-31`, `davinci.api.ts:413-423`);
    /// - OAuth 2.0: the token response (RFC 6749 §5.1), PAR's `request_uri` (RFC 9126 §2.2), the device
    ///   authorization response (RFC 8628 §3.2), dynamic registration's response (RFC 7591 §3.2.1);
    /// - AM policy evaluation's `subject.ssoToken` (pjs e2e `routes.resource.js:34`).
    package static let members: [(parent: String?, key: String, kind: RecordedSecretKind)] = [
        (nil, "authId", .authId),
        (nil, "tokenId", .ssoToken),
        (nil, "ssoToken", .ssoToken),
        (nil, "suspendedId", .suspendedId),
        (nil, "interactionId", .interactionId),
        (nil, "interactionToken", .interactionToken),
        (nil, "sessionToken", .sessionId),
        (nil, "continueToken", .continueToken),
        (nil, "access_token", .accessToken),
        (nil, "refresh_token", .refreshToken),
        (nil, "id_token", .idToken),
        (nil, "request_uri", .requestURI),
        (nil, "device_code", .deviceCode),
        (nil, "user_code", .deviceCode),
        (nil, "verification_uri_complete", .deviceCode),
        (nil, "registration_access_token", .registrationToken),
        (nil, "client_secret", .clientSecret),
        (nil, "csrf", .ssoToken),
        ("authorizeResponse", "code", .authorizationCode),
        ("authorizeResponse", "state", .state),
        ("session", "id", .sessionId),
    ]

    // MARK: - Parameters: query items, form fields, a URL's query or fragment, a `form_post` page's hidden inputs

    /// OAuth 2.0 and OpenID Connect parameters that carry secrets (RFC 6749 §4.1.2, §4.1.3, §4.2.2, §6; RFC 7636
    /// §4.5; RFC 7523 §2.1-2.2; RFC 8628 §3.4; RFC 8693 §2.1; RFC 7009 §2.1; RFC 9101 §5; OIDC Core §3.1.2.1;
    /// the Form Post Response Mode §2; CIBA §7.1), and AM's and DaVinci's (`authId`, `suspendedId`, SAML's
    /// `responsekey`, `form_post_entry`: pjs `client.store.ts:198-262`; `continueToken`: pand
    /// `BrowserRequestHandler.kt:47-50`).
    package static let parameters: [String: RecordedSecretKind] = [
        "code": .authorizationCode, "state": .state, "nonce": .nonce, "code_challenge": .codeChallenge,
        "code_verifier": .codeVerifier, "access_token": .accessToken, "refresh_token": .refreshToken,
        "id_token": .idToken, "id_token_hint": .idToken, "client_secret": .clientSecret, "password": .password,
        "token": .accessToken, "authId": .authId, "interactionId": .interactionId,
        "interactionToken": .interactionToken, "request_uri": .requestURI, "client_assertion": .clientAssertion,
        "assertion": .clientAssertion, "subject_token": .clientAssertion, "actor_token": .clientAssertion,
        "request": .clientAssertion, "response": .token, "login_hint_token": .clientAssertion,
        "device_code": .deviceCode, "user_code": .deviceCode, "auth_req_id": .deviceCode,
        "registration_access_token": .registrationToken, "suspendedId": .suspendedId,
        "continueToken": .continueToken, "responsekey": .token, "form_post_entry": .token, "tokenId": .ssoToken,
        "csrf": .ssoToken,
    ]

    // MARK: - Headers

    /// Request and response headers whose whole value is secret, lower-cased: AM's zero-page login password
    /// (AN `ZeroPageLoginNode.java:64-79`), a DPoP proof (RFC 9449 §4), DaVinci's interaction headers (pjs
    /// `davinci.api.ts:99-101`). `Authorization`, `Proxy-Authorization` and `Cookie` are read by
    /// ``SecretFinder`` (credentials after a scheme, each cookie), and so is a header named after an SSO cookie.
    package static let headers: [String: RecordedSecretKind] = [
        "x-openam-password": .password, "dpop": .dpopProof, "interactionid": .interactionId,
        "interactiontoken": .interactionToken,
    ]

    /// AM's zero-page login username header: a credential when it comes with the password header (AN
    /// `ZeroPageLoginNode.java:64-79`).
    package static let usernameHeader = "x-openam-username"

    /// AM's default SSO cookie name (openam `ServerInfoResource.java:173`); a tenant may rename it, which
    /// `GET /json/serverinfo/*` says in `cookieName` (``SecretFinder`` learns it) and `--sso-cookie` tells.
    /// Ping's SDKs send the token in a header of the same name (pios `Journey/Module/Session.swift:33-43`).
    package static let defaultSSOCookie = "iPlanetDirectoryPro"

    /// Headers left out of a recording: the connection's, the body's framing, and what only names the client.
    package static let droppedHeaders: Set<String> = [
        "host", "connection", "keep-alive", "content-length", "transfer-encoding", "accept-encoding",
        "content-encoding", "user-agent", "date", "upgrade", "proxy-connection", "te", "trailer",
        "strict-transport-security", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "via",
        "alt-svc", "server-timing", "x-amzn-trace-id", "x-amz-cf-id", "correlation-id", "x-request-id",
    ]

    // MARK: - Names

    /// Words that make a member, field or header named with them secret (`newPassword`, `user.password`,
    /// `X-Api-Key`, `pin_code`), by the words of the name (``words(of:)``), with the kind they hold. A word ending
    /// with one of the first group counts too (AM's `userpassword`, `currentpassword`).
    package static let secretWordEndings: [String: RecordedSecretKind] = [
        "password": .password, "passwd": .password, "passphrase": .password, "passcode": .oneTimeCode,
        "otp": .oneTimeCode, "secret": .clientSecret, "apikey": .apiKey, "assertion": .clientAssertion,
    ]
    /// Words that count only as themselves.
    package static let secretWords: [String: RecordedSecretKind] = [
        "pwd": .password, "pin": .secretInput, "cvv": .secretInput,
    ]
    /// Words that may follow the secret word in a secret's name (`passwordConfirm`, `secretKey`, `otp_code`);
    /// after any other (`passwordPolicy`, `passwordPolicyName`) the name is not a secret's.
    package static let secretNameTails: Set<String> = [
        "confirm", "confirmation", "verify", "verification", "new", "old", "current", "value", "again", "repeat",
        "code", "key", "hash", "1", "2",
    ]

    /// The kind of a member, field, form field or header named for a secret: by ``secretWordEndings`` and
    /// ``secretWords`` followed only by ``secretNameTails``, a name whose last word is `token` (`refreshToken`,
    /// `x-auth-token`), or `api` followed by `key`.
    package static func secretNamed(_ name: String) -> RecordedSecretKind? {
        let words = words(of: name)
        for (index, word) in words.enumerated() {
            let kind =
                secretWords[word] ?? secretWordEndings.first { word.hasSuffix($0.key) }?.value
            guard let kind else { continue }
            if words[(index + 1)...].allSatisfy(secretNameTails.contains) { return kind }
        }
        for (word, next) in zip(words, words.dropFirst()) where word == "api" && next == "key" { return .apiKey }
        return words.last == "token" ? .token : nil
    }

    /// Whether a header is named for a secret (``secretNamed(_:)``): not the headers of CORS and of the fetch
    /// metadata (`Access-Control-Allow-Credentials`, `Sec-Fetch-Site`), which name what a request may carry.
    package static func secretHeaderNamed(_ name: String) -> RecordedSecretKind? {
        let lowered = name.lowercased()
        guard !lowered.hasPrefix("access-control-"), !lowered.hasPrefix("sec-") else { return nil }
        return secretNamed(name)
    }

    /// The lower-cased words of a name: split at anything not a letter or digit, and where a lower-case letter or
    /// a digit meets an upper-case one (`newPassword` → new, password; `X-API-Key` → x, api, key).
    package static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    // MARK: - Shapes of values

    /// The schemes of second-factor enrolment URIs and the query members that are secret: OATH's `secret` (the
    /// Base32 seed; AN `oath/OathRegistrationHelper.java:327-363`), push's `s` (the shared secret) and `c` (the
    /// registration challenge, half of the proof; AN `push/PushRegistrationHelper.java:461-487`, pios
    /// `Push/Utilities/PushUriParser.swift:49-57`), and both in the combined `mfauth` (AN
    /// `mfa/CombinedMultiFactorRegistrationNode.java:304-319`). The schemes as pios `Commons/URI/UriScheme.swift:17-21`.
    package static let enrolmentSchemes: [String: Set<String>] = [
        "otpauth": ["secret"], "pushauth": ["s", "c"], "mfauth": ["secret", "s", "c"],
    ]

    /// The shortest run of digits taken for a one-time code, and the longest: OATH's 6 to 8 digits (AN
    /// `oath/OathNodeConstants.java`), email and SMS codes of 4 to 8, a 10-digit recovery PIN.
    package static let oneTimeCodeDigits = 4...10

    /// Words of a prompt or label that ask for a secret, compared lower-cased by containment, in the languages AM
    /// and PingOne ship their pages in: a fallback for text fields no rule of type or shape settles.
    package static let secretPromptWords = [
        // English
        "password", "passcode", "one-time", "one time", "otp", "code", "answer", "secret", "pin",
        // French, German, Spanish, Italian, Portuguese, Dutch
        "mot de passe", "réponse", "passwort", "kennwort", "antwort", "geheim", "contraseña", "código",
        "respuesta", "clave", "codice", "risposta", "senha", "resposta", "wachtwoord", "antwoord",
        // Swedish, Polish, Russian
        "lösenord", "kod", "svar", "hasło", "пароль", "код", "ответ",
        // Japanese, Chinese, Korean
        "パスワード", "コード", "暗証", "確認", "密码", "密碼", "验证码", "驗證碼", "答案", "비밀번호", "암호", "코드", "인증",
    ]

    /// Whether a prompt or label asks for a secret: a word of it starts with one of ``secretPromptWords``
    /// (`Codes`, `Passwort:`; not `Shipping`), or, for a phrase or a script without spaces between words, holds one.
    package static func isSecretPrompt(_ prompt: String) -> Bool {
        let lowered = prompt.lowercased()
        let promptWords = lowered.split { !$0.isLetter && !$0.isNumber && $0 != "-" }
        return secretPromptWords.contains { word in
            let isLatin = word.unicodeScalars.allSatisfy { $0.value < 0x0250 && $0 != " " }
            return isLatin ? promptWords.contains { $0.hasPrefix(word) } : lowered.contains(word)
        }
    }

    /// Whether typed text is a one-time code by its shape: a run of ``oneTimeCodeDigits`` digits (spaces and
    /// hyphens between groups allowed, `123 456`).
    package static func isOneTimeCode(_ text: String) -> Bool {
        let digits = text.filter { $0 != " " && $0 != "-" }
        return oneTimeCodeDigits.contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Values too short to be a token: a cookie or an issued value of fewer characters is a flag (`true`, `01`),
    /// not a secret, and is not replaced unless a rule names it for what it is.
    package static let shortestIssuedValue = 8
}
