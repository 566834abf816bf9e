import Foundation
import OrchestrateSandbox
import Testing

/// Walks AM trees over HTTP the way the Ping SDKs do: start with `{}`, then post `{authId, callbacks}`
/// with each callback's JSON echoed and its inputs filled by name.
struct JourneyTestDriver: Sendable {
    let client = TestHTTPClient()
    let server: SandboxServer
    var realm = "alpha"

    static let jsonHeaders = ["Content-Type": "application/json", "Accept-API-Version": "resource=2.1, protocol=1.0"]

    /// `…/authenticate` with `query`.
    func url(_ query: [(String, String)] = [], realm: String? = nil) async throws -> URL {
        let base = try #require(await server.journeyURL(realm: realm ?? self.realm))
        var components = try #require(URLComponents(url: base, resolvingAgainstBaseURL: false))
        if !query.isEmpty { components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) } }
        return try #require(components.url)
    }

    /// `POST …/authenticate?authIndexType=service&authIndexValue={tree}` with `{}`.
    func start(_ tree: String, query: [(String, String)] = [], headers: [String: String] = [:]) async throws
        -> TestResponse
    {
        try await post(
            query: [("authIndexType", "service"), ("authIndexValue", tree)] + query, body: "{}", headers: headers)
    }

    /// `POST …/authenticate` with a raw body.
    func post(query: [(String, String)] = [], body: String, headers: [String: String] = [:]) async throws
        -> TestResponse
    {
        try await client.send(
            "POST", try await url(query), body: Data(body.utf8),
            headers: Self.jsonHeaders.merging(headers) { $1 })
    }

    /// The body answering `node` (a 200 node answer): every callback echoed, inputs set from `inputs` by name.
    static func answer(_ node: JSON, _ inputs: [String: JSON]) throws -> JSON {
        let callbacks = try #require(node["callbacks"]?.arrayValue)
        let filled: [JSON] = callbacks.map { callback in
            guard case .object(var members) = callback else { return callback }
            if case .array(let list)? = members["input"] {
                members["input"] = .array(
                    list.map { input in
                        guard let name = input["name"]?.stringValue, let value = inputs[name] else { return input }
                        return ["name": .string(name), "value": value]
                    })
            }
            return .object(members)
        }
        return ["authId": try #require(node["authId"]), "callbacks": .array(filled)]
    }

    /// Answers `response`'s node with `inputs`.
    func next(
        _ response: TestResponse, _ inputs: [String: JSON] = [:], query: [(String, String)] = [],
        headers: [String: String] = [:]
    ) async throws -> TestResponse {
        let node = try #require(response.json, "not JSON: \(response.text)")
        let body = try Self.answer(node, inputs).serializedText(keyOrder: .stored)
        return try await post(query: query, body: body, headers: headers)
    }

    /// Signs alice in through `Login` with the one-time code; returns the success answer.
    func signIn(username: String = "alice", password: String = "Passw0rd!", query: [(String, String)] = []) async throws
        -> TestResponse
    {
        let first = try await start("Login", query: query)
        let choice = try await next(
            first, ["IDToken1": .string(username), "IDToken2": .string(password)], query: query)
        let otp = try await next(choice, ["IDToken1": 0], query: query)
        return try await next(otp, ["IDToken1": "123456"], query: query)
    }

    /// The types of the callbacks of a node answer.
    static func types(_ response: TestResponse) -> [String] {
        response.json?["callbacks"]?.arrayValue?.compactMap { $0["type"]?.stringValue } ?? []
    }

    /// The output `name` of callback `index` of a node answer.
    static func output(_ response: TestResponse, _ index: Int, _ name: String) -> JSON? {
        response.json?["callbacks"]?[index]?["output"]?.arrayValue?.first { $0["name"]?.stringValue == name }?["value"]
    }
}

/// Starts a server for one test and always stops it.
func withJourneySandbox<T>(
    script: SandboxScript = .demo, oidc: SandboxOIDCSettings = SandboxOIDCSettings(),
    am: SandboxAMSettings = SandboxAMSettings(),
    _ body: (SandboxServer, JourneyTestDriver) async throws -> T
) async throws -> T {
    let server = SandboxServer(script: script, oidc: oidc, am: am)
    _ = try await server.start()
    do {
        let result = try await body(server, JourneyTestDriver(server: server))
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
