import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// Journeys over HTTP on loopback against the sandbox's AM trees, with the requests the sandbox
/// received asserted field by field.
@Suite struct JourneySandboxTests {
    @Test func aWrongPasswordThenTheRightOneThenTheOneTimeCode() async throws {
        try await withSandbox { server, _ in
            let journey = try await sandboxJourney(server)
            let refused = try #require(
                await signOn(await journey.start("Login"), password: "wrong").next() as? ErrorNode)
            #expect(refused.status == 401)
            #expect(refused.message == "Login failure")
            #expect(refused.continueNode == nil)

            let success = try #require(try await loginWithCode(journey) as? SuccessNode)
            let token = try #require(success.session)
            #expect(await server.isSSOSessionActive(token))
            #expect(await journey.session()?.value == token)
            #expect(!success.realm.isEmpty)

            let requests = await amRequests(server, endingWith: "/authenticate")
            #expect(requests.count == 6) // start, wrong password; start, password, choice, code
            let first = requests[0]
            #expect(first.path == "/am/json/realms/alpha/authenticate")
            #expect(first.queryValue("authIndexType") == "service" && first.queryValue("authIndexValue") == "Login")
            #expect(first.header("Accept-API-Version") == "resource=2.1, protocol=1.0")
            let answered = try #require(requests[1].json)
            #expect(answered["authId"]?.stringValue?.isEmpty == false)
            #expect(answered["callbacks"]?[0]?["input"]?[0] == ["name": "IDToken1", "value": "alice"])
            #expect(answered["callbacks"]?[1]?["input"]?[0] == ["name": "IDToken2", "value": "wrong"])
            #expect(requests[4].json?["callbacks"]?[0]?["input"]?[0] == ["name": "IDToken1", "value": 0])
            #expect(requests[5].json?["callbacks"]?[0]?["input"]?[0] == ["name": "IDToken1", "value": "123456"])
        }
    }

    @Test func theSecurityQuestionBranch() async throws {
        try await withSandbox { server, _ in
            let journey = try await sandboxJourney(server)
            let demo = SandboxScript.demoCredentials
            let choice = try #require(
                await signOn(await journey.start("Login"), password: demo.password).next() as? ContinueNode)
            #expect(choice.callback(ChoiceCallback.self)?.choices.count == 2)
            choice.callback(ChoiceCallback.self)?.selectedIndex = 1
            let question = try #require(await choice.next() as? ContinueNode)
            let answer = try #require(question.callback(PasswordCallback.self))
            #expect(answer.prompt.contains("color"))
            answer.password = SandboxScript.demoKBAAnswer
            #expect(await question.next() is SuccessNode)
        }
    }

    @Test func registrationWithAFailedPolicyThenItsCorrection() async throws {
        try await withSandbox { server, _ in
            let journey = try await sandboxJourney(server)
            let form = try #require(await journey.start("Registration") as? ContinueNode)
            let username = try #require(form.callback(ValidatedUsernameCallback.self))
            let password = try #require(form.callback(ValidatedPasswordCallback.self))
            username.username = "newcomer"
            password.password = "short"
            // Checked locally first, with the policies AM sent.
            #expect(!password.validate().isEmpty)
            Self.fillRegistration(form)
            let again = try #require(await form.next() as? ContinueNode)
            let failed = try #require(again.callback(ValidatedPasswordCallback.self)).failedPolicies
            #expect(failed.map(\.policyRequirement).contains("MIN_LENGTH"))
            #expect(again.authId != form.authId)

            try #require(again.callback(ValidatedUsernameCallback.self)).username = "newcomer"
            try #require(again.callback(ValidatedPasswordCallback.self)).password = "Sandb0x!Pass"
            #expect(again.callback(ValidatedPasswordCallback.self)?.validate() == [])
            Self.fillRegistration(again)
            let success = try #require(await again.next() as? SuccessNode)
            #expect(success.session?.isEmpty == false)

            // The new account signs in.
            let signedIn = try #require(await journey.start("Login") { $0.forceAuth = true } as? ContinueNode)
            signedIn.callback(NameCallback.self)?.name = "newcomer"
            signedIn.callback(PasswordCallback.self)?.password = "Sandb0x!Pass"
            #expect(await signedIn.next() is ContinueNode)
        }
    }

    @Test func validateOnlyAsksForTheFailedPoliciesWithoutMovingOn() async throws {
        try await withSandbox { server, _ in
            let journey = try await sandboxJourney(server)
            let form = try #require(await journey.start("Registration") as? ContinueNode)
            let username = try #require(form.callback(ValidatedUsernameCallback.self))
            username.username = "a/b"
            username.validateOnly = true
            let same = try #require(await form.next() as? ContinueNode)
            #expect(same.stage == "Registration")
            let failed = try #require(same.callback(ValidatedUsernameCallback.self)).failedPolicies
            #expect(failed.map(\.policyRequirement).contains("CANNOT_CONTAIN_CHARACTERS"))
            let sent = try #require(await amRequests(server, endingWith: "/authenticate").last?.json)
            #expect(sent["callbacks"]?[0]?["input"]?[1] == ["name": "IDToken1validateOnly", "value": true])
        }
    }

    @Test func pollingWaitsUntilTheSignInIsApproved() async throws {
        try await withSandbox { server, _ in
            let journey = try await sandboxJourney(server)
            let name = try #require(await journey.start("Polling") as? ContinueNode)
            name.callback(NameCallback.self)?.name = SandboxScript.demoCredentials.username
            let waiting = try #require(await name.next() as? ContinueNode)
            let wait = try #require(waiting.callback(PollingWaitCallback.self))
            #expect(wait.waitTime == 1000)
            // Polled before approval: the same wait again.
            let stillWaiting = try #require(await waiting.next() as? ContinueNode)
            #expect(stillWaiting.callback(PollingWaitCallback.self) != nil)
            let approval = try #require(await server.sentMessages().first { $0.kind == .approval })
            #expect(await server.approve(approval))
            #expect(await stillWaiting.next() is SuccessNode)
        }
    }

    @Test func aSuspendedJourneyResumesFromTheEmailedLink() async throws {
        try await withSandbox { server, _ in
            let journey = try await sandboxJourney(server)
            let name = try #require(await journey.start("EmailLink") as? ContinueNode)
            name.callback(NameCallback.self)?.name = SandboxScript.demoCredentials.username
            let suspended = try #require(await name.next() as? ContinueNode)
            #expect(suspended.callback(SuspendedTextOutputCallback.self)?.message.contains("email") == true)
            let email = try #require(await server.sentMessages().first { $0.kind != .approval })
            let resumed = try #require(await journey.resume(email.link) as? ContinueNode)
            #expect(resumed.callback(TextOutputCallback.self) != nil)
            #expect(await resumed.next() is SuccessNode)
            let resume = try #require(await amRequests(server, endingWith: "/authenticate").dropLast().last)
            #expect(resume.query.map(\.name) == ["suspendedId"])
            #expect(resume.queryValue("authIndexValue") == nil)
        }
    }

    @Test func signOffEndsTheSessionOnTheServer() async throws {
        try await withSandbox { server, _ in
            let journey = try await sandboxJourney(server)
            let token = try #require((try await loginWithCode(journey) as? SuccessNode)?.session)
            #expect((try? await journey.signOff().get()) != nil)
            #expect(await journey.session() == nil)
            #expect(!(await server.isSSOSessionActive(token)))
            let logout = try #require(await amRequests(server, endingWith: "/sessions").last)
            #expect(logout.queryValue("_action") == "logout")
            #expect(logout.header("iPlanetDirectoryPro") == token)
            #expect(logout.header("Accept-API-Version") == "resource=3.1, protocol=1.0")
        }
    }

    @Test func aStoredSessionIsSentAsTheSSOHeader() async throws {
        try await withSandbox { server, _ in
            let journey = try await sandboxJourney(server)
            let token = try #require((try await loginWithCode(journey) as? SuccessNode)?.session)
            // A valid session and no ForceAuth: AM answers with the session at once.
            let again = try #require(await journey.start("Login") as? SuccessNode)
            #expect(again.session == token)
            #expect(await amRequests(server, endingWith: "/authenticate").last?.header("iPlanetDirectoryPro") == token)
        }
    }

    @Test func twoHundredConcurrentJourneysDoNotCrossTalk() async throws {
        try await withSandbox { server, _ in
            // This test is about isolation, not latency: under ThreadSanitizer, with the other suites running
            // in parallel on two cores, a request can wait longer than the 15 s default.
            let journey = try await sandboxJourney(server) { $0.timeout = 60 }
            let outcomes = await withTaskGroup(of: Result<String, JourneyStopped>.self) { group in
                for index in 0..<200 {
                    group.addTask {
                        await Self.signIn(journey, wrongPasswordFirst: index.isMultiple(of: 2), index: index)
                    }
                }
                return await group.reduce(into: [Result<String, JourneyStopped>]()) { $0.append($1) }
            }
            let tokens = outcomes.compactMap { try? $0.get() }
            let stopped = outcomes.compactMap { outcome -> JourneyStopped? in
                if case .failure(let stop) = outcome { return stop }
                return nil
            }
            #expect(stopped.isEmpty, "\(stopped.count) journeys stopped, first: \(stopped.first.map { "\($0)" } ?? "")")
            #expect(tokens.count == 200)
            #expect(Set(tokens).count == tokens.count)
        }
    }

    /// Where a journey of the concurrency test stopped.
    struct JourneyStopped: Error, CustomStringConvertible {
        let step: String
        let node: any Node
        var description: String { "at \(step): \(node)" }
    }

    /// The demo sign-in with the one-time code, optionally after a wrong password; its SSO token.
    static func signIn(_ journey: Journey, wrongPasswordFirst: Bool, index: Int) async -> Result<String, JourneyStopped>
    {
        let demo = SandboxScript.demoCredentials
        func fill(_ node: any Node, password: String) -> ContinueNode? {
            guard let step = node as? ContinueNode else { return nil }
            step.callback(NameCallback.self)?.name = demo.username
            step.callback(PasswordCallback.self)?.password = password
            return step
        }
        if wrongPasswordFirst {
            let start = await journey.start("Login") { $0.noSession = true }
            guard let first = fill(start, password: "wrong-\(index)") else {
                return .failure(JourneyStopped(step: "start", node: start))
            }
            let refused = await first.next()
            guard refused is ErrorNode else { return .failure(JourneyStopped(step: "wrong password", node: refused)) }
        }
        let start = await journey.start("Login") { $0.forceAuth = true }
        guard let credentials = fill(start, password: demo.password) else {
            return .failure(JourneyStopped(step: "start", node: start))
        }
        let afterCredentials = await credentials.next()
        guard let choice = afterCredentials as? ContinueNode else {
            return .failure(JourneyStopped(step: "credentials", node: afterCredentials))
        }
        choice.callback(ChoiceCallback.self)?.selectedIndex = 0
        let afterChoice = await choice.next()
        guard let code = afterChoice as? ContinueNode else {
            return .failure(JourneyStopped(step: "choice", node: afterChoice))
        }
        code.callback(TextInputCallback.self)?.text = demo.oneTimeCode
        let last = await code.next()
        guard let token = (last as? SuccessNode)?.session else {
            return .failure(JourneyStopped(step: "code", node: last))
        }
        return .success(token)
    }

    /// Fills every registration callback but the username and password.
    static func fillRegistration(_ form: ContinueNode) {
        for attribute in form.callbacks.compactMap({ $0 as? StringAttributeInputCallback }) {
            attribute.value = attribute.name == "mail" ? "newcomer@example.com" : "New"
        }
        form.callback(BooleanAttributeInputCallback.self)?.value = true
        form.callback(KbaCreateCallback.self)?.selectedQuestion = "What is your favorite color?"
        form.callback(KbaCreateCallback.self)?.selectedAnswer = "green"
        form.callback(TermsAndConditionsCallback.self)?.accepted = true
        form.callback(ConsentMappingCallback.self)?.accepted = true
    }
}
