// Runs signin-demo --journey: its walk through the generated JourneySignIn flow and typed nodes, against the
// embedded sandbox's AM tree `Login` or, with --server, another sandbox standing in for a real AM.
import Foundation
import OrchestrateSandbox
import Testing

@testable import signin_demo

/// signin-demo --journey, non-interactive and at its prompts.
@Suite struct JourneyDemoTests {
    /// The sandbox's demo user.
    let demo = SandboxScript.demoCredentials

    /// The step lines of a walk: the steps, the server's errors and the outcomes.
    func steps(_ console: RecordingConsole) -> [String] {
        console.lines.filter { $0.hasPrefix("▶") || $0.hasPrefix("✓") || $0.hasPrefix("✗") }
    }

    /// The lines of a walk after the banner, which alone prints the demo credentials.
    func walk(_ console: RecordingConsole) -> String {
        console.lines.filter { !$0.hasPrefix("Demo user:") }.joined(separator: "\n")
    }

    /// The CI run: a wrong password, the journey started again, the one-time code, tokens and sign-off, secrets masked.
    @Test func theOptionsWalkAWrongPasswordAndTheJourneyStartsAgainToTokensAndSignOff() async throws {
        let command = try SignInDemo.parse([
            "--journey", "--username", demo.username, "--password", "wrong-horse",
            "--password", demo.password, "--code", demo.oneTimeCode,
        ])
        let console = RecordingConsole()
        let success = try await command.signIn(console: console)
        let session = try #require(success.session)
        #expect(
            steps(console) == [
                "▶ Step credentials, node \"Sign In\": Enter your username and password",
                "✗ The server said: Login failure (HTTP 401)",
                "▶ Step credentials (again), node \"Sign In\": Enter your username and password",
                "▶ Step secondFactor, node \"Verify it's you\"",
                "▶ Step oneTimeCode, node \"One-time code\"",
                "✓ Step done: signed in",
                "✓ Signed off: tokens revoked, OIDC session ended, SSO session logged out",
            ])
        #expect(
            console.lines.contains(
                "  AM ended the journey; JourneySignIn.flow.yaml goes back to 'credentials': starting it again."))
        #expect(console.lines.contains("  Username: \(demo.username) (as before)"))
        #expect(console.lines.contains("  Second factor: One-time code"))
        #expect(console.lines.contains("Journey Login in realm root"))
        #expect(console.lines.contains("  SSO session received (not shown)"))
        let tokens =
            /^  Tokens received: an access token \(expires in (\d+) s\), a refresh token, an ID token \(not shown\)$/
        #expect(console.lines.contains { $0.wholeMatch(of: tokens) != nil }, "\(console.lines)")
        #expect(console.lines.contains("Demo user: \(demo.banner), security answer \(SandboxScript.demoKBAAnswer)"))
        #expect(console.prompts.isEmpty)
        // Secrets are masked: the passwords, the code and the SSO token appear nowhere but the banner's credentials.
        for secret in ["wrong-horse", demo.password, demo.oneTimeCode, session] {
            #expect(!walk(console).contains(secret), "\(secret.count)-character secret shown")
        }
        #expect(console.lines.filter { $0 == "  Password: \(AnswerBook.mask)" }.count == 2)
        #expect(console.lines.contains("  One-time code: \(AnswerBook.mask)"))
        #expect(!walk(console).contains("note:"))
    }

    /// `--answer` chooses the security question; a wrong answer is a 401 and the journey starts again.
    @Test func answerChoosesTheSecurityQuestionAndAWrongAnswerStartsAgain() async throws {
        let command = try SignInDemo.parse([
            "--journey", "--username", demo.username, "--password", demo.password,
            "--answer", "red", "--password", demo.password,
            "--answer", SandboxScript.demoKBAAnswer,
        ])
        let console = RecordingConsole()
        _ = try await command.signIn(console: console)
        #expect(
            steps(console) == [
                "▶ Step credentials, node \"Sign In\": Enter your username and password",
                "▶ Step secondFactor, node \"Verify it's you\"",
                "▶ Step securityQuestion, node \"Security question\"",
                "✗ The server said: Login failure (HTTP 401)",
                "▶ Step credentials (again), node \"Sign In\": Enter your username and password",
                "▶ Step secondFactor, node \"Verify it's you\"",
                "▶ Step securityQuestion, node \"Security question\"",
                "✓ Step done: signed in",
                "✓ Signed off: tokens revoked, OIDC session ended, SSO session logged out",
            ])
        #expect(console.lines.filter { $0 == "  Second factor: Security question" }.count == 2)
        #expect(console.lines.contains("  What is your favorite color?"))
        #expect(console.lines.filter { $0 == "  Answer: \(AnswerBook.mask)" }.count == 2)
        for secret in ["red", SandboxScript.demoKBAAnswer] {
            #expect(!walk(console).contains(": \(secret)"), "a security answer shown")
        }
    }

    /// Without options the password, the second factor (asked again when it is none of the choices) and the answer are asked, the secrets with typing hidden.
    @Test func whatTheOptionsLeaveOutIsAskedWithTheSecretsHidden() async throws {
        let command = try SignInDemo.parse(["--journey", "--username", demo.username])
        let console = RecordingConsole(typing: [demo.password, "3", "security question", SandboxScript.demoKBAAnswer])
        _ = try await command.signIn(console: console)
        let choice = "  Second factor (1 One-time code, 2 Security question): "
        #expect(console.prompts.map(\.prompt) == ["  Password: ", choice, choice, "  Answer: "])
        #expect(console.prompts.map(\.hidingTyping) == [true, false, false, true])
        #expect(console.lines.contains("  ✗ Choose 1 to 2, or a name"))
        #expect(console.lines.last == "✓ Signed off: tokens revoked, OIDC session ended, SSO session logged out")
    }

    /// Without a terminal and without `--code` or `--answer`, the walk stops with an error naming them.
    @Test func aSecondFactorNotChosenWhenTheInputEndsIsAClearError() async throws {
        let command = try SignInDemo.parse(["--journey", "--username", demo.username, "--password", demo.password])
        do {
            _ = try await command.signIn(console: RecordingConsole())
            Issue.record("signed in without a second factor")
        } catch let error as DemoError {
            #expect(error.description == "no second factor chosen: the input ended; choose one with --code or --answer")
        }
    }

    /// The spec's retry limit (two) stops the walk at the third 401.
    @Test func aPasswordWrongThreeTimesUsesUpTheSpecsRetries() async throws {
        let command = try SignInDemo.parse([
            "--journey", "--username", demo.username, "--password", "a", "--password", "b",
            "--password", "c", "--password", demo.password, "--code", demo.oneTimeCode,
        ])
        let console = RecordingConsole()
        do {
            _ = try await command.signIn(console: console)
            Issue.record("signed in after the retries were used up")
        } catch let error as DemoError {
            #expect(
                error.description
                    == "the sign-in failed: Login failure; JourneySignIn.flow.yaml allows no more retries after 'credentials'"
            )
        }
        #expect(steps(console).filter { $0.hasPrefix("✗") }.count == 3)
    }

    /// `--server`, `--realm`, `--client-id` and `--redirect-uri` reach another AM, its realm and its OIDC endpoints.
    @Test func serverSignsInThroughAnotherAMWithTokensInItsRealm() async throws {
        // A second sandbox stands in for a real AM: the demo reaches it only through the options.
        let am = SandboxServer()
        _ = try await am.start()
        defer { Task { await am.stop() } }
        let base = try #require(await am.amBaseURL()).absoluteString
        let command = try SignInDemo.parse([
            "--journey", "--server", base, "--realm", "alpha",
            "--client-id", SandboxClient.demo.id, "--redirect-uri", SandboxClient.demo.redirectURIs[0],
            "--username", demo.username, "--password", demo.password, "--code", demo.oneTimeCode,
        ])
        let console = RecordingConsole()
        let success = try await command.signIn(console: console)
        #expect(console.lines.first == "Orchestrate sign-in demo: JourneySignInFlow against AM at \(base)")
        #expect(console.lines.contains("Journey Login in realm alpha"))
        #expect(console.lines.last == "✓ Signed off: tokens revoked, OIDC session ended, SSO session logged out")
        let requests = await am.journal()
        let paths = requests.map(\.path)
        #expect(paths.first == "/am/oauth2/realms/root/realms/alpha/.well-known/openid-configuration")
        #expect(paths.contains("/am/json/realms/alpha/authenticate"))
        #expect(paths.contains("/am/oauth2/realms/root/realms/alpha/access_token"))
        #expect(paths.contains("/am/oauth2/realms/root/realms/alpha/token/revoke"))
        #expect(paths.contains("/am/json/realms/alpha/sessions"), "the SSO session logged out")
        // The spec's headers module sent its default on every journey request.
        let journeys = requests.filter { $0.path.hasSuffix("/authenticate") }
        #expect(journeys.count == 4, "the start and three nodes")
        #expect(journeys.allSatisfy { $0.header("x-requested-with") == "signin-demo/1.0" })
        #expect(!(await am.isSSOSessionActive(try #require(success.session))))
    }

    /// `--server` without a client: no OIDC, the SSO session is logged out at sign-off.
    @Test func serverWithoutAClientKeepsTheSSOSessionAloneAndLogsItOut() async throws {
        let am = SandboxServer()
        _ = try await am.start()
        defer { Task { await am.stop() } }
        let base = try #require(await am.amBaseURL()).absoluteString
        let command = try SignInDemo.parse([
            "--journey", "--server", base, "--username", demo.username,
            "--password", demo.password, "--answer", SandboxScript.demoKBAAnswer,
        ])
        let console = RecordingConsole()
        let success = try await command.signIn(console: console)
        #expect(
            console.lines.contains(
                "No OIDC client: the SSO session alone; the journey's nodes must match Sources/signin-demo/Journey.callbacks.yaml"
            ))
        #expect(!console.lines.contains { $0.contains("Tokens received") })
        #expect(console.lines.last == "✓ Signed off: SSO session logged out")
        #expect(!(await am.journal()).contains { $0.path.contains("/oauth2/") })
        #expect(!(await am.isSSOSessionActive(try #require(success.session))))
    }

    /// `--tree` runs another journey; a node none of the spec's steps matches is named by its callbacks.
    @Test func treeRunsAnotherJourneyWhoseNodesTheSpecDoesNotKnow() async throws {
        let command = try SignInDemo.parse(["--journey", "--tree", "Polling", "--username", demo.username])
        let console = RecordingConsole()
        do {
            _ = try await command.signIn(console: console)
            Issue.record("the Polling tree passed for Login")
        } catch let error as DemoError {
            #expect(
                error.description
                    == "the server sent a node of callbacks [NameCallback], which JourneySignIn.flow.yaml has no step for"
            )
        }
        #expect(console.lines.contains("Journey Polling in realm root"))
    }

    /// The options that go only with `--journey`, or only with `--server`, are refused elsewhere.
    @Test func theJourneyOptionsGoTogether() {
        for invalid in [
            ["--answer", "blue"], // --answer without --journey
            ["--journey", "--code", "1", "--answer", "blue"], // two second factors
            ["--journey", "--client-id", "x", "--redirect-uri", "app://cb"], // a client without --server
            ["--journey", "--server", "https://am.example/am", "--client-id", "x"],
            ["--journey", "--acr-values", "policy"],
            ["--realm", "alpha"], // --realm without --journey
            ["--journey", "--realm", ""],
        ] {
            #expect(throws: (any Error).self, "\(invalid)") { try SignInDemo.parse(invalid) }
        }
        for valid in [
            ["--journey", "--realm", "alpha", "--tree", "Login"],
            ["--journey", "--server", "https://am.example/am"],
            ["--journey", "--server", "https://am.example/am", "--client-id", "x", "--redirect-uri", "app://cb"],
        ] {
            #expect(throws: Never.self, "\(valid)") { try SignInDemo.parse(valid) }
        }
        #expect(
            JourneyServer.discoveryURL(serverUrl: "https://am.example/am", realm: "root")
                == "https://am.example/am/oauth2/realms/root/.well-known/openid-configuration")
        #expect(
            JourneyServer.discoveryURL(serverUrl: "https://am.example/am", realm: "/alpha")
                == "https://am.example/am/oauth2/realms/root/realms/alpha/.well-known/openid-configuration")
        let help = SignInDemo.helpMessage()
        #expect(help.contains("--journey") && help.contains("--answer") && help.contains("--realm"))
    }
}
