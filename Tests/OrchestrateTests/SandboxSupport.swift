import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// Runs `body` with a sandbox server listening on an ephemeral loopback port, then stops it.
func withSandbox<T>(
    script: SandboxScript = .demo, routes: [SandboxRoute] = [],
    _ body: (SandboxServer, URL) async throws -> T
) async throws -> T {
    let server = SandboxServer(script: script, routes: routes)
    let base = try await server.start()
    do {
        let result = try await body(server, base)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

extension URL {
    /// This base URL with `path` appended, as text.
    func string(_ path: String) -> String {
        absoluteString.hasSuffix("/") ? absoluteString + path.dropFirst() : absoluteString + path
    }
}

/// An ordered record of events, shared by the hooks of a test.
/// The request timeout of workflows in tests that are not about timeouts: long enough that only a hang ends a
/// request to the sandbox on a loaded machine (the suite runs hundreds of flows at once on two cores, where
/// the runtime's 15 s default was seen to end a healthy request).
let loopbackTestTimeout: TimeInterval = 60

final class EventLog: Sendable {
    private let events = Locked<[String]>([])

    func add(_ event: String) { events.withLock { $0.append(event) } }
    var all: [String] { events.current }
    func count(_ event: String) -> Int { all.filter { $0 == event }.count }
}

/// A transform for tests of the engine alone: a JSON body with `"next": "/path"` becomes a
/// `ContinueNode` that posts to that path; any other 2xx JSON becomes a `SuccessNode`.
func simpleTransform(base: URL) -> Module<Void> {
    Module.of(name: "simpleTransform") { setup in
        setup.transform { flow, response in
            let json = try response.json()
            if let next = json["next"]?.stringValue {
                return ContinueNode(context: flow, input: json, actions: []) { _ in
                    let request = Request(url: base.string(next))
                    request.body(["from": json["step"] ?? .null])
                    return request
                }
            }
            return SuccessNode(input: json, session: json["session"]?.stringValue)
        }
    }
}

/// Routes for a two-step flow: `GET /start` → continue; `POST /next` → success.
let twoStepRoutes = [
    SandboxRoute.fixed(method: "GET", path: "/start", response: .json(200, #"{"next": "/next", "step": "one"}"#)),
    SandboxRoute.fixed(method: "POST", path: "/next", response: .json(200, #"{"session": "s-1"}"#)),
]

extension Workflow {
    /// Starts the flow and gives its first node, which the test expects to ask for input; when it is another
    /// node, the test fails naming that node (its message or cause), so a rare failure says why.
    func firstContinueNode(sourceLocation: SourceLocation = #_sourceLocation) async throws -> ContinueNode {
        let first = await start()
        return try #require(first as? ContinueNode, "the first node: \(first)", sourceLocation: sourceLocation)
    }
}
