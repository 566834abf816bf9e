// Runs signin-demo's walk through its generated SignIn flow against the embedded sandbox, with the answers
// given as options or typed at its prompts (a recording console stands in for the terminal).
import Foundation
import OrchestrateSandbox
import Testing

@testable import signin_demo

/// A console that records every line and prompt and answers prompts from a list.
final class RecordingConsole: DemoConsole {
    private(set) var lines: [String] = []
    private(set) var prompts: [(prompt: String, hidingTyping: Bool)] = []
    private var typed: [String]

    init(typing typed: [String] = []) {
        self.typed = typed
    }

    func say(_ line: String) {
        lines.append(line)
    }

    func ask(_ prompt: String, hidingTyping: Bool) -> String? {
        prompts.append((prompt, hidingTyping))
        return typed.isEmpty ? nil : typed.removeFirst()
    }
}

@Suite struct SignInDemoTests {
    let demo = SandboxScript.demoCredentials

    @Test func theOptionsWalkAWrongPasswordRetryToSuccess() async throws {
        let command = try SignInDemo.parse([
            "--username", demo.username, "--password", "wrong-horse",
            "--password", demo.password, "--code", demo.oneTimeCode,
        ])
        let console = RecordingConsole()
        let success = try await command.signIn(console: console)
        let session = try #require(success.session)
        #expect(!session.isEmpty)
        let steps = console.lines.filter { $0.hasPrefix("▶") || $0.hasPrefix("✓") || $0.hasPrefix("✗") }
        #expect(
            steps == [
                "▶ Step signIn, form \"Sign On\": Enter your username and password",
                "✗ The server said: Invalid username and/or password (HTTP 400)",
                "▶ Step signIn (again), form \"Sign On\": Enter your username and password",
                "▶ Step otp, form \"One-time code\": Enter the 6-digit code we sent you",
                "✓ Step done: signed in",
                "✓ Signed off: tokens revoked, session ended",
            ])
        // The lifetime left is printed when the tokens arrive: 3600 s, or a little less on a loaded machine.
        let tokens =
            /^  Tokens received: an access token \(expires in (\d+) s\), a refresh token, an ID token \(not shown\)$/
        let left = console.lines.lazy.compactMap { $0.wholeMatch(of: tokens).flatMap { Int($0.1) } }.first
        #expect(left.map { (3540...3600).contains($0) } == true, "\(console.lines)")
        #expect(console.lines.contains("Demo user: \(demo.banner)"))
        #expect(console.prompts.isEmpty)
        // Secrets are masked: the typed password and code appear nowhere but the banner's demo credentials.
        let walk = console.lines.filter { !$0.hasPrefix("Demo user:") }.joined(separator: "\n")
        for secret in ["wrong-horse", demo.password, demo.oneTimeCode, session] {
            #expect(!walk.contains(secret), "\(secret.count)-character secret shown")
        }
        #expect(console.lines.filter { $0 == "  Password: \(AnswerBook.mask)" }.count == 2)
        #expect(!walk.contains("note:"))
    }

    @Test func whatTheOptionsLeaveOutIsAskedWithThePasswordHidden() async throws {
        let command = try SignInDemo.parse(["--username", demo.username])
        let console = RecordingConsole(typing: [demo.password, demo.oneTimeCode])
        _ = try await command.signIn(console: console)
        #expect(console.prompts.map(\.prompt) == ["  Password: ", "  One-time code: "])
        #expect(console.prompts.map(\.hidingTyping) == [true, false])
        #expect(console.lines.contains("  Username: \(demo.username)"))
    }

    @Test func aCodeTheFieldRejectsIsAskedAgainBeforeSending() async throws {
        let command = try SignInDemo.parse([
            "--username", demo.username, "--password", demo.password,
            "--code", "12", "--code", demo.oneTimeCode,
        ])
        let console = RecordingConsole()
        _ = try await command.signIn(console: console)
        #expect(console.lines.contains("  ✗ Enter the 6-digit code"))
        #expect(console.lines.filter { $0.hasPrefix("  One-time code:") }.count == 2)
    }

    @Test func runningOutOfAnswersIsAClearError() async throws {
        let command = try SignInDemo.parse(["--username", demo.username, "--password", "wrong-horse"])
        let console = RecordingConsole()
        do {
            _ = try await command.signIn(console: console)
            Issue.record("signed in with a wrong password")
        } catch let error as DemoError {
            #expect(error.description == "no password to send: the input ended; give one more with --password")
        }
        #expect(console.lines.contains("✗ The server said: Invalid username and/or password (HTTP 400)"))
    }

    @Test func serverSignsInThroughAnotherEnvironmentsDiscovery() async throws {
        // A second sandbox stands in for a real DaVinci environment: the demo reaches it only through the
        // discovery URL, client id and redirect URI given as options.
        let environment = SandboxServer()
        _ = try await environment.start()
        defer { Task { await environment.stop() } }
        let discovery = try #require(await environment.discoveryURL()).absoluteString
        let issuer = String(discovery.dropLast("/.well-known/openid-configuration".count))
        let command = try SignInDemo.parse([
            "--server", issuer, "--client-id", "orchestrate-demo", "--redirect-uri",
            "org.orchestrate.demo://oauth2redirect",
            "--username", demo.username, "--password", demo.password, "--code", demo.oneTimeCode,
        ])
        let console = RecordingConsole()
        _ = try await command.signIn(console: console)
        #expect(console.lines.first == "Orchestrate sign-in demo: SignInFlow against \(discovery)")
        #expect(console.lines.last == "✓ Signed off: tokens revoked, session ended")
        let paths = await environment.journal().map(\.path)
        #expect(paths.first == "/sandbox/as/.well-known/openid-configuration")
        #expect(paths.contains("/sandbox/as/token"))
        #expect(paths.contains("/sandbox/as/revoke"))
    }

    @Test func serverNeedsAClientAndARedirectURI() {
        #expect(throws: (any Error).self) { try SignInDemo.parse(["--server", "https://auth.example/env/as"]) }
        #expect(throws: (any Error).self) { try SignInDemo.parse(["--client-id", "x"]) }
        #expect(throws: Never.self) {
            try SignInDemo.parse([
                "--server", "https://auth.example/env/as", "--client-id", "x", "--redirect-uri", "app://cb",
            ])
        }
    }

    /// Issue 20: the password can come from the environment instead of the command line, and `--help` says so.
    @Test func thePasswordMayComeFromTheEnvironmentAndHelpSaysSo() async throws {
        let command = try SignInDemo.parse(["--username", demo.username, "--code", demo.oneTimeCode])
        let console = RecordingConsole()
        let success = try await command.signIn(
            console: console, environment: [AnswerBook.passwordVariable: demo.password])
        #expect(success.session?.isEmpty == false)
        #expect(console.prompts.isEmpty, "nothing was asked")
        #expect(console.lines.contains("  Password: \(AnswerBook.mask)"))
        let help = SignInDemo.helpMessage()
        #expect(help.contains("ORCHESTRATE_DEMO_PASSWORD"))
        #expect(help.contains("scripted demos only"))
    }
}
