import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// Runs `body` with a sandbox (the demo script: alice / Passw0rd! / 123456) on an ephemeral loopback
/// port, then stops it.
func withPingSandbox<T>(_ body: (SandboxServer) async throws -> T) async throws -> T {
    let server = SandboxServer(script: .demo)
    _ = try await server.start()
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// The demo user's credentials and the sandbox's registered demo client.
let demoUser = SandboxScript.demoCredentials
let demoClient = SandboxClient.demo

/// The journaled requests whose path ends with `suffix`, in order.
func journaled(_ server: SandboxServer, endingWith suffix: String) async -> [SandboxRecord] {
    await server.journal().filter { $0.path.hasSuffix(suffix) }
}

/// A logger that keeps the lines it is given, to check what reached it.
final class LineRecorder: OrchestrateLogger {
    private let lines = Locked<[(LogLevel, String)]>([])

    /// Keeps the line.
    func log(_ level: LogLevel, _ message: String) { lines.withLock { $0.append((level, message)) } }

    /// Every line kept, in order.
    var all: [(level: LogLevel, message: String)] { lines.current.map { (level: $0.0, message: $0.1) } }
}
