import ArgumentParser
import Foundation
import OrchestrateSandbox

/// `orchestrate-sandbox record`: a recording proxy on loopback in front of a real tenant.
struct RecordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record walks through a real tenant, secrets replaced, to replay them with --replay.",
        discussion: """
            Point the app (or signin-demo, or a UI test) at the printed URL instead of the tenant and sign in, once \
            per walk to record (a wrong password, the second factor, a registration). Every exchange is written to \
            the output file as it happens; an existing recording of the same tenant is appended to. Typed values, \
            tokens, codes, authId and cookies are replaced by placeholders the file's header lists, so the file can \
            be reviewed and committed.
            """)

    @Option(
        help: ArgumentHelp(
            "The tenant's origin, such as https://auth.pingone.com (http only for loopback).", valueName: "url"))
    var upstream: String

    @Option(help: ArgumentHelp("The recording file to write (or append to).", valueName: "file"))
    var output: String

    @Option(help: "The address to listen on (loopback unless you mean other machines to reach the tenant through it).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free port).")
    var port: UInt16 = 8080

    @Option(
        name: .customLong("trust-certificate"),
        help: ArgumentHelp(
            "A PEM or DER certificate to trust for the upstream besides the system's roots (Apple platforms); repeat for more.",
            valueName: "file"))
    var trustedCertificates: [String] = []

    @Option(
        name: .customLong("sso-cookie"),
        help: ArgumentHelp(
            "The tenant's SSO cookie name when it is not iPlanetDirectoryPro (an Identity Cloud tenant's random name); "
                + "repeat for more. The recorder also reads it from GET /json/serverinfo/* and from the cookie set to the tokenId.",
            valueName: "name"))
    var ssoCookies: [String] = []

    @Flag(help: "Also stop when standard input closes (for test harnesses and pipes).")
    var untilStdinCloses = false

    func run() async throws {
        guard let upstreamURL = URL(string: upstream) else {
            throw ValidationError("--upstream is not a URL: \(upstream)")
        }
        let roots = try trustedCertificates.flatMap { path -> [Data] in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let certificates = RecordingProxy.certificates(in: data)
            if certificates.isEmpty { throw ValidationError("\(path) holds no PEM or DER certificate") }
            return certificates
        }
        if !SandboxServer.isLoopback(host: host) {
            Console.printError(
                "warning: recording on \(host), not loopback: other machines can walk the tenant through the recorder "
                    + "and read what it forwards")
        }
        let proxy = try RecordingProxy(
            upstream: upstreamURL, output: URL(fileURLWithPath: output), host: host, port: port,
            ssoCookieNames: ssoCookies, extraRoots: roots)
        let stop = ShutdownSignal(untilStdinCloses: untilStdinCloses)
        let base = try await proxy.start()
        Console.printLine(
            "orchestrate-sandbox recording \(proxy.upstream) into \(output) | point the app at \(base.absoluteString) "
                + "in place of \(proxy.upstream) (Journey serverUrl: \(base.absoluteString)/am if the tenant's is …/am)"
        )
        let progress = Task { await Self.printExchanges(of: proxy) }
        let reason = await stop.wait()
        progress.cancel()
        await proxy.stop()
        let recording = await proxy.currentRecording()
        Console.printLine(
            "orchestrate-sandbox stopping (\(reason)): \(recording.exchanges.count) exchanges, \(recording.walkCount) walks, "
                + "\(recording.replacements.count) values replaced, in \(output)")
    }

    /// Prints each exchange as recorded (method, path with its secrets replaced, status), and each note of the
    /// recorder on standard error, until cancelled.
    static func printExchanges(of proxy: RecordingProxy) async {
        var printed = await proxy.currentRecording().exchanges.count
        var notesPrinted = 0
        while !Task.isCancelled {
            let exchanges = await proxy.currentRecording().exchanges
            for exchange in exchanges.dropFirst(printed) {
                Console.printLine(
                    "walk \(exchange.walk): \(exchange.request.method) \(exchange.request.path) → \(exchange.response.status)"
                )
            }
            printed = exchanges.count
            let notes = await proxy.recordingNotes()
            for note in notes.dropFirst(notesPrinted) { Console.printError("note: \(note)") }
            notesPrinted = notes.count
            try? await Task.sleep(for: .milliseconds(300))
        }
    }
}

/// `orchestrate-sandbox scrub`: a recording scrubbed again with today's rules, in place, without the server.
struct ScrubCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrub",
        abstract: "Scrub a recording again with this build's secret rules, in place, without the server.",
        discussion: """
            A recording made before a rule existed (or edited by hand) may hold values this build takes for secrets; \
            --replay and `orchestrate-gen import recording` refuse it and say where. This replaces each such value by \
            a placeholder, keeps the placeholders the file has, and writes the file again (mode 0600). It prints each \
            replacement it added (where, and what kind of value: never the value); review the file before you commit it.
            """)

    @Argument(help: ArgumentHelp("The recording file.", valueName: "file"))
    var file: String

    @Option(
        name: .customLong("sso-cookie"),
        help: ArgumentHelp(
            "The tenant's SSO cookie name when it is not iPlanetDirectoryPro; repeat for more.", valueName: "name"))
    var ssoCookies: [String] = []

    @Flag(help: "Only say what would be replaced; write nothing (exit 1 when something would be).")
    var check = false

    func run() throws {
        let url = URL(fileURLWithPath: file)
        let recording = try SandboxRecording(contentsOf: url)
        let (scrubbed, added) = recording.scrubbed(ssoCookieNames: ssoCookies)
        for replacement in added {
            Console.printLine("\(replacement.placeholder): \(replacement.kind.rawValue) at \(replacement.firstSeen)")
        }
        if check {
            Console.printLine("\(file): \(added.count) value\(added.count == 1 ? "" : "s") to replace")
            if !added.isEmpty { throw ExitCode.failure }
            return
        }
        try scrubbed.write(to: url)
        Console.printLine(
            "\(file): \(added.count) value\(added.count == 1 ? "" : "s") replaced, written with mode 0600")
    }
}
