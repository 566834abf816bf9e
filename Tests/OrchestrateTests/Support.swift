import Foundation
import Orchestrate

/// Reads the DaVinci payloads copied from the fixture set into `Fixtures/davinci`.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/davinci")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func json(_ name: String) throws -> JSON {
        try JSON.parse(data(name))
    }
}

/// A logger that keeps every line, to assert what reaches logs.
final class CapturingLogger: OrchestrateLogger {
    private let lines = Locked<[String]>([])

    func log(_ level: LogLevel, _ message: String) {
        lines.withLock { $0.append("\(level): \(message)") }
    }

    var all: [String] { lines.current }
}

/// Answers every request with responses from `responses`, in turn (the last one repeats), and keeps the
/// requests it was given. Only for tests of pure response handling; HTTP tests use the sandbox.
final class ScriptedTransport: Sendable {
    struct Canned: Sendable {
        var status: Int
        var body: Data
        var headers: [(String, String)] = []
    }

    private let responses: [Canned]
    private let sent = Locked<[Request.Parts]>([])

    init(_ responses: [Canned]) {
        self.responses = responses
    }

    var requests: [Request.Parts] { sent.current }

    var module: Module<Void> {
        Module.of { setup in
            setup.transport { request in
                let index = self.sent.withLock { sent in
                    sent.append(request.parts)
                    return sent.count - 1
                }
                let canned = self.responses[min(index, self.responses.count - 1)]
                return Response(
                    url: try request.resolvedURL(), status: canned.status,
                    headers: HTTPHeaders(canned.headers), body: canned.body)
            }
        }
    }
}

extension ScriptedTransport.Canned {
    static func fixture(_ name: String, status: Int = 200) throws -> Self {
        Self(status: status, body: try Fixture.data(name))
    }

    static func text(_ text: String, status: Int, headers: [(String, String)] = []) -> Self {
        Self(status: status, body: Data(text.utf8), headers: headers)
    }
}

/// A DaVinci workflow whose transport answers with `responses`, started at a fixed URL.
func scriptedDaVinci(_ responses: [ScriptedTransport.Canned], logger: any OrchestrateLogger = SilentLogger())
    -> (Workflow, ScriptedTransport)
{
    let transport = ScriptedTransport(responses)
    let workflow = DaVinci.createDaVinci { config in
        config.logger = logger
        config.module(DaVinciModule.config) { $0.startURL = "https://auth.test/env/as/authorize" }
        // The captured fixtures' next links name other hosts, one over plain http: allowed visibly.
        config.allowInsecureHTTP(hosts: ["auth.test-one-pingone.com"])
        config.allowOrigins(
            ["http://auth.test-one-pingone.com", "https://auth.pingone.ca"].compactMap(URL.init(string:)))
        config.module(transport.module)
    }
    return (workflow, transport)
}
