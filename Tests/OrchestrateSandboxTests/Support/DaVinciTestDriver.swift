import Foundation
import OrchestrateSandbox
import Testing

/// Walks a DaVinci flow over HTTP the way the runtime client will.
struct DaVinciTestDriver: Sendable {
    let client = TestHTTPClient()
    let server: SandboxServer

    /// A started flow: its cookie and where to post next.
    struct Session: Sendable {
        var interactionID: String
        var next: URL
        var nodeID: String
    }

    /// `GET` the authorize URL; returns the response and the session it started.
    func authorize(flow: String? = nil) async throws -> (TestResponse, Session) {
        let url = try #require(await server.authorizeURL(flow: flow))
        let response = try await client.get(url)
        #expect(response.status == 200, "authorize answered \(response.status): \(response.text)")
        let json = try #require(response.json)
        let session = Session(
            interactionID: try #require(response.setCookieValue("interactionId")),
            next: try #require(json["_links"]?["next"]?["href"]?.stringValue.flatMap(URL.init(string:))),
            nodeID: try #require(json["id"]?.stringValue))
        return (response, session)
    }

    /// `POST` a continue body for `session`'s current node.
    func submit(
        _ session: Session, actionKey: String, formData: JSON = [:], eventType: String = "submit",
        nodeID: String? = nil
    ) async throws -> TestResponse {
        let body: JSON = [
            "id": .string(nodeID ?? session.nodeID),
            "eventName": "continue",
            "interactionId": .string(session.interactionID),
            "parameters": [
                "eventType": .string(eventType),
                "data": ["actionKey": .string(actionKey), "formData": formData],
            ],
        ]
        return try await client.postJSON(
            session.next, body.serializedText(keyOrder: .stored),
            cookies: ["interactionId": session.interactionID])
    }

    /// Moves `session` to the node in `response` (a 200 node answer).
    func advance(_ session: Session, with response: TestResponse) throws -> Session {
        let json = try #require(response.json)
        var next = session
        next.nodeID = try #require(json["id"]?.stringValue)
        next.next = try #require(json["_links"]?["next"]?["href"]?.stringValue.flatMap(URL.init(string:)))
        return next
    }
}

/// Starts a server for one test and always stops it.
func withSandbox<T>(
    script: SandboxScript = .demo, routes: [SandboxRoute] = [],
    _ body: (SandboxServer, DaVinciTestDriver) async throws -> T
) async throws -> T {
    let server = SandboxServer(script: script, routes: routes)
    _ = try await server.start()
    do {
        let result = try await body(server, DaVinciTestDriver(server: server))
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
