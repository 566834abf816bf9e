import Foundation
import Orchestrate
import OrchestrateUI
import Testing

/// Reads the payloads copied from the fixture set into `Fixtures/davinci` and `Fixtures/journey`.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(path))
    }

    static func json(_ path: String) throws -> JSON {
        try JSON.parse(data(path))
    }

    /// A DaVinci field fixture, with `type` (and `inputType`) set when the fixture lacks them.
    static func field(
        _ name: String, type: String? = nil, inputType: String? = nil,
        key: String? = nil
    ) throws -> JSON {
        guard case .object(var object) = try json("davinci/\(name).json") else { throw FixtureError.notAnObject(name) }
        if let type, object["type"] == nil { object["type"] = .string(type) }
        if let inputType, object["inputType"] == nil { object["inputType"] = .string(inputType) }
        if let key { object["key"] = .string(key) }
        return .object(object)
    }

    /// A Journey callback fixture, with `type` set when the fixture lacks one.
    static func callback(_ name: String, type: String? = nil) throws -> JSON {
        guard case .object(var object) = try json("journey/\(name).json") else { throw FixtureError.notAnObject(name) }
        if let type, object["type"] == nil { object["type"] = .string(type) }
        return .object(object)
    }

    enum FixtureError: Error { case notAnObject(String) }
}

/// Answers every request with `responses`, in turn (the last repeats), and keeps the requests' bodies:
/// the runtime's own DaVinci and Journey transforms make the nodes, without a network.
final class ScriptedServer: Sendable {
    private let responses: [(status: Int, body: Data)]
    private let sent = Locked<[Data?]>([])

    init(_ responses: [(status: Int, body: Data)]) {
        self.responses = responses
    }

    /// The bodies sent, parsed.
    var bodies: [JSON?] { sent.current.map { $0.flatMap { try? JSON.parse($0) } } }

    var module: Module<Void> {
        Module.of { setup in
            setup.transport { request in
                let index = self.sent.withLock { sent in
                    sent.append(request.parts.body)
                    return sent.count - 1
                }
                let canned = self.responses[min(index, self.responses.count - 1)]
                return Response(
                    url: try request.resolvedURL(), status: canned.status,
                    headers: HTTPHeaders([("Content-Type", "application/json")]), body: canned.body)
            }
        }
    }
}

/// A DaVinci form response holding `fields`, named `name`, with a next link.
func daVinciForm(
    _ fields: [JSON], name: String = "Test form", description: String = "",
    extra: [String: JSON] = [:]
) -> JSON {
    var body: [String: JSON] = [
        "_links": [
            "next": ["href": "https://auth.test/env/davinci/connections/c1/capabilities/customHTMLTemplate"],
            "self": ["href": "https://auth.test/env/davinci/connections/c1/capabilities/customHTMLTemplate"],
        ],
        "interactionId": "interaction-1",
        "eventName": "continue",
        "id": "node-1",
        "form": [
            "name": .string(name), "description": .string(description),
            "components": ["fields": .array(fields)],
        ],
    ]
    for (key, value) in extra { body[key] = value }
    return .object(JSONObject(body))
}

/// The DaVinci workflow answering with `responses` and its server.
func daVinci(_ responses: [(status: Int, body: Data)]) -> (Workflow, ScriptedServer) {
    let server = ScriptedServer(responses)
    let workflow = DaVinci.createDaVinci { config in
        config.logger = SilentLogger()
        config.module(DaVinciModule.config) { $0.startURL = "https://auth.test/env/as/authorize" }
        config.allowInsecureHTTP(hosts: ["auth.test-one-pingone.com"])
        config.allowOrigins(
            ["http://auth.test-one-pingone.com", "https://auth.pingone.ca"].compactMap(URL.init(string:)))
        config.module(server.module)
    }
    return (workflow, server)
}

/// The first node of a DaVinci flow whose first response is `body`.
func daVinciNode(_ body: JSON) async throws -> ContinueNode {
    let (workflow, _) = daVinci([(200, Data(body.description.utf8))])
    return try #require(await workflow.start() as? ContinueNode)
}

/// The first node of a DaVinci flow whose first response is the fixture `name`.
func daVinciNode(fixture name: String) async throws -> ContinueNode {
    try await daVinciNode(Fixture.json("davinci/\(name).json"))
}

/// The journey answering with `responses` and its server.
func journey(_ responses: [(status: Int, body: Data)]) -> (Journey, ScriptedServer) {
    let server = ScriptedServer(responses)
    let journey = Journey.createJourney { config in
        config.serverUrl = "https://am.test/am"
        config.logger = SilentLogger()
        config.module(server.module)
    }
    return (journey, server)
}

/// The first node of a journey whose first response is `body`.
func journeyNode(_ body: JSON) async throws -> ContinueNode {
    let (journey, _) = journey([(200, Data(body.description.utf8))])
    return try #require(await journey.start("Login") as? ContinueNode)
}

/// The first node of a journey holding `callbacks`, with `extra` top-level members.
func journeyNode(callbacks: [JSON], extra: [String: JSON] = [:]) async throws -> ContinueNode {
    var body: [String: JSON] = ["authId": "auth-1", "callbacks": .array(callbacks)]
    for (key, value) in extra { body[key] = value }
    return try await journeyNode(.object(JSONObject(body)))
}
