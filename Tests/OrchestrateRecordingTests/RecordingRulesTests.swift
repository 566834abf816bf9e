import Foundation
import OrchestrateBasics
import Testing

@testable import OrchestrateRecording

/// What the recorder replaces, one shape at a time, on exchanges written by hand in the wire shapes the servers and
/// Ping's SDKs send (each case cites where the shape is from; the values are this test's own). Each secret is gone
/// from the file, what is not secret is kept, and the same value always gets the same placeholder.
@Suite struct RecordingRulesTests {
    // MARK: - Journeys

    /// AM's `/authenticate` body (a callback's `input: [{name, value}]`, AM's REST API): the runtime's secret
    /// callbacks by type, a one-time code typed into a text callback by its shape.
    @Test func aJourneysSecretInputsAreReplacedAndItsOtherInputsKept() throws {
        let request = """
            {"authId": "eyJ0eXAi.auth.id", "callbacks": [
              {"type": "NameCallback", "output": [{"name": "prompt", "value": "User Name"}], "input": [{"name": "IDToken1", "value": "alice"}]},
              {"type": "PasswordCallback", "output": [{"name": "prompt", "value": "Password"}], "input": [{"name": "IDToken2", "value": "Hunter2-secret"}]},
              {"type": "KbaCreateCallback", "output": [], "input": [{"name": "IDToken3question", "value": "Favourite colour?"}, {"name": "IDToken3answer", "value": "green"}]},
              {"type": "TextInputCallback", "output": [{"name": "prompt", "value": "Enter it"}], "input": [{"name": "IDToken4", "value": "424242"}]}
            ]}
            """
        let recorded = try Recorded([
            rawExchange(request: request, response: #"{"tokenId": "AQIC5w-sso", "successUrl": "/console"}"#)
        ])
        expectNone(of: ["eyJ0eXAi.auth.id", "Hunter2-secret", "green", "424242", "AQIC5w-sso"], in: recorded.text)
        #expect(recorded.text.contains("alice") && recorded.text.contains("Favourite colour?"))
        #expect(recorded.kinds == [.authId, .password, .answer, .oneTimeCode, .ssoToken])
        #expect(recorded.redaction.recording.replacements.first?.placeholder == "orchestrate-recorded-authId-1")
    }

    @Test func aShortSecretIsReplacedOnlyWhereItIsAWholeValue() throws {
        let request =
            #"{"authId": "x", "callbacks": [{"type": "PasswordCallback", "output": [], "input": [{"name": "IDToken1", "value": "42"}]}]}"#
        let recorded = try Recorded([rawExchange(request: request, response: #"{"message": "code 4242 expires"}"#)])
        #expect(recorded.text.contains("code 4242 expires"), "a two-character secret does not bite into other text")
        #expect(!recorded.text.contains("\"42\""))
    }

    /// A short value a server issues (a mock's code `foo`) is replaced where it stands alone in a redirect's query,
    /// a cookie header or a header's credentials, not inside other words.
    @Test func aShortIssuedValueIsReplacedWhereItStandsAloneInAURLOrACookie() throws {
        let recorded = try Recorded([
            rawExchange(
                method: "GET", path: "/am/oauth2/authorize", query: [("state", "s1")],
                requestHeaders: [("Cookie", "iPlanetDirectoryPro=sso; other=1")], status: 302,
                responseHeaders: [("Location", "app://cb?client_id=c&code=foo&iss=x&state=s1")],
                response: #"{"note": "food and footnotes, sso-free"}"#),
            rawExchange(
                method: "GET", path: "/am/oauth2/userinfo", requestHeaders: [("Authorization", "Bearer tk")],
                response: "{}"),
        ])
        let text = recorded.text
        #expect(!text.contains("code=foo&") && !text.contains("state=s1") && !text.contains("=sso;"))
        #expect(!text.contains("Bearer tk\""))
        #expect(text.contains("food and footnotes, sso-free"), "a short value is not bitten out of other words")
    }

    /// A code typed under a prompt in another language: by its shape (digits), or by the prompt in AM's and
    /// PingOne's page languages when it is not digits.
    @Test func aCodeUnderAPromptInAnotherLanguageIsReplaced() throws {
        let request = """
            {"authId": "a", "callbacks": [
              {"type": "TextInputCallback", "output": [{"name": "prompt", "value": "Bestätigungscode eingeben"}], "input": [{"name": "IDToken1", "value": "918 273"}]},
              {"type": "TextInputCallback", "output": [{"name": "prompt", "value": "Code à usage unique"}], "input": [{"name": "IDToken2", "value": "K7Q-2ZX"}]},
              {"type": "TextInputCallback", "output": [{"name": "prompt", "value": "Apodo"}], "input": [{"name": "IDToken3", "value": "Sparrow"}]}
            ]}
            """
        let recorded = try Recorded([rawExchange(request: request, response: "{}")])
        expectNone(of: ["918 273", "K7Q-2ZX"], in: recorded.text)
        #expect(recorded.text.contains("\"Sparrow\""), "a nickname is not a secret")
    }

    /// AM's OATH verifier asks for the code with a `NameCallback` beside a `ConfirmationCallback`
    /// (am-external `AN/oath/OathTokenVerifierNode.java:157-167`): the name is a code there.
    @Test func aRecoveryCodeTypedIntoTheOathVerifiersNameCallbackIsReplaced() throws {
        let request = """
            {"authId": "a", "callbacks": [
              {"type": "NameCallback", "output": [{"name": "prompt", "value": "Saisissez le code"}], "input": [{"name": "IDToken1", "value": "p4Rt7yQ0aZ"}]},
              {"type": "ConfirmationCallback", "output": [{"name": "options", "value": ["Submit", "Use Recovery Code"]}], "input": [{"name": "IDToken2", "value": 0}]}
            ]}
            """
        let recorded = try Recorded([rawExchange(request: request, response: "{}")])
        expectNone(of: ["p4Rt7yQ0aZ"], in: recorded.text)
    }

    /// The QR-code page of AM's OATH registration: a `HiddenValueCallback` `mfaDeviceRegistration` holding the
    /// `otpauth://` URI, and a `TextOutputCallback` script (messageType 4) holding it `\xHH`-escaped (am-external
    /// `AN/mfa/MultiFactorConstants.java:54`, `AN/oath/OathRegistrationHelper.java:327-363`; the script's escaping
    /// as ping-javascript-sdk `packages/journey-client/src/lib/qr-code/qr-code.mock.data.ts:127-136` shows it). The
    /// client sends the callbacks back, outputs included (pjs `journey-client/src/lib/journey.api.ts:68`).
    @Test func aQRCodePagesSeedIsReplacedInTheHiddenValueTheScriptAndTheAnswer() throws {
        let seed = "JBSWY3DPEHPK3PXPJBSWY3DPEA======"
        let escaped =
            #"otpauth\\x3A\\x2F\\x2Ftotp\\x2FExampleCo\\x3Amchen\\x3Fsecret\\x3DJBSWY3DPEHPK3PXPJBSWY3DPEA\\x3D\\x3D\\x3D\\x3D\\x3D\\x3D\\x26issuer\\x3DExampleCo\\x26period\\x3D30\\x26digits\\x3D6"#
        let page = """
            {"authId": "a1", "callbacks": [
              {"type": "TextOutputCallback", "output": [{"name": "message", "value": "window.QRCodeReader.createCode({\\n    id: 'callback_0',\\n    text: '\(escaped)',\\n    version: '20',\\n    code: 'L'\\n});"}, {"name": "messageType", "value": "4"}]},
              {"type": "HiddenValueCallback", "output": [{"name": "value", "value": "otpauth://totp/ExampleCo:mchen?secret=\(seed)&issuer=ExampleCo&period=30&digits=6"}, {"name": "id", "value": "mfaDeviceRegistration"}], "input": [{"name": "IDToken3", "value": "mfaDeviceRegistration"}]}
            ]}
            """
        var recorded = try Recorded([rawExchange(request: #"{"authId": "a0", "callbacks": []}"#, response: page)])
        // The client sends the page back: the seed is in the request too.
        try recorded.add(rawExchange(request: page.replacingOccurrences(of: "a1", with: "a1"), response: "{}"))
        expectNone(of: [seed, "JBSWY3DPEHPK3PXPJBSWY3DPEA"], in: recorded.text)
        #expect(recorded.text.contains("otpauth://totp/ExampleCo:mchen?secret=orchestrate-recorded-enrolmentSecret-"))
        #expect(recorded.redaction.remainingShapes().isEmpty)
        let replacement = try #require(recorded.replacement(.enrolmentSecret, at: "exchange 1, response"))
        #expect(replacement.firstSeen.contains("enrolment URI secret"), "\(replacement.firstSeen)")
    }

    /// A push registration's `pushauth://` URI: its shared secret `s` and challenge `c` (am-external
    /// `AN/push/PushRegistrationHelper.java:461-487`; pios `Push/Utilities/PushUriParser.swift:49-57`), in any output.
    @Test func aPushRegistrationsSharedSecretAndChallengeAreReplaced() throws {
        let shared = "q3Vx9TzR0mWkP4yLs8NbA2cDeF6gHiJkLmNoPqRsTuV"
        let challenge = "Zx81_nQmR4tYuIoP0aSdFgHjKlZxCvBnM1qW2eR3tY4"
        let uri =
            "pushauth://push/exampleco:Mei%20Chen?l=YW1sYmNvb2tpZT0wMQ&issuer=RXhhbXBsZUNv&m=REGISTER:1f2e3d4c&s=\(shared)&c=\(challenge)&r=aHR0cHM6Ly90ZW5hbnQ&a=aHR0cHM6Ly90ZW5hbnQ&b=0a6ebf"
        let page =
            #"{"authId": "p1", "callbacks": [{"type": "HiddenValueCallback", "output": [{"name": "value", "value": "\#(uri)"}, {"name": "id", "value": "mfaDeviceRegistration"}], "input": [{"name": "IDToken1", "value": "mfaDeviceRegistration"}]}]}"#
        let recorded = try Recorded([rawExchange(request: "{}", response: page)])
        expectNone(of: [shared, challenge], in: recorded.text)
        #expect(recorded.text.contains("l=YW1sYmNvb2tpZT0wMQ"), "the load balancer's cookie name is not a secret")
    }

    /// The recovery codes of AM's `RecoveryCodeDisplayNode` script (am-external
    /// `openam-auth-trees/auth-nodes/src/main/resources/org/forgerock/openam/auth/nodes/RecoveryCodeDisplayNode.js:17-58`).
    @Test func recoveryCodesInAMsScriptAreReplaced() throws {
        let codes = ["a1B2c3D4e5", "Q9w8E7r6T5", "zZ0yY1xX2w"]
        let lines = codes.map { #"    "<div class=\"text-center\">\n" +\#n    "\#($0)\n" +\#n    "</div>\n" +"# }
        let script =
            #"var newLocation = document.getElementById("wrapper");\#nnewLocation.getElementsByTagName("fieldset")[0].innerHTML = "<div class=\"panel panel-default\">\n" +\#n"#
            + lines.joined(separator: "\n")
            + #"\#n    "<p>Use one of these codes <em>Mei's phone</em></p>\n" + oldHtml;"#
        let message = JSON.object(
            JSONObject([
                ("authId", "r1"),
                (
                    "callbacks",
                    [
                        [
                            "type": "TextOutputCallback",
                            "output": [
                                ["name": "message", "value": .string(script)], ["name": "messageType", "value": "4"],
                            ],
                        ]
                    ]
                ),
            ]))
        let recorded = try Recorded([rawExchange(request: "{}", response: message.serializedText())])
        expectNone(of: codes, in: recorded.text)
        #expect(recorded.kinds.filter { $0 == .recoveryCode }.count == 3)
    }

    /// AM's device profile input (am-external `AN/DeviceProfile.java:44-73`; the JSON as pjs
    /// `packages/journey-client/src/lib/device/sample-profile.json` shows it): the whole profile, and its identifier
    /// wherever else it appears.
    @Test func aDeviceProfileIsReplacedWholeAndItsIdentifierEverywhere() throws {
        let identifier = "3915572806-1148927432-2870218611"
        let profile =
            #"{\"identifier\":\"\#(identifier)\",\"metadata\":{\"platform\":{\"deviceName\":\"Mei's iPhone\"}},\"location\":{\"latitude\":51.5072,\"longitude\":-0.1276}}"#
        let request =
            #"{"authId": "d1", "callbacks": [{"type": "DeviceProfileCallback", "output": [{"name": "metadata", "value": true}, {"name": "location", "value": true}], "input": [{"name": "IDToken1", "value": "\#(profile)"}]}]}"#
        let recorded = try Recorded([
            rawExchange(request: request, response: #"{"authId": "d2", "header": "Device \#(identifier) saved"}"#)
        ])
        expectNone(of: [identifier, "51.5072", "-0.1276", "Mei's iPhone"], in: recorded.text)
        #expect(recorded.kinds.contains(.deviceProfile) && recorded.kinds.contains(.deviceIdentifier))
    }

    /// A passkey's outcome in the `webAuthnOutcome` hidden value (am-external `AN/webauthn/AbstractWebAuthnNode.java:175`,
    /// `WebAuthnOutcomeDeserializer.java:28-46`), and PingOne Protect's signals (pjs e2e `am-mock-api/src/app/responses.js:288-361`).
    @Test func aPasskeysCredentialAndProtectsSignalsAreReplaced() throws {
        let outcome =
            #"{\"authenticatorAttachment\":\"platform\",\"legacyData\":\"{\\\"type\\\":\\\"webauthn.create\\\"}::-93,99,102::AbCdEfGhIjKl\"}"#
        let request = """
            {"authId": "w1", "callbacks": [
              {"type": "HiddenValueCallback", "output": [{"name": "value", "value": "false"}, {"name": "id", "value": "webAuthnOutcome"}], "input": [{"name": "IDToken2", "value": "\(outcome)"}]},
              {"type": "PingOneProtectEvaluationCallback", "output": [{"name": "pauseBehavioralData", "value": true}], "input": [{"name": "IDToken3signals", "value": "Rk9PQkFSc2lnbmFscy1vcGFxdWUtYmxvYg"}, {"name": "IDToken3clientError", "value": ""}]}
            ]}
            """
        let recorded = try Recorded([rawExchange(request: request, response: "{}")])
        expectNone(of: ["AbCdEfGhIjKl", "Rk9PQkFSc2lnbmFscy1vcGFxdWUtYmxvYg", "-93,99,102"], in: recorded.text)
        #expect(recorded.kinds == [.authId, .webAuthnCredential, .deviceSignals])
    }

    /// An email link's `suspendedId` (am-external `idm-integration/.../EmailSuspendNode.java:63-70`; the SDKs send
    /// it as a query item of `/authenticate`, pjs `client.store.ts:210`).
    @Test func anEmailLinksSuspendedIdIsReplaced() throws {
        let recorded = try Recorded([
            rawExchange(
                query: [("authIndexType", "service"), ("suspendedId", "Xy7Pq2Lm9Rt4")], request: "{}",
                response: #"{"tokenId": "sso-Zz91qPw0", "successUrl": "/console"}"#)
        ])
        expectNone(of: ["Xy7Pq2Lm9Rt4", "sso-Zz91qPw0"], in: recorded.text)
    }

    /// A journey body that no header labels as JSON is read as the JSON it is.
    @Test func aJourneyBodyNotLabelledJSONIsStillRead() throws {
        let request =
            #"{"authId": "u1", "callbacks": [{"type": "PasswordCallback", "output": [], "input": [{"name": "IDToken1", "value": "Unlabelled-pw1"}]}]}"#
        let recorded = try Recorded([
            rawExchange(
                requestHeaders: [("Content-Type", "text/plain;charset=UTF-8")], request: request, response: "{}"),
            rawExchange(
                requestHeaders: [], request: request.replacingOccurrences(of: "Unlabelled-pw1", with: "No-header-pw2"),
                response: "{}"),
        ])
        expectNone(of: ["Unlabelled-pw1", "No-header-pw2"], in: recorded.text)
    }

    // MARK: - DaVinci

    /// DaVinci's continue (`parameters.data.formData`, pjs `davinci.utils.ts:48-77`): a field is secret by the type
    /// the form gave it (pjs `node.reducer.ts:129-200`), and a `TEXT` field's code by its shape.
    @Test func aDaVinciPasswordFieldIsKnownByTheTypeTheFormGaveIt() throws {
        let form =
            #"{"id": "n1", "interactionId": "0f9c-interaction", "interactionToken": "tok-123456789", "form": {"components": {"fields": [{"type": "TEXT", "key": "user"}, {"type": "PASSWORD", "key": "pin4"}, {"type": "TEXT", "key": "verify", "label": "Verification"}]}}}"#
        let submit =
            #"{"id": "n1", "eventName": "continue", "interactionId": "0f9c-interaction", "parameters": {"eventType": "submit", "data": {"actionKey": "go", "formData": {"user": "bob", "pin4": "9876", "verify": "551204"}}}}"#
        let recorded = try Recorded([
            rawExchange(method: "GET", path: "/env/as/authorize", response: form),
            rawExchange(path: "/env/davinci/connections/c/capabilities/customHTMLTemplate", request: submit),
        ])
        expectNone(of: ["9876", "0f9c-interaction", "551204", "tok-123456789"], in: recorded.text)
        #expect(recorded.text.contains("\"bob\""))
        #expect(recorded.kinds == [.interactionId, .interactionToken, .password, .oneTimeCode])
    }

    /// A secret learned after the exchange that carried it: a social sign-in's `continueToken` is first in a page
    /// the app read, then in the `Authorization: Bearer` of the continue (pjs `davinci-client/src/lib/davinci.api.ts:413-423`).
    /// The earlier exchange is scrubbed again with what was learned.
    @Test func aSecretLearnedLaterIsReplacedInTheEarlierExchangesToo() throws {
        let token = "cT-9f8e7d6c5b4a3928"
        var recorded = try Recorded([
            rawExchange(
                method: "GET", path: "/env/social/return", responseHeaders: [("Content-Type", "text/html")],
                response: "<html><script>window.opener.postMessage('\(token)')</script></html>")
        ])
        #expect(recorded.text.contains(token), "nothing yet says it is a secret")
        try recorded.add(
            rawExchange(
                path: "/env/davinci/policy/abc/continue",
                requestHeaders: [("Authorization", "Bearer \(token)"), ("Content-Type", "application/json")],
                request: "{}", response: "{}"))
        expectNone(of: [token], in: recorded.text)
        #expect(recorded.redaction.fileBytes == recorded.redaction.recording.encoded(), "the kept bytes are the file's")
    }

    // MARK: - Headers

    /// AM's zero-page login headers (am-external `AN/ZeroPageLoginNode.java:64-79`).
    @Test func zeroPageLoginHeadersAreReplaced() throws {
        let recorded = try Recorded([
            rawExchange(
                requestHeaders: [("X-OpenAM-Username", "mchen"), ("X-OpenAM-Password", "Zero-Page-Pw9")],
                request: "{}", response: "{}")
        ])
        expectNone(of: ["Zero-Page-Pw9", "mchen"], in: recorded.text)
        #expect(Set(recorded.kinds) == [.username, .password])
    }

    /// An SSO token this recording never saw issued, sent as a header named after the cookie (pios
    /// `Journey/Module/Session.swift:33-43`): by AM's default name, by a name given, and by the name
    /// `GET /json/serverinfo/*` says (openam `ServerInfoResource.java:173`).
    @Test func anSSOTokenHeaderIsReplacedByTheCookiesName() throws {
        let defaultName = try Recorded([
            rawExchange(requestHeaders: [("iPlanetDirectoryPro", "AQIC5-default")], request: "{}", response: "{}")
        ])
        expectNone(of: ["AQIC5-default"], in: defaultName.text)
        let given = try Recorded(
            [rawExchange(requestHeaders: [("6ac6499e9da2071", "AQIC5-given")], request: "{}", response: "{}")],
            ssoCookieNames: ["6ac6499e9da2071"])
        expectNone(of: ["AQIC5-given"], in: given.text)
        let learned = try Recorded([
            rawExchange(
                method: "GET", path: "/am/json/serverinfo/*",
                response: #"{"cookieName": "5421aeddf91aa20", "domains": [], "secureCookie": true}"#),
            rawExchange(requestHeaders: [("5421aeddf91aa20", "AQIC5-learned")], request: "{}", response: "{}"),
        ])
        expectNone(of: ["AQIC5-learned"], in: learned.text)
        #expect(learned.kinds == [.ssoToken])
    }

    /// Credentials in headers whatever their scheme: none, `Proxy-Authorization`, an API key, a DPoP proof (RFC 9449 §4).
    @Test func credentialHeadersAreReplacedWhateverTheirScheme() throws {
        let dpop =
            "eyJ0eXAiOiJkcG9wK2p3dCIsImFsZyI6IkVTMjU2In0.eyJodG0iOiJQT1NUIiwianRpIjoiMSJ9.c2lnbmF0dXJlLXBhcnQ"
        let recorded = try Recorded([
            rawExchange(
                requestHeaders: [
                    ("Authorization", "rawtoken-without-scheme-1"), ("Proxy-Authorization", "Basic cHJveHk6c2VjcmV0"),
                    ("X-API-Key", "ak_live_51Hq2"), ("DPoP", dpop),
                    ("Accept-API-Version", "resource=2.0, protocol=1.0"),
                ], request: "{}", response: "{}")
        ])
        expectNone(of: ["rawtoken-without-scheme-1", "cHJveHk6c2VjcmV0", "ak_live_51Hq2", dpop], in: recorded.text)
        #expect(recorded.text.contains("resource=2.0, protocol=1.0"), "a version header is not a secret")
    }

    // MARK: - Bodies and OAuth

    /// Password members at any depth of a JSON body, whatever its `Content-Type`: AM's change password
    /// (`{"currentpassword", "userpassword"}`, AM's REST users endpoint) and PingOne's password update
    /// (`{"currentPassword", "newPassword"}`), nested.
    @Test func passwordMembersAtAnyDepthAreReplaced() throws {
        let recorded = try Recorded([
            rawExchange(
                path: "/am/json/realms/root/users/mchen", query: [("_action", "changePassword")],
                request: #"{"currentpassword": "Old-Pass-1", "userpassword": "New-Pass-2"}"#, response: "{}"),
            rawExchange(
                path: "/v1/environments/e/users/u/password",
                requestHeaders: [("Content-Type", "application/vnd.pingidentity.password.reset+json")],
                request: #"{"change": {"user": {"currentPassword": "Old-Pass-3", "newPassword": "New-Pass-4"}}}"#,
                response: #"{"passwordPolicy": {"name": "Standard", "minCharacters": {"0123456789": 1}}}"#),
        ])
        expectNone(of: ["Old-Pass-1", "New-Pass-2", "Old-Pass-3", "New-Pass-4"], in: recorded.text)
        #expect(recorded.text.contains("\"Standard\""), "a password policy's name is not a secret")
    }

    /// OAuth 2.0 forms, cookies and redirects (RFC 6749 §4.1.3, RFC 7636 §4.5): each value is replaced wherever it
    /// comes back, and an ID token's claims are kept for replay.
    @Test func oauthFormsCookiesAndRedirectsAreReplacedWhereverTheValueComesBack() throws {
        let recorded = try Recorded([
            rawExchange(
                method: "GET", path: "/oauth2/authorize",
                query: [("state", "state-abc-123"), ("nonce", "n-0S6_WzA2Mj")],
                requestHeaders: [("Cookie", "session=ck-9f8e7d6c5b")], status: 302,
                responseHeaders: [
                    ("Location", "app://cb?code=SplxlOBeZQQYbYS6WxSbIA&state=state-abc-123"),
                    ("Set-Cookie", "amlb=01; Domain=tenant.example; Secure; HttpOnly"),
                ]),
            rawExchange(
                path: "/oauth2/access_token", requestHeaders: [("Content-Type", "application/x-www-form-urlencoded")],
                request:
                    "grant_type=authorization_code&code=SplxlOBeZQQYbYS6WxSbIA&code_verifier=dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
                response:
                    #"{"access_token": "at-2YotnFZFEjr1zCsicMWpAA", "refresh_token": "rt-tGzv3JOkF0XG5Qx2TlKWIA", "id_token": "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSIsIm5vbmNlIjoibi0wUzZfV3pBMk1qIiwiYXRfaGFzaCI6IngiLCJleHAiOjIsImlhdCI6MX0.sig"}"#
            ),
        ])
        let text = recorded.text
        expectNone(
            of: [
                "state-abc-123", "n-0S6_WzA2Mj", "ck-9f8e7d6c5b", "SplxlOBeZQQYbYS6WxSbIA", "dBjftJeZ4CVP",
                "at-2YotnFZFEjr1zCsicMWpAA", "rt-tGzv3JOkF0XG5Qx2TlKWIA", "eyJhbGciOiJSUzI1NiJ9",
            ], in: text)
        // The code the redirect carried, the code the form sent, and the header's entry: one placeholder.
        #expect(text.components(separatedBy: "orchestrate-recorded-authorizationCode-1").count == 4)
        let claims = try #require(recorded.redaction.recording.replacements.first { $0.kind == .idToken }?.claims)
        #expect(claims["sub"] == "alice")
        #expect(claims["nonce"] == "orchestrate-recorded-nonce-1")
        #expect(claims["at_hash"] == nil)
    }

    /// Tokens in a redirect's fragment (RFC 6749 §4.2.2) and in a `form_post` page's hidden inputs (OAuth 2.0 Form
    /// Post Response Mode §2).
    @Test func tokensInAFragmentAndAFormPostPageAreReplaced() throws {
        let recorded = try Recorded([
            rawExchange(
                method: "GET", path: "/oauth2/authorize", status: 302,
                responseHeaders: [("Location", "app://cb#access_token=frag-at-0912&token_type=Bearer&state=frag-st-77")]
            ),
            rawExchange(
                method: "GET", path: "/oauth2/authorize", responseHeaders: [("Content-Type", "text/html")],
                response: """
                    <html><body onload="javascript:document.forms[0].submit()"><form method="post" action="https://app.example/cb">
                    <input type="hidden" name="code" value="fp-code-4411"/><input type="hidden" name="state" value="fp-state-9"/>
                    <input type='hidden' name='id_token' value='fp-idt-5523'></form></body></html>
                    """),
        ])
        expectNone(of: ["frag-at-0912", "frag-st-77", "fp-code-4411", "fp-state-9", "fp-idt-5523"], in: recorded.text)
        #expect(recorded.text.contains("token_type=Bearer"))
    }

    /// The grants that carry a client's assertion or another token (RFC 7523 §2.1-2.2, RFC 8693 §2.1, RFC 8628
    /// §3.4), and a registered client's secret (RFC 7591 §3.2.1).
    @Test func assertionsExchangedTokensDeviceCodesAndRegisteredSecretsAreReplaced() throws {
        let form = ("Content-Type", "application/x-www-form-urlencoded")
        let recorded = try Recorded([
            rawExchange(
                path: "/oauth2/access_token", requestHeaders: [form],
                request:
                    "grant_type=client_credentials&client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer&client_assertion=ca-7711aa",
                response: "{}"),
            rawExchange(
                path: "/oauth2/access_token", requestHeaders: [form],
                request: "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=jb-8822bb",
                response: "{}"),
            rawExchange(
                path: "/oauth2/access_token", requestHeaders: [form],
                request:
                    "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Atoken-exchange&subject_token=st-9933cc&actor_token=at-0044dd",
                response: "{}"),
            rawExchange(
                path: "/oauth2/device/code", requestHeaders: [form], request: "client_id=tv",
                response:
                    #"{"device_code": "dc-1155ee", "user_code": "WDJB-MJHT", "verification_uri_complete": "https://tenant.example/device?user_code=WDJB-MJHT"}"#
            ),
            rawExchange(
                path: "/oauth2/register", request: #"{"redirect_uris": ["app://cb"]}"#,
                response:
                    #"{"client_id": "c1", "client_secret": "cs-2266ff", "registration_access_token": "rat-3377gg"}"#),
        ])
        expectNone(
            of: [
                "ca-7711aa", "jb-8822bb", "st-9933cc", "at-0044dd", "dc-1155ee", "WDJB-MJHT", "cs-2266ff", "rat-3377gg",
            ],
            in: recorded.text)
        #expect(recorded.text.contains("\"c1\""), "a client id is not a secret")
    }

    /// A JWT anywhere is replaced, even where no rule names it.
    @Test func aJWTOutsideEveryRuleIsReplaced() throws {
        let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtY2hlbiJ9.c2lnbmF0dXJlLWJ5dGVz"
        let recorded = try Recorded([
            rawExchange(
                method: "GET", path: "/x", responseHeaders: [("X-Debug", "issued \(jwt)")],
                response: #"{"note": "see \#(jwt)"}"#)
        ])
        expectNone(of: [jwt], in: recorded.text)
        #expect(recorded.redaction.remainingShapes().isEmpty)
    }

    // MARK: - Words

    @Test func namesAreReadByTheirWords() {
        #expect(RecordingSecretRules.words(of: "newPassword") == ["new", "password"])
        #expect(RecordingSecretRules.words(of: "X-API-Key") == ["x", "api", "key"])
        #expect(RecordingSecretRules.secretNamed("user.password") == .password)
        #expect(RecordingSecretRules.secretNamed("X-Api-Key") == .apiKey)
        #expect(RecordingSecretRules.secretNamed("refreshToken") == .token)
        #expect(RecordingSecretRules.secretNamed("tokenType") == nil)
        #expect(RecordingSecretRules.secretNamed("shipping") == nil)
        #expect(RecordingSecretRules.isSecretPrompt("Shipping address") == false)
        #expect(RecordingSecretRules.isSecretPrompt("Mot de passe"))
        #expect(RecordingSecretRules.isSecretPrompt("验证码"))
    }
}
