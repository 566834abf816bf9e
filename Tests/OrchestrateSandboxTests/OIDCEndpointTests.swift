import Foundation
import OrchestrateSandbox
import Testing

@Suite("OpenID Connect endpoints over HTTP")
struct OIDCEndpointTests {
    @Test("the discovery document names every endpoint under the environment's issuer")
    func discovery() async throws {
        try await withOIDCSandbox { client in
            let url = try #require(await client.server.discoveryURL())
            let response = try await client.http.get(url)
            #expect(response.status == 200)
            let document = try #require(response.json)
            let issuer = try await client.url("").absoluteString.dropLast()
            #expect(document["issuer"] == .string(String(issuer)))
            for (name, path) in [
                ("authorization_endpoint", "authorize"), ("token_endpoint", "token"),
                ("userinfo_endpoint", "userinfo"), ("revocation_endpoint", "revoke"),
                ("end_session_endpoint", "signoff"),
            ] {
                #expect(document[name] == .string("\(issuer)/\(path)"), "\(name)")
            }
            #expect(document["response_modes_supported"] == ["pi.flow"])
            #expect(document["code_challenge_methods_supported"] == ["S256"])
            let post = try await client.http.send("POST", url)
            #expect(post.status == 405)
        }
    }

    @Test("authorize refuses what a real server refuses, naming the parameter")
    func authorizeRefusals() async throws {
        try await withOIDCSandbox { client in
            func without(_ name: String) -> [(String, String)] {
                OIDCTestClient.authorization().filter { $0.0 != name }
            }
            func replacing(_ name: String, _ value: String) -> [(String, String)] {
                OIDCTestClient.authorization().map { $0.0 == name ? (name, value) : $0 }
            }
            let cases: [([(String, String)], String, String)] = [
                (without("client_id"), "INVALID_REQUEST", "client_id is required"),
                (replacing("client_id", "nobody"), "INVALID_CLIENT", "Unknown client_id 'nobody'"),
                (without("redirect_uri"), "INVALID_REQUEST", "redirect_uri is required"),
                (
                    replacing("redirect_uri", "https://evil.example/cb"), "INVALID_REQUEST",
                    "redirect_uri 'https://evil.example/cb' is not registered for client 'orchestrate-demo'"
                ),
                (
                    replacing("response_type", "token"), "UNSUPPORTED_RESPONSE_TYPE",
                    "response_type 'token' is not supported; use 'code'"
                ),
                // Without `pi.flow` the request is a browser's (the flow as pages, then a redirect): only `query`.
                (
                    replacing("response_mode", "form_post"), "INVALID_REQUEST",
                    "response_mode 'form_post' is not supported; use query"
                ),
                (
                    replacing("scope", "openid admin"), "INVALID_SCOPE",
                    "scope 'admin' is not supported; supported: openid profile email phone address offline_access"
                ),
                (without("code_challenge"), "INVALID_REQUEST", "code_challenge is required"),
                (
                    replacing("code_challenge_method", "plain"), "INVALID_REQUEST",
                    "code_challenge_method must be 'S256'"
                ),
                (
                    replacing("code_challenge", "short"), "INVALID_REQUEST",
                    "code_challenge must be 43 base64url characters (S256)"
                ),
                (
                    OIDCTestClient.authorization() + [("state", "again")], "INVALID_REQUEST",
                    "The parameter state is repeated"
                ),
            ]
            for (parameters, code, message) in cases {
                let response = try await client.authorize(parameters)
                #expect(response.status == 400, "\(message)")
                #expect(response.json?["code"] == .string(code), "\(message)")
                #expect(response.json?["message"] == .string(message))
                #expect(response.setCookieValue("interactionId") == nil, "no interaction starts")
            }
        }
    }

    @Test("the success returns the request's state with a code bound to the client, redirect URI and PKCE challenge")
    func codeExchange() async throws {
        try await withOIDCSandbox { client in
            let signedIn = try await client.signIn()
            #expect(signedIn.state == "state-1")
            let response = try await client.exchange(signedIn.code)
            #expect(response.status == 200, "\(response.text)")
            #expect(response.header("Cache-Control") == "no-store")
            let tokens = try #require(response.json)
            #expect(tokens["token_type"] == "Bearer")
            #expect(tokens["expires_in"] == 3600)
            #expect(tokens["scope"] == "openid profile email")
            let access = try #require(tokens["access_token"]?.stringValue)
            #expect(tokens["refresh_token"]?.stringValue?.isEmpty == false)
            let idToken = try #require(tokens["id_token"]?.stringValue)
            #expect(idToken.split(separator: ".").count == 3)

            let info = try await client.userinfo(access)
            #expect(info.status == 200)
            #expect(info.json?["preferred_username"] == "alice")
            #expect(info.json?["email"] == "alice@example.com")

            // A code is exchanged once; trying again revokes what it gave.
            let again = try await client.exchange(signedIn.code)
            #expect(again.status == 400)
            #expect(again.json?["error"] == "invalid_grant")
            #expect(try await client.userinfo(access).status == 401)
        }
    }

