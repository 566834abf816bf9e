import Foundation

/// The state of the sandbox's OpenID Connect authorization server: authorization requests waiting for
/// their flow to finish, codes, grants with their tokens, and sign-on sessions. An actor so that
/// concurrent token requests apply one at a time (a code is exchanged once).
actor AuthorizationServer {
    private struct PendingRequest {
        let request: OIDCAuthorizationRequest
        let expiresAt: Date
    }

    private struct IssuedCode {
        let request: OIDCAuthorizationRequest
        let user: UserClaims
        let sessionID: String
        let expiresAt: Date
    }

    /// What a refresh token stands for: the client's authorization by a user, with its scopes.
    private struct Grant {
        let clientID: String
        let user: UserClaims
        let scopes: [String]
        let sessionID: String
        var refreshToken: String
    }

    private struct AccessToken {
        let grantID: String
        let expiresAt: Date
    }

    /// The user a token speaks for.
    struct UserClaims: Sendable {
        let username: String
        let email: String?
        var subject: String { StableID.hex(for: "user:\(username)") }
    }

    let settings: SandboxOIDCSettings
    private var signer: SandboxSigningKey?
    private var pending: [String: PendingRequest] = [:]
    private var codes: [String: IssuedCode] = [:]
    private var usedCodes: [String: String] = [:]
    private var grants: [String: Grant] = [:]
    private var refreshTokens: [String: String] = [:]
    private var accessTokens: [String: AccessToken] = [:]
    private var sessions: [String: String] = [:]
    private var pushed: [String: (clientID: String, parameters: [SandboxNameValue], expiresAt: Date)] = [:]

    init(settings: SandboxOIDCSettings) {
        self.settings = settings
        signer = settings.signingKey
    }

    /// The key ID tokens are signed with: the pinned one, or the process's own, made on first use and
    /// shared by every server of the process (a 2048-bit key takes a moment to make — seconds under
    /// ThreadSanitizer — and most servers in a test suite never sign a token).
    func signingKey() throws(OAuthError) -> SandboxSigningKey {
        if let signer { return signer }
        guard let key = SandboxSigningKey.processKey else {
            throw OAuthError(status: 500, error: "server_error", description: "The signing key could not be made")
        }
        signer = key
        return key
    }

    // MARK: - Authorization

    /// Keeps `request` until the flow of interaction `interactionID` finishes.
    func attach(_ request: OIDCAuthorizationRequest, to interactionID: String, lifetime: TimeInterval = 3600) {
        let now = Date()
        pending = pending.filter { $0.value.expiresAt > now }
        pending[interactionID] = PendingRequest(request: request, expiresAt: now.addingTimeInterval(lifetime))
    }

    /// The redirect URI of the authorization request interaction `interactionID` was started by, while it waits.
    func redirectURI(of interactionID: String) -> String? {
        pending[interactionID]?.request.redirectURI
    }

    /// Finishes interaction `interactionID` for `user`: opens the sign-on session `sessionID` (known by
    /// the `ST` cookie value `sessionCookie`) and returns the authorization code, with the request's
    /// `state` when the flow started as an OpenID Connect request.
    func complete(interactionID: String, user: UserClaims, sessionID: String, sessionCookie: String)
        -> (code: String, state: String?)
    {
        sessions[sessionID] = sessionCookie
        guard let waiting = pending.removeValue(forKey: interactionID) else { return (RandomToken.uuid(), nil) }
        return (issueCode(for: waiting.request, user: user, sessionID: sessionID), waiting.request.state)
    }

    /// Issues a code for `request` at once, for `user` of the open sign-on session `sessionID` (AM's
    /// authorize by SSO token).
    func issueCode(for request: OIDCAuthorizationRequest, user: UserClaims, sessionID: String) -> String {
        if sessions[sessionID] == nil { sessions[sessionID] = "" }
        let code = RandomToken.uuid()
        let now = Date()
        codes = codes.filter { $0.value.expiresAt > now }
        codes[code] = IssuedCode(
            request: request, user: user, sessionID: sessionID,
            expiresAt: now.addingTimeInterval(TimeInterval(settings.codeLifetime)))
        return code
    }

    // MARK: - Pushed authorization requests (RFC 9126)

    /// Keeps checked authorize `parameters` under a new `request_uri`; returns it and its lifetime.
    func push(_ parameters: [SandboxNameValue]) -> (requestURI: String, expiresIn: Int) {
        let now = Date()
        pushed = pushed.filter { $0.value.expiresAt > now }
        let uri = "urn:ietf:params:oauth:request_uri:\(RandomToken.hex(byteCount: 24))"
        let clientID = parameters.first { $0.name == "client_id" }?.value ?? ""
        pushed[uri] = (clientID, parameters, now.addingTimeInterval(TimeInterval(settings.pushedRequestLifetime)))
        return (uri, settings.pushedRequestLifetime)
    }

    /// The parameters pushed under `requestURI`, once; refused when unknown, used, expired or pushed
    /// by another client.
    func pull(_ requestURI: String, clientID: String) throws(ProtocolError) -> [SandboxNameValue] {
        guard let entry = pushed.removeValue(forKey: requestURI), entry.expiresAt > Date() else {
            throw .badRequest("request_uri is unknown, used or expired")
        }
        guard entry.clientID == clientID else { throw .badRequest("request_uri was pushed by another client") }
        return entry.parameters
    }

    // MARK: - Token endpoint

    /// Answers a token request: the `authorization_code` or `refresh_token` grant of a public client.
    func token(_ form: FormBody, issuer: String) throws(OAuthError) -> JSON {
        guard let grantType = form["grant_type"] else { throw .invalidRequest("grant_type is required") }
        switch grantType {
        case "authorization_code":
            return try exchangeCode(form, client: try client(of: form), issuer: issuer)
        case "refresh_token":
            return try refresh(form, client: try client(of: form), issuer: issuer)
        default:
            throw OAuthError(
                status: 400, error: "unsupported_grant_type",
                description: "grant_type '\(grantType)' is not supported")
        }
    }

    private func client(of form: FormBody) throws(OAuthError) -> SandboxClient {
        guard let clientID = form["client_id"] else { throw .invalidClient("client_id is required") }
        guard let client = settings.client(clientID) else { throw .invalidClient("Unknown client_id '\(clientID)'") }
        return client
    }

    private func exchangeCode(_ form: FormBody, client: SandboxClient, issuer: String) throws(OAuthError) -> JSON {
        guard let code = form["code"] else { throw .invalidRequest("code is required") }
        if let grantID = usedCodes[code] {
            // A code used twice may have been stolen: the tokens issued for it are revoked (RFC 6749 4.1.2).
            revokeGrant(grantID)
            throw .invalidGrant("The authorization code has already been used")
        }
        guard let issued = codes[code], issued.expiresAt > Date() else {
            throw .invalidGrant("The authorization code is unknown or has expired")
        }
        guard issued.request.clientID == client.id else {
            throw .invalidGrant("The authorization code was issued to another client")
        }
        // From here on the code is spent, whether the exchange succeeds or not.
        codes[code] = nil
        usedCodes[code] = ""
        guard form["redirect_uri"] == issued.request.redirectURI else {
            throw .invalidGrant("redirect_uri does not match the authorization request")
        }
        guard let verifier = form["code_verifier"] else { throw .invalidGrant("code_verifier is required (PKCE)") }
        guard SandboxPKCE.isWellFormedVerifier(verifier) else {
            throw .invalidGrant("code_verifier must be 43 to 128 unreserved characters")
        }
        guard SandboxPKCE.s256(verifier) == issued.request.codeChallenge else {
            throw .invalidGrant("PKCE verification failed: code_verifier does not match code_challenge")
        }
        let grantID = RandomToken.uuid()
        let grant = Grant(
            clientID: client.id, user: issued.user, scopes: issued.request.scopes,
            sessionID: issued.sessionID, refreshToken: RandomToken.hex(byteCount: 32))
        grants[grantID] = grant
        refreshTokens[grant.refreshToken] = grantID
        usedCodes[code] = grantID
        return try tokenResponse(grantID: grantID, grant: grant, nonce: issued.request.nonce, issuer: issuer)
    }

    private func refresh(_ form: FormBody, client: SandboxClient, issuer: String) throws(OAuthError) -> JSON {
        guard let refreshToken = form["refresh_token"] else { throw .invalidRequest("refresh_token is required") }
        guard let grantID = refreshTokens[refreshToken], var grant = grants[grantID] else {
            throw .invalidGrant("The refresh token is unknown or has been revoked")
        }
        guard grant.clientID == client.id else { throw .invalidGrant("The refresh token was issued to another client") }
        if let scope = form["scope"],
            let extra = scope.split(separator: " ").first(where: { !grant.scopes.contains(String($0)) })
        {
            throw OAuthError(status: 400, error: "invalid_scope", description: "scope '\(extra)' was not granted")
        }
        // Refresh tokens rotate: the one just used stops working.
        refreshTokens[refreshToken] = nil
        grant.refreshToken = RandomToken.hex(byteCount: 32)
        grants[grantID] = grant
        refreshTokens[grant.refreshToken] = grantID
        return try tokenResponse(grantID: grantID, grant: grant, nonce: nil, issuer: issuer)
    }

    private func tokenResponse(grantID: String, grant: Grant, nonce: String?, issuer: String) throws(OAuthError) -> JSON
    {
        let now = Date()
        accessTokens = accessTokens.filter { $0.value.expiresAt > now }
        let accessToken = RandomToken.hex(byteCount: 32)
        accessTokens[accessToken] = AccessToken(
            grantID: grantID, expiresAt: now.addingTimeInterval(TimeInterval(settings.accessTokenLifetime)))
        var pairs: [(String, JSON)] = [
            ("access_token", .string(accessToken)),
            ("token_type", "Bearer"),
            ("expires_in", .integer(settings.accessTokenLifetime)),
            ("scope", .string(grant.scopes.joined(separator: " "))),
            ("refresh_token", .string(grant.refreshToken)),
        ]
        if grant.scopes.contains("openid") {
            pairs.append(("id_token", .string(try idToken(for: grant, nonce: nonce, issuer: issuer, now: now))))
        }
        return .object(JSONObject(pairs))
    }

    /// The ID token: signed with RS256 under ``signingKey()``, its `kid` in the header.
    private func idToken(for grant: Grant, nonce: String?, issuer: String, now: Date) throws(OAuthError) -> String {
        let issuedAt = Int(now.timeIntervalSince1970)
        var claims: [(String, JSON)] = [
            ("iss", .string(issuer)),
            ("sub", .string(grant.user.subject)),
            ("aud", .string(grant.clientID)),
            ("iat", .integer(issuedAt)),
            ("exp", .integer(issuedAt + settings.accessTokenLifetime)),
            ("sid", .string(grant.sessionID)),
            ("preferred_username", .string(grant.user.username)),
        ]
        if let nonce { claims.append(("nonce", .string(nonce))) }
        if grant.scopes.contains("email"), let email = grant.user.email { claims.append(("email", .string(email))) }
        guard let token = try signingKey().sign(.object(JSONObject(claims))) else {
            throw OAuthError(status: 500, error: "server_error", description: "The ID token could not be signed")
        }
        return token
    }

    // MARK: - Revocation, userinfo, end session

    /// Revokes `token` (RFC 7009): a refresh token ends its grant with every access token of it; an
    /// access token stops working alone. An unknown token is not an error.
    func revoke(_ form: FormBody) throws(OAuthError) {
        let client = try client(of: form)
        guard let token = form["token"] else { throw .invalidRequest("token is required") }
        if let grantID = refreshTokens[token] {
            guard grants[grantID]?.clientID == client.id else {
                throw OAuthError(
                    status: 400, error: "unauthorized_client", description: "The token was issued to another client")
            }
            revokeGrant(grantID)
        } else if let access = accessTokens[token] {
            guard grants[access.grantID]?.clientID == client.id else {
                throw OAuthError(
                    status: 400, error: "unauthorized_client", description: "The token was issued to another client")
            }
            accessTokens[token] = nil
        }
    }

    private func revokeGrant(_ grantID: String) {
        guard let grant = grants.removeValue(forKey: grantID) else { return }
        refreshTokens[grant.refreshToken] = nil
        accessTokens = accessTokens.filter { $0.value.grantID != grantID }
    }

    /// The claims for the bearer of `accessToken`, or why it is refused.
    func userinfo(accessToken: String) throws(OAuthError) -> JSON {
        guard let access = accessTokens[accessToken], access.expiresAt > Date(), let grant = grants[access.grantID]
        else {
            throw OAuthError(
                status: 401, error: "invalid_token", description: "The access token is unknown, expired or revoked")
        }
        guard grant.scopes.contains("openid") else {
            throw OAuthError(
                status: 403, error: "insufficient_scope", description: "The access token was not granted openid")
        }
        var claims: [(String, JSON)] = [("sub", .string(grant.user.subject))]
        if grant.scopes.contains("profile") { claims.append(("preferred_username", .string(grant.user.username))) }
        if grant.scopes.contains("email"), let email = grant.user.email {
            claims.append(("email", .string(email)))
            claims.append(("email_verified", true))
        }
        return .object(JSONObject(claims))
    }

    /// Ends the session named by the ID token hint and the one the `ST` cookie belongs to. A hint this
    /// server did not sign, or one for another client than `clientID`, is refused.
    @discardableResult
    func endSession(idTokenHint: String?, clientID: String?, sessionCookie: String?, issuer: String)
        throws(ProtocolError) -> [String]
    {
        if let clientID, settings.client(clientID) == nil {
            throw ProtocolError(status: 400, code: "INVALID_CLIENT", message: "Unknown client_id '\(clientID)'")
        }
        var ended: [String] = []
        if let idTokenHint {
            guard let claims = signer?.verify(idTokenHint), claims["iss"]?.stringValue == issuer else {
                throw .badRequest("id_token_hint is not an ID token issued by this server")
            }
            if let clientID, claims["aud"]?.stringValue != clientID {
                throw .badRequest("id_token_hint was not issued to client '\(clientID)'")
            }
            if let sid = claims["sid"]?.stringValue { ended.append(sid) }
        }
        if let sessionCookie {
            ended += sessions.filter { $0.value == sessionCookie }.map(\.key)
        }
        for sessionID in ended { sessions[sessionID] = nil }
        return ended
    }

    /// Whether the sign-on session `id` (the `session.id` of a completed flow) is still open.
    func isSessionActive(_ id: String) -> Bool {
        sessions[id] != nil
    }
}
