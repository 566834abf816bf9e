// The flows `orchestrate-gen import recording --prefix Recorded` typed from a recording of every walk of
// signin-demo (Tests/Recorded/signin-demo.recording.json, made by Scripts/record-signin-demo.sh through
// `orchestrate-sandbox record`): their generated code run against a replay of that recording, and against the
// sandbox playing the script the same import wrote.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct RecordedSignInTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func recording() throws -> SandboxRecording {
        try SandboxRecording(contentsOf: folder.appendingPathComponent("Recorded/signin-demo.recording.json"))
    }

    /// The password typed in recorded walk `walk` (its placeholder: the recording's header lists it).
    static func password(typedIn walk: Int, of recording: SandboxRecording) throws -> String {
        let typed = recording.exchanges.filter { $0.walk == walk }.compactMap { exchange -> String? in
            guard case .json(let body) = exchange.request.body else { return nil }
            return body["callbacks"]?.arrayValue?.first { $0["type"] == "PasswordCallback" }?["input"]?[0]?["value"]?
                .stringValue
        }
        return try #require(typed.first)
    }

    /// The journey: alice signs in, chooses the one-time code (or the security question) and answers it.
    static func journey(password: @escaping @Sendable (Int) -> String, secondFactor: Int)
        -> RecordedLoginFlow.Interaction
    {
        RecordedLoginFlow.Interaction(
            signIn: { form, state in
                form.userName.name = "alice"
                form.password.password = password(state.visits)
                return await form.submit()
            },
            verifyItSYou: { form, _ in
                form.howDoYouWantToVerifyItSYou.selectedIndex = secondFactor
                return await form.submit()
            },
            oneTimeCode: { form, _ in
                form.oneTimeCode.text = "123456"
                return await form.submit()
            },
            securityQuestion: { form, _ in
                form.whatIsYourFavoriteColor.password = "blue"
                return await form.submit()
            })
    }

    @Test func theRecordedJourneyRunsAgainstItsReplayWalkByWalk() async throws {
        let recording = try Self.recording()
        let replay = try SandboxServer(replaying: recording)
        let am = try await replay.start().absoluteString + "/am"
        defer { Task { await replay.stop() } }
        // The first journey walk recorded took the one-time code.
        let code = await RecordedLoginFlow.run(
            RecordedLoginFlow.workflow(serverUrl: am, realm: "alpha"),
            Self.journey(password: { _ in "any password" }, secondFactor: 0))
        #expect(code.succeeded)
        #expect(code.state.path == [.signIn, .verifyItSYou, .oneTimeCode, .done])
        // The next session replays the next walk: a wrong password (AM's 401, the spec starts again), then the
        // walk after it, the security question.
        let question = await RecordedLoginFlow.run(
            RecordedLoginFlow.workflow(serverUrl: am, realm: "alpha"),
            Self.journey(password: { _ in "any password" }, secondFactor: 1))
        #expect(question.succeeded)
        #expect(question.state.path == [.signIn, .signIn, .verifyItSYou, .securityQuestion, .done])
        #expect(await replay.journal().allSatisfy { $0.note == nil })
    }

    @Test func aPlaceholderTypedTakesItsWalksPathInTheReplay() async throws {
        let recording = try Self.recording()
        let wrong = try Self.password(typedIn: 3, of: recording)
        let replay = try SandboxServer(replaying: recording)
        let am = try await replay.start().absoluteString + "/am"
        defer { Task { await replay.stop() } }
        // The first session would replay the one-time code walk; the wrong password's placeholder refuses it.
        let run = await RecordedLoginFlow.run(
            RecordedLoginFlow.workflow(serverUrl: am, realm: "alpha"),
            Self.journey(password: { visit in visit == 1 ? wrong : "any password" }, secondFactor: 1))
        #expect(run.succeeded)
        #expect(run.state.path.first == .signIn && run.state.path.dropFirst().first == .signIn)
    }

    @Test func theRecordedJourneyRunsAgainstTheScriptItsImportWrote() async throws {
        let script = try SandboxScript(
            contentsOf: Self.folder.appendingPathComponent("Imported/RecordedLogin.sandbox.yaml"))
        let server = SandboxServer(script: script)
        _ = try await server.start()
        defer { Task { await server.stop() } }
        let am = try #require(await server.amBaseURL()).absoluteString
        let run = await RecordedLoginFlow.run(
            RecordedLoginFlow.workflow(serverUrl: am, realm: "alpha"),
            RecordedLoginFlow.Interaction(
                signIn: { form, state in
                    form.userName.name = "demo"
                    form.password.password = state.visits == 1 ? "wrong" : "Demo-Passw0rd!"
                    return await form.submit()
                },
                verifyItSYou: { form, _ in
                    form.howDoYouWantToVerifyItSYou.selectedIndex = 1
                    return await form.submit()
                },
                oneTimeCode: { form, _ in await form.submit() },
                securityQuestion: { form, _ in
                    form.whatIsYourFavoriteColor.password = "blue"
                    return await form.submit()
                }))
        #expect(run.succeeded)
        #expect(run.state.path == [.signIn, .signIn, .verifyItSYou, .securityQuestion, .done])
    }

    /// The DaVinci flow with OIDC, as signin-demo ran it: discovery, authorize (pi.flow), the forms, the tokens.
    static func daVinci(discovery: String) -> Workflow {
        RecordedSigninDemoFlow.workflow { config in
            config.module(OidcModule.config) { oidc in
                oidc.clientId = SandboxClient.demo.id
                oidc.discoveryEndpoint = discovery
                oidc.scopes = ["openid", "profile"]
                oidc.redirectUri = SandboxClient.demo.redirectURIs[0]
                oidc.storage = InMemoryTokenStore()
            }
        }
    }

    static func daVinciInteraction(username: String, password: @escaping @Sendable (Int) -> String, code: String)
        -> RecordedSigninDemoFlow.Interaction
    {
        RecordedSigninDemoFlow.Interaction(
            signOn: { form, state in
                form.username.value = username
                form.password.value = password(state.visits)
                return await form.submit(\.submit)
            },
            oneTimeCode: { form, _ in
                form.otp.value = code
                return await form.submit(\.verify)
            })
    }

    @Test func theRecordedDaVinciFlowRunsAgainstItsReplayWithTokens() async throws {
        let replay = try SandboxServer(replaying: try Self.recording())
        let base = try await replay.start()
        defer { Task { await replay.stop() } }
        let workflow = Self.daVinci(discovery: base.absoluteString + "/sandbox/as/.well-known/openid-configuration")
        let run = await RecordedSigninDemoFlow.run(
            workflow, Self.daVinciInteraction(username: "alice", password: { "typed \($0)" }, code: "000000"))
        #expect(run.succeeded)
        // As recorded: the first password was refused, the second went on.
        #expect(run.state.path == [.signOn, .signOn, .oneTimeCode, .done])
        let user = try #require((run.node as? SuccessNode)?.user)
        #expect(try await !user.tokens().accessToken.isEmpty)
        #expect(await replay.journal().allSatisfy { $0.note == nil })
    }

    @Test func theRecordedDaVinciFlowRunsAgainstTheScriptItsImportWrote() async throws {
        let script = try SandboxScript(
            contentsOf: Self.folder.appendingPathComponent("Imported/RecordedSigninDemo.sandbox.yaml"))
        let server = SandboxServer(script: script)
        _ = try await server.start()
        defer { Task { await server.stop() } }
        let discovery = try #require(await server.discoveryURL()).absoluteString
        let run = await RecordedSigninDemoFlow.run(
            Self.daVinci(discovery: discovery),
            Self.daVinciInteraction(
                username: "demo", password: { $0 == 1 ? "wrong" : "Demo-Passw0rd!" }, code: "123456"))
        #expect(run.succeeded)
        #expect(run.state.path == [.signOn, .signOn, .oneTimeCode, .done])
    }
}
