import Foundation
import Orchestrate
import Testing

/// The social-login page is opened over TLS, as every request the transport sends (issue 39): an `http`
/// authenticate link is refused before the handler (`ASWebAuthenticationSession` on Apple platforms) sees
/// it, except to a loopback host, where the sandbox serves its provider page.
@Suite struct IdpLinkSecurityTests {
    static func collector(_ href: String) -> IdpCollector {
        IdpCollector(with: [
            "type": "SOCIAL_LOGIN_BUTTON", "key": "google", "idpId": "g1", "idpType": "GOOGLE",
            "links": ["authenticate": ["href": .string(href)]],
        ])
    }

    @Test(arguments: ["http://idp.example.com/authorize?x=1", "HTTP://IDP.example.com/a", "http://10.0.0.5/a"])
    func aPlainHTTPLinkBeyondLoopbackIsNotOpened(_ href: String) async throws {
        let handler = RedirectingHandler(redirect: "app://done?continueToken=t")
        let result = await Self.collector(href).authorize(using: handler)
        let host = try #require(URL(string: href)?.host)
        #expect(result.failureValue == .insecureLink(host: host))
        #expect(handler.opened.current == nil, "the handler was never asked to open it")
        #expect(IdpError.insecureLink(host: host).description.contains("plain http"))
    }

    @Test(arguments: [
        "https://idp.example.com/authorize", "http://127.0.0.1:8080/sandbox/idp", "http://localhost:9000/idp",
        "http://[::1]:9000/idp",
    ])
    func httpsAndLoopbackLinksAreOpened(_ href: String) async throws {
        let handler = RedirectingHandler(redirect: "app://done?continueToken=t")
        let collector = Self.collector(href)
        #expect(await collector.authorize(using: handler).failureValue == nil)
        #expect(handler.opened.current?.absoluteString == href)
        #expect(collector.isAuthorized)
    }
}
