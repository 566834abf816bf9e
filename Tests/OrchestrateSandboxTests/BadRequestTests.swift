import Foundation
import OrchestrateSandbox
import Testing

@Suite("Refused requests")
struct BadRequestTests {
    /// Asserts a JSON error of the DaVinci shape with `status`.
    static func expectError(_ response: TestResponse, _ status: Int, sourceLocation: SourceLocation = #_sourceLocation)
    {
        #expect(response.status == status, "body: \(response.text)", sourceLocation: sourceLocation)
        #expect(response.header("Content-Type") == "application/json; charset=utf-8", sourceLocation: sourceLocation)
        let json = response.json
        #expect(json?["httpResponseCode"] == .integer(status), sourceLocation: sourceLocation)
        #expect(json?["code"]?.stringValue?.isEmpty == false, sourceLocation: sourceLocation)
        #expect(json?["message"]?.stringValue?.isEmpty == false, sourceLocation: sourceLocation)
    }

    static func body(id: String = "signIn", interactionID: String) -> String {
        """
        {"id":"\(id)","eventName":"continue","interactionId":"\(interactionID)",
         "parameters":{"eventType":"submit","data":{"actionKey":"submit","formData":{"username":"alice","password":"x"}}}}
        """
    }

    @Test("cookie, interaction and node problems are 400s and leave the interaction usable")
    func interactionProblems() async throws {
        try await withSandbox { _, driver in
            let (_, session) = try await driver.authorize()
            let client = driver.client
            let good = Self.body(interactionID: session.interactionID)

            Self.expectError(try await client.postJSON(session.next, good), 400)
            Self.expectError(try await client.postJSON(session.next, good, cookies: ["interactionId": "nope"]), 400)
            Self.expectError(
                try await client.postJSON(session.next, good, cookies: ["interactionId": UUID().uuidString]), 400)
            Self.expectError(try await client.postJSON(session.next, good, cookies: ["other": "x"]), 400)
            let wrongNode = try await driver.submit(session, actionKey: "submit", nodeID: "otp")
            Self.expectError(wrongNode, 400)
            #expect(wrongNode.json?["code"] == "INVALID_NODE")
            let mismatch = try await client.postJSON(
                session.next, Self.body(interactionID: "someone-else"),
                cookies: ["interactionId": session.interactionID])
            Self.expectError(mismatch, 400)
            let unknownAction = try await driver.submit(session, actionKey: "TROUBLE")
            Self.expectError(unknownAction, 400)
            #expect(unknownAction.json?["code"] == "INVALID_ACTION")

            // The interaction still works, and none of the above counted as a failed password.
            let wrong = try await driver.submit(
                session, actionKey: "submit", formData: ["username": "alice", "password": "x"])
            #expect(
                wrong.json?["details"]?[0]?["rawResponse"]?["details"]?[0]?["innerError"]?["failuresRemaining"] == 4)
        }
    }

    static let badBodies: [String] = [
        "",
        "not json",
        "{\"id\": \"signIn\"",
        "[1, 2, 3]",
        "\"just a string\"",
        "null",
        "{}",
        #"{"id": 42, "parameters": {"eventType": "submit", "data": {"actionKey": "submit"}}}"#,
        #"{"id": "signIn", "parameters": "submit"}"#,
        #"{"id": "signIn", "parameters": {"eventType": "submit"}}"#,
        #"{"id": "signIn", "parameters": {"eventType": 1, "data": {"actionKey": "submit"}}}"#,
        #"{"id": "signIn", "parameters": {"eventType": "submit", "data": []}}"#,
        #"{"id": "signIn", "parameters": {"eventType": "submit", "data": {"actionKey": true}}}"#,
        #"{"id": "signIn", "parameters": {"eventType": "submit", "data": {"actionKey": "submit", "formData": [1]}}}"#,
        #"{"id": "signIn", "eventName": 5, "parameters": {"eventType": "submit", "data": {"actionKey": "submit"}}}"#,
        #"{"id": "signIn", "interactionId": 5, "parameters": {"eventType": "submit", "data": {"actionKey": "submit"}}}"#,
        String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
        "{\"id\": \"sign\u{7}In\"}",
    ]

    @Test("malformed JSON and JSON of the wrong types are 400s", arguments: badBodies)
    func malformedBodies(_ text: String) async throws {
        try await withSandbox { _, driver in
            let (_, session) = try await driver.authorize()
            let response = try await driver.client.postJSON(
                session.next, text, cookies: ["interactionId": session.interactionID])
            Self.expectError(response, 400)
            // The server is still alive and the interaction untouched.
            let next = try await driver.submit(
                session, actionKey: "submit", formData: ["username": "alice", "password": "Passw0rd!"])
            #expect(next.json?["id"] == "otp")
        }
    }

    @Test("unknown paths are 404, wrong methods 405, unknown flows 400")
    func pathsAndMethods() async throws {
        try await withSandbox { server, driver in
            let base = try #require(await server.baseURL)
            let client = driver.client
            for path in [
                "/", "/nope", "/other-env/as/authorize", "/sandbox/as", "/sandbox/davinci/connections/x/capabilities",
            ] {
                Self.expectError(try await client.get(try #require(URL(string: path, relativeTo: base))), 404)
            }
            let authorize = try #require(await server.authorizeURL())
            let post = try await client.send("POST", authorize, body: Data("{}".utf8))
            Self.expectError(post, 405)
            #expect(post.header("Allow") == "GET")
            let (_, session) = try await driver.authorize()
            for method in ["GET", "PUT", "DELETE"] {
                let response = try await client.send(
                    method, session.next, cookies: ["interactionId": session.interactionID])
                Self.expectError(response, 405)
                #expect(response.header("Allow") == "POST")
            }
            let unknownFlow = try await client.get(try #require(await server.authorizeURL(flow: "nope")))
            Self.expectError(unknownFlow, 400)
            #expect(unknownFlow.header("Set-Cookie") == nil)
        }
    }

    @Test("bodies over 1 MiB are 413 and the server keeps serving")
    func oversizedBody() async throws {
        try await withSandbox { server, driver in
            let (_, session) = try await driver.authorize()
            let big = Data(repeating: UInt8(ascii: "a"), count: SandboxServer.maxBodySize + 1)
            let response = try await driver.client.send(
                "POST", session.next, body: big,
                headers: ["Content-Type": "application/json"],
                cookies: ["interactionId": session.interactionID])
            Self.expectError(response, 413)
            let huge = Data(repeating: UInt8(ascii: "b"), count: 3 * SandboxServer.maxBodySize)
            Self.expectError(try await driver.client.send("POST", session.next, body: huge), 413)
            let record = try #require(await server.journal().first { $0.bodyLength == big.count })
            #expect(record.body.isEmpty)
            // Exactly at the limit is read (and refused as JSON, not as size).
            let atLimit = Data(repeating: UInt8(ascii: " "), count: SandboxServer.maxBodySize)
            Self.expectError(
                try await driver.client.send(
                    "POST", session.next, body: atLimit,
                    cookies: ["interactionId": session.interactionID]), 400)
            let next = try await driver.submit(
                session, actionKey: "submit", formData: ["username": "alice", "password": "Passw0rd!"])
            #expect(next.json?["id"] == "otp")
        }
    }
}
