import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The demo's `push` flow through the runtime: a challenge-polling `POLLING` field polled with
/// `PollingCollector.poll()` against the sandbox's status endpoint, approved by the test.
@Suite("Sandbox 2026: sign-in approved by polling")
struct PushApprovalTests {
    /// Starts the `push` flow and gets to the polling node as alice.
    func pollingNode(_ server: SandboxServer) async throws -> ContinueNode {
        let workflow = try await sandboxDaVinci(server, flow: "push")
        let start = try await workflow.firstContinueNode()
        try #require(start.collector(TextCollector.self, key: "username")).value =
            SandboxScript.demoCredentials.username
        try #require(start.collector(SubmitCollector.self, key: "submit")).press()
        return try #require(await start.next() as? ContinueNode)
    }

    @Test func pendingUntilTheTestApprovesThenSignedIn() async throws {
        try await withSandbox { server, base in
            let node = try await pollingNode(server)
            let polling = try #require(node.collector(PollingCollector.self, key: "polling"))
            #expect(polling.pollChallengeStatus)
            #expect(polling.pollInterval == 1000 && polling.pollRetries == 60)
            let statusURL = try #require(polling.statusURL)
            #expect(
                statusURL.absoluteString
                    == base.string("/sandbox/davinci/user/credentials/challenge/\(polling.challenge)/status"))

            let message = try #require(await server.sentMessages().last)
            #expect(message.kind == .approval)
            #expect(message.recipient == "alice@example.com")
            #expect(message.token == polling.challenge)
            #expect(message.link.path == "/sandbox/davinci/sandbox/approve")

            var statuses: [PollingStatus] = []
            for await status in polling.poll() {
                statuses.append(status)
                if case .pending = status, statuses.count == 2 {
                    #expect(await server.approve(message))
                }
            }
            #expect(statuses.prefix(2) == [.pending(retry: 1, maxRetries: 60), .pending(retry: 2, maxRetries: 60)])
            #expect(statuses.last == .complete("approved"))
            #expect(polling.value == "approved")

            let success = try #require(await node.next() as? SuccessNode)
            #expect(success.input["status"] == "COMPLETED")
            let received = await server.journal()
            let polls = received.filter { $0.path.hasSuffix("/status") }
            #expect(polls.count == statuses.count - 1, "a pending status before each request, then the final one")
            let interactionID = try #require(node.input["interactionId"]?.stringValue)
            #expect(polls.allSatisfy { $0.method == "POST" && $0.header("interactionId") == interactionID })
            let submitted = try JSON.parse(try #require(received.last).body)
            #expect(submitted[path: "parameters", "eventType"] == "polling")
            #expect(submitted[path: "parameters", "data", "formData"] == ["polling": "approved"])
        }
    }

    @Test func submittingApprovedWithoutAnApprovalIsRefused() async throws {
        try await withSandbox { server, _ in
            let node = try await pollingNode(server)
            let polling = try #require(node.collector(PollingCollector.self, key: "polling"))
            let statusURL = try #require(polling.statusURL)
            var request = URLRequest(url: statusURL)
            request.httpMethod = "POST"
            request.setValue(node.input["interactionId"]?.stringValue, forHTTPHeaderField: "interactionId")
            let (pending, _) = try await plainSession.data(for: request)
            #expect(try JSON.parse(pending) == ["isChallengeComplete": false])
            request.setValue("someone-else", forHTTPHeaderField: "interactionId")
            let (_, forbidden) = try await plainSession.data(for: request)
            #expect((forbidden as? HTTPURLResponse)?.statusCode == 403)
            request.url = statusURL.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("not-a-challenge").appendingPathComponent("status")
            let (expired, expiredResponse) = try await plainSession.data(for: request)
            #expect((expiredResponse as? HTTPURLResponse)?.statusCode == 400)
            #expect(try JSON.parse(expired)["serviceName"] == "challengeExpired")

            // A client that claims approval without one stays on the node with a 400.
            let forged = try #require(await submitPolling(node, value: "approved"))
            #expect(forged.status == 400)
            #expect(forged.message == "The sign-in was not approved.")
        }
    }

    /// Submits the polling node with `value` as if polling had ended so, through the runtime's request.
    func submitPolling(_ node: ContinueNode, value: String) async throws -> ErrorNode? {
        let polling = try #require(node.collector(PollingCollector.self, key: "polling"))
        // A status stream whose endpoint answers pending at once would take a minute: use a transport that
        // answers approved, so the collector holds the value the test wants to forge.
        for await _ in polling.poll(
            using: FixedTransport(body: #"{"isChallengeComplete": true, "status": "\#(value)"}"#))
        {}
        return await node.next() as? ErrorNode
    }
}

/// Answers every request with 200 and `body`.
struct FixedTransport: HTTPTransport {
    let body: String

    func send(_ request: Request) async throws -> Response {
        Response(url: URL(filePath: "/status"), status: 200, body: Data(body.utf8))
    }
}
