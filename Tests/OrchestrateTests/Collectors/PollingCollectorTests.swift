import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// Polling over loopback: fixtures 52 and 55–59 served by a sandbox route.
@Suite struct PollingCollectorTests {
    static let statusPath = "/test-env-id/davinci/user/credentials/challenge/test-challenge-123/status"

    /// A node with the fixture 55 polling field, whose self link points at `base`, made by a DaVinci
    /// workflow over HTTP (a node server of its own), so that polling goes through the workflow's transport.
    func pollingNode(base: URL, interval: JSON = "10", retries: JSON = "5") async throws -> (
        ContinueNode, PollingCollector
    ) {
        let input = try Fixture.json("55-node-input-polling-challenge.json")
        let field: JSON = [
            "type": "POLLING", "key": "polling-field", "pollInterval": interval, "pollRetries": retries,
            "pollChallengeStatus": true, "challenge": input["challenge"] ?? .null,
        ]
        let selfLink = base.string("/test-env-id/davinci/connections/test-connection/capabilities/test")
        let body = FieldForms.body(
            fields: [field],
            extra: [
                "interactionId": input["interactionId"] ?? .null,
                "_links": ["next": ["href": .string(base.string("/next"))], "self": ["href": .string(selfLink)]],
            ])
        let nodeServer = SandboxServer(routes: [.fixed(method: "GET", path: "/node", response: .json(200, body))])
        let nodeBase = try await nodeServer.start()
        let workflow = DaVinci.createDaVinci { config in
            config.logger = SilentLogger()
            config.module(DaVinciModule.config) { $0.startURL = nodeBase.string("/node") }
        }
        let node = await workflow.start()
        await nodeServer.stop()
        let continueNode = try #require(node as? ContinueNode)
        return (continueNode, try #require(continueNode.collectors.first as? PollingCollector))
    }

    /// Answers the status route with `responses` in turn (the last repeats), recording each request.
    func statusRoute(_ responses: [SandboxResponse], log: Locked<[SandboxRecord]>) -> SandboxRoute {
        SandboxRoute(method: "POST", path: Self.statusPath) { record in
            let index = log.withLock { records in
                records.append(record)
                return records.count - 1
            }
            return responses[min(index, responses.count - 1)]
        }
    }

    func collect(_ stream: AsyncStream<PollingStatus>) async -> [PollingStatus] {
        var statuses: [PollingStatus] = []
        for await status in stream { statuses.append(status) }
        return statuses
    }

    @Test func challengeApprovedAfterTwoPendingAnswers() async throws {
        let pending = SandboxResponse.json(
            200, String(decoding: try Fixture.data("57-polling-challenge-status-pending.json"), as: UTF8.self))
        let complete = SandboxResponse.json(
            200, String(decoding: try Fixture.data("56-polling-challenge-status-complete.json"), as: UTF8.self))
        let log = Locked<[SandboxRecord]>([])
        try await withSandbox(routes: [statusRoute([pending, pending, complete], log: log)]) { _, base in
            let (node, collector) = try await pollingNode(base: base)
            #expect(collector.statusURL?.absoluteString == base.string(Self.statusPath))
            let statuses = await collect(collector.poll())
            #expect(
                statuses == [
                    .pending(retry: 1, maxRetries: 5), .pending(retry: 2, maxRetries: 5),
                    .pending(retry: 3, maxRetries: 5), .complete("approved"),
                ],
                "progress before every attempt, as the Ping SDKs report it (issue 28, B1)")
            #expect(collector.value == "approved")
            #expect(collector.retriesAllowed == 2, "three of five attempts spent (B3)")
            #expect(node.formData == ["polling-field": "approved"])
            #expect(node.submission == DaVinciSubmission(eventType: "polling", actionKey: nil))
            let first = try #require(log.current.first)
            #expect(
                first.headers.contains { $0.name.lowercased() == "interactionid" && $0.value == "test-interaction-id" })
            #expect(first.bodyLength == 0, "an empty body")
        }
    }

    @Test func expiredChallengeStops() async throws {
        let expiredBody = String(decoding: try Fixture.data("58-polling-challenge-expired-error.json"), as: UTF8.self)
        for status in [500, 401] {
            let log = Locked<[SandboxRecord]>([])
            try await withSandbox(routes: [statusRoute([.json(status, expiredBody)], log: log)]) { _, base in
                let (node, collector) = try await pollingNode(base: base)
                #expect(
                    await collect(collector.poll()) == [.pending(retry: 1, maxRetries: 5), .expired], "served \(status)"
                )
                #expect(collector.value == "expired" && log.current.count == 1)
                withExtendedLifetime(node) {}
            }
        }
        let log = Locked<[SandboxRecord]>([])
        try await withSandbox(routes: [statusRoute([.json(400, "{}")], log: log)]) { _, base in
            let (node, collector) = try await pollingNode(base: base)
            #expect(await collect(collector.poll()).last == .expired, "iOS: 400 is expired whatever the body")
            withExtendedLifetime(node) {}
        }
    }

    @Test func internalErrorsAreTransientThenAnError() async throws {
        let internalBody = String(decoding: try Fixture.data("59-polling-challenge-internal-error.json"), as: UTF8.self)
        let complete = SandboxResponse.json(200, #"{"isChallengeComplete": true, "status": "approved"}"#)
        let log = Locked<[SandboxRecord]>([])
        try await withSandbox(routes: [statusRoute([.json(500, internalBody), complete], log: log)]) { _, base in
            let (node, collector) = try await pollingNode(base: base)
            #expect(await collect(collector.poll()).last == .complete("approved"), "a 500 is retried (the iOS rule)")
            withExtendedLifetime(node) {}
        }
        let failing = Locked<[SandboxRecord]>([])
        try await withSandbox(routes: [statusRoute([.json(500, internalBody)], log: failing)]) { _, base in
            let (node, collector) = try await pollingNode(base: base, retries: 3)
            let statuses = await collect(collector.poll())
            #expect(statuses.count == 4, "three attempts announced, then the error")
            #expect(statuses.last?.value == "error" && collector.value == "error")
            #expect(failing.current.count == 3)
            withExtendedLifetime(node) {}
        }
    }

    @Test func pendingUntilTheRetriesRunOutTimesOut() async throws {
        let log = Locked<[SandboxRecord]>([])
        try await withSandbox(routes: [statusRoute([.json(200, #"{"isChallengeComplete": false}"#)], log: log)]) {
            _, base in
            let (node, collector) = try await pollingNode(base: base, retries: 3)
            #expect(await collect(collector.poll()).last == .timedOut)
            #expect(collector.value == "timedOut" && log.current.count == 3)
            withExtendedLifetime(node) {}
        }
    }

    /// The endpoint answers "complete" after 30 s; a poll that waited for it would end `complete`, so the
    /// `error` status is what proves the request timed out (the time limit only stops a hang).
    @Test(.timeLimit(.minutes(1)))
    func aHangingStatusEndpointIsBoundedByTheTimeout() async throws {
        let log = Locked<[SandboxRecord]>([])
        let hanging = SandboxResponse.json(200, #"{"isChallengeComplete": true}"#, delay: .seconds(30))
        try await withSandbox(routes: [statusRoute([hanging], log: log)]) { _, base in
            let (node, collector) = try await pollingNode(base: base, retries: 2)
            let statuses = await collect(collector.poll(requestTimeout: .milliseconds(300)))
            #expect(statuses.last?.value == "error")
            withExtendedLifetime(node) {}
        }
    }

    @Test func cancellingTheConsumerStopsPolling() async throws {
        let log = Locked<[SandboxRecord]>([])
        try await withSandbox(routes: [statusRoute([.json(200, #"{"isChallengeComplete": false}"#)], log: log)]) {
            _, base in
            let (node, collector) = try await pollingNode(base: base, interval: 200, retries: 1000)
            let consumer = Task {
                for await _ in collector.poll() {}
            }
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(20)
            while log.current.count < 2 && clock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            #expect(log.current.count >= 2, "polling went on while pending")
            consumer.cancel()
            _ = await consumer.value
            let requestsAtCancel = log.current.count
            try await Task.sleep(for: .milliseconds(800))
            #expect(log.current.count <= requestsAtCancel + 1, "no polling after cancellation")
            #expect(collector.value == nil)
            withExtendedLifetime(node) {}
        }
    }

    @Test func simpleModeCompletesWithContinueOrTimesOut() async throws {
        let simple = PollingCollector(with: ["pollInterval": "0", "pollRetries": "1", "pollChallengeStatus": false])
        #expect(simple.retriesAllowed == 1)
        #expect(await collect(simple.poll()) == [.pending(retry: 1, maxRetries: 1), .complete("continue")])
        #expect(simple.payload() == "continue")
        #expect(simple.retriesAllowed == 0, "the attempt is spent (B3)")
        let noChallenge = PollingCollector(with: [
            "pollInterval": "0", "pollRetries": "3", "pollChallengeStatus": true, "challenge": "",
        ])
        #expect(!noChallenge.pollChallengeStatus, "an empty challenge falls back to simple mode (B5)")
        #expect(await collect(noChallenge.poll()) == [.pending(retry: 1, maxRetries: 3), .complete("continue")])
        let exhausted = PollingCollector(with: ["pollInterval": 10, "pollRetries": 0])
        #expect(await collect(exhausted.poll()) == [.timedOut])
        #expect(exhausted.value == "timedOut")
    }

    @Test func challengeModeWithoutAStatusURLIsAnError() async throws {
        let collector = PollingCollector(with: try Fixture.json("52-field-polling-challenge.json"))
        #expect(collector.statusURL == nil, "no node")
        #expect(await collect(collector.poll()) == [.error("no challenge status URL")])
        #expect(collector.value == "error")
    }

    @Test func intervalsAndRetriesAreClamped() {
        let cases: [(JSON, Duration)] = [
            (0, PollingSettings.minimumInterval), (-5, PollingSettings.minimumInterval),
            ("-1", PollingSettings.minimumInterval),
            (1e300, PollingSettings.maximumInterval), ("99999999999", PollingSettings.maximumInterval),
            ("abc", .milliseconds(2000)), (.null, .milliseconds(2000)), (["x"], .milliseconds(2000)),
            (1500, .milliseconds(1500)),
        ]
        for (interval, expected) in cases {
            #expect(PollingSettings(json: ["pollInterval": interval]).interval == expected, "\(interval)")
        }
        #expect(PollingSettings(json: ["pollRetries": -3]).retries == 0)
        #expect(PollingSettings(json: ["pollRetries": "1e9"]).retries == PollingSettings.maximumRetries)
    }
}
