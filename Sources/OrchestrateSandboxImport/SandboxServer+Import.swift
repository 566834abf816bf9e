import Foundation
import OrchestrateGeneratorCore
@_exported import OrchestrateSandbox

extension SandboxScript {
    /// The script that plays the tenant's own exports, as `orchestrate-gen import` reads them: every tree of
    /// journey exports (frodo's files, Amster folders; node ids `<Tree>.<step>`), or every main flow of DaVinci
    /// flow exports (the first the default), with the user `demo` / `Demo-Passw0rd!`. `overlay` settles what
    /// the exports cannot say (the decisions the sandbox takes).
    ///
    /// Throws a `SandboxScriptError` whose reason lists the exports' located errors, also when only some
    /// trees or flows were refused: a test should not pass over a journey it meant to play. (The
    /// `orchestrate-sandbox --import` command plays the others and prints the refusals.)
    public init(importing exports: [URL], overlay: URL? = nil) throws {
        let imported = Commands.importedSandboxScript(paths: exports.map(\.path), overlay: overlay?.path)
        guard let text = imported.script, !imported.outcome.failed else {
            throw SandboxScriptError(
                source: exports.map(\.lastPathComponent).joined(separator: ", "), location: "",
                reason: imported.outcome.errors.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        try self.init(yaml: text, sourceName: "the imported exports")
    }
}

extension SandboxServer {
    /// A sandbox on loopback that plays `exports` (journey or DaVinci flow exports) with the overlay
    /// `overlay`, as `SandboxScript(importing:overlay:)` reads them, for an app's UI tests against the
    /// journeys and flows the tenant really has.
    ///
    /// ```swift
    /// let server = try SandboxServer(import: [Bundle.module.url(forResource: "Login.journey", withExtension: "json")!])
    /// let base = try await server.start()
    /// ```
    public init(import exports: [URL], overlay: URL? = nil) throws {
        self.init(script: try SandboxScript(importing: exports, overlay: overlay))
    }
}
