import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// Sign-in in the browser, end to end on loopback: `OidcWeb` opens AM's authorize endpoint in `SandboxBrowser`
/// (the browser stand-in), which is sent to the sandbox's hosted login page (as AM sends a browser with no
/// session to `/UI/Login`), answers the `Login` tree's pages, and comes back with the code; the tokens are
/// stored, refreshed and revoked as after an embedded journey.
@Suite struct OidcWebTests {
    static func oidcWeb(_ server: SandboxServer, browserType: BrowserType = .ephemeralAuthSession) async throws
        -> OidcWeb
    {
        oidcWeb(discovery: try #require(await server.amDiscoveryURL(realm: "alpha")), browserType: browserType)
    }

    /// A browser sign-in of the sandbox's demo client at `discovery` (AM's or PingOne's), its tokens in memory.
    static func oidcWeb(discovery: URL, browserType: BrowserType = .ephemeralAuthSession) -> OidcWeb {
        OidcWeb.createOidcWeb { (config: OidcWebConfig) in
            config.browserType = browserType
            config.logger = SilentLogger()
            config.timeout = loopbackTestTimeout
            config.module(OidcModule.config) { (oidc: inout OidcConfig) in
                oidc.clientId = SandboxClient.demo.id
                oidc.discoveryEndpoint = discovery.absoluteString
                oidc.scopes = ["openid", "profile", "email"]
                oidc.redirectUri = SandboxClient.demo.redirectURIs[0]
                oidc.storage = MemoryStorage()
            }
        }
    }

    /// The answers a person gives the demo `Login` tree's pages, by prompt (DemoScript.swift's `login-*` nodes).
    static var answers: [String: String] {
        let demo = SandboxScript.demoCredentials
        return [
            "User Name": demo.username, "Password": demo.password,
            "How do you want to verify it's you?": "One-time code", "One-time code": demo.oneTimeCode,
        ]
    }

    static var scheme: String { URL(string: SandboxClient.demo.redirectURIs[0])?.scheme ?? "" }

    @Test func theBrowserSignsInAndTheTokensAreKept() async throws {
        try await withSandbox { server, _ in
            let web = try await Self.oidcWeb(server)
            let browser = SandboxBrowser(callbackURLScheme: Self.scheme, answers: Self.answers)
            let user = try await web.authorize(using: browser) { (options: inout OidcOptions) in
                options.additionalParameters = ["ui_locales": "fr"]
            }.get()
            let tokens = try await user.tokens()
            #expect(!tokens.accessToken.isEmpty && tokens.idToken != nil)
            let claims = try await user.userinfo()
            #expect(claims["preferred_username"]?.stringValue == SandboxScript.demoCredentials.username)
            #expect(await web.oidcLoginUser() != nil)

            // The request was pushed (AM's discovery lists PAR), with PKCE, state, nonce and the option.
            let pushed = try #require(await amRequests(server, endingWith: "/par").last)
            let fields = formFields(pushed)
            #expect(fields["code_challenge_method"] == "S256" && fields["response_mode"] == nil)
            #expect(fields["ui_locales"] == "fr")
            // The browser went to the login page, and back to authorize with the session cookie.
            let logins = await amRequests(server, endingWith: "/UI/Login")
            #expect(logins.map(\.method) == ["GET", "POST", "POST", "POST"])
            let authorizes = await amRequests(server, endingWith: "/authorize")
            #expect(authorizes.count == 2)
            #expect(authorizes.first?.cookies["iPlanetDirectoryPro"] == nil)
            #expect(authorizes.last?.cookies["iPlanetDirectoryPro"]?.isEmpty == false)

            // The same store, refresh and revocation as the embedded flows.
            #expect(try await user.renewTokens().accessToken != tokens.accessToken)
            #expect((try? await user.revoke().get()) != nil)
            #expect(await web.user() == nil)
        }
    }

    @Test func aSecondSignInRevokesTheTokensItReplaces() async throws {
        try await withSandbox { server, _ in
            let web = try await Self.oidcWeb(server)
            let first = try await web.authorize(
                using: SandboxBrowser(callbackURLScheme: Self.scheme, answers: Self.answers)
            )
            .get().tokens()
            // A cancelled sign-in signs nobody out.
            #expect(await web.authorize(using: ClosureBrowser { _ in throw IdpError.cancelled }).failure == .cancelled)
            #expect(try await web.user()?.tokens().accessToken == first.accessToken)
            let second = try await web.authorize(
                using: SandboxBrowser(callbackURLScheme: Self.scheme, answers: Self.answers)
            )
            .get().tokens()
            #expect(second.accessToken != first.accessToken)
            // The first access token is refused by userinfo now: it was revoked.
            let userinfo = Request(url: try #require(await server.amIssuerURL()).appendingPathComponent("userinfo"))
            userinfo.header(name: "Authorization", value: "Bearer \(first.accessToken)")
            #expect(try await URLSessionTransport(timeout: loopbackTestTimeout).send(userinfo).status == 401)
            userinfo.header(name: "Authorization", value: "Bearer \(second.accessToken)")
            #expect(try await URLSessionTransport(timeout: loopbackTestTimeout).send(userinfo).status == 200)
        }
    }

    @Test func aWrongPasswordIsShownOnThePageAndTheTreeStartsAgain() async throws {
        try await withSandbox { server, base in
            let web = try await Self.oidcWeb(server)
            var answers = Self.answers
            answers["Password"] = "wrong"
            let browser = SandboxBrowser(callbackURLScheme: Self.scheme, answers: answers, maximumRequests: 6)
            let result = await web.authorize(using: browser)
            #expect(result.failure == .browserFailed(SandboxBrowserError.tooManyRequests(6).description))
            #expect(await amRequests(server, endingWith: "/authorize").count == 1, "never back with a session")

            // The page itself: AM's message above the tree's first step again, every value escaped.
            let http = URLSessionTransport(timeout: loopbackTestTimeout)
            let goto = base.absoluteString + "/am/oauth2/realms/root/realms/alpha/authorize?x=%3Cb%3E"
            let login = Request(url: base.appendingPathComponent("am/UI/Login"))
            login.parameter(name: "realm", value: "/alpha")
            login.parameter(name: "goto", value: goto)
            let first = try await http.send(login)
            let html = try #require(first.text)
            #expect(first.headers["Content-Type"] == "text/html; charset=utf-8")
            #expect(html.contains("<label>User Name <input type=\"text\" name=\"IDToken1\""))
            #expect(html.contains("<label>Password <input type=\"password\" name=\"IDToken2\""))
            #expect(!html.contains("<b>"), "the goto's text is escaped in the form's action")
            let authID = try #require(
                html.components(separatedBy: "name=\"authId\" value=\"").dropFirst().first?
                    .components(separatedBy: "\"").first)
            let answer = Request(url: try login.resolvedURL())
            answer.form([("authId", authID), ("IDToken1", "alice"), ("IDToken2", "wrong")])
            let again = try #require(try await http.send(answer).text)
            #expect(again.contains("<p role=\"alert\">Login failure</p>"))
            #expect(again.contains("name=\"IDToken2\""))

            // Only this server's URLs are gone to.
            let elsewhere = Request(url: base.appendingPathComponent("am/UI/Login"))
            elsewhere.parameter(name: "goto", value: "https://evil.example.com/")
            #expect(try await http.send(elsewhere).status == 400)
        }
    }

    @Test func theThreeFailuresAnAppTellsApartStayApart() async throws {
        try await withSandbox { server, base in
            let web = try await Self.oidcWeb(server)
            // The user closes the browser.
            let cancelled = await web.authorize(using: ClosureBrowser { _ in throw IdpError.cancelled })
            #expect(cancelled.failure == .cancelled)
            // The server says no (RFC 6749 4.1.2.1), with this request's state.
            let refused = await web.authorize(
                using: ClosureBrowser { _ in
                    // The request was pushed (PAR): its state is in the pushed form, not the authorize URL.
                    let pushed = await amRequests(server, endingWith: "/par").last
                    let state = pushed.map(formFields)?["state"]
                    return try #require(
                        URL(
                            string:
                                "\(SandboxClient.demo.redirectURIs[0])?error=access_denied&error_description=no&state=\(state ?? "")"
                        ))
                })
            #expect(refused.failure == .authorizationFailed(error: "access_denied", reason: "no"))
            // An error redirect of no state (or another request's) is refused as a forged code is (RFC 6749 10.12).
            let forgedError = await web.authorize(
                using: ClosureBrowser { _ in
                    try #require(
                        URL(
                            string: "\(SandboxClient.demo.redirectURIs[0])?error=access_denied&error_description=forged"
                        ))
                })
            #expect(forgedError.failure == .stateMismatch)
            // A redirect of another request's state is refused.
            let forged = await web.authorize(
                using: ClosureBrowser { _ in
                    try #require(URL(string: "\(SandboxClient.demo.redirectURIs[0])?code=abc&state=other"))
                })
            #expect(forged.failure == .stateMismatch)
            // No server answers.
            await server.stop()
            let offline = await web.authorize(using: ClosureBrowser { url in url })
            guard case .transport(let transport)? = offline.failure else {
                Issue.record("expected a transport failure, got \(offline)")
                return
            }
            #expect(transport.urlErrorCode != nil)
            _ = base
        }
    }

    @Test func oneBrowserSignInAtATime() async throws {
        try await withSandbox { server, _ in
            let web = try await Self.oidcWeb(server)
            let opened = AsyncStream<Void>.makeStream()
            let release = AsyncStream<Void>.makeStream()
            let first = Task {
                await web.authorize(
                    using: ClosureBrowser { _ in
                        opened.continuation.yield()
                        for await _ in release.stream { break }
                        throw IdpError.cancelled
                    })
            }
            for await _ in opened.stream { break }
            let second = await web.authorize(using: ClosureBrowser { url in url })
            #expect(second.failure == .browserFailed("a browser sign-in is already in progress"))
            release.continuation.yield()
            #expect(await first.value.failure == .cancelled)
        }
    }
}

