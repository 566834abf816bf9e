import Foundation
import OrchestrateSandbox
import Testing

@testable import Orchestrate

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `URLError` carries the failing URL in its user info, and that URL can be an end-session URL with
/// `id_token_hint`, an authorize URL or a resume URL with `suspendedId`: the runtime reports a transport
/// failure as `TransportError.network` (its code and host only), so no node, error, description, dump or
/// log line shows the URL's path, query or fragment.
@Suite struct TransportFailureSecretsTests {
    static let secret = SecretsInDumpsTests.secret

    /// A `URLError` as URLSession gives it: the failing URL, with the secret in its query and fragment, in
    /// its user info (the keys `NSURLErrorFailingURLErrorKey` and `NSURLErrorFailingURLStringKey` stand
    /// for, which Linux's Foundation does not declare) and in its message.
    static func urlError(_ code: URLError.Code = .timedOut) throws -> URLError {
        let url = try #require(
            URL(string: "https://auth.test/as/signoff?id_token_hint=\(secret)&client_id=app#code=\(secret)"))
        return URLError(
            code,
            userInfo: [
                "NSErrorFailingURLKey": url, "NSErrorFailingURLStringKey": url.absoluteString,
                NSLocalizedDescriptionKey: "The request to \(url.absoluteString) timed out.",
            ])
    }

    /// Every text `values` can be shown as, and the lines `logger` received.
    static func texts(_ values: [Any], _ logger: CapturingLogger) -> [String] {
        values.flatMap(SecretsInDumpsTests.shown) + logger.all
    }

    @Test func aURLErrorIsShownByItsCodeAndHostOnly() throws {
        let error = try Self.urlError()
        #expect(SecretsInDumpsTests.shown(error).allSatisfy { $0.contains(Self.secret) }, "the raw error shows the URL")

        let transport = try #require(TransportError(network: error))
        #expect(transport == .network(code: URLError.Code.timedOut.rawValue, host: "auth.test"))
        #expect(transport.urlErrorCode == .timedOut)
        #expect("\(transport)" == "the request to auth.test failed: timed out (URLError -1001)")
        #expect(
            "\(FailureNode(cause: error))" == "FailureNode(the request to auth.test failed: timed out (URLError -1001))"
        )

        let logger = CapturingLogger()
        logger.w("sign-off", error: error)
        logger.e("", error: error)
        let values: [Any] = [transport, FailureNode(cause: error), OidcError.wrapping(error), ErrorText.shown(error)]
        for text in Self.texts(values, logger) {
            #expect(!text.contains(Self.secret) && !text.contains("/as/signoff"), "\(text)")
        }
        #expect(
            logger.all == [
                "warning: sign-off: the request to auth.test failed: timed out (URLError -1001)",
                "error: the request to auth.test failed: timed out (URLError -1001)",
            ])
    }

    /// Requests over loopback that fail before an answer (refused, timed out), with secrets in the query
    /// and fragment, logged at debug.
    @Test func aRequestThatFailsReachesNoNodeOrLogLineWithItsQuery() async throws {
        let slow = SandboxRoute.fixed(method: "GET", path: "/slow", response: .json(200, "{}", delay: .seconds(20)))
        let refusingPort = try #require(RefusingPort(), "a loopback socket to refuse connections")
        defer { withExtendedLifetime(refusingPort) {} }
        let refusing = refusingPort.base
        try await withSandbox(routes: [slow]) { _, base in
            // The refused request gets a minute, so that only the refusal can end it however loaded the
            // machine is; the other waits on a route that answers after 20 s, so only its timeout can.
            let cases: [(URL, URLError.Code, TimeInterval)] = [
                (refusing, .cannotConnectToHost, 60), (base, .timedOut, 0.5),
            ]
            for (server, code, timeout) in cases {
                let logger = CapturingLogger()
                let workflow = Workflow.createWorkflow { config in
                    config.timeout = timeout
                    config.debug = true
                    config.logger = logger
                }
                let url = server.string(
                    "/slow?id_token_hint=\(Self.secret)&suspendedId=\(Self.secret)#code=\(Self.secret)")
                let node = try #require(await workflow.start(Request(url: url)) as? FailureNode)
                #expect(node.cause as? TransportError == .network(code: code.rawValue, host: "127.0.0.1"))
                #expect(logger.all.contains { $0.hasPrefix("warning: flow failed: the request to 127.0.0.1 failed:") })
                for text in Self.texts([node, node.cause], logger) {
                    #expect(!text.contains(Self.secret), "\(text)")
                }
            }
        }
    }

    /// The finding itself: the end-session request fails (its server is down), and the URL it failed for
    /// holds the ID token as `id_token_hint`.
    @Test func aSignOffWhoseEndSessionRequestFailsShowsNoIDToken() async throws {
        let refusingPort = try #require(RefusingPort(), "a loopback socket to refuse connections")
        defer { withExtendedLifetime(refusingPort) {} }
        let refusing = refusingPort.base
        let base = Locked<URL?>(nil)
        // The sandbox's discovery document, with the end-session endpoint on the port that refuses.
        let discovery = SandboxRoute(method: "GET", path: "/down/openid-configuration") { _ in
            guard let base = base.current,
                let url = URL(string: base.string("/sandbox/as/.well-known/openid-configuration")),
                let (data, _) = try? await URLSession.shared.data(from: url),
                var document = (try? JSON.parse(data))?.objectValue
            else { return .text(500, "no discovery") }
            document["end_session_endpoint"] = .string(refusing.string("/sandbox/as/signoff"))
            return .json(200, JSON.object(document).serializedText())
        }
        let logger = CapturingLogger()
        try await withSandbox(routes: [discovery]) { server, url in
            base.withLock { $0 = url }
            let workflow = try await oidcWorkflow(server, logger: logger) {
                $0.discoveryEndpoint = url.string("/down/openid-configuration")
            }
            let user = try #require((try await signInDemo(workflow) as? SuccessNode)?.user)
            let idToken = try #require(try await user.tokens().idToken)

            let result = await workflow.signOff()
            guard case .failure(let error) = result else {
                Issue.record("sign-off succeeded")
                return
            }
            #expect(
                error as? TransportError
                    == .network(code: URLError.Code.cannotConnectToHost.rawValue, host: "127.0.0.1"))
            #expect(
                logger.all.contains(
                    "warning: sign-off failed: the request to 127.0.0.1 failed: could not connect (URLError -1004)"))
            #expect(
                logger.all.contains { $0.contains("/sandbox/as/signoff?id_token_hint=<redacted>") },
                "the request carried it")
            for text in Self.texts([error], logger) {
                #expect(!text.contains(idToken), "\(text)")
            }
        }
    }

    /// An app's own transport (`config.httpTransport`) that throws URLSession's error as it is.
    @Test func aURLErrorFromTheAppsOwnTransportIsReportedWithoutItsURL() async throws {
        struct FailingTransport: HTTPTransport {
            func send(_ request: Request) async throws -> Response {
                throw try TransportFailureSecretsTests.urlError(.cannotConnectToHost)
            }
        }
        let logger = CapturingLogger()
        let workflow = Workflow.createWorkflow { config in
            config.logger = logger
            config.httpTransport = FailingTransport()
        }
        let node = try #require(
            await workflow.start(Request(url: "https://auth.test/as/authorize?state=\(Self.secret)")) as? FailureNode)
        #expect(
            node.cause as? TransportError
                == .network(code: URLError.Code.cannotConnectToHost.rawValue, host: "auth.test"))
        for text in Self.texts([node, node.cause], logger) {
            #expect(!text.contains(Self.secret), "\(text)")
        }
    }
}
