// The Swift of the "Getting started with Journey" article (Sources/Orchestrate/Orchestrate.docc/
// GettingStartedWithJourney.md), word for word (DocumentationSnippetTests checks it is compiled code), run against
// the sandbox's AM trees; the first block is in GettingStartedWithJourney.swift.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// The loop that answers each callback of `step` by its type, then sends it.
private func answerEachCallback(of step: ContinueNode, secret: String) async -> any Node {
    var node: any Node = step
    for callback in step.callbacks {
        switch callback {
        case let name as NameCallback: name.name = "alice"
        case let password as PasswordCallback: password.password = secret
        case let choice as ChoiceCallback: choice.selectedIndex = 0 // choice.choices are the labels
        case let text as TextInputCallback: text.text = "123456"
        default: break
        }
    }
    node = await step.next()
    return node
}

/// Sets the new password of a registration page, checked first against the policies AM sent, then sends it.
private func choosePassword(on step: ContinueNode, newPassword: String) async -> any Node {
    var node: any Node = step
    if let password = step.callback(ValidatedPasswordCallback.self) {
        password.password = newPassword
        for policy in password.policies.policies {
            print(policy.policyId, policy.params["minLength"]?.intValue ?? 0)
        }
        if !password.validate().isEmpty {
            // ask again before sending
        }
    }
    node = await step.next()
    return node
}

/// Shows what the username of the page AM sent back failed.
private func showFailedPolicies(of node: any Node) {
    if let page = node as? ContinueNode, let username = page.callback(ValidatedUsernameCallback.self) {
        for failure in username.failedPolicies {
            print(failure.code, failure.message) // UNIQUE: This value is already in use.
        }
    }
}

/// An app's sign-in, which an email link relaunches.
private struct EmailLinkSignIn {
    let journey: Journey

    func resumeSignIn(from link: URL) async -> any Node {
        await journey.resume(link) // POST …/authenticate?suspendedId=…, body {}
    }
}

@Suite struct GettingStartedWithJourneyExampleTests {
    /// The sandbox with its demo trees, and its AM base URL.
    static func sandbox() async throws -> (SandboxServer, String) {
        let server = SandboxServer()
        _ = try await server.start()
        return (server, try #require(await server.amBaseURL()).absoluteString)
    }

    @Test func theFirstBlockSignsInWithTheSecondFactorAndOutAgain() async throws {
        let (server, am) = try await Self.sandbox()
        defer { Task { await server.stop() } }
        let (token, stored) = await signIn(serverUrl: am, password: "Passw0rd!")
        #expect(token?.isEmpty == false)
        #expect(stored == token, "the tokenId is the stored SSO token")
        let requests = await server.journal().filter { $0.path.hasSuffix("/authenticate") }
        #expect(requests.count == 5, "two starts, then the credentials, the second factor and the code")
        #expect(requests.map { $0.queryValue("authIndexValue") } == ["Login", "Login", nil, nil, nil])
        #expect(requests.first?.queryValue("ForceAuth") == nil)
        #expect(requests.dropFirst().allSatisfy { $0.queryValue("ForceAuth") == "true" }, "repeated on every next")
        #expect(requests.allSatisfy { $0.queryValue("noSession") == nil })
        #expect(await server.journal().last?.path.hasSuffix("/sessions") == true, "signed out")

        let (wrong, none) = await signIn(serverUrl: am, password: "wrong")
        #expect(wrong == nil && none == nil)
    }

    @Test func theLoopByTypeAnswersEveryPageOfTheLoginTree() async throws {
        let (server, am) = try await Self.sandbox()
        defer { Task { await server.stop() } }
        let journey = Journey.createJourney { $0.serverUrl = am }
        var node = await journey.start("Login")
        var pages = 0
        while let step = node as? ContinueNode, pages < 5 {
            pages += 1
            node = await answerEachCallback(of: step, secret: "Passw0rd!")
        }
        #expect(node is SuccessNode)
        #expect(pages == 3, "credentials, the second factor, the one-time code")
    }

    @Test func aPolicyFailureComesBackOnTheSamePageThenTheCorrectionRegisters() async throws {
        let (server, am) = try await Self.sandbox()
        defer { Task { await server.stop() } }
        let journey = Journey.createJourney { $0.serverUrl = am }
        let page = try #require(await journey.start("Registration") as? ContinueNode)
        try #require(page.callback(ValidatedUsernameCallback.self)).username = "a/b"
        JourneySandboxTests.fillRegistration(page)
        #expect(page.callback(ValidatedPasswordCallback.self)?.policies.policies.isEmpty == false)

        let again = try #require(await choosePassword(on: page, newPassword: "short") as? ContinueNode)
        showFailedPolicies(of: again)
        let username = try #require(again.callback(ValidatedUsernameCallback.self))
        #expect(username.failedPolicies.map(\.code).contains("CANNOT_CONTAIN_CHARACTERS"))
        let password = try #require(again.callback(ValidatedPasswordCallback.self))
        #expect(password.failedPolicies.map(\.code).contains("MIN_LENGTH"))

        username.username = "newcomer"
        JourneySandboxTests.fillRegistration(again)
        let done = await choosePassword(on: again, newPassword: "Sandb0x!Pass")
        showFailedPolicies(of: done)
        #expect((done as? SuccessNode)?.session != nil, "\(done)")
    }

    @Test func aSuspendedJourneyResumesFromItsLink() async throws {
        let (server, am) = try await Self.sandbox()
        defer { Task { await server.stop() } }
        let app = EmailLinkSignIn(journey: Journey.createJourney { $0.serverUrl = am })
        let name = try #require(await app.journey.start("EmailLink") as? ContinueNode)
        name.callback(NameCallback.self)?.name = "alice"
        let suspended = try #require(await name.next() as? ContinueNode)
        #expect(suspended.callback(SuspendedTextOutputCallback.self) != nil)
        let email = try #require(await server.sentMessages().first { $0.kind == .email })

        // A new launch: a workflow made as the first one was.
        let relaunched = EmailLinkSignIn(journey: Journey.createJourney { $0.serverUrl = am })
        let verified = try #require(await relaunched.resumeSignIn(from: email.link) as? ContinueNode)
        #expect(verified.callback(TextOutputCallback.self)?.message == "Your email link is verified.")
        #expect(await verified.next() is SuccessNode)
        let resume = await server.journal().last { $0.queryValue("suspendedId") != nil }
        #expect(resume?.jsonBody == [:], "body {}")
    }
}
