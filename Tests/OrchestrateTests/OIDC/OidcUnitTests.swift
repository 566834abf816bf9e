import Foundation
@testable import Orchestrate
import Testing

/// Pure parts of the OIDC module, without HTTP.
@Suite struct OidcUnitTests {
    @Test func pkceChallengeIsBase64URLOfSHA256() {
        // Computed independently: base64url(sha256(verifier)) with Python's hashlib.
        #expect(PKCE.challenge(for: "orchestrate-test-verifier-0123456789-abcdefghijklmnop")
                == "oZcaC7gm_FXX7a0hb-L44r0PVK6KnRTBS92HP31kbbQ")
        let verifier = PKCE.makeVerifier()
        #expect(verifier.count == 43)
        #expect(verifier != PKCE.makeVerifier())
    }

    static func jwt(_ claims: JSON) -> String {
        "eyJhbGciOiJub25lIn0." + Base64URL.encode(claims.serialized()) + ".c2ln"
    }

    @Test func theIDTokenMustCarryTheFlowsNonceAndAudience() throws {
        let good = Self.jwt(["nonce": "n-1", "aud": "client", "iss": "https://issuer"])
        try IDTokenClaims(token: good).validate(nonce: "n-1", clientID: "client", issuer: "https://issuer")
        try IDTokenClaims(token: Self.jwt(["nonce": "n-1", "aud": ["other", "client"]]))
            .validate(nonce: "n-1", clientID: "client", issuer: "https://issuer")
        #expect(throws: OidcError.invalidIDToken("the nonce is not the one this flow sent")) {
            try IDTokenClaims(token: good).validate(nonce: "n-2", clientID: "client", issuer: nil)
        }
        #expect(throws: OidcError.invalidIDToken("the audience does not include the client id")) {
            try IDTokenClaims(token: good).validate(nonce: "n-1", clientID: "another", issuer: nil)
        }
        #expect(throws: OidcError.invalidIDToken("the issuer 'https://issuer' is not 'https://elsewhere'")) {
            try IDTokenClaims(token: good).validate(nonce: "n-1", clientID: "client", issuer: "https://elsewhere")
        }
        #expect(throws: OidcError.invalidIDToken("the payload is not base64url")) { try IDTokenClaims(token: "a.%%%.c") }
        #expect(throws: OidcError.invalidIDToken("the payload is not a JSON object")) {
            try IDTokenClaims(token: "a." + Base64URL.encode(Data("[1]".utf8)) + ".c")
        }
    }

    @Test func aRefreshResponseKeepsWhatItLeavesOut() throws {
        let previous = OidcTokens(accessToken: "a1", refreshToken: "r1", idToken: "i1", scope: "openid")
        let now = Date(timeIntervalSince1970: 1_000)
        let renewed = try OidcTokens.parse(["access_token": "a2", "token_type": "Bearer", "expires_in": 60],
                                           receivedAt: now, previous: previous)
        #expect(renewed == OidcTokens(accessToken: "a2", refreshToken: "r1", idToken: "i1", scope: "openid",
                                      expiresAt: Date(timeIntervalSince1970: 1_060)))
        #expect(renewed.isExpired(within: 0, at: Date(timeIntervalSince1970: 1_060)))
        #expect(!renewed.isExpired(within: 30, at: Date(timeIntervalSince1970: 1_029)))
        #expect(renewed.isExpired(within: 30, at: Date(timeIntervalSince1970: 1_030)))
        #expect(!OidcTokens(accessToken: "a").isExpired(within: 1_000_000), "no expiry known: never stale")
        #expect(throws: OidcError.invalidTokenResponse("expires_in is not a non-negative whole number")) {
            try OidcTokens.parse(["access_token": "a", "token_type": "Bearer", "expires_in": -1], receivedAt: now)
        }
        #expect(throws: OidcError.invalidTokenResponse("token_type is missing or not a string")) {
            try OidcTokens.parse(["access_token": "a"], receivedAt: now)
        }
        #expect(throws: OidcError.invalidTokenResponse("refresh_token is not a string")) {
            try OidcTokens.parse(["access_token": "a", "token_type": "Bearer", "refresh_token": 5], receivedAt: now)
        }
    }

    @Test func sensitiveQueryParametersAreRedactedInRequestDescriptions() throws {
        let request = Request(url: "https://auth.test/as/signoff?keep=1")
        request.parameter(name: "id_token_hint", value: "eyJsecret")
        request.parameter(name: "client_id", value: "app")
        request.parameter(name: "state", value: "s3cret")
        #expect(request.description == "GET https://auth.test/as/signoff?keep=1&id_token_hint=<redacted>&client_id=app&state=<redacted> [] body: <none>")
        let response = Response(url: try request.resolvedURL(), status: 200)
        #expect(response.description == "200 https://auth.test/as/signoff?keep=1&id_token_hint=<redacted>&client_id=app&state=<redacted> [] body: <0 bytes>")
    }

    @Test func anAuthorizationRequestNeverShowsItsSecrets() {
        let authorization = AuthorizationRequest()
        var dumped = ""
        dump(authorization, to: &dumped)
        for text in ["\(authorization)", String(reflecting: authorization), dumped] {
            for secret in [authorization.state, authorization.nonce, authorization.codeVerifier] {
                #expect(!text.contains(secret))
            }
        }
    }
}
