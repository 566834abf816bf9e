import Foundation
import Orchestrate

/// Journeys in process, over `InMemoryJourneyTransport`: a whole journey (start → next → success), a node
/// of every callback kind into a `ContinueNode` (against `JSONSerialization` of the same bytes), and the
/// next request of a filled node.
struct JourneyBenchmark {
    let quick: Bool

    func run() async throws -> Table {
        var table = Table(
            "Journey runtime (in process, no sockets; time per operation)",
            columns: ["operation", "median", "min", "floor", "ratio", "batches × iterations"])
        let batches = quick ? 5 : 15

        // 1. start → next → success.
        let journeys = quick ? 200 : 1_000
        let signIn = Self.journey(start: JourneyPayloads.namePassword)
        let flow = try await RuntimeBenchmark.measure(batches: batches, iterations: journeys) {
            guard let step = await signIn.start("Login") as? ContinueNode else {
                throw ChildProcess.Failure(description: "the journey did not start on a node")
            }
            step.callback(NameCallback.self)?.name = "alice"
            step.callback(PasswordCallback.self)?.password = "Passw0rd!"
            guard await step.next() is SuccessNode else {
                throw ChildProcess.Failure(description: "the journey did not end in a success")
            }
        }
        table.add([
            "journey start → next → success (fixtures 01, 06), Journey.createJourney defaults",
            duration(flow.median), duration(flow.min), "", "", "\(batches) × \(journeys)",
        ])

        // 2. A node of every callback kind, against JSONSerialization of the same bytes.
        let parses = quick ? 1_000 : 5_000
        let payload = JourneyPayloads.everyCallback
        let callbackCount =
            ((try? JSONSerialization.jsonObject(with: payload)) as? [String: Any])
            .flatMap { $0["callbacks"] as? [Any] }?.count ?? 0
        let floor = try RuntimeBenchmark.measure(batches: batches, iterations: parses) {
            _ = try JSONSerialization.jsonObject(with: payload)
        }
        let every = Self.journey(start: payload)
        let node = try await RuntimeBenchmark.measure(batches: batches, iterations: parses) {
            guard let node = await every.start("Every") as? ContinueNode, node.callbacks.count == callbackCount else {
                throw ChildProcess.Failure(
                    description: "the every-callback node did not keep its \(callbackCount) callbacks")
            }
        }
        table.add([
            "node of every callback kind (\(callbackCount) callbacks, \(bytes(payload.count))) → ContinueNode (journey.start())",
            duration(node.median), duration(node.min), duration(floor.median), ratio(node.median / floor.median),
            "\(batches) × \(parses)",
        ])
        table.add([
            "the same bytes → JSONSerialization.jsonObject (the floor)", duration(floor.median),
            duration(floor.min), "", "", "\(batches) × \(parses)",
        ])

        // 3. The next request of that node.
        guard let filled = await every.start("Every") as? ContinueNode else {
            throw ChildProcess.Failure(description: "the every-callback node did not start")
        }
        filled.callback(NameCallback.self)?.name = "alice"
        let request = try RuntimeBenchmark.measure(batches: batches, iterations: parses) {
            guard try filled.asRequest().parts.body != nil else {
                throw ChildProcess.Failure(description: "the next request has no body")
            }
        }
        table.add([
            "next request of that node (node.asRequest(), JSON body encoded)", duration(request.median),
            duration(request.min), "", "", "\(batches) × \(parses)",
        ])

        table.notes = [
            "Medians of per-batch means. The every-callback node holds each callback-level fixture of the Journey set "
                + "(files 20–56), so plain, validated, attribute, metadata, IdP and unknown (plug-in) callbacks alike.",
            "Target: a node of every callback kind ≤ 1.5× `JSONSerialization` of the same bytes — "
                + (node.median <= 1.5 * floor.median ? "met" : "NOT met") + " (\(ratio(node.median / floor.median))).",
        ]
        return table
    }

    /// A journey whose start answers `start` and whose next answers a success, in memory.
    static func journey(start: Data) -> Journey {
        Journey.createJourney { config in
            config.serverUrl = "https://am.bench.test/am"
            config.logger = SilentLogger()
            config.httpTransport = InMemoryJourneyTransport(start: start, next: JourneyPayloads.success)
        }
    }
}

/// An `HTTPTransport` with no sockets for journeys: a start (a query naming the journey) answers `start`,
/// every other request `next`.
struct InMemoryJourneyTransport: HTTPTransport {
    let start: Data
    let next: Data

    func send(_ request: Request) async throws -> Response {
        let isStart = request.parts.queryItems.contains { $0.name == "authIndexValue" }
        var headers = HTTPHeaders()
        headers.add("Content-Type", "application/json")
        return Response(url: try request.resolvedURL(), status: 200, headers: headers, body: isStart ? start : next)
    }
}

/// The AM payloads the journey benchmarks use, from `Fixtures/`.
enum JourneyPayloads {
    /// `01-authenticate-name-password.json`: a name and a password callback.
    static let namePassword = Payloads.load("01-authenticate-name-password")
    /// `06-success-session-token.json`: a success with a `tokenId`.
    static let success = Payloads.load("06-success-session-token")
    /// Every callback-level fixture of the Journey set in one node.
    static let everyCallback = Payloads.load("journey-every-callback")
}
