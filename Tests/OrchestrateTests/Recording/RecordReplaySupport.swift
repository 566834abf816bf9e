import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// What a client saw of a walk, node by node (`continue` with its fields, `error` with its message, `success`),
/// and the secrets it was given, to compare a walk through the upstream with the same walk through a replay.
struct WalkSeen: Equatable {
    var nodes: [String] = []
    var accessToken = ""
    var refreshToken = ""
    var idToken = ""

    /// Adds `node` to ``nodes`` and returns it.
    @discardableResult mutating func saw(_ node: any Node) -> any Node {
        switch node {
        case let step as ContinueNode:
            let fields = step.actions.map { action -> String in
                if let collector = action as? any Collector { return "\(type(of: collector)):\(collector.key)" }
                return String(describing: type(of: action))
            }
            nodes.append("continue " + fields.joined(separator: ", "))
        case let error as ErrorNode: nodes.append("error \(error.status) \(error.message)")
        case is SuccessNode: nodes.append("success")
        case let failure as FailureNode: nodes.append("failure \(failure.cause)")
        default: nodes.append(String(describing: type(of: node)))
        }
        return node
    }

    /// The nodes alone: what must be the same through the upstream and through a replay.
    static func == (lhs: WalkSeen, rhs: WalkSeen) -> Bool { lhs.nodes == rhs.nodes }
}

/// A scratch file for one recording, removed with its folder when the test's scope ends.
struct ScratchRecording {
    let folder: URL
    var file: URL { folder.appendingPathComponent("walks.recording.json") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orchestrate-recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// A DaVinci workflow with OIDC whose every URL comes from `discovery` (the recorder's or a replay's).
func recordedDaVinci(discovery: String) -> Workflow {
    DaVinci.createDaVinci { config in
        config.timeout = loopbackTestTimeout
        config.logger = SilentLogger()
        config.module(CookieModule.config) { $0.persist = ["ST"] }
        config.module(OidcModule.config) { oidc in
            oidc.clientId = SandboxClient.demo.id
            oidc.discoveryEndpoint = discovery
            oidc.scopes = ["openid", "profile", "email"]
            oidc.redirectUri = SandboxClient.demo.redirectURIs[0]
            oidc.storage = MemoryStorage<Token>()
        }
    }
}

/// A journey with OIDC against `amBase` (`<origin>/am`), realm `alpha`.
func recordedJourney(amBase: String) -> Journey {
    Journey.createJourney { config in
        config.serverUrl = amBase
        config.realm = "alpha"
        config.logger = SilentLogger()
        config.timeout = loopbackTestTimeout
        config.module(OidcModule.config) { oidc in
            oidc.clientId = SandboxClient.demo.id
            oidc.discoveryEndpoint = amBase + "/oauth2/realms/root/realms/alpha/.well-known/openid-configuration"
            oidc.scopes = ["openid", "profile", "email"]
            oidc.redirectUri = SandboxClient.demo.redirectURIs[0]
            oidc.storage = MemoryStorage<Token>()
        }
    }
}

/// A recorder in front of a sandbox, on a scratch file: what every record-and-replay test starts with.
struct RecordingRig {
    let scratch: ScratchRecording
    let upstream: SandboxServer
    let proxy: RecordingProxy
    /// The sandbox's base URL (a walk straight to it) and the recorder's (a walk recorded).
    let upstreamBase: URL
    let proxyBase: URL

    init() async throws {
        scratch = try ScratchRecording()
        upstream = SandboxServer()
        upstreamBase = try await upstream.start()
        proxy = try RecordingProxy(upstream: upstreamBase, output: scratch.file)
        proxyBase = try await proxy.start()
    }

    /// Stops the recorder and the sandbox, and returns what the file holds.
    func stop() async throws -> SandboxRecording {
        await proxy.stop()
        await upstream.stop()
        return try SandboxRecording(contentsOf: scratch.file)
    }
}
