import Foundation
import OrchestrateSandbox
import Testing

@Suite("AM OpenID Connect after a journey")
struct JourneyOIDCTests {
    static let redirectURI = SandboxClient.demo.redirectURIs[0]

    static func authorizeQuery(state: String = "state-1") -> [(String, String)] {
        [
            ("client_id", SandboxClient.demo.id), ("redirect_uri", redirectURI), ("response_type", "code"),
            ("scope", "openid profile email"), ("state", state), ("nonce", "nonce-1"),
            ("code_challenge", OIDCTestClient.challenge), ("code_challenge_method", "S256"),
        ]
    }

    static func url(_ base: URL, _ query: [(String, String)]) throws -> URL {
        var components = try #require(URLComponents(url: base, resolvingAgainstBaseURL: false))
        components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
        return try #require(components.url)
    }

    static func queryItems(of location: String) throws -> [String: String] {
        let components = try #require(URLComponents(string: location))
        return Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    @Test("discovery lists AM's endpoints and PAR under the realm's issuer")
    func discovery() async throws {
        try await withJourneySandbox { server, driver in
            let response = try await driver.client.get(try #require(await server.amDiscoveryURL()))
            #expect(response.status == 200)
            let document = try #require(response.json)
            let issuer = try #require(await server.amIssuerURL()).absoluteString
            #expect(issuer.hasSuffix("/am/oauth2/realms/root/realms/alpha"))
            #expect(document["issuer"] == .string(issuer))
            #expect(document["authorization_endpoint"] == .string("\(issuer)/authorize"))
            #expect(document["token_endpoint"] == .string("\(issuer)/access_token"))
            #expect(document["revocation_endpoint"] == .string("\(issuer)/token/revoke"))
            #expect(document["end_session_endpoint"] == .string("\(issuer)/connect/endSession"))
            #expect(document["pushed_authorization_request_endpoint"] == .string("\(issuer)/par"))
        }
    }

    @Test(
        "authorize by SSO token → 302 with code, state, iss; token exchange; userinfo; end session ends the SSO session"
    )
    func authorizeByToken() async throws {
        try await withJourneySandbox { server, driver in
            let token = try #require(try await driver.signIn().json?["tokenId"]?.stringValue)
            let issuer = try #require(await server.amIssuerURL())
            let authorize = try Self.url(issuer.appendingPathComponent("authorize"), Self.authorizeQuery())
            let answer = try await driver.client.send(
                "GET", authorize,
                headers: [
                    "iPlanetDirectoryPro": token, "Accept-API-Version": "resource=2.1, protocol=1.0",
                ])
            #expect(answer.status == 302)
            let location = try #require(answer.header("Location"))
            #expect(location.hasPrefix(Self.redirectURI + "?code="))
            let items = try Self.queryItems(of: location)
            let code = try #require(items["code"])
            #expect(items["state"] == "state-1")
            #expect(items["iss"] == issuer.absoluteString)
            #expect(items["client_id"] == SandboxClient.demo.id)

            let form =
                "grant_type=authorization_code&client_id=\(SandboxClient.demo.id)&code=\(code)"
                + "&redirect_uri=\(Self.redirectURI.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
                + "&code_verifier=\(OIDCTestClient.verifier)"
            let tokens = try await driver.client.send(
                "POST", issuer.appendingPathComponent("access_token"),
                body: Data(form.utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(tokens.status == 200, "\(tokens.text)")
            let accessToken = try #require(tokens.json?["access_token"]?.stringValue)
            let idToken = try #require(tokens.json?["id_token"]?.stringValue)
            let userinfo = try await driver.client.send(
                "GET", issuer.appendingPathComponent("userinfo"),
                headers: ["Authorization": "Bearer \(accessToken)"])
            #expect(userinfo.json?["preferred_username"] == "alice")
            #expect(userinfo.json?["email"] == "alice@example.com")

            // A used code is refused.
            let replay = try await driver.client.send(
                "POST", issuer.appendingPathComponent("access_token"),
                body: Data(form.utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(replay.status == 400)

            let endSession = try Self.url(
                issuer.appendingPathComponent("connect/endSession"), [("id_token_hint", idToken)])
            #expect(try await driver.client.get(endSession).status == 200)
            #expect(!(await server.isSSOSessionActive(token)))
        }
    }

    @Test(
        "authorize without (or with a dead) SSO token: prompt=none → 302 error=login_required, else → the login page; a bad redirect URI → 400"
    )
    func loginRequired() async throws {
        try await withJourneySandbox { server, driver in
            let issuer = try #require(await server.amIssuerURL())
            // A browser is sent to AM's login page (ResourceOwnerSessionValidator.buildDefaultLoginUrl: realm,
            // service, goto = this authorize request).
            let browser = try await driver.client.get(
                try Self.url(
                    issuer.appendingPathComponent("authorize"), Self.authorizeQuery() + [("acr_values", "Login")]))
            #expect(browser.status == 302)
            let location = try #require(browser.header("Location"))
            let login = try #require(URLComponents(string: location))
            #expect(login.path == "/am/UI/Login")
            let items = Dictionary((login.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { first, _ in first }
            #expect(items["realm"] == "/alpha" && items["service"] == "Login")
            #expect(items["goto"]?.hasPrefix(issuer.absoluteString + "/authorize?") == true)
            #expect(items["goto"]?.contains("state=state-1") == true)
            for headers in [[:], ["iPlanetDirectoryPro": "forged"]] {
                let answer = try await driver.client.send(
                    "GET",
                    try Self.url(
                        issuer.appendingPathComponent("authorize"), Self.authorizeQuery() + [("prompt", "none")]),
                    headers: headers)
                #expect(answer.status == 302)
                let items = try Self.queryItems(of: try #require(answer.header("Location")))
                #expect(items["error"] == "login_required")
                #expect(items["code"] == nil)
                #expect(items["state"] == "state-1")
            }
            var query = Self.authorizeQuery()
            query[1] = ("redirect_uri", "https://evil.example.com/cb")
            let bad = try await driver.client.get(try Self.url(issuer.appendingPathComponent("authorize"), query))
            #expect(bad.status == 400)
            #expect(bad.header("Location") == nil)
        }
    }

    @Test("PAR: 201 request_uri, authorize with client_id + request_uri once")
    func pushedAuthorizationRequest() async throws {
        try await withJourneySandbox { server, driver in
            let token = try #require(try await driver.signIn().json?["tokenId"]?.stringValue)
            let issuer = try #require(await server.amIssuerURL())
            let form = Self.authorizeQuery(state: "par-state").map {
                "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            }.joined(separator: "&")
            let pushed = try await driver.client.send(
                "POST", issuer.appendingPathComponent("par"), body: Data(form.utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(pushed.status == 201)
            #expect(pushed.json?["expires_in"] == 60)
            let requestURI = try #require(pushed.json?["request_uri"]?.stringValue)
            #expect(requestURI.hasPrefix("urn:ietf:params:oauth:request_uri:"))

            let authorize = try Self.url(
                issuer.appendingPathComponent("authorize"),
                [("client_id", SandboxClient.demo.id), ("request_uri", requestURI)])
            let answer = try await driver.client.send("GET", authorize, headers: ["iPlanetDirectoryPro": token])
            #expect(answer.status == 302)
            let items = try Self.queryItems(of: try #require(answer.header("Location")))
            #expect(items["code"] != nil)
            #expect(items["state"] == "par-state")
            let again = try await driver.client.send("GET", authorize, headers: ["iPlanetDirectoryPro": token])
            #expect(again.status == 400)

            // A pushed request that fails the authorize checks is refused at once.
            let badForm = form.replacingOccurrences(
                of: "code_challenge_method=S256", with: "code_challenge_method=plain")
            let refused = try await driver.client.send(
                "POST", issuer.appendingPathComponent("par"), body: Data(badForm.utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(refused.status == 400)
            #expect(refused.json?["error"] == "invalid_request")
        }
    }

    @Test("DaVinci PAR: absent by default, listed and usable when the setting is on")
    func davinciPAR() async throws {
        try await withJourneySandbox { server, driver in
            let discovery = try await driver.client.get(try #require(await server.discoveryURL()))
            #expect(discovery.json?["pushed_authorization_request_endpoint"] == nil)
        }
        var settings = SandboxOIDCSettings()
        settings.pushedAuthorizationRequests = true
        try await withJourneySandbox(oidc: settings) { server, driver in
            let discovery = try await driver.client.get(try #require(await server.discoveryURL()))
            let endpoint = try #require(discovery.json?["pushed_authorization_request_endpoint"]?.stringValue)
            #expect(endpoint.hasSuffix("/sandbox/as/par"))
            let form = OIDCTestClient.authorization().map {
                "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            }.joined(separator: "&")
            let pushed = try await driver.client.send(
                "POST", try #require(URL(string: endpoint)), body: Data(form.utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(pushed.status == 201, "\(pushed.text)")
            let requestURI = try #require(pushed.json?["request_uri"]?.stringValue)
            let authorize = try Self.url(
                try #require(await server.authorizeURL()),
                [("client_id", SandboxClient.demo.id), ("request_uri", requestURI)])
            let start = try await driver.client.get(authorize)
            #expect(start.status == 200)
            #expect(start.json?["id"] == "signIn")
        }
    }
}
