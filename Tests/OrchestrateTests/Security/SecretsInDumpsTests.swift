import Foundation
import OrchestrateSandbox
import Testing

@testable import Orchestrate

/// Issue 20: `dump()`, `description`, `debugDescription`, log lines and error messages never show a
/// password, code, token, cookie value or `Authorization` header; CR/LF in header values and cookies is
/// refused; server text cannot forge a log line.
@Suite struct SecretsInDumpsTests {
    static let secret = "S3cr3t-value-4711"

    /// Every way a value can be shown.
    static func shown(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [dumped, String(describing: value), String(reflecting: value)]
    }

    @Test func dumpsAndDescriptionsNeverShowASecret() throws {
        let cookie = Cookie(name: "ST", value: Self.secret, domain: "auth.test")
        let success = SuccessNode(input: ["authorizeResponse": ["code": .string(Self.secret)]], session: Self.secret)
        let password = PasswordCollector(with: ["type": "PASSWORD", "key": "password"])
        password.value = Self.secret
        let request = Request(url: "https://auth.test/token?code=\(Self.secret)")
        request.header(name: "Authorization", value: "Bearer \(Self.secret)")
        request.secretHeader(name: "X-Session", value: Self.secret)
        request.cookie(name: "ST", value: Self.secret)
        request.form([("password", Self.secret)])
        var headers = HTTPHeaders([
            ("Authorization", "Bearer \(Self.secret)"), ("Set-Cookie", "ST=\(Self.secret)"),
            ("Location", "app://cb?code=\(Self.secret)&state=\(Self.secret)"),
        ])
        headers.add("Cookie", "ST=\(Self.secret)")
        let response = Response(
            url: try #require(URL(string: "https://auth.test/authorize?state=\(Self.secret)")),
            status: 302, headers: headers, body: Data(Self.secret.utf8))
        let tokens = OidcTokens(accessToken: Self.secret, refreshToken: Self.secret, idToken: Self.secret)
        let callback = PasswordCallback(with: [
            "type": "PasswordCallback", "input": [["name": "IDToken2", "value": ""]],
        ])
        callback.password = Self.secret

        let values: [Any] = [
            cookie, success, password, request, request.parts, headers, headers.fields, response, tokens,
            callback, SSOToken(value: Self.secret), password.valueStorage,
        ]
        for value in values {
            for text in Self.shown(value) {
                #expect(!text.contains(Self.secret), "\(type(of: value)) shows the secret: \(text)")
            }
        }
        #expect("\(response)".contains("Location: app://cb?code=<redacted>&state=<redacted>"))
    }

    @Test func aRedirectInADaVinciFailureShowsItsLocationRedacted() async throws {
        let location = "org.example.app://cb?code=\(Self.secret)&state=\(Self.secret)"
        let route = SandboxRoute.fixed(method: "GET", path: "/start", response: .redirect(to: location))
        let logger = CapturingLogger()
        try await withSandbox(routes: [route]) { _, base in
            let workflow = DaVinci.createDaVinci { config in
                config.logger = logger
                config.debug = true
                config.module(DaVinciModule.config) { $0.startURL = base.string("/start") }
            }
            let node = try #require(await workflow.start() as? FailureNode)
            #expect("\(node)".contains("Location: org.example.app://cb?code=<redacted>&state=<redacted>"))
            for text in Self.shown(node) + logger.all {
                #expect(!text.contains(Self.secret), "\(text)")
            }
        }
    }

    @Test func lineBreaksInHeaderValuesAndCookiesAreRefusedBeforeSending() async throws {
        try await withSandbox(routes: twoStepRoutes) { server, base in
            let cases: [(RequestError, @Sendable (Request) -> Void)] = [
                (
                    .invalidHeader(name: "X-Evil"),
                    { @Sendable in $0.header(name: "X-Evil", value: "a\r\nX-Injected: 1") }
                ),
                (.invalidHeader(name: "X-Evil"), { @Sendable in $0.header(name: "X-Evil", value: "a\nb") }),
                (.invalidCookie(name: "ST"), { @Sendable in $0.cookie(name: "ST", value: "a\r\nb") }),
                (.invalidCookie(name: "ST"), { @Sendable in $0.cookie(name: "ST", value: "a; admin=1") }),
            ]
            for (expected, change) in cases {
                let workflow = Workflow.createWorkflow { config in
                    config.logger = SilentLogger()
                    config.module(simpleTransform(base: base))
                    config.module(
                        Module.of { setup in
                            setup.start { _, request in
                                change(request)
                                return request
                            }
                        })
                }
                let node = try #require(await workflow.start(Request(url: base.string("/start"))) as? FailureNode)
                #expect(node.cause as? RequestError == expected)
                #expect(!"\(node)".contains("Injected"))
            }
            #expect(await server.journal().isEmpty, "nothing was sent")
        }
    }

    @Test func serverTextCannotForgeALogLine() async throws {
        let route = SandboxRoute.fixed(
            method: "GET", path: "/start",
            response: .text(500, "oops\n[orchestrate] error: forged line\u{1B}[2J"))
        let logger = CapturingLogger()
        try await withSandbox(routes: [route]) { _, base in
            let workflow = DaVinci.createDaVinci { config in
                config.logger = logger
                config.module(DaVinciModule.config) { $0.startURL = base.string("/start") }
            }
            let node = await workflow.start()
            #expect(!"\(node)".contains("\n"))
            #expect(!logger.all.isEmpty)
            for line in logger.all {
                #expect(!line.contains("\n") && !line.contains("\u{1B}"), "\(line)")
            }
        }
    }
}
