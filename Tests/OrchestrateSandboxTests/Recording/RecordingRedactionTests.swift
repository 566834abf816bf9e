import Foundation
import Testing

@testable import OrchestrateSandbox

/// What the recorder replaces, one rule at a time, on exchanges written by hand in the wire shapes of AM's
/// `/authenticate` (a callback's `input: [{name, value}]`, AM's REST API), DaVinci's continue requests
/// (`parameters.data.formData`, PingOne DaVinci's SDK protocol) and OAuth 2.0's forms (RFC 6749 §4.1.3, RFC
/// 7636 §4.5): each secret is gone from the recorded exchange, and the same value always gets the same
/// placeholder.
@Suite struct RecordingRedactionTests {
    static func exchange(
        method: String = "POST", path: String = "/am/json/realms/root/authenticate", query: [SandboxNameValue] = [],
        requestHeaders: [(String, String)] = [("Content-Type", "application/json")], request: String = "",
        status: Int = 200, responseHeaders: [(String, String)] = [("Content-Type", "application/json")],
        response: String = ""
    ) -> RawExchange {
        RawExchange(
            method: method, path: path, query: query,
            requestHeaders: requestHeaders.map { SandboxNameValue(name: $0.0, value: $0.1) },
            requestBody: Data(request.utf8),
            status: status, responseHeaders: responseHeaders.map { SandboxNameValue(name: $0.0, value: $0.1) },
            responseBody: Data(response.utf8))
    }

    static func text(_ exchange: RecordedExchange) -> String {
        var recording = SandboxRecording(upstream: "https://tenant.example")
        recording.exchanges = [exchange]
        return String(decoding: recording.encoded(), as: UTF8.self)
    }

    @Test func aJourneysSecretInputsAreReplacedAndItsOtherInputsKept() {
        var redactor = ExchangeRedactor()
        let request = """
            {"authId": "eyJ0eXAi.auth.id", "callbacks": [
              {"type": "NameCallback", "output": [{"name": "prompt", "value": "User Name"}], "input": [{"name": "IDToken1", "value": "alice"}]},
              {"type": "PasswordCallback", "output": [{"name": "prompt", "value": "Password"}], "input": [{"name": "IDToken2", "value": "Hunter2-secret"}]},
              {"type": "KbaCreateCallback", "output": [], "input": [{"name": "IDToken3question", "value": "Favourite colour?"}, {"name": "IDToken3answer", "value": "green"}]},
              {"type": "TextInputCallback", "output": [{"name": "prompt", "value": "Enter the one-time code"}], "input": [{"name": "IDToken4", "value": "424242"}]}
            ]}
            """
        let recorded = redactor.redact(
            Self.exchange(request: request, response: #"{"tokenId": "AQIC5w-sso", "successUrl": "/console"}"#),
            number: 1, walk: 1)
        let text = Self.text(recorded)
        for secret in ["eyJ0eXAi.auth.id", "Hunter2-secret", "green", "424242", "AQIC5w-sso"] {
            #expect(!text.contains(secret), "\(secret) reached the recording")
        }
        #expect(
            text.contains("alice") && text.contains("Favourite colour?"), "a username and a question are not secret")
        let kinds = redactor.replacements.map(\.kind)
        #expect(kinds == [.authId, .password, .answer, .secretInput, .ssoToken])
        #expect(redactor.replacements.map(\.placeholder).first == "orchestrate-recorded-authId-1")
    }

    @Test func aDaVinciPasswordFieldIsKnownByTheTypeTheFormGaveIt() {
        var redactor = ExchangeRedactor()
        let form =
            #"{"id": "n1", "interactionId": "0f9c-interaction", "interactionToken": "tok-123456789", "form": {"components": {"fields": [{"type": "TEXT", "key": "user"}, {"type": "PASSWORD", "key": "pin4"}]}}}"#
        _ = redactor.redact(Self.exchange(method: "GET", path: "/env/as/authorize", response: form), number: 1, walk: 1)
        let submit =
            #"{"id": "n1", "eventName": "continue", "interactionId": "0f9c-interaction", "parameters": {"eventType": "submit", "data": {"actionKey": "go", "formData": {"user": "bob", "pin4": "9876"}}}}"#
        let recorded = redactor.redact(
            Self.exchange(path: "/env/davinci/connections/c/capabilities/customHTMLTemplate", request: submit),
            number: 2, walk: 1)
        let text = Self.text(recorded)
        #expect(!text.contains("9876") && !text.contains("0f9c-interaction"))
        #expect(text.contains("\"bob\""))
        #expect(redactor.replacements.map(\.kind) == [.interactionId, .interactionToken, .secretInput])
    }

