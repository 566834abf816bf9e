import Foundation

/// What one workflow's Journey module knows: its settings, its session store, and the requests it
/// shapes. Kept in the workflow context, where `Workflow.session()` and the OIDC module find it.
struct JourneyState: Sendable {
    let config: JourneyModuleConfig
    let http: any HTTPTransport
    let logger: any OrchestrateLogger
    /// `{serverUrl}/json/realms/{realm}/authenticate` and `…/sessions`, made once from the configuration;
    /// a server URL that is not an absolute http(s) URL fails every start and sign-off that needs them.
    private let endpoints: Result<(authenticate: URL, sessions: URL), JourneyError>

    init(config: JourneyModuleConfig, http: any HTTPTransport, logger: any OrchestrateLogger) {
        self.config = config
        self.http = http
        self.logger = logger
        let base = config.serverUrl.trimmingCharacters(in: CharacterSet(charactersIn: "/").union(.whitespaces))
        let realm = config.realm.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        func url(_ endpoint: String) -> URL? {
            guard let url = URL(string: "\(base)/json/realms/\(realm)/\(endpoint)"),
                ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false
            else { return nil }
            return url
        }
        if let authenticate = url("authenticate"), let sessions = url("sessions") {
            endpoints = .success((authenticate, sessions))
        } else {
            endpoints = .failure(.invalidServerUrl(config.serverUrl))
        }
    }

    /// The name of the SSO header.
    var cookie: String { config.cookie }

    // MARK: - Requests

    /// Makes `request` the start of a journey: the authenticate URL (unless the request has one), the
    /// journey name from the configuration when the request names none and resumes nothing, `POST {}`,
    /// and the headers. Remembers where the flow's next requests go.
    func prepareStart(_ request: Request, in flow: FlowContext) async throws -> Request {
        let parts = request.parts
        let query = parts.queryItems
        func flag(_ name: String) -> Bool { query.contains { $0.name == name && $0.value == "true" } }
        let resuming = query.contains { $0.name == "suspendedId" }
        if !resuming, !query.contains(where: { $0.name == "authIndexValue" }) {
            guard let name = config.journeyName, !name.isEmpty else { throw JourneyError.missingJourneyName }
            request.parameter(name: "authIndexType", value: "service")
            request.parameter(name: "authIndexValue", value: name)
        }
        let authenticate = try endpoints.get().authenticate
        if parts.urlString == nil { request.url(authenticate) }
        request.method(.post)
        if parts.body == nil { request.body([:]) }
        let noSession = flag("noSession")
        var next = URLComponents(url: authenticate, resolvingAgainstBaseURL: false)
        let repeated = [("noSession", noSession), ("ForceAuth", flag("ForceAuth"))].filter(\.1)
        if !repeated.isEmpty { next?.queryItems = repeated.map { URLQueryItem(name: $0.0, value: "true") } }
        // The stored session is read once per flow, here, and sent on each of its requests.
        let session = try await load()
        flow[JourneyModule.flowKey] = JourneyFlow(
            nextURL: next?.url ?? authenticate, noSession: noSession, session: session)
        return addHeaders(to: request, session: session)
    }

    /// Adds `Accept-API-Version` and, when the flow has a session, the SSO header.
    func addHeaders(to request: Request, session: SSOToken?) -> Request {
        request.header(name: "Accept-API-Version", value: JourneyModule.authenticateAPIVersion)
        if let session { request.secretHeader(name: cookie, value: session.value) }
        return request
    }

    /// Clears the stored session and logs it out: as `request` itself when no other module gave the
    /// sign-off request a URL, else as a request of its own whose refusal is thrown.
    func prepareSignOff(_ request: Request) async throws -> Request {
        guard let token = try await load() else { return request }
        try await clear()
        let logout = request.parts.urlString == nil ? request : Request()
        logout.url(try endpoints.get().sessions)
        logout.parameter(name: "_action", value: "logout")
        logout.header(name: "Accept-API-Version", value: JourneyModule.sessionsAPIVersion)
        logout.secretHeader(name: cookie, value: token.value)
        logout.body([:])
        guard logout !== request else { return request }
        let response = try await http.send(logout)
        logger.log(.debug, message: "journey logout: \(response)")
        guard response.isSuccess else { throw SignOffError(status: response.status) }
        return request
    }

    // MARK: - Session

    /// The stored session.
    func load() async throws -> SSOToken? {
        do {
            return try await config.sessionStore.load()
        } catch {
            throw Self.storageError(error)
        }
    }

    /// Stores `token`.
    func save(_ token: SSOToken) async throws {
        do {
            try await config.sessionStore.save(token)
        } catch {
            throw Self.storageError(error)
        }
    }

    /// Removes the stored session.
    func clear() async throws {
        do {
            try await config.sessionStore.clear()
        } catch {
            throw Self.storageError(error)
        }
    }

    private static func storageError(_ error: any Error) -> JourneyError {
        error as? JourneyError ?? .storageFailed(ErrorText.shown(error))
    }
}
