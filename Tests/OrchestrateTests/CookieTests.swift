import Foundation
import Orchestrate
import Testing

@Suite struct CookieTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    func cookies(_ setCookie: [String], from url: String) -> [Cookie] {
        let headers = HTTPHeaders(setCookie.map { ("Set-Cookie", $0) })
        // swiftlint:disable:next force_unwrapping
        return Response(url: URL(string: url)!, status: 200, headers: headers).cookies(now: now)
    }

    @Test func readsTheAuthorizeFixtureCookie() throws {
        let headers = try Fixture.json("04-authorize-response-headers.json")
        let setCookie = try #require(headers["Set-Cookie"]?.stringValue)
        let cookie = try #require(cookies([setCookie], from: "https://auth.pingone.com/env/as/authorize").first)
        #expect(cookie.name == "interactionId")
        #expect(cookie.value == "038e8128-272a-4a15-b97b-379aa1447149")
        #expect(cookie.path == "/")
        #expect(cookie.httpOnly)
        #expect(cookie.hostOnly)
        #expect(cookie.expires == now.addingTimeInterval(3600), "Max-Age wins over Expires")
        #expect(!cookie.description.contains(cookie.value))
    }

    @Test func splitsSetCookieHeadersMergedWithCommas() {
        let merged = "a=1; Expires=Wed, 27 Mar 9999 05:06:30 GMT; Path=/, b=2; Path=/x,c=3"
        let found = cookies([merged], from: "https://h.test/x/y")
        #expect(found.map(\.name) == ["a", "b", "c"])
        #expect(found[0].expires != nil)
    }

    @Test func matchesDomainsOnADotBoundaryOnly() throws {
        let cookie = try #require(cookies(["s=1; Domain=example.com"], from: "https://login.example.com/").first)
        #expect(!cookie.hostOnly)
        #expect(cookie.matches(URL(string: "https://example.com/")!, at: now))
        #expect(cookie.matches(URL(string: "https://a.b.example.com/")!, at: now))
        #expect(!cookie.matches(URL(string: "https://badexample.com/")!, at: now))
        #expect(
            cookies(["s=1; Domain=other.com"], from: "https://login.example.com/").isEmpty,
            "a domain that does not cover the host is refused")
    }

    @Test func hostOnlyCookiesStayOnTheirHost() throws {
        let cookie = try #require(cookies(["s=1"], from: "https://example.com/").first)
        #expect(cookie.matches(URL(string: "https://example.com/a")!, at: now))
        #expect(!cookie.matches(URL(string: "https://sub.example.com/")!, at: now))
    }

    @Test func matchesPathsOnASlashBoundary() throws {
        let cookie = try #require(cookies(["s=1; Path=/foo"], from: "https://h.test/").first)
        #expect(cookie.matches(URL(string: "https://h.test/foo")!, at: now))
        #expect(cookie.matches(URL(string: "https://h.test/foo/bar")!, at: now))
        #expect(!cookie.matches(URL(string: "https://h.test/foobar")!, at: now))
        #expect(!cookie.matches(URL(string: "https://h.test/")!, at: now))
    }

    @Test func defaultPathIsTheRequestDirectory() throws {
        let cookie = try #require(cookies(["s=1"], from: "https://h.test/a/b/c").first)
        #expect(cookie.path == "/a/b")
    }

    @Test func secureCookiesGoOverHTTPSOnly() throws {
        let cookie = try #require(cookies(["s=1; Secure"], from: "https://h.test/").first)
        #expect(cookie.matches(URL(string: "https://h.test/")!, at: now))
        #expect(!cookie.matches(URL(string: "http://h.test/")!, at: now))
    }

    @Test func expiryIsHonoured() throws {
        let cookie = try #require(cookies(["s=1; Max-Age=60"], from: "https://h.test/").first)
        #expect(cookie.matches(URL(string: "https://h.test/")!, at: now.addingTimeInterval(59)))
        #expect(!cookie.matches(URL(string: "https://h.test/")!, at: now.addingTimeInterval(61)))
        let old = try #require(cookies(["s=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT"], from: "https://h.test/").first)
        #expect(old.isExpired(at: now))
    }

    @Test func anExpiredCookieDeletesItsMatchFromTheJar() throws {
        let jar = CookieJar()
        jar.store(cookies(["s=1", "t=2"], from: "https://h.test/"), now: now)
        jar.store(cookies(["s=gone; Max-Age=0", "t=3"], from: "https://h.test/"), now: now)
        #expect(jar.all.map(\.name) == ["t"])
        #expect(jar.all.first?.value == "3")
    }

    @Test func skipsMalformedHeaders() {
        #expect(cookies(["novalue", "=x", ""], from: "https://h.test/").isEmpty)
    }
}

@Suite struct SessionCookieFixtureTests {
    @Test func theContinueResponseSessionCookieIsPersistedByName() async throws {
        let headers = try Fixture.json("06-continue-response-headers-st-cookie.json")
        let setCookie = try #require(headers["Set-Cookie"]?.stringValue)
        let store = InMemoryCookieStore()
        let transport = ScriptedTransport([
            try .fixture("05-start-login-form.json"),
            ScriptedTransport.Canned(
                status: 200, body: try Fixture.data("07-success-authorize-response.json"),
                headers: [("Set-Cookie", setCookie)]),
        ])
        let workflow = DaVinci.createDaVinci { config in
            config.logger = SilentLogger()
            config.allowInsecureHTTP(hosts: ["auth.test-one-pingone.com"])
            config.module(DaVinciModule.config) { $0.startURL = "http://auth.test-one-pingone.com/as/authorize" }
            config.module(CookieModule.config) {
                $0.persist = ["ST"]
                $0.store = store
            }
            config.module(transport.module)
        }
        let node = try await workflow.firstContinueNode()
        #expect(await node.next() is SuccessNode)
        let stored = await store.load()
        #expect(stored.map(\.name) == ["ST"])
        #expect(stored.first?.value == "session_token")
        _ = await workflow.start()
        #expect(transport.requests[2].cookies.map(\.name) == ["ST"], "the session cookie goes with the next flow")
    }
}
