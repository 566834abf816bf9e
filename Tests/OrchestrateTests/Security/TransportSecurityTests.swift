import Foundation
import OrchestrateSandbox
import Testing

@testable import Orchestrate

/// Counts the requests it is given and answers each 200 `{}`: the proof that a refused request never
/// reached a transport, without any network.
final class CountingTransport: HTTPTransport {
    private let sent = Locked<[String]>([])
    var urls: [String] { sent.current }

    func send(_ request: Request) async throws -> Response {
        let url = try request.resolvedURL()
        sent.withLock { $0.append(url.absoluteString) }
        return Response(url: url, status: 200, body: Data("{}".utf8))
    }
}

/// Issue 20: plain http only to loopback unless opted out for a named host; next steps on the start origin.
@Suite struct TransportSecurityTests {
    @Test func loopbackHostsAreRecognised() {
        for host in ["localhost", "LOCALHOST", "127.0.0.1", "127.255.0.9", "::1", "[::1]"] {
            #expect(TransportSecurity.isLoopback(host), "\(host)")
        }
        for host in [
            "example.invalid", "128.0.0.1", "127.0.0", "127.0.0.1.evil.test", "localhost.evil.test", "::2",
            "0127.0.0.1",
        ] {
            #expect(!TransportSecurity.isLoopback(host), "\(host)")
        }
    }

    @Test func plainHTTPToAHostThatIsNotLoopbackIsAFailureAndNothingIsSent() async throws {
        let transport = CountingTransport()
        let workflow = DaVinci.createDaVinci { config in
            config.logger = SilentLogger()
            config.httpTransport = transport
            config.module(DaVinciModule.config) { $0.startURL = "http://example.invalid/as/authorize" }
        }
        let node = try #require(await workflow.start() as? FailureNode)
        #expect(node.cause as? TransportSecurityError == .insecureHTTP(host: "example.invalid"))
        #expect("\(node)".contains("only loopback hosts may be reached without TLS"))
        #expect(transport.urls.isEmpty, "no byte was sent")

        // Module side requests (OIDC discovery through Setup.http) are held to the same rule.
        let oidc = DaVinci.createDaVinci { config in
            config.logger = SilentLogger()
            config.httpTransport = transport
            config.module(OidcModule.config) { oidc in
                oidc.clientId = "c"
                oidc.redirectUri = "app://cb"
                oidc.discoveryEndpoint = "http://example.invalid/.well-known/openid-configuration"
            }
        }
        #expect(
            (await oidc.start() as? FailureNode)?.cause as? TransportSecurityError
                == .insecureHTTP(host: "example.invalid"))
        #expect(transport.urls.isEmpty)
    }

    @Test func theOptOutNamesTheHostItAllows() async throws {
        let transport = CountingTransport()
        let workflow = Workflow.createWorkflow { config in
            config.logger = SilentLogger()
            config.httpTransport = transport
            config.allowInsecureHTTP(hosts: ["Dev.Internal"])
        }
        _ = await workflow.start(Request(url: "http://dev.internal/start"))
        #expect(transport.urls == ["http://dev.internal/start"])
        let other = await workflow.start(Request(url: "http://prod.internal/start"))
        #expect((other as? FailureNode)?.cause as? TransportSecurityError == .insecureHTTP(host: "prod.internal"))
        _ = await workflow.start(Request(url: "https://prod.internal/start"))
        #expect(transport.urls == ["http://dev.internal/start", "https://prod.internal/start"])
    }

    /// A DaVinci form whose next link names `href`, with a password field.
    static func form(nextTo href: String) -> SandboxResponse {
        .json(
            200,
            """
            {"id": "n1", "eventName": "continue", "interactionId": "i1", "_links": {"next": {"href": "\(href)"}},
             "form": {"components": {"fields": [{"type": "PASSWORD", "key": "password", "label": "Password"},
                                                 {"type": "SUBMIT_BUTTON", "key": "submit", "label": "Sign on"}]}}}
            """)
    }

    /// Starts a DaVinci flow on `start`, fills the password and submits it.
    static func submitPassword(start: String, configure: (WorkflowConfig) -> Void = { _ in }) async throws -> any Node {
        let workflow = DaVinci.createDaVinci { config in
            config.logger = SilentLogger()
            config.module(DaVinciModule.config) { $0.startURL = start }
            configure(config)
        }
        let form = try await workflow.firstContinueNode()
        try #require(form.collector(PasswordCollector.self, key: "password")).value = "Passw0rd!"
        try #require(form.collector(SubmitCollector.self, key: "submit")).press()
        return await form.next()
    }

    /// The reproduced finding: a form whose next link names a second loopback port got the password posted
    /// there. Now the next step must stay on the origin the flow started on.
    @Test func aNextLinkToAnotherOriginIsAFailureAndNothingArrivesThere() async throws {
        try await withSandbox(routes: []) { elsewhere, elsewhereBase in
            let steal = elsewhereBase.string("/steal")
            let hrefs = [
                steal,
                // Userinfo that looks like the start host, but the host is the other server.
                steal.replacingOccurrences(of: "http://", with: "http://127.0.0.1:1@"),
            ]
            for href in hrefs {
                let routes = [SandboxRoute.fixed(method: "GET", path: "/start", response: Self.form(nextTo: href))]
                try await withSandbox(routes: routes) { _, base in
                    let node = try await Self.submitPassword(start: base.string("/start"))
                    let error = try #require((node as? FailureNode)?.cause as? TransportSecurityError, "\(node)")
                    guard case .crossOrigin(let expected, let actual) = error else {
                        Issue.record("\(error)")
                        return
                    }
                    #expect(expected == "http://127.0.0.1:\(base.port ?? 0)")
                    #expect(actual == "http://127.0.0.1:\(elsewhereBase.port ?? 0)")
                }
            }
            #expect(await elsewhere.journal().isEmpty, "no request arrived at the other origin")
        }
    }

    @Test func anOriginTheAppAllowedReceivesTheNextStep() async throws {
        let answer = SandboxRoute.fixed(
            method: "POST", path: "/next", response: .json(200, #"{"authorizeResponse": {"code": "c"}}"#))
        try await withSandbox(routes: [answer]) { elsewhere, elsewhereBase in
            let routes = [
                SandboxRoute.fixed(
                    method: "GET", path: "/start", response: Self.form(nextTo: elsewhereBase.string("/next")))
            ]
            try await withSandbox(routes: routes) { _, base in
                let node = try await Self.submitPassword(start: base.string("/start")) {
                    $0.allowOrigins([elsewhereBase])
                }
                #expect(node is SuccessNode, "\(node)")
            }
            #expect(await elsewhere.journal().map(\.path) == ["/next"])
        }
    }

    @Test func aDowngradeOrAnotherPortOrHostIsAnotherOrigin() throws {
        let start = try #require(Origin("https://auth.test/env/as/authorize"))
        let rules = TransportSecurity()
        try rules.checkNextStep(
            to: try #require(URL(string: "https://AUTH.test:443/env/davinci/next")), startedOn: start)
        for other in [
            "http://auth.test/env/next", "https://auth.test:8443/next", "https://evil.test/next",
            "https://auth.test@evil.test/next", "https://auth.test.evil.test/next",
        ] {
            #expect(throws: TransportSecurityError.self, "\(other)") {
                try rules.checkNextStep(to: try #require(URL(string: other)), startedOn: start)
            }
        }
    }
}
