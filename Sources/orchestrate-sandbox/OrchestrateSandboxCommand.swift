import ArgumentParser
import Foundation
import OrchestrateGeneratorCore
import OrchestrateSandbox

/// `orchestrate-sandbox`: serves a DaVinci- and PingAM-compatible sandbox on loopback until interrupted
/// (`serve`, the default), records walks through a real tenant (`record`), or scrubs a recording again (`scrub`).
@main
struct OrchestrateSandboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orchestrate-sandbox",
        abstract:
            "Serve the PingOne DaVinci and PingAM journey protocols locally, or record a real tenant to replay it.",
        subcommands: [ServeCommand.self, RecordCommand.self, ScrubCommand.self],
        defaultSubcommand: ServeCommand.self)
}

/// `orchestrate-sandbox [serve]`: plays a script, imported exports or a recording on loopback until interrupted.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the PingOne DaVinci and PingAM journey protocols locally, playing a script or a recording.",
        discussion: ScriptHelp.text)

    @Option(help: "The address to listen on (loopback unless you mean to serve other machines).")
    var host = "127.0.0.1"

    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp(
            "A host name requests may name in their Host header besides loopback ones and --host (`*`: any); repeat for more. "
                + "Other requests are answered 421, against DNS rebinding.", valueName: "name"))
    var allowedHosts: [String] = []

    @Option(help: "The port to listen on (0 picks a free port).")
    var port: UInt16 = 8080

    @Option(name: .customLong("env"), help: "The environment id path segment of every DaVinci URL.")
    var environmentID = "sandbox"

    @Option(help: ArgumentHelp("A YAML or JSON script to play instead of the built-in demo.", valueName: "file"))
    var script: String?

    @Option(
        name: .customLong("import"),
        help: ArgumentHelp(
            "A journey export (frodo's, amtree.sh's, or a folder of Amster or file-based entities) or a DaVinci flow export to play instead "
                + "of a script: each tree (or main flow) as `orchestrate-gen import journey` (or `import davinci`) "
                + "writes it; repeat for more.",
            valueName: "export"))
    var imports: [String] = []

    @Option(help: ArgumentHelp("With --import: the overlay of what the exports cannot say.", valueName: "file"))
    var overlay: String?

    @Option(
        help: ArgumentHelp(
            "A recording (`orchestrate-sandbox record`) to answer from, as the recorded tenant did, instead of a script.",
            valueName: "file"))
    var replay: String?

    @Option(
        help: ArgumentHelp(
            "A PEM RSA private key (2048 bits or more) to sign ID tokens with (RS256), so their kid and signatures stay the same "
                + "across runs; by default a new key is made each run.", valueName: "file"))
    var signingKey: String?

    @Option(
        help: ArgumentHelp(
            "Seconds a response (a scripted delay included) may take before the server answers 500.",
            valueName: "seconds"))
    var handlerTimeout: Double = SandboxServer.defaultHandlerTimeout

    @Flag(help: "Print the built-in demo script (a complete example of the format) and exit.")
    var printDemoScript = false

    @Flag(help: "Also stop when standard input closes (for test harnesses and pipes).")
    var untilStdinCloses = false

    func validate() throws {
        guard handlerTimeout > 0, handlerTimeout.isFinite else {
            throw ValidationError("--handler-timeout must be a positive number of seconds")
        }
        if script != nil, !imports.isEmpty { throw ValidationError("--script and --import cannot be used together") }
        if overlay != nil, imports.isEmpty { throw ValidationError("--overlay goes with --import") }
        if replay != nil, script != nil || !imports.isEmpty {
            throw ValidationError("--replay cannot be used with --script or --import")
        }
    }

    /// The script to play: the imported exports', the file's, or the demo.
    private func loadScript() throws -> SandboxScript {
        guard !imports.isEmpty else {
            // A SandboxScriptError already names the file, the place in it and the problem.
            return try script.map { try SandboxScript(contentsOf: URL(fileURLWithPath: $0)) } ?? .demo
        }
        let imported = Commands.importedSandboxScript(paths: imports, overlay: overlay)
        FileHandle.standardError.write(Data(imported.outcome.errors.utf8))
        guard let text = imported.script else { throw ExitCode.failure }
        return try SandboxScript(yaml: text, sourceName: "the imported journeys")
    }

    mutating func run() async throws {
        if printDemoScript {
            print(SandboxScript.demoYAML)
            return
        }
        if let replay {
            try await serveReplay(of: replay)
            return
        }
        let loaded = try loadScript()
        var oidc = SandboxOIDCSettings()
        // A SandboxSigningKeyError names the file, never the key.
        oidc.signingKey = try signingKey.map { try SandboxSigningKey(contentsOf: URL(fileURLWithPath: $0)) }
        // No journal: nothing can read it from outside the process, and a long-running server must not grow.
        warnUnlessLoopback(host)
        let server = SandboxServer(
            script: loaded, host: host, port: port, environmentID: environmentID,
            oidc: oidc, journalLimit: 0, handlerTimeout: handlerTimeout, allowedHosts: Set(allowedHosts))
        let stop = ShutdownSignal(untilStdinCloses: untilStdinCloses)
        let base = try await server.start()
        var line = "orchestrate-sandbox listening on \(base.absoluteString)"
        if let authorize = await server.authorizeURL() {
            line += " | authorize: \(authorize.absoluteString)"
        }
        if script == nil, imports.isEmpty {
            line += " | demo user: \(SandboxScript.demoCredentials.banner)"
        } else if !imports.isEmpty {
            line += " | imported journeys' user: demo / Demo-Passw0rd! (code 123456, security answer blue)"
        }
        if let discovery = await server.discoveryURL(), let client = server.oidc.clients.first {
            line +=
                " | OIDC discovery: \(discovery.absoluteString), client \(client.id), redirect URI \(client.redirectURIs.joined(separator: " "))"
            line += oidc.signingKey.map { " | ID tokens RS256, kid \($0.keyID)" } ?? " | ID tokens RS256, a new key"
        }
        Console.printLine(line)
        if !loaded.treeNames.isEmpty, let amBase = await server.amBaseURL() {
            var amLine = "AM: serverUrl \(amBase.absoluteString) | trees: \(loaded.treeNames.joined(separator: ", "))"
            if let start = await server.journeyURL() {
                amLine += " | start: POST \(start.absoluteString)?authIndexType=service&authIndexValue=<tree>"
            }
            if let discovery = await server.amDiscoveryURL() {
                amLine += " | OIDC discovery: \(discovery.absoluteString)"
            }
            if script == nil, imports.isEmpty { amLine += " | KBA answer: \(SandboxScript.demoKBAAnswer)" }
            Console.printLine(amLine)
            Console.printLine(
                "Messages (AM suspend emails, AM and DaVinci polling approvals) are printed below as they are sent; "
                    + "follow an approval link with GET to approve.")
        }
        let messages = Task { await Self.printMessages(of: server) }
        let reason = await stop.wait()
        messages.cancel()
        Console.printLine("orchestrate-sandbox stopping (\(reason))")
        await server.stop()
    }
}