    @Test func oauthFormsCookiesAndRedirectsAreReplacedWhereverTheValueComesBack() throws {
        var redactor = ExchangeRedactor()
        let authorize = redactor.redact(
            Self.exchange(
                method: "GET", path: "/oauth2/authorize",
                query: [
                    SandboxNameValue(name: "state", value: "state-abc-123"),
                    SandboxNameValue(name: "nonce", value: "n-0S6_WzA2Mj"),
                ],
                requestHeaders: [("Cookie", "session=ck-9f8e7d6c5b")], status: 302,
                responseHeaders: [
                    ("Location", "app://cb?code=SplxlOBeZQQYbYS6WxSbIA&state=state-abc-123"),
                    ("Set-Cookie", "amlb=01; Domain=tenant.example; Secure; HttpOnly"),
                ]),
            number: 1, walk: 1)
        let token = redactor.redact(
            Self.exchange(
                path: "/oauth2/access_token", requestHeaders: [("Content-Type", "application/x-www-form-urlencoded")],
                request:
                    "grant_type=authorization_code&code=SplxlOBeZQQYbYS6WxSbIA&code_verifier=dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
                response:
                    #"{"access_token": "at-2YotnFZFEjr1zCsicMWpAA", "refresh_token": "rt-tGzv3JOkF0XG5Qx2TlKWIA", "id_token": "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSIsIm5vbmNlIjoibi0wUzZfV3pBMk1qIiwiYXRfaGFzaCI6IngiLCJleHAiOjIsImlhdCI6MX0.sig"}"#
            ),
            number: 2, walk: 1)
        let text = Self.text(authorize) + Self.text(token)
        for secret in [
            "state-abc-123", "n-0S6_WzA2Mj", "ck-9f8e7d6c5b", "SplxlOBeZQQYbYS6WxSbIA", "dBjftJeZ4CVP",
            "at-2YotnFZFEjr1zCsicMWpAA",
            "rt-tGzv3JOkF0XG5Qx2TlKWIA", "eyJhbGciOiJSUzI1NiJ9",
        ] {
            #expect(!text.contains(secret), "\(secret) reached the recording")
        }
        // The code the redirect carried and the code the form sent are one placeholder.
        #expect(text.components(separatedBy: "orchestrate-recorded-authorizationCode-1").count == 3)
        // The ID token's claims are kept for replay: the nonce as its placeholder, the hash of the access token dropped.
        let claims = try #require(redactor.replacements.first { $0.kind == .idToken }?.claims)
        #expect(claims["sub"] == "alice")
        #expect(claims["nonce"] == "orchestrate-recorded-nonce-1")
        #expect(claims["at_hash"] == nil)
    }

    @Test func aShortSecretIsReplacedOnlyWhereItIsAWholeValue() {
        var redactor = ExchangeRedactor()
        let request =
            #"{"authId": "x", "callbacks": [{"type": "PasswordCallback", "output": [], "input": [{"name": "IDToken1", "value": "42"}]}]}"#
        let recorded = redactor.redact(
            Self.exchange(request: request, response: #"{"message": "code 4242 expires"}"#), number: 1, walk: 1)
        let text = Self.text(recorded)
        #expect(text.contains("code 4242 expires"), "a two-character secret does not bite into other text")
        #expect(!text.contains("\"42\""))
    }

    @Test func placeholdersAreFoundAndMatchedInsideLongerText() {
        let text = "a=orchestrate-recorded-cookie-2; b=orchestrate-recorded-authId-10."
        #expect(
            RecordedPlaceholder.occurrences(in: text).map(\.placeholder) == [
                "orchestrate-recorded-cookie-2", "orchestrate-recorded-authId-10",
            ])
        #expect(RecordedPlaceholder.parse("orchestrate-recorded-nothing-1") == nil)
        #expect(RecordedPlaceholder.parse("orchestrate-recorded-password-0") == nil)
        #expect(
            RecordedTemplate.match("Bearer orchestrate-recorded-accessToken-1", "Bearer live-token")
                == ["orchestrate-recorded-accessToken-1": "live-token"])
        #expect(RecordedTemplate.match("Bearer orchestrate-recorded-accessToken-1", "Basic live-token") == nil)
        #expect(RecordedTemplate.match(["a": "orchestrate-recorded-state-1", "b": 1], ["a": "s", "b": 2]) == nil)
        #expect(
            RecordedTemplate.match(["a": "orchestrate-recorded-state-1"], ["a": "s", "c": 1]) == nil, "another member")
    }

    @Test func cookiesLoseTheirDomainAndSecureForLoopback() {
        #expect(
            OriginRewriter.loopbackCookie("ST=abc; Domain=auth.pingone.com; Path=/; Secure; HttpOnly; SameSite=None")
                == "ST=abc; Path=/; HttpOnly; SameSite=Lax")
        let joined = [
            SandboxNameValue(name: "Set-Cookie", value: "a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT, b=2; Path=/")
        ]
        #expect(
            UpstreamClient.splittingCookies(joined).map(\.value) == [
                "a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT", "b=2; Path=/",
            ])
        let rewriter = OriginRewriter(from: "https://tenant.example", to: "http://127.0.0.1:8080")
        #expect(
            rewriter.rewrite(#"{"next": "https:\/\/tenant.example\/a"}"#) == #"{"next": "http:\/\/127.0.0.1:8080\/a"}"#)
    }
}
