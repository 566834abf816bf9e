import Foundation
import OrchestrateSandbox
import Testing

@Suite("Demo sign-in over HTTP")
struct DemoSignInTests {
    @Test("authorize → wrong password → retry → wrong code → right code → COMPLETED, all journaled")
    func signInWithOneTimeCode() async throws {
        try await withSandbox { server, driver in
            let base = try #require(await server.baseURL)
            let port = try #require(base.port)
            #expect(port != 0)

            // Start: the signIn node with an interactionId cookie.
            let (start, session) = try await driver.authorize()
            #expect(start.header("Content-Type") == "application/json; charset=utf-8")
            let setCookie = try #require(start.header("Set-Cookie"))
            #expect(setCookie == "interactionId=\(session.interactionID); Max-Age=3600; Path=/; HttpOnly")
            #expect(UUID(uuidString: session.interactionID) != nil)
            let node = try #require(start.json)
            let expectedNext =
                "http://127.0.0.1:\(port)/sandbox/davinci/connections/867ed4363b2bc21c860085ad2baa817d"
                + "/capabilities/customHTMLTemplate"
            #expect(node["_links"]?["next"]?["href"] == .string(expectedNext))
            #expect(node["interactionId"] == .string(session.interactionID))
            #expect(node["eventName"] == "continue")
            #expect(node["id"] == "signIn")
            #expect(node["connectionId"] == "867ed4363b2bc21c860085ad2baa817d")
            #expect(node["capabilityName"] == "customHTMLTemplate")
            #expect(node["isResponseCompatibleWithMobileAndWebSdks"] == true)
            let token = try #require(node["interactionToken"]?.stringValue)
            #expect(token.count == 256 && token.allSatisfy(\.isHexDigit))
            #expect(node["form"]?["name"] == "Sign On")
            #expect(node["form"]?["category"] == "CUSTOM_HTML")
            #expect(node["formData"] == ["value": ["username": "", "password": ""]])
            #expect(node["passwordPolicy"] == nil)
            let fields = try #require(node["form"]?["components"]?["fields"])
            #expect(
                fields == [
                    ["type": "TEXT", "key": "username", "label": "Username", "required": true],
                    ["type": "PASSWORD", "key": "password", "label": "Password", "required": true],
                    ["type": "SUBMIT_BUTTON", "key": "submit", "label": "Sign On"],
                    [
                        "type": "FLOW_LINK", "key": "register", "label": "No account? Register now!",
                        "inputType": "ACTION",
                    ],
                ])

            // Wrong password: fixture 08 shape, failuresRemaining 4, still on signIn.
            let wrong = try await driver.submit(
                session, actionKey: "submit",
                formData: ["username": "alice", "password": "nope"])
            #expect(wrong.status == 400)
            let error = try #require(wrong.json)
            #expect(error["message"] == "Invalid username and/or password")
            #expect(error["code"] == "Invalid username and/or password")
            #expect(error["httpResponseCode"] == 400)
            #expect(error["interactionId"] == .string(session.interactionID))
            #expect(error["cause"] == .null)
            let inner = error["details"]?[0]?["rawResponse"]?["details"]?[0]
            #expect(inner?["target"] == "password")
            #expect(inner?["innerError"]?["failuresRemaining"] == 4)
            #expect(error["details"]?[0]?["statusCode"] == 400)

            // A second wrong password counts down.
            let wrongAgain = try await driver.submit(
                session, actionKey: "submit",
                formData: ["username": "alice", "password": "still wrong"])
            #expect(
                wrongAgain.json?["details"]?[0]?["rawResponse"]?["details"]?[0]?["innerError"]?["failuresRemaining"]
                    == 3)

