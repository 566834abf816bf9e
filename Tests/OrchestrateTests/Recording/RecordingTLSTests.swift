import Foundation
import OrchestrateSandbox
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The recorder talks to a TLS upstream with its certificate checked: a self-signed upstream is refused
/// (a 502 naming the certificate problem, nothing recorded); extra trusted roots make it work on Apple
/// platforms, and are refused with a clear error on Linux, whose URLSession trusts the system store only.
/// The upstream is Python's `ssl` with a certificate `openssl` makes for 127.0.0.1 in the test.
@Suite(
    .enabled(
        if: TLSUpstream.toolsPresent,
        "needs python3 and openssl on PATH to serve a TLS upstream with a test certificate"))
struct RecordingTLSTests {
    @Test func aSelfSignedUpstreamIsRefusedUnlessItsCertificateIsTrusted() async throws {
        let scratch = try ScratchRecording()
        defer { scratch.remove() }
        let upstream = try TLSUpstream(folder: scratch.folder)

        let client = URLSession(configuration: .ephemeral)
        let proxy = try RecordingProxy(upstream: upstream.url, output: scratch.file)
        let base = try await proxy.start()
        let (body, response) = try await client.data(from: try #require(URL(string: base.string("/as/authorize"))))
        await proxy.stop()
        #expect((response as? HTTPURLResponse)?.statusCode == 502)
        #expect(String(decoding: body, as: UTF8.self).lowercased().contains("certificate"))
        #expect(!FileManager.default.fileExists(atPath: scratch.file.path), "nothing is recorded")

        let roots = RecordingProxy.certificates(in: try Data(contentsOf: upstream.certificate))
        #expect(roots.count == 1)
        #if canImport(Security)
        let trusting = try RecordingProxy(upstream: upstream.url, output: scratch.file, extraRoots: roots)
        let trustedBase = try await trusting.start()
        let (_, answer) = try await client.data(
            from: try #require(URL(string: trustedBase.string("/as/authorize"))))
        await trusting.stop()
        #expect((answer as? HTTPURLResponse)?.statusCode == 200)
        #expect(try SandboxRecording(contentsOf: scratch.file).exchanges.count == 1)
        #else
        #expect(throws: RecordingProxyError.extraRootsUnsupported) {
            try RecordingProxy(upstream: upstream.url, output: scratch.file, extraRoots: roots)
        }
        #endif
        upstream.stop()
    }

    /// On Linux, URLSession trusts the system bundle only, so the test gives the recorder process a system bundle
    /// holding the test certificate: `orchestrate-sandbox record` runs in a private mount namespace
    /// (`unshare --user --map-root-user --mount`) where that bundle is bind-mounted over
    /// `/etc/ssl/certs/ca-certificates.crt`. Nothing outside that process sees the change.
    @Test(
        .enabled(
            if: RecorderInNamespace.available,
            "needs Linux, a built orchestrate-sandbox next to the tests and user namespaces (unshare -U -r -m)"))
    func aRecorderThatTrustsTheTestCertificateRecordsTheTLSUpstream() async throws {
        let scratch = try ScratchRecording()
        defer { scratch.remove() }
        let upstream = try TLSUpstream(folder: scratch.folder)
        defer { upstream.stop() }
        let recorder = try RecorderInNamespace(
            upstream: upstream.url, trusting: upstream.certificate, output: scratch.file, folder: scratch.folder)
        defer { recorder.stop() }

        let client = URLSession(configuration: .ephemeral)
        let (body, response) = try await client.data(
            from: try #require(URL(string: recorder.base.string("/as/authorize?client_id=demo"))))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"ok": true}"#)
        let recording = try await recorder.recording(holding: 1)
        #expect(recording.upstream == upstream.url.absoluteString)
        #expect(recording.exchanges.map(\.request.path) == ["/as/authorize"])
        #expect(recording.exchanges.first?.response.status == 200)
    }
}

/// An HTTPS server on 127.0.0.1 answering `{"ok": true}` to every GET, with a fresh self-signed certificate.
struct TLSUpstream {
    static var toolsPresent: Bool {
        ["python3", "openssl"].allSatisfy { tool in
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
                FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
            }
        }
    }

    let process: Process
    /// The server's standard output (its port) and openssl's chatter, held while the server runs.
    let output = Pipe()
    let serverErrors = Pipe()
    let input = Pipe()
    let opensslOutput = Pipe()
    let url: URL
    let certificate: URL

    init(folder: URL) throws {
        certificate = folder.appendingPathComponent("cert.pem")
        let key = folder.appendingPathComponent("key.pem")
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key.path, "-out", certificate.path,
            "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
        ]
        openssl.standardError = opensslOutput
        try openssl.run()
        openssl.waitUntilExit()
        try #require(openssl.terminationStatus == 0)

        // The server exits when its standard input closes (this process ended), and on SIGKILL from `stop()`;
        // it holds none of this process's output, so that a test runner waiting for that output never waits on it.
        let server = """
            import http.server, ssl, sys, threading, os
            class Handler(http.server.BaseHTTPRequestHandler):
                def do_GET(self):
                    body = b'{"ok": true}'
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                def log_message(self, *args): pass
            threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
            httpd = http.server.HTTPServer(("127.0.0.1", 0), Handler)
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(sys.argv[1], sys.argv[2])
            httpd.socket = context.wrap_socket(httpd.socket, server_side=True)
            print(httpd.server_address[1], flush=True)
            httpd.serve_forever()
            """
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", server, certificate.path, key.path]
        process.standardOutput = output
        process.standardError = serverErrors
        process.standardInput = input
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let port = try #require(
            Int(line.trimmingCharacters(in: .whitespacesAndNewlines)), "the TLS upstream printed \(line)")
        url = try #require(URL(string: "https://127.0.0.1:\(port)"))
    }

    /// Ends the server (SIGKILL, which nothing can ignore). It does not wait: on Linux, Foundation learns of a
    /// child's exit through a run loop no test task runs, so `waitUntilExit` and `isRunning` would wait for ever.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        try? input.fileHandleForWriting.close()
    }
}

