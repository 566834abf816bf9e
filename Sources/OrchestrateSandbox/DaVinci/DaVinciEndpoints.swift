import Foundation

/// The DaVinci routes: `GET /{envId}/as/authorize` and
/// `POST /{envId}/davinci/connections/{connectionId}/capabilities/{capability}`, and the OpenID
/// Connect routes beside them (``OIDCEndpoints``).
struct DaVinciEndpoints: Sendable {
    let environmentID: String
    let store: InteractionStore
    /// The base URL once the server listens (the real port is known only then).
    let baseURL: Locked<String?>
    let oidc: OIDCEndpoints

    init(
        environmentID: String, store: InteractionStore, authorizationServer: AuthorizationServer,
        baseURL: Locked<String?>
    ) {
        self.environmentID = environmentID
        self.store = store
        self.baseURL = baseURL
        oidc = OIDCEndpoints(environmentID: environmentID, server: authorizationServer, baseURL: baseURL)
    }

    /// Cookies last as long as a DaVinci interaction (fixture 04 / 06).
    static let cookieAttributes = "Max-Age=3600; Path=/; HttpOnly"

    func respond(to record: SandboxRecord) async -> SandboxResponse {
        let segments = SandboxPath.segments(of: record.path)
        guard segments.first == environmentID else {
            return Self.failure(ProtocolError(status: 404, code: "NOT_FOUND", message: "No resource at \(record.path)"))
        }
        let rest = Array(segments.dropFirst())
        if rest == ["as", "authorize"] {
            guard record.method == "GET" else { return Self.methodNotAllowed(record, allowed: "GET") }
            return await authorize(record)
        }
        if rest == Self.signInPath {
            guard record.method == "POST" else { return Self.methodNotAllowed(record, allowed: "POST") }
            return await signIn(record)
        }
        if rest.first == "as", let route = oidc.route(of: Array(rest.dropFirst())) {
            return await oidc.respond(to: record, route: route)
        }
        if rest.count == 5, rest[0] == "davinci", rest[1] == "connections", rest[3] == "capabilities" {
            guard record.method == "POST" else { return Self.methodNotAllowed(record, allowed: "POST") }
            return await continueFlow(record)
        }
        if rest.first == "davinci", let response = await sandboxPlayed(record, route: Array(rest.dropFirst())) {
            return response
        }
        return Self.failure(ProtocolError(status: 404, code: "NOT_FOUND", message: "No resource at \(record.path)"))
    }

    /// PingOne's response mode that answers an authorization request with the flow's JSON.
    static let piFlow = "pi.flow"

    var payloads: DaVinciPayloads {
        DaVinciPayloads(baseURL: baseURL.current ?? "http://127.0.0.1", environmentID: environmentID)
    }

    /// Starts a flow. With OpenID Connect parameters they are checked first, and kept until the flow
    /// finishes, when they decide the code and the `state` returned. Without `response_mode=pi.flow`, the
    /// request is a browser's: the flow is played as HTML pages (`DaVinciSignInPage.swift`).
    private func authorize(_ record: SandboxRecord) async -> SandboxResponse {
        do {
            let parameters = try await oidc.authorizeParameters(of: record)
            let flowName = parameters.first { $0.name == "acr_values" }?.value
            if OIDCAuthorizationRequest.isPresent(in: record),
                parameters.first(where: { $0.name == "response_mode" })?.value != Self.piFlow
            {
                let request = try OIDCAuthorizationRequest(
                    parameters: parameters, settings: oidc.server.settings, responseModes: ["query"])
                return try await browserAuthorize(request, flowName: flowName)
            }
            let request =
                OIDCAuthorizationRequest.isPresent(in: record)
                ? try OIDCAuthorizationRequest(
                    parameters: parameters, settings: oidc.server.settings,
                    responseModes: [Self.piFlow]) : nil
            let (interaction, node) = try await store.begin(flowName: flowName)
            if let request { await oidc.server.attach(request, to: interaction.id) }
            return .json(
                200, payloads.node(node, interaction: interaction),
                headers: [
                    ("Set-Cookie", "interactionId=\(interaction.id); \(Self.cookieAttributes)")
                ])
        } catch {
            return Self.failure(error)
        }
    }

    private func continueFlow(_ record: SandboxRecord) async -> SandboxResponse {
        do {
            let request = try ContinueRequest(body: record.body)
            let outcome = try await store.advance(interactionID: record.cookies["interactionId"], request: request)
            return await respond(with: outcome)
        } catch {
            return Self.failure(error)
        }
    }

    /// The answer to a continue request's outcome: a node, a success with a code and session, or an error.
    func respond(with outcome: ContinueOutcome) async -> SandboxResponse {
        let payloads = self.payloads
        switch outcome {
        case let .node(interaction, node):
            return .json(200, payloads.node(node, interaction: interaction))
        case let .success(interaction, node):
            let sessionID = RandomToken.uuid()
            let sessionCookie = RandomToken.hex(byteCount: 32)
            let username = interaction.signedInUser ?? "anonymous"
            let user = AuthorizationServer.UserClaims(username: username, email: await store.email(of: username))
            let (code, state) = await oidc.server.complete(
                interactionID: interaction.id, user: user,
                sessionID: sessionID, sessionCookie: sessionCookie)
            let body = payloads.success(
                node: node, interaction: interaction, code: code, state: state,
                sessionID: sessionID)
            return .json(
                200, body,
                headers: [
                    ("Set-Cookie", "ST=\(sessionCookie); \(Self.cookieAttributes)")
                ])
        case let .error(interaction, node, error, detail):
            let answer = payloads.error(error, detail: detail, node: node, interaction: interaction)
            return .json(answer.status, answer.body)
        }
    }

    static func failure(_ error: ProtocolError, headers: [(String, String)] = []) -> SandboxResponse {
        .json(error.status, DaVinciPayloads.protocolError(error), headers: headers)
    }

    static func methodNotAllowed(_ record: SandboxRecord, allowed: String) -> SandboxResponse {
        failure(
            ProtocolError(
                status: 405, code: "METHOD_NOT_ALLOWED",
                message: "\(record.method) is not allowed on \(record.path); use \(allowed)"),
            headers: [("Allow", allowed)])
    }
}
