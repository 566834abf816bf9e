import Foundation
import OrchestrateSandbox
import Testing

@Suite("AM Login tree over HTTP")
struct JourneyLoginTests {
    @Test("wrong password → 401 Login failure and the tree ends; then right password → code → SSO token, journaled")
    func wrongThenRightPassword() async throws {
        try await withJourneySandbox { server, driver in
            let first = try await driver.start("Login")
            #expect(first.status == 200)
            #expect(first.header("Content-Type") == "application/json; charset=utf-8")
            let node = try #require(first.json)
            let authID = try #require(node["authId"]?.stringValue)
            #expect(authID.count == 64 && authID.allSatisfy(\.isHexDigit))
            #expect(node["stage"] == "UsernamePassword")
            #expect(node["header"] == "Sign In")
            #expect(node["description"] == "Enter your username and password")
            // Fixture 01's exact callback shape.
            #expect(
                node["callbacks"] == [
                    [
                        "type": "NameCallback", "output": [["name": "prompt", "value": "User Name"]],
                        "input": [["name": "IDToken1", "value": ""]], "_id": 0,
                    ],
                    [
                        "type": "PasswordCallback", "output": [["name": "prompt", "value": "Password"]],
                        "input": [["name": "IDToken2", "value": ""]], "_id": 1,
                    ],
                ])

            let wrong = try await driver.next(first, ["IDToken1": "alice", "IDToken2": "nope"])
            #expect(wrong.status == 401)
            #expect(wrong.json == ["code": 401, "reason": "Unauthorized", "message": "Login failure"])
            // The tree ended: its authId is spent.
            let again = try await driver.next(first, ["IDToken1": "alice", "IDToken2": "Passw0rd!"])
            #expect(again.status == 400)
            #expect(again.json?["message"] == "Invalid authId")

            await server.clearJournal()
            let restart = try await driver.start("Login")
            let choice = try await driver.next(restart, ["IDToken1": "alice", "IDToken2": "Passw0rd!"])
            #expect(choice.status == 200)
            #expect(JourneyTestDriver.types(choice) == ["ChoiceCallback"])
            #expect(JourneyTestDriver.output(choice, 0, "choices") == ["One-time code", "Security question"])
            #expect(choice.json?["callbacks"]?[0]?["input"] == [["name": "IDToken1", "value": 0]])
            #expect(choice.json?["authId"] != restart.json?["authId"])

            let otp = try await driver.next(choice, ["IDToken1": 0])
            #expect(JourneyTestDriver.types(otp) == ["TextInputCallback"])
            let success = try await driver.next(otp, ["IDToken1": "123456"])
            #expect(success.status == 200)
            let body = try #require(success.json)
            let token = try #require(body["tokenId"]?.stringValue)
            #expect(body["successUrl"] == "/enduser/?realm=/alpha")
            #expect(body["realm"] == "/alpha")
            #expect(body["authId"] == nil)
            #expect(await server.isSSOSessionActive(token))
            #expect(success.header("Set-Cookie") == "iPlanetDirectoryPro=\(token); Path=/; HttpOnly")

            // The journal holds the four requests, field by field.
            let journal = await server.journal()
            #expect(journal.count == 4)
            let start = try #require(journal.first)
            #expect(start.method == "POST")
            #expect(start.path == "/am/json/realms/alpha/authenticate")
            #expect(start.query.map(\.name) == ["authIndexType", "authIndexValue"])
            #expect(start.queryValue("authIndexValue") == "Login")
            #expect(start.header("Accept-API-Version") == "resource=2.1, protocol=1.0")
            #expect(start.jsonBody == [:])
            let credentials = journal[1]
            #expect(credentials.jsonBody?["authId"] == restart.json?["authId"])
            #expect(credentials.jsonBody?["callbacks"]?[1]?["input"]?[0] == ["name": "IDToken2", "value": "Passw0rd!"])
            #expect(journal[3].jsonBody?["callbacks"]?[0]?["input"]?[0]?["value"] == "123456")
        }
    }

    @Test("the security-question branch takes alice's KBA answer; a wrong one fails")
    func securityQuestion() async throws {
        try await withJourneySandbox { _, driver in
            for (answer, status) in [(" Blue ", 200), ("red", 401)] {
                let first = try await driver.start("Login")
                let choice = try await driver.next(first, ["IDToken1": "alice", "IDToken2": "Passw0rd!"])
                let question = try await driver.next(choice, ["IDToken1": 1])
                #expect(JourneyTestDriver.types(question) == ["PasswordCallback"])
                #expect(JourneyTestDriver.output(question, 0, "prompt") == "What is your favorite color?")
                let done = try await driver.next(question, ["IDToken1": .string(answer)])
                #expect(done.status == status)
                #expect((done.json?["tokenId"] != nil) == (status == 200))
            }
            #expect(SandboxScript.demoKBAAnswer == "blue")
        }
    }

    @Test("a valid SSO token on start answers success at once with the same token; ForceAuth runs the tree")
    func existingSession() async throws {
        try await withJourneySandbox { _, driver in
            let token = try #require(try await driver.signIn().json?["tokenId"]?.stringValue)
            let again = try await driver.start("Login", headers: ["iPlanetDirectoryPro": token])
            #expect(again.status == 200)
            #expect(again.json?["tokenId"] == .string(token))
            let forced = try await driver.start(
                "Login", query: [("ForceAuth", "true")], headers: ["iPlanetDirectoryPro": token])
            #expect(JourneyTestDriver.types(forced) == ["NameCallback", "PasswordCallback"])
            let bogus = try await driver.start("Login", headers: ["iPlanetDirectoryPro": "not-a-session"])
            #expect(JourneyTestDriver.types(bogus) == ["NameCallback", "PasswordCallback"])
        }
    }

    @Test("noSession=true: success without tokenId, and no session is created")
    func noSession() async throws {
        try await withJourneySandbox { _, driver in
            let success = try await driver.signIn(query: [("noSession", "true")])
            #expect(success.status == 200)
            #expect(success.json == ["successUrl": "/enduser/?realm=/alpha", "realm": "/alpha"])
            #expect(success.header("Set-Cookie") == nil)
        }
    }

    @Test("realm root answers realm / ; the root/realms/x path form works")
    func realms() async throws {
        try await withJourneySandbox { _, driver in
            var root = driver
            root.realm = "root"
            #expect(try await root.signIn().json?["realm"] == "/")
            let base = try #require(await driver.server.baseURL)
            let url = base.appendingPathComponent("am/json/realms/root/realms/alpha/authenticate")
            let start = try await driver.client.send(
                "POST", url, body: Data("{}".utf8), headers: JourneyTestDriver.jsonHeaders)
            #expect(JourneyTestDriver.types(start) == ["NameCallback", "PasswordCallback"])
        }
    }

    @Test("sign-off: logout ends the session (200 once, 401 after)")
    func signOff() async throws {
        try await withJourneySandbox { server, driver in
            let token = try #require(try await driver.signIn().json?["tokenId"]?.stringValue)
            let sessions = try #require(await server.sessionsURL())
            let url = try #require(URL(string: sessions.absoluteString + "?_action=logout"))
            let headers = [
                "iPlanetDirectoryPro": token, "Accept-API-Version": "resource=3.1, protocol=1.0",
                "Content-Type": "application/json",
            ]
            let out = try await driver.client.send("POST", url, body: Data("{}".utf8), headers: headers)
            #expect(out.status == 200)
            #expect(out.json == ["result": "Successfully logged out"])
            #expect(!(await server.isSSOSessionActive(token)))
            let twice = try await driver.client.send("POST", url, body: Data("{}".utf8), headers: headers)
            #expect(twice.status == 401)
            #expect(twice.json?["code"] == 401)
            let record = try #require(await server.journal().last { $0.path.hasSuffix("/sessions") })
            #expect(record.queryValue("_action") == "logout")
            #expect(record.header("iPlanetDirectoryPro") == token)
            #expect(record.header("Accept-API-Version") == "resource=3.1, protocol=1.0")
            // The token no longer short-cuts a start.
            let start = try await driver.start("Login", headers: ["iPlanetDirectoryPro": token])
            #expect(start.json?["authId"] != nil)
        }
    }
}
