import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// The AM `/authenticate` protocol as INDEX.md of the fixtures states it: requests, and status → node,
/// over HTTP on loopback with the fixtures' bodies.
@Suite struct JourneyProtocolTests {
    @Test func startPostsToAuthenticateWithTheServiceAndHeaders() async throws {
        let am = ScriptedAM(realm: "alpha", [try .payload("01-authenticate-name-password.json")])
        try await am.run { journey, _ in
            let node = await journey.start("Login")
            let step = try #require(node as? ContinueNode)
            #expect(step.authId == "authIdValue")
            #expect(step.callbacks.map(\.type) == ["NameCallback", "PasswordCallback"])
            #expect(step.callbacks[0] is NameCallback && step.callbacks[1] is PasswordCallback)
        }
        let start = try #require(am.requests.first)
        #expect(start.method == "POST")
        #expect(start.path == "/fx/json/realms/alpha/authenticate")
        #expect(start.query.map(\.name) == ["authIndexType", "authIndexValue"])
        #expect(start.queryValue("authIndexType") == "service")
        #expect(start.queryValue("authIndexValue") == "Login")
        #expect(start.json == [:])
        #expect(start.header("Accept-API-Version") == "resource=2.1, protocol=1.0")
        #expect(start.header("Content-Type") == "application/json")
        #expect(start.header("iPlanetDirectoryPro") == nil)
    }

