import Foundation
import OrchestrateSandbox
import Testing

/// Speaks OpenID Connect to a sandbox the way a client app would, over HTTP, one request at a time.
struct OIDCTestClient: Sendable {
    let driver: DaVinciTestDriver
    var server: SandboxServer { driver.server }
    var http: TestHTTPClient { driver.client }

    /// A PKCE pair computed independently: base64url(sha256(verifier)) with Python's hashlib.
    static let verifier = "orchestrate-test-verifier-0123456789-abcdefghijklmnop"
    static let challenge = "oZcaC7gm_FXX7a0hb-L44r0PVK6KnRTBS92HP31kbbQ"
    static let redirectURI = SandboxClient.demo.redirectURIs[0]

    /// The parameters of a valid authorization request for `clientID`.
    static func authorization(
        clientID: String = SandboxClient.demo.id, redirectURI: String = redirectURI,
        scope: String = "openid profile email"
    ) -> [(String, String)] {
        [
            ("response_type", "code"), ("response_mode", "pi.flow"), ("client_id", clientID), ("scope", scope),
            ("redirect_uri", redirectURI), ("code_challenge", challenge), ("code_challenge_method", "S256"),
            ("state", "state-1"), ("nonce", "nonce-1"),
        ]
    }

    /// `<base>/sandbox/as/<path>`.
    func url(_ path: String, query: [(String, String)] = []) async throws -> URL {
        let base = try #require(await server.baseURL)
        var components = try #require(URLComponents(url: base, resolvingAgainstBaseURL: false))
        components.path = "/sandbox/as/\(path)"
        if !query.isEmpty {
            components.percentEncodedQuery = query.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(
                separator: "&")
        }
        return try #require(components.url)
    }

    func authorize(_ parameters: [(String, String)]) async throws -> TestResponse {
        try await http.get(try await url("authorize", query: parameters))
    }

    /// A completed demo sign-in that started with `parameters`.
    struct SignedIn {
        var code: String
        var state: String?
        var sessionID: String
        var sessionCookie: String
    }

    /// Authorize with `parameters`, sign in as the demo user, and return what the success carries.
    func signIn(_ parameters: [(String, String)] = authorization()) async throws -> SignedIn {
        let start = try await authorize(parameters)
        #expect(start.status == 200, "authorize answered \(start.status): \(start.text)")
        let json = try #require(start.json)
        var session = DaVinciTestDriver.Session(
            interactionID: try #require(start.setCookieValue("interactionId")),
            next: try #require(json["_links"]?["next"]?["href"]?.stringValue.flatMap(URL.init(string:))),
            nodeID: try #require(json["id"]?.stringValue))
        let otp = try await driver.submit(
            session, actionKey: "submit", formData: ["username": "alice", "password": "Passw0rd!"])
        session = try driver.advance(session, with: otp)
        let done = try await driver.submit(session, actionKey: "verify", formData: ["otp": "123456"])
        let success = try #require(done.json)
        #expect(success["status"] == "COMPLETED")
        return SignedIn(
            code: try #require(success["authorizeResponse"]?["code"]?.stringValue),
            state: success["authorizeResponse"]?["state"]?.stringValue,
            sessionID: try #require(success["session"]?["id"]?.stringValue),
            sessionCookie: try #require(done.setCookieValue("ST")))
    }

    /// A form `POST` to `path`.
    func post(_ path: String, _ fields: [(String, String)], contentType: String = "application/x-www-form-urlencoded")
        async throws -> TestResponse
    {
        let body = fields.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return try await http.send(
            "POST", try await url(path), body: Data(body.utf8), headers: ["Content-Type": contentType])
    }

    /// The authorization code grant with the demo client's redirect URI.
    func exchange(
        _ code: String, verifier: String = verifier, clientID: String = SandboxClient.demo.id,
        redirectURI: String = redirectURI
    ) async throws -> TestResponse {
        try await post(
            "token",
            [
                ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI),
                ("client_id", clientID), ("code_verifier", verifier),
            ])
    }

    func userinfo(_ accessToken: String) async throws -> TestResponse {
        try await http.send("GET", try await url("userinfo"), headers: ["Authorization": "Bearer \(accessToken)"])
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(
            withAllowedCharacters: CharacterSet(
                charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")) ?? text
    }
}

/// Starts a server with `oidc` settings for one test and always stops it.
func withOIDCSandbox<T>(
    _ oidc: SandboxOIDCSettings = SandboxOIDCSettings(),
    _ body: (OIDCTestClient) async throws -> T
) async throws -> T {
    let server = SandboxServer(oidc: oidc)
    _ = try await server.start()
    do {
        let result = try await body(OIDCTestClient(driver: DaVinciTestDriver(server: server)))
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
