import Foundation
import Orchestrate
import OrchestrateUI
import Testing

/// A polling field's progress, its end (the node is then submitted), and its cancellation when the view
/// goes away.
@MainActor
@Suite struct PollingModelTests {
    /// Answers a challenge's status requests: pending `pending` times, then complete; counts them.
    final class StatusEndpoint: HTTPTransport {
        let pending: Int
        private let count = Locked(0)

        init(pending: Int) { self.pending = pending }

        var requests: Int { count.current }

        func send(_ request: Request) async throws -> Response {
            let index = count.withLock { count in
                count += 1
                return count
            }
            let name = index <= pending ? "57-polling-challenge-status-pending" : "56-polling-challenge-status-complete"
            return Response(url: try request.resolvedURL(), status: 200, body: try Fixture.data("davinci/\(name).json"))
        }
    }

    /// Runs `model` in a task and returns once it reported its first progress.
    func started(_ model: PollingModel) async -> (Task<Bool, Never>, () -> [PollingProgress]) {
        var seen: [PollingProgress] = []
        let first = AsyncStream<Void>.makeStream()
        model.onChange = { progress in
            seen.append(progress)
            first.continuation.yield()
        }
        let task = Task { await model.run() }
        for await _ in first.stream { break }
        return (task, { seen })
    }

    func polling(_ settings: JSON) -> JSON {
        var field: [String: JSON] = ["type": "POLLING", "key": "polling", "label": "Approve on your phone"]
        for (key, value) in settings.objectValue ?? [:] { field[key] = value }
        return .object(JSONObject(field))
    }

    @Test func simplePollingReportsItsAttemptThenEndsAndTheNodeIsSubmittedWithItsValue() async throws {
        let (workflow, server) = daVinci([
            (200, Data(daVinciForm([polling(["pollInterval": 100, "pollRetries": 3])]).description.utf8)),
            (200, try Fixture.data("davinci/07-success-authorize-response.json")),
        ])
        let node = try #require(await workflow.start() as? ContinueNode)
        let field = try #require(NodeFields(node: node).fields.first)
        let model = try #require(PollingModel(field: field))
        #expect(model.progress.message == "Approve on your phone")
        var seen: [PollingProgress] = []
        model.onChange = { seen.append($0) }
        #expect(await model.run())
        #expect(seen.map(\.status) == [.pending(retry: 1, maxRetries: 3), .complete("continue")])
        #expect(seen.map(\.fraction) == [0, 1])
        #expect(seen.last?.isFinished == true)
        #expect(field.action(as: PollingCollector.self)?.value == "continue")
        _ = await node.next()
        #expect(server.bodies.last??[path: "parameters", "eventType"] == "polling")
        #expect(server.bodies.last??[path: "parameters", "data", "formData", "polling"] == "continue")
    }

    @Test func challengePollingReportsEachAttemptUntilApproved() async throws {
        let node = try await daVinciNode(
            daVinciForm([
                polling([
                    "pollInterval": 100, "pollRetries": 5, "pollChallengeStatus": true, "challenge": "challenge-1",
                ])
            ]))
        let collector = try #require(node.collector(PollingCollector.self, key: "polling"))
        let endpoint = StatusEndpoint(pending: 2)
        let model = PollingModel(collector: collector, transport: endpoint)
        var seen: [PollingProgress] = []
        model.onChange = { seen.append($0) }
        #expect(await model.run())
        #expect(
            seen.map(\.status) == [
                .pending(retry: 1, maxRetries: 5), .pending(retry: 2, maxRetries: 5),
                .pending(retry: 3, maxRetries: 5), .complete("approved"),
            ])
        #expect(seen.map(\.attempt) == [1, 2, 3, 3])
        #expect(seen.map(\.fraction) == [0, 0.2, 0.4, 1])
        #expect(endpoint.requests == 3)
        #expect(collector.value == "approved")
    }

    @Test func cancellingTheTaskStopsChallengePollingAndSubmitsNothing() async throws {
        let node = try await daVinciNode(
            daVinciForm([
                polling([
                    "pollInterval": 100, "pollRetries": 1000, "pollChallengeStatus": true, "challenge": "challenge-1",
                ])
            ]))
        let collector = try #require(node.collector(PollingCollector.self, key: "polling"))
        let endpoint = StatusEndpoint(pending: .max)
        let model = PollingModel(collector: collector, transport: endpoint)
        let (task, seen) = await started(model)
        task.cancel()
        #expect(await task.value == false, "cancelled: the node is not to be submitted")
        let sent = endpoint.requests
        try await Task.sleep(for: .milliseconds(400))
        #expect(endpoint.requests <= sent + 1, "no request after the cancellation took effect")
        #expect(collector.value == nil)
        #expect(seen().allSatisfy { !$0.isFinished })
        #expect(model.progress.isFinished == false)
    }

    @Test func cancellingALongSimpleWaitEndsAtOnce() async throws {
        let node = try await daVinciNode(daVinciForm([polling(["pollInterval": 60_000, "pollRetries": 3])]))
        let collector = try #require(node.collector(PollingCollector.self, key: "polling"))
        let model = PollingModel(collector: collector)
        let clock = ContinuousClock()
        let start = clock.now
        let (task, _) = await started(model)
        task.cancel()
        #expect(await task.value == false)
        #expect(clock.now - start < .seconds(10))
        #expect(collector.value == nil)
    }

    @Test func aJourneyWaitReportsTimeThenEnds() async throws {
        let wait = PollingWaitCallback(with: [
            "type": "PollingWaitCallback",
            "output": [
                ["name": "waitTime", "value": "200"],
                ["name": "message", "value": "Waiting"],
            ],
        ])
        let model = PollingModel(callback: wait, steps: 4)
        #expect(model.progress.message == "Waiting")
        var seen: [PollingProgress] = []
        model.onChange = { seen.append($0) }
        #expect(await model.run())
        #expect(seen.map(\.fraction).filter { $0 > 0 } == [0.25, 0.5, 0.75, 1])
        #expect(seen.last?.isFinished == true)
    }

    @Test func cancellingAJourneyWaitEndsAtOnce() async throws {
        let node = try await journeyNode(callbacks: [try Fixture.callback("29-cb-polling-wait")])
        let field = try #require(NodeFields(node: node).fields.first)
        let model = try #require(PollingModel(field: field))
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { await model.run() }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        #expect(await task.value == false)
        #expect(clock.now - start < .seconds(4), "the fixture waits 8 seconds")
        #expect(model.progress.isFinished == false)
        #expect(PollingModel(field: NodeFields(node: node).fields[0]) != nil)
    }
}
