// The journeys `orchestrate-gen import journey` imported from hand-written frodo exports
// (Tests/OrchestrateGeneratorCoreTests/Corpus/import → Tests/Imported): their generated typed nodes and
// flows, run against the sandbox playing the script the same import wrote, to success.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct ImportedJourneyTests {
    /// The sandbox playing `Tests/Imported/<name>.sandbox.yaml`, and its AM base URL.
    func sandbox(_ name: String) async throws -> (SandboxServer, String) {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Imported/\(name).sandbox.yaml")
        let server = SandboxServer(script: try SandboxScript(contentsOf: file))
        _ = try await server.start()
        return (server, try #require(await server.amBaseURL()).absoluteString)
    }

    /// The script's user, as the import writes it.
    static let password = "Demo-Passw0rd!"

    @Test func aPageWithADataStoreDecisionSignsInAfterAWrongPassword() async throws {
        let (server, am) = try await sandbox("PlatformLogin")
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let interaction = PlatformLoginFlow.Interaction(signIn: { form, state in
            log.add("signIn \(state.visits)")
            form.username.name = "demo"
            form.password.password = state.visits == 1 ? "wrong" : Self.password
            return await form.submit()
        })
        let run = await PlatformLoginFlow.run(PlatformLoginFlow.workflow(serverUrl: am), interaction)
        #expect(run.succeeded)
        #expect(run.state.path == [.signIn, .signIn, .done], "the retry limit's Retry leads back to the page")
        #expect(log.all == ["signIn 1", "signIn 2"])
        #expect((run.node as? SuccessNode)?.session != nil)
    }

    @Test func aRegistrationPageCreatesTheUserItCollects() async throws {
        let (server, am) = try await sandbox("PlatformRegistration")
        defer { Task { await server.stop() } }
        let interaction = PlatformRegistrationFlow.Interaction(signUp: { form, _ in
            form.username.username = "newcomer"
            form.mail.value = "newcomer@example.com"
            // Required attributes, typed by IDM's default user schema: a Boolean, and a String the schema lacks.
            form.preferencesUpdates.value = true
            form.customNickname.value = "newbie"
            form.password.password = "Another-Passw0rd"
            form.securityQuestion.selectedQuestion = "Favourite colour?"
            form.securityQuestion.selectedAnswer = "green"
            form.terms.accepted = true
            return await form.submit()
        })
        let run = await PlatformRegistrationFlow.run(PlatformRegistrationFlow.workflow(serverUrl: am), interaction)
        #expect(run.succeeded)
        #expect(run.state.path == [.signUp, .done])
        #expect(await server.hasUser("newcomer"), "CreateObjectNode's CREATED outcome registered the page's user")
    }

    @Test func aOneTimeCodeLoopsOnAWrongCodeThenSucceeds() async throws {
        let (server, am) = try await sandbox("OneTimeCode")
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let interaction = OneTimeCodeFlow.Interaction(
            signIn: { form, _ in
                form.username.name = "demo"
                form.password.password = Self.password
                return await form.submit()
            },
            enterTheCode: { form, state in
                log.add("code \(state.visits)")
                form.oneTimePassword.password = state.visits == 1 ? "000000" : "123456"
                return await form.submit()
            })
        let run = await OneTimeCodeFlow.run(OneTimeCodeFlow.workflow(serverUrl: am), interaction)
        #expect(run.succeeded)
        #expect(run.state.path == [.signIn, .enterTheCode, .enterTheCode, .done])
        #expect(log.all == ["code 1", "code 2"])
    }

    @Test func aWrongPasswordAtTheMFAJourneyEndsInTheFailedStepAfterTheRetries() async throws {
        let (server, am) = try await sandbox("OneTimeCode")
        defer { Task { await server.stop() } }
        let interaction = OneTimeCodeFlow.Interaction(
            signIn: { form, _ in
                form.username.name = "demo"
                form.password.password = "wrong"
                return await form.submit()
            },
            enterTheCode: { form, _ in await form.submit() })
        let run = await OneTimeCodeFlow.run(OneTimeCodeFlow.workflow(serverUrl: am), interaction)
        #expect(!run.succeeded)
        #expect(!run.isUnrouted, "the imported flow routes the last 401 to its error step")
        #expect(run.state.path == [.signIn, .signIn, .signIn, .failed])
    }

    @Test func aScriptedNodeWithoutItsScriptIsAStepThatSendsBackWhatItGot() async throws {
        let (server, am) = try await sandbox("ScriptedCheck")
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let interaction = ScriptedCheckFlow.Interaction(
            checkDevice: { form, _ in
                // The typed node declares no callback: what the script sent is on its node, as it came.
                log.add(form.node.callbacks.map(\.type).joined(separator: ","))
                return await form.submit()
            },
            signIn: { form, _ in
                form.username.name = "demo"
                form.password.password = Self.password
                return await form.submit()
            })
        let run = await ScriptedCheckFlow.run(ScriptedCheckFlow.workflow(serverUrl: am), interaction)
        #expect(run.succeeded)
        #expect(
            run.state.path == [.checkDevice, .signIn, .done],
            "the script the export holds (Record Login) sends nothing, so it is no step")
        #expect(log.all == ["TextOutputCallback"])
    }

    @Test func aScriptedStepDoesNotTakeTheNodeOfAnotherStep() async throws {
        // The script sends nothing this time: AM goes straight on to the sign-in page.
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Imported/ScriptedCheck.sandbox.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        let skipping = text.replacingOccurrences(of: "start: checkDevice}", with: "start: signIn}")
        #expect(skipping != text)
        let server = SandboxServer(script: try SandboxScript(yaml: skipping))
        _ = try await server.start()
        defer { Task { await server.stop() } }
        let am = try #require(await server.amBaseURL()).absoluteString
        let log = InteractionLog()
        let interaction = ScriptedCheckFlow.Interaction(
            checkDevice: { form, _ in
                log.add("checkDevice")
                return await form.submit()
            },
            signIn: { form, _ in
                log.add("signIn")
                form.username.name = "demo"
                form.password.password = Self.password
                return await form.submit()
            })
        let run = await ScriptedCheckFlow.run(ScriptedCheckFlow.workflow(serverUrl: am), interaction)
        #expect(run.succeeded)
        #expect(log.all == ["signIn"], "the sign-in page goes to its own step, not to the step that takes any node")
        #expect(run.state.path == [.checkDevice, .signIn, .done])
    }

    @Test func theRetryLimitCountsWrongPasswordsThenRejects() async throws {
        let (server, am) = try await sandbox("PlatformLogin")
        defer { Task { await server.stop() } }
        let log = InteractionLog()
        let interaction = PlatformLoginFlow.Interaction(signIn: { form, state in
            log.add("signIn \(state.visits)")
            form.username.name = "demo"
            form.password.password = "wrong"
            return await form.submit()
        })
        let run = await PlatformLoginFlow.run(PlatformLoginFlow.workflow(serverUrl: am), interaction)
        #expect(!run.succeeded)
        #expect(run.state.path.last == .failed)
        // retryLimit 3: each transaction takes four answers (three Retry, then Reject's 401), and the flow
        // starts it again twice.
        #expect(log.all.count == 12, "\(log.all)")
    }
    /// A module that sends the agent's name and password as headers on the journey's start, as a client of
    /// a Zero Page Login tree does.
    static func headers(name: String?, password: String?) -> Module<Void> {
        Module.of(name: "agentHeaders") { setup in
            setup.start { _, request in
                if let name { request.header(name: "X-Agent-Name", value: name) }
                if let password { request.header(name: "X-Agent-Password", value: password) }
                return request
            }
        }
    }

    /// HeaderSignIn reads its credentials from the request's headers (ZeroPageLoginNode) and shows no page:
    /// its flow is one server step, which the right headers take to `done` and wrong or missing ones to
    /// `failed` (AM's 401).
    @Test func aTreeOfNoPageSignsInFromTheRequestsHeaders() async throws {
        let (server, am) = try await sandbox("HeaderSignIn")
        defer { Task { await server.stop() } }
        let cases: [(String?, String?, [HeaderSignInFlow.Step.Name])] = [
            ("demo", Self.password, [.headerSignIn, .done]),
            ("demo", "wrong", [.headerSignIn, .failed]),
            (nil, nil, [.headerSignIn, .failed]),
        ]
        for (name, password, path) in cases {
            let workflow = HeaderSignInFlow.workflow(serverUrl: am) {
                $0.module(Self.headers(name: name, password: password))
            }
            let run = await HeaderSignInFlow.run(workflow)
            #expect(run.state.path == path, "\(name ?? "no name"), \(password ?? "no password")")
            #expect(run.succeeded == (path.last == .done))
            if path.last == .done { #expect((run.node as? SuccessNode)?.session != nil) }
        }
    }
}
