import Foundation
import Testing

@testable import Orchestrate

/// Pure parts of the OIDC module, without HTTP.
@Suite struct OidcUnitTests {
    @Test func pkceChallengeIsBase64URLOfSHA256() {
        // Computed independently: base64url(sha256(verifier)) with Python's hashlib.
        #expect(
            PKCE.challenge(for: "orchestrate-test-verifier-0123456789-abcdefghijklmnop")
                == "oZcaC7gm_FXX7a0hb-L44r0PVK6KnRTBS92HP31kbbQ")
        let verifier = PKCE.makeVerifier()
        #expect(verifier.count == 43)
        #expect(verifier != PKCE.makeVerifier())
    }

    static func jwt(_ claims: JSON) -> String {
        "eyJhbGciOiJub25lIn0." + Base64URL.encode(claims.serialized()) + ".c2ln"
    }

    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let expected = IDTokenExpectations(issuer: "https://issuer", clientID: "client", now: now, clockSkew: 60)
    static let goodClaims: [String: JSON] = [
        "iss": "https://issuer", "sub": "user-1", "aud": "client", "nonce": "n-1",
        "iat": .number(1_800_000_000 - 5), "exp": .number(1_800_000_000 + 3_600),
    ]

    static func claims(_ change: (inout [String: JSON]) -> Void = { _ in }) throws -> IDTokenClaims {
        var claims = goodClaims
        change(&claims)
        return try IDTokenClaims(token: jwt(.object(claims)))
    }

    /// OpenID Connect Core 3.1.3.7: `iss` required and equal to the discovery issuer, `aud` and `azp`,
    /// `exp` and `iat` with the clock skew, `nonce`. (It used to skip `iss` when either side lacked it and
    /// never read `exp`, `iat` or `azp`.)
    @Test func theIDTokenOfASignInIsCheckedAsCoreSaysStrictly() throws {
        try Self.claims().validateSignIn(nonce: "n-1", expecting: Self.expected)
        try Self.claims {
            $0["aud"] = ["other", "client"]
            $0["azp"] = "client"
        }.validateSignIn(nonce: "n-1", expecting: Self.expected)
        try Self.claims { $0["exp"] = .number(1_800_000_000 - 30) }.validateSignIn(
            nonce: "n-1", expecting: Self.expected)
        let refusals: [(String, (inout [String: JSON]) -> Void)] = [
            ("the nonce is not the one this flow sent", { $0["nonce"] = "n-2" }),
            ("the nonce is not the one this flow sent", { $0["nonce"] = nil }),
            ("the audience does not include the client id", { $0["aud"] = "another" }),
            ("it has several audiences and no azp", { $0["aud"] = ["other", "client"] }),
            (
                "azp is not the client id",
                {
                    $0["aud"] = ["other", "client"]
                    $0["azp"] = "other"
                }
            ),
            ("it has no issuer (iss)", { $0["iss"] = nil }),
            ("the issuer 'https://elsewhere' is not 'https://issuer'", { $0["iss"] = "https://elsewhere" }),
            ("it has no subject (sub)", { $0["sub"] = nil }),
            ("it has no expiry (exp)", { $0["exp"] = nil }),
            ("it has expired", { $0["exp"] = .number(1_800_000_000 - 61) }),
            ("it has no issue time (iat)", { $0["iat"] = nil }),
            ("it was issued in the future (iat)", { $0["iat"] = .number(1_800_000_000 + 3_000) }),
        ]
        for (reason, change) in refusals {
            #expect(throws: OidcError.invalidIDToken(reason)) {
                try Self.claims(change).validateSignIn(nonce: "n-1", expecting: Self.expected)
            }
        }
        let noIssuer = IDTokenExpectations(issuer: nil, clientID: "client", now: Self.now, clockSkew: 60)
        #expect(throws: OidcError.invalidIDToken("the discovery document names no issuer to check the token's against"))
        {
            try Self.claims().validateSignIn(nonce: "n-1", expecting: noIssuer)
        }
        #expect(throws: OidcError.invalidIDToken("the payload is not base64url")) {
            try IDTokenClaims(token: "a.%%%.c")
        }
        #expect(throws: OidcError.invalidIDToken("the payload is not a JSON object")) {
            try IDTokenClaims(token: "a." + Base64URL.encode(Data("[1]".utf8)) + ".c")
        }
    }

    /// OpenID Connect Core 12.2: a refreshed ID token keeps `iss`, `sub` and `aud`, needs no nonce, and is
    /// checked for expiry like any other.
    @Test func anIDTokenFromARefreshKeepsIssuerSubjectAndAudience() throws {
        let original = try Self.claims()
        try Self.claims { $0["nonce"] = nil }.validateRefresh(of: original, expecting: Self.expected)
        let refusals: [(String, (inout [String: JSON]) -> Void)] = [
            ("the refreshed token's subject changed", { $0["sub"] = "user-2" }),
            (
                "the refreshed token's audience changed",
                {
                    $0["aud"] = ["client", "other"]
                    $0["azp"] = "client"
                }
            ),
            ("the issuer 'https://elsewhere' is not 'https://issuer'", { $0["iss"] = "https://elsewhere" }),
            ("it has expired", { $0["exp"] = .number(1_000) }),
            ("it has no issue time (iat)", { $0["iat"] = nil }),
        ]
        for (reason, change) in refusals {
            #expect(throws: OidcError.invalidIDToken(reason)) {
                try Self.claims(change).validateRefresh(of: original, expecting: Self.expected)
            }
        }
    }

    @Test func aRefreshResponseKeepsWhatItLeavesOut() throws {
        let previous = OidcTokens(accessToken: "a1", refreshToken: "r1", idToken: "i1", scope: "openid")
        let now = Date(timeIntervalSince1970: 1_000)
        let renewed = try OidcTokens.parse(
            ["access_token": "a2", "token_type": "Bearer", "expires_in": 60],
            receivedAt: now, previous: previous)
        #expect(
            renewed
                == OidcTokens(
                    accessToken: "a2", refreshToken: "r1", idToken: "i1", scope: "openid",
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
        #expect(
            request.description
                == "GET https://auth.test/as/signoff?keep=1&id_token_hint=<redacted>&client_id=app&state=<redacted> [] body: <none>"
        )
        let response = Response(url: try request.resolvedURL(), status: 200)
        #expect(
            response.description
                == "200 https://auth.test/as/signoff?keep=1&id_token_hint=<redacted>&client_id=app&state=<redacted> [] body: <0 bytes>"
        )
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
