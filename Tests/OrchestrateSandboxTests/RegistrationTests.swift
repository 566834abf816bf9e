import Foundation
import OrchestrateSandbox
import Testing

@Suite("Registration over HTTP")
struct RegistrationTests {
    static func registrationForm(username: String, password: String) -> JSON {
        [
            "user.username": .string(username),
            "user.email": "new@example.com",
            "password": .string(password),
            "country": "GB",
            "interests": ["news", "events"],
            "phone": ["phoneNumber": "5551234567", "countryCode": "US"],
        ]
    }

    @Test("the register node has every field type and the node-level password policy")
    func registerNodeShape() async throws {
        try await withSandbox { _, driver in
            let (response, _) = try await driver.authorize(flow: "register")
            let node = try #require(response.json)
            let fields = try #require(node["form"]?["components"]?["fields"]?.arrayValue)
            #expect(
                fields.compactMap { $0["type"]?.stringValue } == [
                    "TEXT", "TEXT", "PASSWORD", "DROPDOWN", "CHECKBOX", "PHONE_NUMBER", "AGREEMENT", "SINGLE_CHECKBOX",
                    "SUBMIT_BUTTON", "FLOW_LINK",
                ])
            let newsletter = try #require(fields.first { $0["key"] == "newsletter" })
            #expect(newsletter["inputType"] == "BOOLEAN" && newsletter["appearance"] == "SWITCH")
            #expect(fields.first { $0["key"] == "privacy" }?["inputType"] == "READ_ONLY_TEXT")
            let email = try #require(fields.first { $0["key"] == "user.email" })
            #expect(email["validation"]?["regex"] == #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#)
            let dropdown = try #require(fields.first { $0["key"] == "country" })
            #expect(dropdown["inputType"] == "SINGLE_SELECT")
            #expect(dropdown["options"]?.arrayValue?.count == 3)
            #expect(dropdown["options"]?[0] == ["label": "United States", "value": "US"])
            let checkbox = try #require(fields.first { $0["key"] == "interests" })
            #expect(checkbox["inputType"] == "MULTI_SELECT")
            #expect(checkbox["options"]?.arrayValue?.count == 3)
            let phone = try #require(fields.first { $0["key"] == "phone" })
            #expect(phone["defaultCountryCode"] == "US")
            #expect(phone["validatePhoneNumber"] == true)
            #expect(
                fields.last == ["type": "FLOW_LINK", "key": "back", "label": "Back to sign on", "inputType": "ACTION"])
            let policy = try #require(node["passwordPolicy"])
            #expect(policy["length"] == ["min": 8, "max": 255])
            #expect(policy["minUniqueCharacters"] == 5)
            #expect(policy["maxRepeatedCharacters"] == 2)
            #expect(policy["minCharacters"]?.members?.count == 4)
            #expect(policy["minCharacters"]?["0123456789"] == 1)
            #expect(node["formData"]?["value"]?["interests"] == [])
        }
    }

    @Test("a weak password is refused with fixture 10's shape, listing each failed requirement")
    func policyViolation() async throws {
        try await withSandbox { server, driver in
            let (_, session) = try await driver.authorize(flow: "register")
            let weak = try await driver.submit(
                session, actionKey: "submit",
                formData: Self.registrationForm(username: "bob", password: "aaab"))
            #expect(weak.status == 400)
            let error = try #require(weak.json)
            #expect(error["code"] == "invalidValue")
            #expect(error["httpResponseCode"] == 400)
            #expect(error["message"] == "password: User password did not satisfy password policy requirements")
            let inner = try #require(error["details"]?[0]?["rawResponse"]?["details"]?[0]?["innerError"])
            // "aaab": no upper, no digit, no special; too short; 'a' three times in a row; 2 unique.
            #expect(
                inner["unsatisfiedRequirements"] == [
                    "minCharacters", "minCharacters", "minCharacters", "length", "maxRepeatedCharacters",
                    "minUniqueCharacters",
                ])
            #expect(
                inner["length"] == "The provided password is shorter than the minimum required length of 8 characters")
            #expect(inner["maxRepeatedCharacters"]?.stringValue?.contains("more than 2 times in a row") == true)
            #expect(inner["minUniqueCharacters"]?.stringValue?.hasSuffix("is 5") == true)
            #expect(inner["minCharacters"]?.stringValue?.contains("character set") == true)
            #expect(await server.hasUser("bob") == false)

            // Only the length fails for "Ab1!xyz".
            let short = try await driver.submit(
                session, actionKey: "submit",
                formData: Self.registrationForm(username: "bob", password: "Ab1!xyz"))
            #expect(
                short.json?["details"]?[0]?["rawResponse"]?["details"]?[0]?["innerError"]?["unsatisfiedRequirements"]
                    == ["length"])
        }
    }

    @Test("a valid registration succeeds and the new user can sign in")
    func registerThenSignIn() async throws {
        try await withSandbox { server, driver in
            let (_, signIn) = try await driver.authorize()
            let registerNode = try await driver.submit(signIn, actionKey: "register", eventType: "action")
            let session = try driver.advance(signIn, with: registerNode)
            #expect(session.nodeID == "register")
            let done = try await driver.submit(
                session, actionKey: "submit",
                formData: Self.registrationForm(username: "bob", password: "Str0ng!Pass"))
            #expect(done.status == 200)
            #expect(done.json?["status"] == "COMPLETED")
            #expect(done.json?["authorizeResponse"]?["code"]?.stringValue?.isEmpty == false)
            #expect(done.setCookieValue("ST") != nil)
            #expect(await server.hasUser("bob"))

            // Registering the same name again is refused.
            let (_, again) = try await driver.authorize(flow: "register")
            let duplicate = try await driver.submit(
                again, actionKey: "submit",
                formData: Self.registrationForm(username: "bob", password: "Str0ng!Pass"))
            #expect(duplicate.status == 400)
            #expect(duplicate.json?["code"] == "uniquenessViolation")

            // bob signs in with his password and the demo one-time code.
            let (_, login) = try await driver.authorize()
            let otp = try await driver.submit(
                login, actionKey: "submit", formData: ["username": "bob", "password": "Str0ng!Pass"])
            #expect(otp.json?["id"] == "otp")
            let finished = try await driver.submit(
                try driver.advance(login, with: otp), actionKey: "verify",
                formData: ["otp": "123456"])
            #expect(finished.json?["status"] == "COMPLETED")
        }
    }

    @Test("registrations belong to one server instance")
    func usersArePerServer() async throws {
        try await withSandbox { server, driver in
            let (_, session) = try await driver.authorize(flow: "register")
            _ = try await driver.submit(
                session, actionKey: "submit",
                formData: Self.registrationForm(username: "carol", password: "Str0ng!Pass"))
            #expect(await server.hasUser("carol"))
        }
        let other = SandboxServer()
        #expect(await other.hasUser("carol") == false)
        #expect(await other.hasUser("alice"))
    }
}