    @Test("a wrong PKCE verifier, redirect URI or client is refused, and the code is spent")
    func tokenRefusals() async throws {
        let other = SandboxClient(id: "other-app", redirectURIs: [OIDCTestClient.redirectURI])
        try await withOIDCSandbox(SandboxOIDCSettings(clients: [.demo, other])) { client in
            let wrongVerifier = try await client.signIn()
            let refused = try await client.exchange(
                wrongVerifier.code, verifier: String(OIDCTestClient.verifier.reversed()))
            #expect(refused.status == 400)
            #expect(refused.json?["error"] == "invalid_grant")
            #expect(
                refused.json?["error_description"]
                    == "PKCE verification failed: code_verifier does not match code_challenge")
            let late = try await client.exchange(wrongVerifier.code)
            #expect(late.json?["error_description"] == "The authorization code has already been used")

            let wrongRedirect = try await client.signIn()
            let redirect = try await client.exchange(
                wrongRedirect.code, redirectURI: "org.orchestrate.demo://elsewhere")
            #expect(redirect.json?["error_description"] == "redirect_uri does not match the authorization request")

            let otherClient = try await client.signIn()
            let stolen = try await client.exchange(otherClient.code, clientID: "other-app")
            #expect(stolen.json?["error_description"] == "The authorization code was issued to another client")

            let noVerifier = try await client.signIn()
            let missing = try await client.post(
                "token",
                [
                    ("grant_type", "authorization_code"), ("code", noVerifier.code),
                    ("redirect_uri", OIDCTestClient.redirectURI), ("client_id", "orchestrate-demo"),
                ])
            #expect(missing.json?["error_description"] == "code_verifier is required (PKCE)")

            let unknownClient = try await client.exchange("whatever", clientID: "nobody")
            #expect(unknownClient.status == 401)
            #expect(unknownClient.json?["error"] == "invalid_client")
            #expect(unknownClient.header("WWW-Authenticate") == nil)
            let json = try await client.post(
                "token", [("grant_type", "authorization_code")], contentType: "application/json")
            #expect(json.json?["error"] == "invalid_request")
            let password = try await client.post(
                "token", [("grant_type", "password"), ("client_id", "orchestrate-demo")])
            #expect(password.json?["error"] == "unsupported_grant_type")
            let repeated = try await client.post(
                "token", [("grant_type", "refresh_token"), ("grant_type", "refresh_token")])
            #expect(repeated.json?["error_description"] == "The parameter grant_type is repeated")
        }
    }

    @Test("refresh tokens rotate, belong to their client, and revocation ends their grant")
    func refreshAndRevoke() async throws {
        let other = SandboxClient(id: "other-app", redirectURIs: [OIDCTestClient.redirectURI])
        try await withOIDCSandbox(SandboxOIDCSettings(clients: [.demo, other])) { client in
            let signedIn = try await client.signIn()
            let first = try #require(try await client.exchange(signedIn.code).json)
            let firstRefresh = try #require(first["refresh_token"]?.stringValue)

            let renewed = try await client.post(
                "token",
                [
                    ("grant_type", "refresh_token"), ("refresh_token", firstRefresh),
                    ("client_id", "orchestrate-demo"),
                ])
            #expect(renewed.status == 200)
            let second = try #require(renewed.json)
            #expect(second["access_token"] != first["access_token"])
            let secondRefresh = try #require(second["refresh_token"]?.stringValue)
            #expect(secondRefresh != firstRefresh)

            let reused = try await client.post(
                "token",
                [
                    ("grant_type", "refresh_token"), ("refresh_token", firstRefresh),
                    ("client_id", "orchestrate-demo"),
                ])
            #expect(reused.json?["error"] == "invalid_grant")
            let otherClient = try await client.post(
                "token",
                [
                    ("grant_type", "refresh_token"), ("refresh_token", secondRefresh),
                    ("client_id", "other-app"),
                ])
            #expect(otherClient.json?["error_description"] == "The refresh token was issued to another client")
            let widened = try await client.post(
                "token",
                [
                    ("grant_type", "refresh_token"), ("refresh_token", secondRefresh),
                    ("client_id", "orchestrate-demo"), ("scope", "openid phone"),
                ])
            #expect(widened.json?["error"] == "invalid_scope")

            let wrongOwner = try await client.post("revoke", [("token", secondRefresh), ("client_id", "other-app")])
            #expect(wrongOwner.status == 400)
            #expect(wrongOwner.json?["error"] == "unauthorized_client")
            let unknown = try await client.post(
                "revoke", [("token", "never-issued"), ("client_id", "orchestrate-demo")])
            #expect(unknown.status == 200, "an unknown token is not an error (RFC 7009)")
            let noToken = try await client.post("revoke", [("client_id", "orchestrate-demo")])
            #expect(noToken.json?["error"] == "invalid_request")

            let secondAccess = try #require(second["access_token"]?.stringValue)
            #expect(try await client.userinfo(secondAccess).status == 200)
            let revoked = try await client.post(
                "revoke",
                [
                    ("token", secondRefresh), ("token_type_hint", "refresh_token"),
                    ("client_id", "orchestrate-demo"),
                ])
            #expect(revoked.status == 200)
            let afterRevoke = try await client.userinfo(secondAccess)
            #expect(afterRevoke.status == 401)
            #expect(afterRevoke.header("WWW-Authenticate")?.contains(#"error="invalid_token""#) == true)
            let refreshRevoked = try await client.post(
                "token",
                [
                    ("grant_type", "refresh_token"), ("refresh_token", secondRefresh),
                    ("client_id", "orchestrate-demo"),
                ])
            #expect(refreshRevoked.json?["error"] == "invalid_grant")
        }
    }

    @Test("userinfo wants a bearer token, and an access token can be revoked alone")
    func userinfoAndAccessTokenRevocation() async throws {
        try await withOIDCSandbox { client in
            let bare = try await client.http.get(try await client.url("userinfo"))
            #expect(bare.status == 401)
            #expect(bare.header("WWW-Authenticate") == #"Bearer realm="sandbox""#)
            let tokens = try #require(try await client.exchange(try await client.signIn().code).json)
            let access = try #require(tokens["access_token"]?.stringValue)
            let refresh = try #require(tokens["refresh_token"]?.stringValue)
            #expect(
                try await client.post("revoke", [("token", access), ("client_id", "orchestrate-demo")]).status == 200)
            #expect(try await client.userinfo(access).status == 401)
            let renewed = try await client.post(
                "token",
                [
                    ("grant_type", "refresh_token"), ("refresh_token", refresh),
                    ("client_id", "orchestrate-demo"),
                ])
            #expect(renewed.status == 200, "revoking the access token leaves the grant")
        }
    }

    @Test("the end-session endpoint ends the session of the ID token hint and refuses a hint it did not sign")
    func endSession() async throws {
        try await withOIDCSandbox { client in
            let signedIn = try await client.signIn()
            let tokens = try #require(try await client.exchange(signedIn.code).json)
            let idToken = try #require(tokens["id_token"]?.stringValue)
            #expect(await client.server.isSessionActive(signedIn.sessionID))

            let forged = idToken.split(separator: ".").prefix(2).joined(separator: ".") + ".AAAA"
            let refused = try await client.http.get(try await client.url("signoff", query: [("id_token_hint", forged)]))
            #expect(refused.status == 400)
            #expect(refused.json?["message"] == "id_token_hint is not an ID token issued by this server")
            let otherClient = try await client.http.get(
                try await client.url(
                    "signoff", query: [("id_token_hint", idToken), ("client_id", "nobody")]))
            #expect(otherClient.status == 400)
            #expect(await client.server.isSessionActive(signedIn.sessionID))

            let ended = try await client.http.get(
                try await client.url(
                    "signoff", query: [("id_token_hint", idToken), ("client_id", "orchestrate-demo")]))
            #expect(ended.status == 200)
            #expect(ended.header("Set-Cookie") == "ST=; Max-Age=0; Path=/; HttpOnly")
            #expect(await client.server.isSessionActive(signedIn.sessionID) == false)

            // Without a hint, the session cookie names the session.
            let byCookie = try await client.signIn()
            let cookieOnly = try await client.http.get(
                try await client.url("signoff"), cookies: ["ST": byCookie.sessionCookie])
            #expect(cookieOnly.status == 200)
            #expect(await client.server.isSessionActive(byCookie.sessionID) == false)
        }
    }

    @Test("a flow started without OpenID Connect parameters still succeeds with a code and no state")
    func bareDaVinciStart() async throws {
        try await withOIDCSandbox { client in
            let signedIn = try await client.signIn([])
            #expect(signedIn.state == nil)
            let exchange = try await client.exchange(signedIn.code)
            #expect(
                exchange.json?["error_description"] == "The authorization code is unknown or has expired",
                "a bare DaVinci code is not an OAuth code")
        }
    }
}