            // Retry with the right password on the same node: the otp node.
            let otpResponse = try await driver.submit(
                session, actionKey: "submit",
                formData: ["username": "alice", "password": "Passw0rd!"])
            #expect(otpResponse.status == 200)
            let otpNode = try #require(otpResponse.json)
            #expect(otpNode["id"] == "otp")
            #expect(otpNode["interactionId"] == .string(session.interactionID))
            #expect(otpNode["interactionToken"]?.stringValue != token)
            #expect(
                otpNode["form"]?["components"]?["fields"]?[0] == [
                    "type": "TEXT", "key": "otp", "label": "One-time code", "required": true,
                    "validation": ["regex": "^[0-9]{6}$", "errorMessage": "Enter the 6-digit code"],
                ])
            let otpSession = try driver.advance(session, with: otpResponse)
            #expect(otpSession.next.port == port)

            // Wrong code: 400, message "Invalid one-time passcode".
            let wrongCode = try await driver.submit(otpSession, actionKey: "verify", formData: ["otp": "000000"])
            #expect(wrongCode.status == 400)
            #expect(wrongCode.json?["message"] == "Invalid one-time passcode")
            #expect(wrongCode.json?["httpResponseCode"] == 400)

            // Right code: fixture 07 shape and an ST cookie.
            let done = try await driver.submit(otpSession, actionKey: "verify", formData: ["otp": "123456"])
            #expect(done.status == 200)
            let success = try #require(done.json)
            #expect(success["status"] == "COMPLETED")
            #expect(success["success"] == true)
            #expect(success["interactionId"] == .string(session.interactionID))
            #expect(success["id"] == "otp")
            #expect(success["capabilityName"] == "returnSuccessResponseRedirect")
            let code = try #require(success["authorizeResponse"]?["code"]?.stringValue)
            #expect(!code.isEmpty)
            #expect(success["session"]?["id"]?.stringValue?.isEmpty == false)
            let sessionToken = try #require(done.setCookieValue("ST"))
            #expect(!sessionToken.isEmpty)
            #expect(done.header("Set-Cookie")?.hasSuffix("; Max-Age=3600; Path=/; HttpOnly") == true)

            // The interaction is over.
            let after = try await driver.submit(otpSession, actionKey: "verify", formData: ["otp": "123456"])
            #expect(after.status == 400)
            #expect(after.json?["httpResponseCode"] == 400)

            // The journal has every request, in order, field by field.
            let journal = await server.journal()
            #expect(journal.map(\.method) == ["GET", "POST", "POST", "POST", "POST", "POST", "POST"])
            let first = try #require(journal.first)
            #expect(first.path == "/sandbox/as/authorize")
            #expect(first.query.isEmpty)
            #expect(first.body.isEmpty)
            #expect(first.cookies.isEmpty)
            #expect(first.header("host") == "127.0.0.1:\(port)")
            let second = journal[1]
            #expect(
                second.path
                    == "/sandbox/davinci/connections/867ed4363b2bc21c860085ad2baa817d/capabilities/customHTMLTemplate")
            #expect(second.cookies == ["interactionId": session.interactionID])
            #expect(second.header("COOKIE") == "interactionId=\(session.interactionID)")
            #expect(second.header("content-type") == "application/json")
            let body = try #require(second.jsonBody)
            #expect(body["id"] == "signIn")
            #expect(body["eventName"] == "continue")
            #expect(body["interactionId"] == .string(session.interactionID))
            #expect(body["parameters"]?["eventType"] == "submit")
            #expect(body["parameters"]?["data"]?["actionKey"] == "submit")
            #expect(body["parameters"]?["data"]?["formData"]?["username"] == "alice")
            #expect(second.bodyText?.contains("\"password\":\"nope\"") == true)
            #expect(
                journal[5].path.hasSuffix(
                    "/connections/4b1a6c0e9d2f43a8b7c5e1f0a9d8c7b6/capabilities/customHTMLTemplate"))
            #expect(zip(journal, journal.dropFirst()).allSatisfy { $0.receivedAt <= $1.receivedAt })

            await server.clearJournal()
            #expect(await server.journal().isEmpty)
        }
    }

    @Test("acr_values selects a flow; the register link leads to the register node")
    func flowSelectionAndLinks() async throws {
        try await withSandbox { server, driver in
            let (response, session) = try await driver.authorize(flow: "signIn")
            #expect(response.json?["id"] == "signIn")
            let journal = await server.journal()
            #expect(journal.first?.queryValue("acr_values") == "signIn")
            #expect(journal.first?.query == [SandboxNameValue(name: "acr_values", value: "signIn")])

            let register = try await driver.submit(session, actionKey: "register", eventType: "action")
            #expect(register.status == 200)
            #expect(register.json?["id"] == "register")
            let back = try await driver.submit(
                try driver.advance(session, with: register), actionKey: "back",
                eventType: "action")
            #expect(back.json?["id"] == "signIn")

            let (direct, _) = try await driver.authorize(flow: "register")
            #expect(direct.json?["id"] == "register")
        }
    }

    @Test("failuresRemaining stops at zero and is per interaction")
    func failuresRemainingPerInteraction() async throws {
        try await withSandbox { _, driver in
            let (_, first) = try await driver.authorize()
            var remaining: [JSON?] = []
            for _ in 0..<6 {
                let answer = try await driver.submit(
                    first, actionKey: "submit", formData: ["username": "alice", "password": "x"])
                remaining.append(
                    answer.json?["details"]?[0]?["rawResponse"]?["details"]?[0]?["innerError"]?["failuresRemaining"])
            }
            #expect(remaining == [4, 3, 2, 1, 0, 0])
            let (_, second) = try await driver.authorize()
            let fresh = try await driver.submit(
                second, actionKey: "submit", formData: ["username": "bob", "password": "x"])
            #expect(
                fresh.json?["details"]?[0]?["rawResponse"]?["details"]?[0]?["innerError"]?["failuresRemaining"] == 4)
        }
    }
}
