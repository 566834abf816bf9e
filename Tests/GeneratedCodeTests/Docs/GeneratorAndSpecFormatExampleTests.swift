// The Swift of "The generator and its spec format" (Sources/Orchestrate/Orchestrate.docc/GeneratorAndSpecFormat.md),
// word for word (DocumentationSnippetTests checks it is compiled code), over the code generated from Examples/Specs,
// run against the sandbox. The runner's signature is the generated code's own (Generated/EmailLink.flow.swift).
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// The app's prompt for the password: a user who mistypes it once.
private func askPassword(attempt: Int) async -> String {
    attempt == 1 ? "Passw0rd?" : "Passw0rd!"
}

/// The app's prompt for the one-time code.
private func askCode() async -> String {
    "123456"
}

/// "Running a graph": the whole sign-in, each form step filled in by its handler.
private func runGuardedSignIn(authorize: String) async -> FlowGraphRun<GuardedSignInFlow.Step.Name> {
    let run = await GuardedSignInFlow.run(
        GuardedSignInFlow.workflow(startURL: authorize),
        .init(
            signIn: { form, state in
                form.username.value = "alice"
                form.password.value = await askPassword(attempt: state.visits)
                return await form.submit(\.submit)
            },
            otp: { form, _ in
                form.otp.value = await askCode()
                return await form.submit(\.verify)
            },
            register: { form, _ in await form.submit(\.back) }))
    if run.succeeded {
        // run.node is the SuccessNode, or nil after the stored-session shortcut
    }
    return run
}

/// "Re-entering a graph from an email link", in a new launch of the app. Compiled, not run: its AM is a tenant's
/// (`aRunResumedFromTheEmailLinkStartsAtTheVerifiedPage` runs the same lines against the sandbox's).
private func resumeFromTheLink(_ link: URL, _ interaction: EmailLinkFlow.Interaction) async -> FlowGraphRun<
    EmailLinkFlow.Step.Name
> {
    let workflow = EmailLinkFlow.workflow(serverUrl: "https://am.example.com/am")
    let node = await workflow.resume(link) // the Verified page
    let run = await EmailLinkFlow.run(workflow, interaction, resuming: node)
    return run
}

@Suite struct GeneratorAndSpecFormatExampleTests {
    /// The sandbox with its demo flows and trees.
    static func sandbox() async throws -> SandboxServer {
        let server = SandboxServer()
        _ = try await server.start()
        return server
    }

    @Test func theStepOfANodeGivesItsTypedForm() async throws {
        let server = try await Self.sandbox()
        defer { Task { await server.stop() } }
        let authorize = try #require(await server.authorizeURL()).absoluteString

        let workflow = SignInFlow.workflow(startURL: authorize) { config in
            config.configure(SignInFlow.headers) { $0.value = "my-app/1.0" }
        }
        var node = await workflow.start()
        switch SignInFlow.Step(node) {
        case .signIn(let form):
            form.username.value = "alice"
            form.password.value = "Passw0rd!"
            node = await form.submit(\.submit)
        default: break
        }

        let step = SignInFlow.Step(node).name
        #expect(step == .otp)
        #expect(await server.journal().allSatisfy { $0.header("x-requested-with") == "my-app/1.0" })
    }

    @Test func theGraphRetriesTheWrongPasswordThenSucceeds() async throws {
        let server = try await Self.sandbox()
        defer { Task { await server.stop() } }
        let run = await runGuardedSignIn(authorize: try #require(await server.authorizeURL()).absoluteString)
        #expect(run.succeeded)
        #expect(run.state.path == [.storedSession, .signIn, .signIn, .otp, .signedIn])
        #expect(run.node is SuccessNode)
    }

    @Test func aRunResumedFromTheEmailLinkStartsAtTheVerifiedPage() async throws {
        let server = try await Self.sandbox()
        defer { Task { await server.stop() } }
        let am = try #require(await server.amBaseURL()).absoluteString
        let log = InteractionLog()
        let interaction = EmailLinkFlow.Interaction(
            username: { node, _ in
                log.add("username")
                return await node.submit()
            },
            emailSent: { node, _ in
                log.add("emailSent")
                return await node.submit()
            },
            verified: { node, _ in
                log.add("verified \(node.message.message)")
                return await node.submit()
            })

        // The launch that sends the email, up to the page that says so.
        let first = EmailLinkFlow.workflow(serverUrl: am)
        let username = try EmailLinkCallbacks.UsernameNode(try #require(await first.start() as? ContinueNode))
        username.username.name = "alice"
        let emailSent = try #require(await username.submit() as? ContinueNode)
        let step = EmailLinkFlow.Step(emailSent).name
        #expect(step == .emailSent)
        let link = try #require(await server.sentMessages().first { $0.kind == .email }?.link)

        // A new launch, as the article's lines with the sandbox's AM.
        let workflow = EmailLinkFlow.workflow(serverUrl: am)
        let node = await workflow.resume(link) // the Verified page
        let run = await EmailLinkFlow.run(workflow, interaction, resuming: node)
        #expect(run.succeeded)
        #expect(run.state.path == [.verified, .done])
        #expect(log.all == ["verified Your email link is verified."], "username and emailSent are not run again")

        // A spent link: AM's error, a node of no step, ends the run at once.
        let again = await EmailLinkFlow.run(workflow, interaction, resuming: await workflow.resume(link))
        #expect(again.isUnrouted && again.node is ErrorNode)
    }
}