/// A browser that answers with `open`.
struct ClosureBrowser: IdpRequestHandler {
    let open: @Sendable (URL) async throws -> URL
    func authorize(url: URL) async throws -> URL { try await open(url) }
}

extension Result {
    /// The failure, or `nil`.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Sign-in in the browser with DaVinci: PingOne's authorize without `pi.flow` plays the flow as pages (the
/// sandbox's stand-in for PingOne's hosted flow), and the flow's success redirects with the code.
@Suite struct OidcWebDaVinciTests {
    @Test func theBrowserSignsInThroughTheDaVinciFlow() async throws {
        try await withSandbox { server, _ in
            let discovery = try #require(await server.discoveryURL())
            let web = OidcWebTests.oidcWeb(discovery: discovery)
            let demo = SandboxScript.demoCredentials
            // The demo flow's pages by their labels (DemoScript.swift, nodes signIn and otp); the first button of
            // each page is pressed (Sign On, Verify).
            let browser = SandboxBrowser(
                callbackURLScheme: OidcWebTests.scheme,
                answers: ["Username": demo.username, "Password": demo.password, "One-time code": demo.oneTimeCode])
            let user = try await web.authorize(using: browser).get()
            #expect(try await user.userinfo()["preferred_username"]?.stringValue == demo.username)
            let answers = await server.journal().filter { $0.path.hasSuffix("/as/signin") }
            #expect(answers.count == 2, "the sign-on form, then the one-time code")
            #expect(answers.first?.bodyText?.contains("actionKey=submit") == true, "the Sign On button's key")
        }
    }

