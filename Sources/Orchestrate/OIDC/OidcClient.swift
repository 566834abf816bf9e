import Foundation

/// The OIDC client of one workflow: its discovery document (fetched once), its token store, and the
/// requests it makes of its own (token, refresh, revocation, userinfo). Requests go through the
/// workflow's transport and run no hooks; log lines show them redacted.
actor OidcClient {
    let config: OidcConfig
    private let http: any HTTPTransport
    private let logger: any OrchestrateLogger
    private var discovery: Task<OpenIDConfiguration, any Error>?
    private var refreshing: Task<OidcTokens, any Error>?
    /// A refused revocation, reported by the response to the sign-off request it came before.
    private var pendingSignOffFailure: (endpoint: String, error: any Error)?
    /// Bumped whenever the stored tokens are replaced by a sign-in or cleared (sign-off, revocation, a
    /// refused refresh token): a refresh that started under an older generation never stores its tokens.
    private var generation = 0
    /// The token store's writes, in the order the client decided them.
    private var writes = SerialQueue()
    /// The last userinfo claims, with the generation of the tokens they were asked for with.
    private var userinfoCache: (generation: Int, claims: JSON)?

    init(config: OidcConfig, http: any HTTPTransport, logger: any OrchestrateLogger) {
        self.config = config
        self.http = http
        self.logger = logger
    }

    // MARK: - Discovery

    /// The discovery document: fetched by the first call, shared by calls made meanwhile, kept once it
    /// was read; a failure is not kept, so the next call tries again.
    func endpoints() async throws -> OpenIDConfiguration {
        if let discovery { return try await discovery.value }
        let task = Task { try await self.fetchDiscoveryDocument() }
        discovery = task
        do {
            return try await task.value
        } catch {
            if discovery == task { discovery = nil }
            throw error
        }
    }

    private func fetchDiscoveryDocument() async throws -> OpenIDConfiguration {
        try config.validate()
        let request = Request(url: config.discoveryEndpoint)
        request.header(name: "Accept", value: "application/json")
        let response = try await send(request, step: "discovery")
        guard response.status == 200 else {
            throw OidcError.discoveryFailed(status: response.status, reason: OidcError.reason(from: response))
        }
        let json: JSON
        do {
            json = try response.json()
        } catch {
            throw OidcError.invalidDiscoveryDocument("the body is not JSON (\(error))")
        }
        return try OpenIDConfiguration(json: json)
    }

    // MARK: - Tokens

    /// Exchanges the authorization `code` of a flow for tokens, checks the ID token against the flow's
    /// request, and stores the tokens.
    func exchange(code: String, for authorization: AuthorizationRequest) async throws -> OidcTokens {
        let endpoints = try await endpoints()
        let tokens = try await tokenRequest(
            endpoints.tokenEndpoint, step: "token exchange",
            fields: [
                ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", config.redirectUri),
                ("client_id", config.clientId), ("code_verifier", authorization.codeVerifier),
            ], previous: nil)
        if let idToken = tokens.idToken {
            try IDTokenClaims(token: idToken).validateSignIn(
                nonce: authorization.nonce, expecting: expectations(endpoints))
        } else if config.scopes.orderedScopes.contains("openid") {
            throw OidcError.invalidTokenResponse("no id_token although the scopes include openid")
        }
        // A newer sign-in: a refresh that is still running must not overwrite these tokens.
        generation += 1
        try await write { try await $0.save(tokens) }
        return tokens
    }

    /// The stored tokens, refreshed first when the access token is stale.
    func validTokens() async throws -> OidcTokens {
        guard let tokens = try await loadTokens() else { throw OidcError.notSignedIn }
        guard tokens.isExpired(within: config.refreshThreshold) else { return tokens }
        guard tokens.refreshToken != nil else { throw OidcError.tokenExpired }
        return try await refresh()
    }

    /// Renews the tokens with the refresh token and stores the new ones. Calls made while a refresh
    /// runs share it. A refresh token the server refuses (`invalid_grant`) is useless, so the stored
    /// tokens are cleared then.
    func refresh() async throws -> OidcTokens {
        if let refreshing { return try await refreshing.value }
        let task = Task { try await self.performRefresh() }
        refreshing = task
        defer { refreshing = nil }
        return try await task.value
    }

    private func performRefresh() async throws -> OidcTokens {
        let started = generation
        guard let current = try await loadTokens() else { throw OidcError.notSignedIn }
        guard let refreshToken = current.refreshToken else { throw OidcError.tokenExpired }
        let endpoints = try await endpoints()
        let tokens: OidcTokens
        do {
            tokens = try await tokenRequest(
                endpoints.tokenEndpoint, step: "refresh",
                fields: [
                    ("grant_type", "refresh_token"), ("refresh_token", refreshToken), ("client_id", config.clientId),
                ], previous: current)
        } catch OidcError.tokenRequestFailed(let status, "invalid_grant", let reason) {
            if generation == started { try await clearTokens() }
            throw OidcError.tokenRequestFailed(status: status, error: "invalid_grant", reason: reason)
        }
        guard generation == started else { throw await discard(tokens) }
        if let idToken = tokens.idToken, idToken != current.idToken {
            let original = try current.idToken.map(IDTokenClaims.init(token:))
            let refreshed = try IDTokenClaims(token: idToken)
            if let original {
                try refreshed.validateRefresh(of: original, expecting: expectations(endpoints))
            } else {
                throw OidcError.invalidIDToken("a refresh returned an ID token although the sign-in gave none")
            }
        }
        // Checked again after the awaits above, and enqueued in the same step: a sign-off or sign-in
        // decided meanwhile wins.
        guard generation == started else { throw await discard(tokens) }
        try await write { try await $0.save(tokens) }
        return tokens
    }

    /// Revokes the tokens of a refresh that sign-off or a newer sign-in overtook, so they are not left
    /// valid on the server, and gives the error the refresh throws.
    private func discard(_ tokens: OidcTokens) async -> OidcError {
        logger.log(.info, message: "oidc: the tokens changed while a refresh ran; its tokens are revoked, not stored")
        try? await revoke(tokens)
        return .refreshSuperseded
    }

    /// What the ID tokens of this client are checked against, now.
    private func expectations(_ endpoints: OpenIDConfiguration) -> IDTokenExpectations {
        IDTokenExpectations(
            issuer: endpoints.issuer, clientID: config.clientId, now: Date(), clockSkew: config.clockSkew)
    }

    private func tokenRequest(
        _ endpoint: URL, step: String, fields: [(name: String, value: String)],
        previous: OidcTokens?
    ) async throws -> OidcTokens {
        let request = Request(url: endpoint)
        request.form(fields)
        request.header(name: "Accept", value: "application/json")
        let response = try await send(request, step: step)
        guard response.isSuccess else { throw Self.tokenFailure(response) }
        let json: JSON
        do {
            json = try response.json()
        } catch {
            throw OidcError.invalidTokenResponse("the body is not JSON (\(error))")
        }
        return try OidcTokens.parse(json, receivedAt: Date(), previous: previous)
    }

    /// An OAuth error response (`{"error": ..., "error_description": ...}`) or any other refusal.
    private static func tokenFailure(_ response: Response) -> OidcError {
        let json = try? response.json()
        if let error = json?["error"]?.stringValue {
            return .tokenRequestFailed(
                status: response.status, error: LogText.sanitized(error),
                reason: json?["error_description"]?.stringValue.map { LogText.sanitized($0) })
        }
        return .tokenRequestFailed(
            status: response.status, error: "unexpected_response",
            reason: OidcError.reason(from: response))
    }

    // MARK: - Revocation, userinfo, sign-off

    /// Revokes the refresh token (which ends the grant), then the access token, so neither outlives the
    /// sign-off on a server that revokes them separately (RFC 7009). The first refusal is thrown, after
    /// both were tried.
    func revoke(_ tokens: OidcTokens) async throws {
        guard let endpoint = try await endpoints().revocationEndpoint else {
            throw OidcError.missingEndpoint("revocation_endpoint")
        }
        var failure: (any Error)?
        let pairs = [tokens.refreshToken.map { ($0, "refresh_token") }, (tokens.accessToken, "access_token")]
        for case let (token, hint)? in pairs {
            let request = Request(url: endpoint)
            request.form([("token", token), ("token_type_hint", hint), ("client_id", config.clientId)])
            do {
                let response = try await send(request, step: "revocation")
                guard response.isSuccess else {
                    throw OidcError.revocationFailed(status: response.status, reason: OidcError.reason(from: response))
                }
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
    }

    /// Revokes the stored tokens and clears them, even when the server refuses (the refusal is thrown);
    /// a refresh running meanwhile stores nothing.
    func revokeAndClear() async throws {
        generation += 1
        guard let tokens = try await loadTokens() else { return }
        do {
            try await revoke(tokens)
        } catch {
            try? await clearTokens()
            throw error
        }
        try await clearTokens()
    }

    /// The userinfo claims, asked for with a valid (refreshed when stale) access token.
    func userinfo() async throws -> JSON {
        guard let endpoint = try await endpoints().userinfoEndpoint else {
            throw OidcError.missingEndpoint("userinfo_endpoint")
        }
        let tokens = try await validTokens()
        guard tokens.tokenType.caseInsensitiveCompare("Bearer") == .orderedSame else {
            throw OidcError.unsupportedTokenType(tokens.tokenType)
        }
        let request = Request(url: endpoint)
        request.header(name: "Authorization", value: "Bearer \(tokens.accessToken)")
        request.header(name: "Accept", value: "application/json")
        let response = try await send(request, step: "userinfo")
        guard response.isSuccess else {
            throw OidcError.userinfoFailed(status: response.status, reason: OidcError.reason(from: response))
        }
        guard let json = try? response.json(), case .object = json else {
            throw OidcError.userinfoFailed(status: response.status, reason: "the body is not a JSON object")
        }
        if let idToken = tokens.idToken, json["sub"]?.stringValue != (try IDTokenClaims(token: idToken)).subject {
            throw OidcError.userinfoSubjectMismatch
        }
        return json
    }

    /// The userinfo claims: the ones kept from the last request when `cached` and the tokens were not
    /// replaced or cleared since, else asked for anew (and kept).
    func userinfo(cached: Bool) async throws -> JSON {
        if cached, let kept = userinfoCache, kept.generation == generation { return kept.claims }
        let started = generation
        let claims = try await userinfo()
        if generation == started { userinfoCache = (started, claims) }
        return claims
    }

    /// Turns `request` into the end-session request: revokes the stored tokens, clears them, and points
    /// the request at the end-session endpoint with `id_token_hint` and `client_id`. A refused
    /// revocation does not stop the session from being ended; it is kept to be reported by
    /// `signOffFailure(answeredBy:)` once the end-session response arrives.
    func prepareSignOff(_ request: Request) async throws -> Request {
        let endpoints = try await endpoints()
        guard let endSession = endpoints.endSessionEndpoint else {
            throw OidcError.missingEndpoint("end_session_endpoint")
        }
        pendingSignOffFailure = nil
        // From here on, a refresh that is running (or starts during the revocation) stores nothing.
        generation += 1
        let tokens = try await loadTokens()
        if let tokens {
            do {
                try await revoke(tokens)
            } catch {
                logger.log(.warning, message: "oidc: revocation failed: \(ErrorText.shown(error))")
                pendingSignOffFailure = (Self.withoutQuery(endSession), error)
            }
            try await clearTokens()
        }
        request.url(endSession)
        if let idToken = tokens?.idToken { request.parameter(name: "id_token_hint", value: idToken) }
        request.parameter(name: "client_id", value: config.clientId)
        return request
    }

    /// The revocation failure of the sign-off that `response` answers, if it had one.
    func signOffFailure(answeredBy response: Response) -> (any Error)? {
        guard let pending = pendingSignOffFailure, pending.endpoint == Self.withoutQuery(response.url) else {
            return nil
        }
        pendingSignOffFailure = nil
        return pending.error
    }

    private static func withoutQuery(_ url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        components?.query = nil
        components?.fragment = nil
        return components?.string ?? url.absoluteString
    }

    // MARK: - Storage and transport

    /// The stored tokens.
    func loadTokens() async throws -> OidcTokens? {
        do {
            return try await config.storage.load()
        } catch {
            throw Self.storageError(error)
        }
    }

    /// Removes the stored tokens; a refresh running meanwhile stores nothing.
    func clearTokens() async throws {
        generation += 1
        try await write { try await $0.clear() }
    }

    /// Runs `change` on the token store after every write decided before it.
    private func write(_ change: @escaping @Sendable (any TokenStore) async throws -> Void) async throws {
        let storage = config.storage
        do {
            try await writes.enqueue { try await change(storage) }.value
        } catch {
            throw Self.storageError(error)
        }
    }

    private static func storageError(_ error: any Error) -> OidcError {
        error as? OidcError ?? .storageFailed(ErrorText.shown(error))
    }

    func send(_ request: Request, step: String) async throws -> Response {
        logger.log(.debug, message: "oidc \(public: step): \(request)")
        let response = try await http.send(request)
        logger.log(.debug, message: "oidc \(public: step): \(response)")
        return response
    }
}
