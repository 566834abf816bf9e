import Foundation
import Orchestrate
import OrchestrateSandbox

/// An AM stand-in on loopback for tests of the protocol itself: `/fx/json/realms/{realm}/authenticate`
/// answers with `responses` in turn (the last repeats), `/fx/json/realms/{realm}/sessions` with
/// `logout`, and every request is kept. The sandbox's scripted trees are tested elsewhere.
final class ScriptedAM: Sendable {
    let realm: String
    private let responses: [SandboxResponse]
    private let logout: SandboxResponse
    private let received = Locked<[SandboxRecord]>([])

    init(
        realm: String = "root", _ responses: [SandboxResponse],
        logout: SandboxResponse = .json(200, #"{"result": "Successfully logged out"}"#)
    ) {
        self.realm = realm
        self.responses = responses
        self.logout = logout
    }

    var requests: [SandboxRecord] { received.current }

    var routes: [SandboxRoute] {
        [
            SandboxRoute(method: "POST", path: "/fx/json/realms/\(realm)/authenticate") { record in
                let index = self.received.withLock { all in
                    all.append(record)
                    return all.filter { $0.path.hasSuffix("/authenticate") }.count - 1
                }
                return self.responses[min(index, self.responses.count - 1)]
            },
            SandboxRoute(method: "POST", path: "/fx/json/realms/\(realm)/sessions") { record in
                self.received.withLock { $0.append(record) }
                return self.logout
            },
        ]
    }

    /// Runs `body` with a journey pointed at this stand-in over loopback.
    func run<T>(
        configure: @escaping (JourneyConfig) -> Void = { _ in },
        _ body: (Journey, URL) async throws -> T
    ) async throws -> T {
        try await withSandbox(routes: routes) { _, base in
            let journey = Journey.createJourney { config in
                config.serverUrl = base.string("/fx")
                config.realm = self.realm
                config.logger = SilentLogger()
                configure(config)
            }
            return try await body(journey, base)
        }
    }
}

extension SandboxResponse {
    /// A fixture's bytes as a JSON response.
    static func payload(_ name: String, status: Int = 200) throws -> SandboxResponse {
        SandboxResponse(
            status: status, headers: [("Content-Type", "application/json; charset=utf-8")],
            body: try JourneyFixture.data(name))
    }
}

extension SandboxRecord {
    /// The body as the runtime's JSON.
    var json: JSON? { try? JSON.parse(body) }
}
