import Foundation
import OrchestrateSandbox
import Testing

@Suite("AM Registration, polling and suspend trees over HTTP")
struct JourneyRegistrationTests {
    static let valid: [String: JSON] = [
        "IDToken1": "bob", "IDToken2": "bob@example.com", "IDToken3": "Bob", "IDToken4": true,
        "IDToken5": "Secret123", "IDToken6question": "What is your favorite color?", "IDToken6answer": "green",
        "IDToken7": true, "IDToken8": true,
    ]

    @Test("the registration page carries every callback with AM's inputs")
    func page() async throws {
        try await withJourneySandbox { _, driver in
            let page = try await driver.start("Registration")
            #expect(
                JourneyTestDriver.types(page) == [
                    "ValidatedCreateUsernameCallback", "StringAttributeInputCallback", "StringAttributeInputCallback",
                    "BooleanAttributeInputCallback", "ValidatedCreatePasswordCallback", "KbaCreateCallback",
                    "TermsAndConditionsCallback", "ConsentMappingCallback",
                ])
            let inputs = page.json?["callbacks"]?.arrayValue?.flatMap { $0["input"]?.arrayValue ?? [] }
                .compactMap { $0["name"]?.stringValue }
            #expect(
                inputs == [
                    "IDToken1", "IDToken1validateOnly", "IDToken2", "IDToken2validateOnly", "IDToken3",
                    "IDToken3validateOnly", "IDToken4", "IDToken4validateOnly", "IDToken5", "IDToken5validateOnly",
                    "IDToken6question", "IDToken6answer", "IDToken7", "IDToken8",
                ])
            #expect(JourneyTestDriver.output(page, 0, "failedPolicies") == [])
            #expect(JourneyTestDriver.output(page, 1, "name") == "mail")
        }
    }

    @Test("failed policies → the node again with a new authId and JSON-string failedPolicies; corrected → user created")
    func failedPolicyThenCorrection() async throws {
        try await withJourneySandbox { server, driver in
            let page = try await driver.start("Registration")
            var bad = Self.valid
            bad["IDToken1"] = "al" // MIN_LENGTH 3
            bad["IDToken5"] = "short" // MIN_LENGTH 8, a capital, a digit
            bad["IDToken2"] = "not-an-email"
            let again = try await driver.next(page, bad)
            #expect(again.status == 200)
            #expect(again.json?["authId"] != nil && again.json?["authId"] != page.json?["authId"])
            #expect(
                JourneyTestDriver.output(again, 0, "failedPolicies")
                    == [#"{ "params": { "minLength": 3 }, "policyRequirement": "MIN_LENGTH" }"#])
            #expect(
                JourneyTestDriver.output(again, 4, "failedPolicies") == [
                    #"{ "params": { "minLength": 8 }, "policyRequirement": "MIN_LENGTH" }"#,
                    #"{ "params": { "numCaps": 1 }, "policyRequirement": "AT_LEAST_X_CAPITAL_LETTERS" }"#,
                    #"{ "params": { "numNums": 1 }, "policyRequirement": "AT_LEAST_X_NUMBERS" }"#,
                ])
            #expect(
                JourneyTestDriver.output(again, 1, "failedPolicies")
                    == [#"{ "policyRequirement": "VALID_EMAIL_ADDRESS_FORMAT" }"#])
            #expect(JourneyTestDriver.output(again, 2, "failedPolicies") == [])
            // Each failure parses as AM's JSON, and the submitted username is echoed, the password is not.
            let first = try #require(JourneyTestDriver.output(again, 0, "failedPolicies")?[0]?.stringValue)
            #expect(try JSON.parse(Data(first.utf8))["params"]?["minLength"] == 3)
            #expect(again.json?["callbacks"]?[0]?["input"]?[0]?["value"] == "al")
            #expect(again.json?["callbacks"]?[4]?["input"]?[0]?["value"] == "")
            #expect(!(await server.hasUser("al")))

            // Taken username: VALID_USERNAME.
            var taken = Self.valid
            taken["IDToken1"] = "alice"
            let takenAnswer = try await driver.next(again, taken)
            #expect(
                JourneyTestDriver.output(takenAnswer, 0, "failedPolicies") == [
                    #"{ "policyRequirement": "VALID_USERNAME" }"#
                ])

            let done = try await driver.next(takenAnswer, Self.valid)
            #expect(done.status == 200)
            #expect(done.json?["tokenId"]?.stringValue != nil)
            #expect(await server.hasUser("bob"))

            // bob signs in with his new password and KBA answer.
            let login = try await driver.start("Login")
            let choice = try await driver.next(login, ["IDToken1": "bob", "IDToken2": "Secret123"])
            let question = try await driver.next(choice, ["IDToken1": 1])
            let success = try await driver.next(question, ["IDToken1": "green"])
            #expect(success.json?["tokenId"] != nil)
        }
    }

    @Test("validateOnly=true → the node again with failedPolicies (empty when valid), never advancing")
    func validateOnly() async throws {
        try await withJourneySandbox { server, driver in
            let page = try await driver.start("Registration")
            var probe = Self.valid
            probe["IDToken1validateOnly"] = true
            let valid = try await driver.next(page, probe)
            #expect(valid.status == 200)
            #expect(JourneyTestDriver.types(valid).count == 8)
            #expect(JourneyTestDriver.output(valid, 0, "failedPolicies") == [])
            #expect(JourneyTestDriver.output(valid, 0, "validateOnly") == true)
            #expect(!(await server.hasUser("bob")))
            probe["IDToken1"] = "a/b"
            let invalid = try await driver.next(valid, probe)
            #expect(
                JourneyTestDriver.output(invalid, 0, "failedPolicies")
                    == [#"{ "params": { "forbiddenChars": ["/"] }, "policyRequirement": "CANNOT_CONTAIN_CHARACTERS" }"#]
            )
            #expect(!(await server.hasUser("a/b")))
            let done = try await driver.next(invalid, Self.valid)
            #expect(done.json?["tokenId"] != nil)
        }
    }

    @Test("terms not accepted → 401 Login failure")
    func termsRefused() async throws {
        try await withJourneySandbox { server, driver in
            var answer = Self.valid
            answer["IDToken7"] = false
            let refused = try await driver.next(try await driver.start("Registration"), answer)
            #expect(refused.status == 401)
            #expect(!(await server.hasUser("bob")))
        }
    }

    @Test("polling: the PollingWaitCallback again until the approval link is followed, then success")
    func pollingApproved() async throws {
        try await withJourneySandbox { server, driver in
            let first = try await driver.start("Polling")
            var wait = try await driver.next(first, ["IDToken1": "alice"])
            #expect(JourneyTestDriver.types(wait) == ["PollingWaitCallback"])
            #expect(JourneyTestDriver.output(wait, 0, "waitTime") == "1000")
            #expect(wait.json?["callbacks"]?[0]?["input"] == nil)
            for _ in 0..<2 {
                let previous = wait.json?["authId"]
                wait = try await driver.next(wait)
                #expect(JourneyTestDriver.types(wait) == ["PollingWaitCallback"])
                #expect(wait.json?["authId"] != previous)
            }
            let message = try #require(await server.sentMessages().last)
            #expect(message.kind == .approval)
            #expect(message.recipient == "alice@example.com")
            #expect(message.tree == "Polling")
            #expect(message.link.path == "/am/sandbox/approve")
            let approved = try await driver.client.get(message.link)
            #expect(approved.status == 200)
            let done = try await driver.next(wait)
            #expect(done.json?["tokenId"] != nil)
            #expect(try await driver.client.get(message.link).status == 404)
        }
    }

    @Test("polling: the Swift approve call works, and 5 polls go on without approval")
    func pollingBySwiftAndByCount() async throws {
        try await withJourneySandbox { server, driver in
            let wait = try await driver.next(try await driver.start("Polling"), ["IDToken1": "alice"])
            let message = try #require(await server.sentMessages().last)
            #expect(await server.approve(message))
            #expect(try await driver.next(wait).json?["tokenId"] != nil)

            var polling = try await driver.next(try await driver.start("Polling"), ["IDToken1": "alice"])
            for poll in 1...5 {
                polling = try await driver.next(polling)
                #expect((polling.json?["tokenId"] != nil) == (poll == 5))
            }
        }
    }

    @Test("suspend: an email with a suspendedId link; resuming goes on after the suspend step")
    func suspendAndResume() async throws {
        try await withJourneySandbox { server, driver in
            let first = try await driver.start("EmailLink")
            let suspended = try await driver.next(first, ["IDToken1": "alice"])
            #expect(suspended.status == 200)
            #expect(JourneyTestDriver.types(suspended) == ["SuspendedTextOutputCallback"])
            #expect(JourneyTestDriver.output(suspended, 0, "messageType") == "0")
            let message = try #require(await server.sentMessages().last)
            #expect(message.kind == .email)
            #expect(message.recipient == "alice@example.com")
            #expect(message.link.absoluteString.contains("/am/XUI/?realm=/alpha&suspendedId="), "\(message.link)")
            let suspendedID = try #require(message.token)
            #expect(suspendedID.count == 48)
            // Posting the suspended node again keeps it suspended.
            let still = try await driver.next(suspended)
            #expect(JourneyTestDriver.types(still) == ["SuspendedTextOutputCallback"])

            let resumed = try await driver.post(query: [("suspendedId", suspendedID)], body: "{}")
            #expect(resumed.status == 200)
            #expect(JourneyTestDriver.types(resumed) == ["TextOutputCallback"])
            let done = try await driver.next(resumed)
            #expect(done.json?["tokenId"] != nil)
            let record = try #require(await server.journal().first { $0.queryValue("suspendedId") != nil })
            #expect(record.query.map(\.name) == ["suspendedId"])

            let reused = try await driver.post(query: [("suspendedId", suspendedID)], body: "{}")
            #expect(reused.status == 400)
            #expect(reused.json?["code"] == 400)
            let unknown = try await driver.post(query: [("suspendedId", "nope")], body: "{}")
            #expect(unknown.status == 400)
        }
    }
}