/// `orchestrate-sandbox record` as its own process, in a private user and mount namespace whose system CA bundle
/// (`/etc/ssl/certs/ca-certificates.crt`, Debian's and Ubuntu's) is the machine's plus one test certificate.
struct RecorderInNamespace {
    static let systemBundle = "/etc/ssl/certs/ca-certificates.crt"

    /// The `orchestrate-sandbox` built with these tests: next to the test bundle (`.build/debug`).
    static var executable: URL? {
        for bundle in Bundle.allBundles.map(\.bundleURL) + [Bundle.main.bundleURL] {
            var folder = bundle
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("orchestrate-sandbox")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Linux with the system bundle at Debian's path, the built recorder, and `unshare -U -r -m` allowed.
    static let available: Bool = {
        #if canImport(Security)
        return false
        #else
        guard executable != nil, FileManager.default.fileExists(atPath: systemBundle) else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["unshare", "--user", "--map-root-user", "--mount", "true"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
        #endif
    }()

    let process = Process()
    let output = Pipe()
    let errors = Pipe()
    let input = Pipe()
    let file: URL
    /// The recorder's own URL, as it printed it.
    let base: URL

    init(upstream: URL, trusting certificate: URL, output file: URL, folder: URL) throws {
        self.file = file
        let bundle = folder.appendingPathComponent("ca-certificates.crt")
        var roots = try Data(contentsOf: URL(fileURLWithPath: Self.systemBundle))
        roots.append(contentsOf: Array("\n".utf8))
        roots.append(try Data(contentsOf: certificate))
        try roots.write(to: bundle)
        let executable = try #require(Self.executable)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "unshare", "--user", "--map-root-user", "--mount", "sh", "-c",
            #"mount --bind "$1" "$2" && exec "$3" record --upstream "$4" --port 0 --output "$5" --until-stdin-closes"#,
            "sh", bundle.path, Self.systemBundle, executable.path, upstream.absoluteString, file.path,
        ]
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        // "… | point the app at http://127.0.0.1:PORT in place of …"
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let printed = line.components(separatedBy: "point the app at ").dropFirst().first?
            .split(separator: " ").first.map(String.init)
        base = try #require(printed.flatMap(URL.init(string:)), "the recorder printed \(line)")
    }

    /// The recording once it holds `count` exchanges (it is written after each), waiting up to five seconds.
    func recording(holding count: Int) async throws -> SandboxRecording {
        for _ in 0..<50 {
            if let recording = try? SandboxRecording(contentsOf: file), recording.exchanges.count >= count {
                return recording
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        return try SandboxRecording(contentsOf: file)
    }

    /// Ends the recorder: its standard input closes, and SIGKILL in case it does not listen. It does not wait
    /// (see ``TLSUpstream/stop()``).
    func stop() {
        try? input.fileHandleForWriting.close()
        kill(process.processIdentifier, SIGKILL)
    }
}
