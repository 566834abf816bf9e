import Foundation
import OrchestrateSandbox
import Testing

@Suite("AM bad requests")
struct JourneyBadRequestTests {
    @Test("a forged authId → 400 Invalid authId; an expired one → 401 Session has timed out")
    func forgedAndExpired() async throws {
        try await withJourneySandbox(am: SandboxAMSettings(authIDLifetime: 0.5)) { _, driver in
            let forged = try await driver.post(body: #"{"authId":"forged","callbacks":[]}"#)
            #expect(forged.status == 400)
            #expect(forged.json == ["code": 400, "reason": "Bad Request", "message": "Invalid authId"])

            let first = try await driver.start("Login")
            var tampered = try #require(first.json)
            let authID = try #require(tampered["authId"]?.stringValue)
            tampered = [
                "authId": .string(String(authID.dropLast()) + (authID.hasSuffix("0") ? "1" : "0")), "callbacks": [],
            ]
            #expect(try await driver.post(body: tampered.serializedText(keyOrder: .stored)).status == 400)

            try await Task.sleep(for: .milliseconds(800))
            let expired = try await driver.next(first, ["IDToken1": "alice", "IDToken2": "Passw0rd!"])
            #expect(expired.status == 401)
            #expect(expired.json == ["code": 401, "reason": "Unauthorized", "message": "Session has timed out"])
        }
    }

    @Test("hostile bodies are answered 400 JSON, and the server keeps working")
    func hostileBodies() async throws {
        try await withJourneySandbox { _, driver in
            let many =
                "{\"authId\":\"x\",\"callbacks\":["
                + Array(repeating: #"{"type":"NameCallback","input":[]}"#, count: 10_000)
                .joined(separator: ",") + "]}"
            let bodies: [Data] = [
                Data("not json".utf8),
                Data(#"{"authId": 42}"#.utf8),
                Data(#"{"authId": "x", "callbacks": {}}"#.utf8),
                Data(#"{"authId": "x", "callbacks": [1]}"#.utf8),
                Data(#"{"authId": "x", "callbacks": [{"input": "x"}]}"#.utf8),
                Data(#"{"authId": "x", "callbacks": [{"input": [{"value": 1}]}]}"#.utf8),
                Data(#"["array"]"#.utf8),
                Data(#"{"authId": "x""#.utf8),
                Data(many.utf8),
                Data(String(repeating: "[", count: 100_000).utf8),
                Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]),
            ]
            for body in bodies {
                let answer = try await driver.client.send(
                    "POST", try await driver.url(), body: body,
                    headers: JourneyTestDriver.jsonHeaders)
                #expect(answer.status == 400, "\(answer.status) for \(body.prefix(40))")
                #expect(answer.json?["code"] == 400)
                #expect(answer.json?["reason"] == "Bad Request")
            }
            #expect(try await driver.signIn().json?["tokenId"] != nil)
        }
    }

    @Test("unknown tree, wrong authIndexType, wrong method, unknown path")
    func refusals() async throws {
        try await withJourneySandbox { _, driver in
            let unknown = try await driver.start("NoSuchTree")
            #expect(unknown.status == 400)
            #expect(unknown.json?["message"] == "No configuration found")
            let type = try await driver.post(query: [("authIndexType", "module"), ("authIndexValue", "x")], body: "{}")
            #expect(type.status == 400)
            let get = try await driver.client.get(try await driver.url())
            #expect(get.status == 405)
            #expect(get.json?["code"] == 405)
            let base = try #require(await driver.server.amBaseURL())
            let missing = try await driver.client.get(base.appendingPathComponent("json/nothing"))
            #expect(missing.status == 404)
            // No authIndex at all starts the first tree.
            let first = try await driver.post(body: "{}")
            #expect(JourneyTestDriver.types(first) == ["NameCallback", "PasswordCallback"])
        }
    }

    @Test("tree script errors name where they are")
    func scriptErrors() throws {
        let base = """
            flows: [{name: f, start: n}]
            nodes: [{id: n}]
            trees: [{name: T, start: a}]
            treeNodes:
              - id: a
                callbacks: [{type: NameCallback}]
                transitions:

            """
        let cases: [(String, String)] = [
            (
                base + "      - when: [{otp: {input: IDToken2}}]\n        then: {succeed: true}\n",
                "treeNodes[0] (a).transitions[0].when"
            ),
            (base + "      - then: {goto: nowhere}\n", "treeNodes[0] (a).transitions[0].then.goto"),
            (base + "      - then: {succeed: true, fail: true}\n", "treeNodes[0].transitions[0].then"),
            (
                base.replacingOccurrences(of: "start: a", with: "start: b") + "      - then: {succeed: true}\n",
                "trees[0] (T).start"
            ),
        ]
        for (yaml, location) in cases {
            #expect(throws: SandboxScriptError.self) { try SandboxScript(yaml: yaml) }
            do {
                _ = try SandboxScript(yaml: yaml)
            } catch let error as SandboxScriptError {
                #expect(error.location == location, "\(error)")
            }
        }
        let valid = try SandboxScript(yaml: base + "      - then: {succeed: true}\n")
        #expect(valid.treeNames == ["T"])
        #expect(SandboxScript.demo.treeNames == SandboxScript.demoTreeNames)
    }
}
