import Foundation
import Testing

@testable import OrchestrateSandbox

/// Queries and form bodies are `application/x-www-form-urlencoded` everywhere (issue 19, point 1).
@Suite("Form encoding of queries and bodies")
struct FormEncodingTests {
    @Test("+ is a space, escapes decode in either case, and malformed escapes are refused")
    func decoder() {
        #expect(FormURLEncoding.decode("openid+email+profile") == "openid email profile")
        #expect(
            FormURLEncoding.decode("org.orchestrate.demo%3a%2F%2foauth2redirect")
                == "org.orchestrate.demo://oauth2redirect")
        #expect(FormURLEncoding.decode("%C3%A9t%c3%a9") == "été")
        #expect(FormURLEncoding.decode("a%2Bb") == "a+b", "an escaped + is a plus")
        #expect(FormURLEncoding.decode("100%") == nil)
        #expect(FormURLEncoding.decode("%zz") == nil)
        #expect(FormURLEncoding.decode("%FF") == nil, "not UTF-8")
        #expect(
            FormURLEncoding.pairs("a=1&&b&c=x=y") == [
                SandboxNameValue(name: "a", value: "1"), SandboxNameValue(name: "b", value: ""),
                SandboxNameValue(name: "c", value: "x=y"),
            ])
        #expect(FormURLEncoding.pairs("a=1&a=2")?.count == 2, "repeats are the reader's call")
        #expect(
            FormURLEncoding.lenientPairs("q=100%&r=a+b") == [
                SandboxNameValue(name: "q", value: "100%"), SandboxNameValue(name: "r", value: "a b"),
            ])
    }

    /// An authorize URL as a form-encoding client writes it: `+` for spaces, escapes in lower case.
    static func formEncodedAuthorize(_ base: URL, extra: String = "") -> URL? {
        URL(
            string: base.absoluteString + "/sandbox/as/authorize?response_type=code&response_mode=pi.flow"
                + "&client_id=orchestrate-demo&scope=openid+email+profile"
                + "&redirect_uri=org.orchestrate.demo%3a%2f%2Foauth2redirect"
                + "&code_challenge=\(OIDCTestClient.challenge)&code_challenge_method=S256&state=a+b%2Bc&nonce=n" + extra
        )
    }

    @Test("authorize takes a +-encoded scope and lower-case escapes, and the journal shows them decoded")
    func authorizeQuery() async throws {
        try await withOIDCSandbox { client in
            let base = try #require(await client.server.baseURL)
            let response = try await client.http.get(try #require(Self.formEncodedAuthorize(base)))
            #expect(response.status == 200, "\(response.text)")
            let record = try #require(await client.server.journal().last { $0.path == "/sandbox/as/authorize" })
            #expect(record.queryValue("scope") == "openid email profile")
            #expect(record.queryValue("redirect_uri") == "org.orchestrate.demo://oauth2redirect")
            #expect(record.queryValue("state") == "a b+c")
        }
    }

    @Test("a repeated OAuth parameter is refused at authorize (DaVinci and AM), token and end session")
    func repeatedParameters() async throws {
        try await withOIDCSandbox { client in
            let base = try #require(await client.server.baseURL)
            let davinci = try await client.http.get(
                try #require(Self.formEncodedAuthorize(base, extra: "&scope=openid")))
            #expect(davinci.status == 400)
            #expect(davinci.json?["code"] == "INVALID_REQUEST")
            #expect(davinci.json?["message"] == "The parameter scope is repeated")

            let amIssuer = try #require(await client.server.amIssuerURL())
            let am = try await client.http.get(
                try #require(
                    URL(
                        string: amIssuer.absoluteString
                            + "/authorize?response_type=code&client_id=orchestrate-demo&client_id=orchestrate-demo&scope=openid"
                            + "&redirect_uri=org.orchestrate.demo%3A%2F%2Foauth2redirect&code_challenge=\(OIDCTestClient.challenge)"
                            + "&code_challenge_method=S256")))
            #expect(am.status == 400)
            #expect(am.json?["error"] == "invalid_request")
            #expect(am.json?["error_description"] == "The parameter client_id is repeated")

            let token = try await client.http.send(
                "POST", try await client.url("token"),
                body: Data("grant_type=refresh_token&client_id=orchestrate-demo&refresh_token=a&refresh_token=b".utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(token.status == 400)
            #expect(token.json?["error"] == "invalid_request")
            #expect(token.json?["error_description"] == "The parameter refresh_token is repeated")

            let signOff = try await client.http.get(
                try await client.url(
                    "signoff",
                    query: [
                        ("client_id", "orchestrate-demo"),
                        ("client_id", "other"),
                    ]))
            #expect(signOff.status == 400)
            #expect(signOff.json?["message"] == "The parameter client_id is repeated")
        }
    }

    @Test("token bodies decode + and escapes of either case: the code exchange with a lower-case redirect URI")
    func tokenBody() async throws {
        try await withOIDCSandbox { client in
            let signedIn = try await client.signIn()
            let body =
                "grant_type=authorization_code&code=\(signedIn.code)&client_id=orchestrate-demo"
                + "&redirect_uri=org.orchestrate.demo%3a%2F%2foauth2redirect&code_verifier=\(OIDCTestClient.verifier)"
            let response = try await client.http.send(
                "POST", try await client.url("token"), body: Data(body.utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(response.status == 200, "\(response.text)")
            let refresh = try #require(response.json?["refresh_token"]?.stringValue)
            let narrowed = try await client.http.send(
                "POST", try await client.url("token"),
                body: Data(
                    "grant_type=refresh_token&client_id=orchestrate-demo&refresh_token=\(refresh)&scope=openid+email"
                        .utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(narrowed.status == 200, "a +-encoded scope is two scopes: \(narrowed.text)")
        }
    }

    @Test("AM reads its query with the same decoder: a tree named with escapes of either case")
    func amQuery() async throws {
        try await withSandbox { server, driver in
            let start = try #require(await server.journeyURL())
            let url = try #require(
                URL(string: start.absoluteString + "?authIndexType=service&authIndexValue=%4c%6F%67in"))
            let response = try await driver.client.send(
                "POST", url, body: Data("{}".utf8),
                headers: ["Content-Type": "application/json"])
            #expect(response.status == 200, "\(response.text)")
            #expect(response.json?["authId"]?.stringValue?.isEmpty == false)
        }
    }
}