    @Test func aWrongPasswordShowsTheFlowsMessage() async throws {
        try await withSandbox { server, _ in
            let discovery = try #require(await server.discoveryURL())
            let web = OidcWebTests.oidcWeb(discovery: discovery)
            let page = Locked<String?>(nil)
            let result = await web.authorize(
                using: ClosureBrowser { url in
                    // The first page, then a wrong password posted by hand, as a person would type it.
                    let http = URLSessionTransport(timeout: loopbackTestTimeout)
                    let first = try await http.send(Request(url: url))
                    let html = first.text ?? ""
                    func hidden(_ name: String) -> String {
                        html.components(separatedBy: "name=\"\(name)\" value=\"").dropFirst().first?
                            .components(separatedBy: "\"").first ?? ""
                    }
                    let answer = Request(url: url.deletingLastPathComponent().appendingPathComponent("signin"))
                    answer.form([
                        ("interactionId", hidden("interactionId")), ("nodeId", hidden("nodeId")),
                        ("username", "alice"), ("password", "wrong"), ("actionKey", "submit"),
                    ])
                    let again = try await http.send(answer).text
                    page.withLock { $0 = again }
                    throw IdpError.cancelled
                })
            #expect(result.failure == .cancelled)
            let text = try #require(page.current)
            #expect(text.contains("role=\"alert\">Invalid username and/or password</p>"))
            #expect(text.contains("name=\"password\""), "the sign-on form again")
        }
    }
}