extension ServeCommand {
    /// Answers from a recording until interrupted, printing each request the recording does not hold.
    func serveReplay(of path: String) async throws {
        // A SandboxRecordingError names the file and what is wrong with it.
        // A recording that still holds a value today's rules take for a secret is refused, saying where.
        let recording = try SandboxRecording(contentsOf: URL(fileURLWithPath: path)).checkedForSecrets(path: path)
        warnUnlessLoopback(host)
        let server = try SandboxServer(
            replaying: recording, host: host, port: port, journalLimit: 1_000, allowedHosts: Set(allowedHosts))
        let stop = ShutdownSignal(untilStdinCloses: untilStdinCloses)
        let base = try await server.start()
        Console.printLine(
            "orchestrate-sandbox replaying \(path) (\(recording.exchanges.count) exchanges, \(recording.walkCount) walks of "
                + "\(recording.upstream)) on \(base.absoluteString): use it in place of \(recording.upstream)")
        let mismatches = Task { await Self.printMismatches(of: server) }
        let reason = await stop.wait()
        mismatches.cancel()
        Console.printLine("orchestrate-sandbox stopping (\(reason))")
        await server.stop()
    }

    /// Prints each request a replay did not find in its recording, with what it expected, until cancelled.
    static func printMismatches(of server: SandboxServer) async {
        var printed = Set<Date>()
        while !Task.isCancelled {
            let journal = await server.journal()
            for record in journal where record.note != nil && !printed.contains(record.receivedAt) {
                Console.printError("mismatch: \(record.note ?? "")")
            }
            printed = Set(journal.filter { $0.note != nil }.map(\.receivedAt))
            try? await Task.sleep(for: .milliseconds(500))
        }
    }

    /// Warns on standard error when `host` is not loopback.
    func warnUnlessLoopback(_ host: String) {
        if !SandboxServer.isLoopback(host: host) {
            Console.printError(
                "warning: listening on \(host), not loopback: other machines can reach the sandbox, its test users and their tokens"
            )
        }
    }

    /// Prints each message the server sends (its kind, recipient and link: the link is the point of the
    /// sandbox; nothing else secret is in a message) until cancelled.
    static func printMessages(of server: SandboxServer) async {
        var printed = Set<URL>()
        while !Task.isCancelled {
            let messages = await server.sentMessages()
            for message in messages where !printed.contains(message.link) {
                let origin = message.link.path.hasPrefix("/am/") ? "AM" : "DaVinci"
                let source = origin == "AM" ? "tree" : "flow"
                Console.printLine(
                    "\(origin) \(message.kind.rawValue) to \(message.recipient) (\(source) \(message.tree)): "
                        + message.link.absoluteString)
            }
            // Links are unique; keep only those the server still holds, so the set stays bounded.
            printed = Set(messages.map(\.link))
            try? await Task.sleep(for: .milliseconds(500))
        }
    }
}

/// Writes whole lines to standard output (or error) and flushes, so pipes see them at once.
enum Console {
    static func printLine(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