    @Test func nextSendsAuthIdAndEachCallbackWithItsInputsReplacedByPosition() async throws {
        // Fixture 04 is what the Ping SDKs send for fixture 01 once the name and password are filled in.
        let am = ScriptedAM([
            try .payload("01-authenticate-name-password.json"), try .payload("06-success-session-token.json"),
        ])
        try await am.run { journey, _ in
            let step = try #require(await journey.start("Login") as? ContinueNode)
            (step.callbacks[0] as? NameCallback)?.name = "My First Name"
            (step.callbacks[1] as? PasswordCallback)?.password = "My Password"
            let success = try #require(await step.next() as? SuccessNode)
            #expect(
                success.session == (try JourneyFixture.json("06-success-session-token.json"))["tokenId"]?.stringValue)
            #expect(success.session?.isEmpty == false)
            #expect(success.successUrl == "/enduser/?realm=/alpha")
            #expect(success.realm == "/alpha")
            // The password is cleared once sent.
            #expect((step.callbacks[1] as? PasswordCallback)?.password == "")
        }
        let next = try #require(am.requests.dropFirst().first)
        #expect(next.path == "/fx/json/realms/root/authenticate")
        #expect(next.query.isEmpty)
        #expect(next.header("Accept-API-Version") == "resource=2.1, protocol=1.0")
        let expected = try JourneyFixture.json("04-request-name-password-filled.json")
        #expect(next.json == ["authId": expected["authId"] ?? nil, "callbacks": expected["callbacks"] ?? nil])
    }

    @Test func optionsAreSentOnStartAndRepeatedOnNext() async throws {
        let am = ScriptedAM([
            try .payload("01-authenticate-name-password.json"), try .payload("07-success-no-realm.json"),
        ])
        try await am.run { journey, _ in
            let step = try #require(
                await journey.start("Login") {
                    $0.forceAuth = true
                    $0.noSession = true
                } as? ContinueNode)
            let success = try #require(await step.next() as? SuccessNode)
            #expect(success.realm == "")
            // With noSession, nothing is stored even though the fixture has a tokenId.
            #expect(await journey.session() == nil)
        }
        let (start, next) = (am.requests[0], am.requests[1])
        #expect(start.queryValue("ForceAuth") == "true" && start.queryValue("noSession") == "true")
        #expect(next.queryValue("ForceAuth") == "true" && next.queryValue("noSession") == "true")
        #expect(next.queryValue("authIndexValue") == nil)
    }

    @Test func stageHeaderAndDescriptionAreNodeProperties() async throws {
        let am = ScriptedAM([
            try .payload("02-authenticate-stage-header-description.json"),
            try .payload("06-success-session-token.json"),
        ])
        try await am.run { journey, _ in
            let step = try #require(await journey.start("Login") as? ContinueNode)
            #expect(step.stage == "UsernamePassword")
            #expect(step.header == "Sign In")
            #expect(step.description == "Please enter your credentials")
            _ = await step.next()
        }
        // Only authId and callbacks go back (the iOS SDK's choice; Android echoes every key, fixture 05).
        let body = try #require(am.requests[1].json?.objectValue)
        #expect(Set(body.keys) == ["authId", "callbacks"])
    }

    @Test func aLocalizedStageGivesItsTextsByLocale() throws {
        let json = try JourneyFixture.json("57-node-input-stage-localized.json")
        let node = ContinueNode(context: FlowContext(workflow: Journey.createJourney()), input: json, actions: []) {
            _ in Request()
        }
        #expect(node.stageText("submitButtonText", locales: ["fr-FR"]) == "Submit")
        #expect(node.stageText("pageFooter") == "Footer")
        let several: JSON = ["stage": .string(#"{"t": {"en": "Hello", "fr": "Bonjour", "fr-CA": "Allo"}}"#)]
        let multi = ContinueNode(context: FlowContext(workflow: Journey.createJourney()), input: several, actions: []) {
            _ in Request()
        }
        #expect(multi.stageText("t", locales: ["fr_CA"]) == "Allo")
        #expect(multi.stageText("t", locales: ["fr-BE"]) == "Bonjour")
        #expect(multi.stageText("t", locales: ["de"]) == "Hello")
        #expect(multi.stageText("missing") == nil)
    }

    @Test func anEmptyCallbacksArrayIsStillAContinueNode() async throws {
        let am = ScriptedAM([try .payload("03-authenticate-empty-callbacks.json")])
        try await am.run { journey, _ in
            let step = try #require(await journey.start("Login") as? ContinueNode)
            #expect(step.callbacks.isEmpty)
        }
    }

    @Test(arguments: [
        ("08-error-401-login-failure.json", 401, "Login failure"),
        ("09-error-401-invalid-credentials.json", 401, "Invalid credentials"),
        ("10-error-400-transaction-expired.json", 400, "Transaction expired"),
    ])
    func clientErrorsAreErrorNodes(fixture: String, status: Int, message: String) async throws {
        let am = ScriptedAM([try .payload(fixture, status: status)])
        try await am.run { journey, _ in
            let error = try #require(await journey.start("Login") as? ErrorNode)
            #expect(error.status == status)
            #expect(error.message == message)
            #expect(error.input == (try JourneyFixture.json(fixture)))
            #expect(error.continueNode == nil)
        }
    }

    @Test(arguments: [
        ("11-failure-400-code-1999.json", 400),
        ("12-failure-400-requestTimedOut.json", 400),
        ("13-error-500-error-message.json", 500),
        ("14-error-500-server-error.json", 500),
        ("15-error-503-message-only.json", 503),
    ])
    func timeoutsAndServerErrorsAreFailures(fixture: String, status: Int) async throws {
        let am = ScriptedAM([try .payload(fixture, status: status)])
        try await am.run { journey, _ in
            let failure = try #require(await journey.start("Login") as? FailureNode)
            guard case .apiError(let answered, let message)? = failure.cause as? JourneyError else {
                Issue.record("\(failure.cause) is not an API error")
                return
            }
            #expect(answered == status)
            #expect(message == (try JourneyFixture.json(fixture))["message"]?.stringValue)
        }
    }

    @Test func aRedirectIsAFailureThatHidesTheCode() async throws {
        let am = ScriptedAM([.redirect(to: "org.forgerock.demo:/oauth2redirect?code=example-auth-code&state=s3cr3t")])
        try await am.run { journey, _ in
            let failure = try #require(await journey.start("Login") as? FailureNode)
            let text = "\(failure)"
            #expect(text.contains("302"))
            #expect(!text.contains("example-auth-code") && !text.contains("s3cr3t"))
        }
    }

    @Test func resumePostsTheSuspendedIdWithoutAnAuthIndex() async throws {
        let am = ScriptedAM([try .payload("01-authenticate-name-password.json")])
        try await am.run { journey, base in
            let link = try #require(URL(string: base.string("/fx/XUI/?realm=/&suspendedId=abc-123&x=1")))
            #expect(await journey.resume(link) is ContinueNode)
            let missing = try #require(URL(string: base.string("/fx/XUI/?realm=/")))
            let failure = try #require(await journey.resume(missing) as? FailureNode)
            #expect(failure.cause as? JourneyError == .missingSuspendedId)
        }
        #expect(am.requests.count == 1)
        #expect(am.requests[0].query.map(\.name) == ["suspendedId"])
        #expect(am.requests[0].queryValue("suspendedId") == "abc-123")
        #expect(am.requests[0].json == [:])
    }

    @Test func theSessionIsStoredSentAsAHeaderAndLoggedOut() async throws {
        let am = ScriptedAM([
            try .payload("06-success-session-token.json"), try .payload("01-authenticate-name-password.json"),
        ])
        let token = try #require(try JourneyFixture.json("06-success-session-token.json")["tokenId"]?.stringValue)
        try await am.run { journey, _ in
            #expect(await journey.start("Login") is SuccessNode)
            let session = try #require(await journey.session())
            #expect(session.value == token)
            #expect(session.realm == "/alpha")
            #expect(!"\(session)".contains(token))
            _ = await journey.start("Other")
            #expect((try? await journey.signOff().get()) != nil)
            #expect(await journey.session() == nil)
            // With no session, sign-off has nothing to send and succeeds.
            #expect((try? await journey.signOff().get()) != nil)
        }
        #expect(am.requests.count == 3)
        #expect(am.requests[1].header("iPlanetDirectoryPro") == token)
        let logout = am.requests[2]
        #expect(logout.method == "POST")
        #expect(logout.path == "/fx/json/realms/root/sessions")
        #expect(logout.queryValue("_action") == "logout")
        #expect(logout.header("iPlanetDirectoryPro") == token)
        #expect(logout.header("Accept-API-Version") == "resource=3.1, protocol=1.0")
        #expect(logout.json == [:])
    }

    @Test func aRefusedLogoutIsReportedAndTheSessionIsClearedAnyway() async throws {
        let am = ScriptedAM(
            [try .payload("06-success-session-token.json")],
            logout: .json(401, #"{"code": 401, "message": "Invalid session"}"#))
        try await am.run(configure: { $0.cookie = "session-cookie" }) { journey, _ in
            _ = await journey.start("Login")
            #expect(await journey.session() != nil)
            let result = await journey.signOff()
            guard case .failure(let error) = result else {
                Issue.record("a refused logout succeeded")
                return
            }
            #expect(error as? SignOffError == SignOffError(status: 401))
            #expect(await journey.session() == nil)
        }
        #expect(am.requests.last?.header("session-cookie") != nil)
    }

    @Test func aWorkflowWithoutTheModuleSaysSo() async {
        let workflow = Workflow.createWorkflow()
        let failure = await workflow.start("Login") as? FailureNode
        #expect(failure?.cause as? JourneyError == .notAJourney)
        #expect(await workflow.session() == nil)
    }

    @Test func aBadServerUrlIsAFailureBeforeAnyRequest() async {
        let journey = Journey.createJourney {
            $0.serverUrl = "am.example.com/am"
            $0.logger = SilentLogger()
        }
        let failure = await journey.start("Login") as? FailureNode
        #expect(failure?.cause as? JourneyError == .invalidServerUrl("am.example.com/am"))
    }

    @Test func anUnknownCallbackIsKeptAndSentBackUnchanged() async throws {
        let node =
            #"{"authId": "a", "callbacks": [{"type": "FancyNewCallback", "output": [{"name": "x", "value": 1}], "input": [{"name": "IDToken1", "value": "keep"}], "_id": 3}, {"type": "NameCallback", "output": [], "input": [{"name": "IDToken2", "value": ""}]}]}"#
        let am = ScriptedAM([.json(200, node), try .payload("06-success-session-token.json")])
        try await am.run { journey, _ in
            let step = try #require(await journey.start("Login") as? ContinueNode)
            #expect(step.callbacks.count == 2)
            let unknown = try #require(step.callbacks[0] as? UnknownCallback)
            #expect(unknown.type == "FancyNewCallback")
            step.callback(NameCallback.self)?.name = "bob"
            _ = await step.next()
        }
        let sent = try #require(am.requests[1].json?["callbacks"]?.arrayValue)
        let original = try JSON.parse(Data(node.utf8))["callbacks"]?[0]
        #expect(sent.first == original)
        #expect(sent.last?["input"]?[0]?["value"] == "bob")
    }
}
