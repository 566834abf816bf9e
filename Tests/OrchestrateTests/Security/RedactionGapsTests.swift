import Foundation
import OrchestrateSandbox
import Testing

@testable import Orchestrate

/// The gaps a review of the redaction found: a journey's `suspendedId` and a pushed request's
/// `request_uri` in a URL, parameters in a URL's fragment, a header marked secret once the headers are
/// taken out of the request, and a server's field type logged as it came.
@Suite struct RedactionGapsTests {
    static let secret = SecretsInDumpsTests.secret

    static func redacted(_ text: String) throws -> String {
        SensitiveQuery.redacted(try #require(URL(string: text)))
    }

    @Test func suspendedIdAndRequestURIAreRedacted() throws {
        #expect(
            try Self.redacted(
                "https://am.test/am/json/realms/root/realms/alpha/authenticate?suspendedId=\(Self.secret)&x=1")
                == "https://am.test/am/json/realms/root/realms/alpha/authenticate?suspendedId=<redacted>&x=1")
        #expect(
            try Self.redacted(
                "https://am.test/authorize?client_id=app&request_uri=urn:ietf:params:oauth:request_uri:\(Self.secret)")
                == "https://am.test/authorize?client_id=app&request_uri=<redacted>")
        let request = Request(url: "https://am.test/am/json/authenticate")
        request.parameter(name: "suspendedId", value: Self.secret)
        for text in SecretsInDumpsTests.shown(request) {
            #expect(!text.contains(Self.secret), "\(text)")
        }
    }

    @Test func parametersInAFragmentAreRedactedAsInTheQuery() throws {
        #expect(
            try Self.redacted("org.example.app://cb#code=\(Self.secret)&state=\(Self.secret)&iss=https%3A%2F%2Fam.test")
                == "org.example.app://cb#code=<redacted>&state=<redacted>&iss=https%3A%2F%2Fam.test")
        #expect(
            try Self.redacted(
                "https://app.test/cb?keep=1&state=\(Self.secret)#access_token=\(Self.secret)&token_type=Bearer")
                == "https://app.test/cb?keep=1&state=<redacted>#access_token=<redacted>&token_type=Bearer")
        #expect(try Self.redacted("https://app.test/docs#section-2") == "https://app.test/docs#section-2")
        #expect(try Self.redacted("https://app.test/plain") == "https://app.test/plain")

        let location = "org.example.app://cb#code=\(Self.secret)&state=\(Self.secret)"
        let response = Response(
            url: try #require(URL(string: "https://am.test/authorize#id_token=\(Self.secret)")),
            status: 302, headers: HTTPHeaders([("Location", location)]))
        for text in SecretsInDumpsTests.shown(response) {
            #expect(!text.contains(Self.secret), "\(text)")
        }
        #expect("\(response)".contains("Location: org.example.app://cb#code=<redacted>&state=<redacted>"))
        // A URL the request cannot resolve is shown without its query and fragment.
        #expect(!"\(Request(url: "not a url#code=\(Self.secret)"))".contains(Self.secret))
    }

    /// A journey resumed from its emailed link, logged at debug: the request and the response name the
    /// `suspendedId`, redacted.
    @Test func aResumedJourneyLogsNoSuspendedId() async throws {
        let logger = CapturingLogger()
        try await withSandbox { server, _ in
            let journey = try await sandboxJourney(server, logger: logger) { $0.debug = true }
            let name = try #require(await journey.start("EmailLink") as? ContinueNode)
            name.callback(NameCallback.self)?.name = SandboxScript.demoCredentials.username
            _ = try #require(await name.next() as? ContinueNode)
            let email = try #require(await server.sentMessages().first { $0.kind != .approval })
            let suspendedId = try #require(
                URLComponents(url: email.link, resolvingAgainstBaseURL: false)?
                    .queryItems?.first { $0.name == "suspendedId" }?.value)
            #expect(await journey.resume(email.link) is ContinueNode)
            #expect(logger.all.contains { $0.contains("authenticate?suspendedId=<redacted>") })
            for line in logger.all {
                #expect(!line.contains(suspendedId), "\(line)")
            }
        }
    }

    /// The finding: `request.parts.headers` showed a header set with `secretHeader` (AM's SSO token).
    @Test func aHeaderMarkedSecretStaysSecretInTheHeadersOutsideTheRequest() throws {
        let request = Request(url: "https://am.test/am/oauth2/authorize")
        request.secretHeader(name: "iPlanetDirectoryPro", value: Self.secret)
        request.header(name: "Accept", value: "application/json")
        var headers = request.parts.headers
        #expect(headers["iplanetdirectoryPRO"] == Self.secret, "the value is kept to be sent")
        #expect(request.parts.secretHeaderNames == ["iplanetdirectorypro"])
        #expect("\(headers)" == "[iPlanetDirectoryPro: <redacted>, Accept: application/json]")

        // Set again without `secret`, copied, or taken out field by field, it stays secret.
        headers.set("IPLANETDIRECTORYPRO", "\(Self.secret)-2")
        let copy = headers
        let field = try #require(copy.fields.first)
        #expect(field.isSecret && field.value == "\(Self.secret)-2")
        var own = HTTPHeaders()
        own.setSecret("X-Session", Self.secret)
        let values: [Any] = [
            request.parts.headers, request.parts.headers.fields, copy, copy.fields, field, Array(copy), own,
        ]
        for value in values {
            for text in SecretsInDumpsTests.shown(value) {
                #expect(!text.contains(Self.secret), "\(type(of: value)) shows the secret: \(text)")
            }
        }
        #expect(own != HTTPHeaders([("X-Session", Self.secret)]), "being secret is part of the value")
    }

    /// A secret header is still sent as any header, over loopback.
    @Test func aHeaderMarkedSecretIsSent() async throws {
        let route = SandboxRoute.fixed(method: "GET", path: "/start", response: .json(200, "{}"))
        try await withSandbox(routes: [route]) { server, base in
            let workflow = Workflow.createWorkflow { $0.logger = SilentLogger() }
            let request = Request(url: base.string("/start"))
            request.secretHeader(name: "iPlanetDirectoryPro", value: Self.secret)
            _ = await workflow.start(request)
            #expect(await server.journal().last?.header("iPlanetDirectoryPro") == Self.secret)
        }
    }

    /// The finding: the collector factory logged a server's field type as it came, to the caller's logger.
    @Test func anUnknownFieldTypeCannotForgeALogLine() {
        let logger = CapturingLogger()
        let forged = "EVIL\n[orchestrate] error: forged line\u{1B}[2J"
        let collectors = CollectorFactory().collectors(from: [["type": .string(forged), "key": "k"]], logger: logger)
        #expect(collectors.isEmpty)
        #expect(
            logger.all == ["warning: no collector for field type 'EVIL?[orchestrate] error: forged line?[2J'; skipped"])
    }
}
