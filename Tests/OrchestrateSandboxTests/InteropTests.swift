import Foundation
import OrchestrateSandbox
import Testing

/// An independent OpenID Connect client signs in against the sandbox: Python's Authlib (with requests and
/// joserfc), from `Tests/Interop/authlib_client.py`, installed by `Scripts/setup-interop.sh` into
/// `.build/interop-venv` (issue 19, point 4).
///
/// The test makes that environment itself when it is missing (the setup script, once: about 20 s). Where
/// it cannot (no `python3`, no PyPI), it is skipped with the script's own words as the reason, except in
/// CI (`CI` set), where the environment is always made and a missing one fails the test.
@Suite("Interop: a third-party OpenID Connect client")
struct InteropTests {
    /// Whether the interop environment is there, made now if it was not; always `true` in CI, so that the
    /// test runs there and fails when the environment is missing.
    static let environmentReady: Bool = {
        if ProcessInfo.processInfo.environment["CI"].map({ !$0.isEmpty }) == true { return true }
        if FileManager.default.isExecutableFile(atPath: python.path) { return true }
        let setup = Process()
        setup.executableURL = URL(fileURLWithPath: "/bin/bash")
        setup.arguments = [root.appendingPathComponent("Scripts/setup-interop.sh").path]
        setup.standardInput = FileHandle.nullDevice
        guard (try? setup.run()) != nil else { return false }
        setup.waitUntilExit()
        return setup.terminationStatus == 0 && FileManager.default.isExecutableFile(atPath: python.path)
    }()

    /// The package's root, from this file's path (`Tests/OrchestrateSandboxTests/InteropTests.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The interpreter of the interop environment: `ORCHESTRATE_INTEROP_PYTHON`, or the setup script's venv.
    static var python: URL {
        if let path = ProcessInfo.processInfo.environment["ORCHESTRATE_INTEROP_PYTHON"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return root.appendingPathComponent(".build/interop-venv/bin/python")
    }

    @Test(
        "Authlib signs in: discovery, a +-encoded scope, the demo forms, PKCE, RS256 via jwks_uri, userinfo, rotation, revocation",
        .enabled(
            if: environmentReady,
            "no Python interop environment, and Scripts/setup-interop.sh could not make one (no python3, or no PyPI): run it to see why"
        ),
        .timeLimit(.minutes(2)))
    func authlibSignIn() async throws {
        let python = Self.python
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            let advice =
                "run Scripts/setup-interop.sh (it installs the pinned Authlib, requests and joserfc from PyPI "
                + "into .build/interop-venv), or set ORCHESTRATE_INTEROP_PYTHON"
            Issue.record("No Python interop environment at \(python.path): \(advice)")
            return
        }
        let server = SandboxServer()
        let base = try await server.start()
        let result: ProcessResult
        do {
            result = try await ProcessResult.run(
                python,
                arguments: [
                    Self.root.appendingPathComponent("Tests/Interop/authlib_client.py").path,
                    base.absoluteString, "--realm", "alpha", "--realm", "root",
                ])
        } catch {
            await server.stop()
            throw error
        }
        let journal = await server.journal()
        await server.stop()

        if result.status == 2 || result.standardError.contains("run Scripts/setup-interop.sh") {
            Issue.record("The interop environment is incomplete: run Scripts/setup-interop.sh\n\(result.standardError)")
            return
        }
        let failures = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("not ok") }
        #expect(
            result.status == 0,
            "authlib_client.py exited \(result.status):\n\(result.standardOutput)\n\(result.standardError)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        let summary = result.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        let counts = summary.split(separator: " ").compactMap { Int($0) }
        #expect(counts.count == 2 && counts[0] == counts[1] && counts[0] >= 40, "summary: \(summary)")

        // What reached the server: the scope as Authlib wrote it (with +), decoded to three scopes.
        let authorize = journal.first { $0.path == "/sandbox/as/authorize" }
        #expect(authorize?.queryValue("scope") == "openid email profile")
        #expect(journal.contains { $0.path == "/sandbox/as/jwks" })
        #expect(journal.contains { $0.path == "/am/oauth2/realms/root/realms/alpha/connect/jwk_uri" })
    }
}

/// A finished child process: its exit status and what it wrote.
struct ProcessResult: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Runs `executable` with `arguments` and waits for it to exit, reading both pipes as it goes. The
    /// blocking reads run on Dispatch threads, never on the cooperative pool that the in-process sandbox
    /// answers from (on a 2-core machine that pool has 2 threads).
    static func run(_ executable: URL, arguments: [String]) async throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        async let outData = readToEnd(output.fileHandleForReading)
        async let errData = readToEnd(error.fileHandleForReading)
        let (out, err) = await (outData, errData)
        // Both pipes closed: the child has exited, or is about to; wait for its status off the pool too.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                process.waitUntilExit()
                done.resume()
            }
        }
        return ProcessResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: out, as: UTF8.self),
            standardError: String(decoding: err, as: UTF8.self))
    }

    private static func readToEnd(_ handle: FileHandle) async -> Data {
        await withCheckedContinuation { (done: CheckedContinuation<Data, Never>) in
            DispatchQueue.global().async { done.resume(returning: handle.readDataToEndOfFile()) }
        }
    }
}
