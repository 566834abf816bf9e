import Foundation

/// Where a provider puts its OpenID Connect endpoints, relative to its issuer.
struct OIDCPaths: Sendable {
    var authorize: [String]
    var token: [String]
    var revoke: [String]
    var userinfo: [String]
    var endSession: [String]
    var par: [String]
    /// The JWK set of the ID token signing key (`jwks_uri`).
    var jwks: [String]
    /// The `response_modes_supported` of the discovery document.
    var responseModes: [String]

    /// PingOne's paths (under `/{envId}/as`), with DaVinci's `pi.flow` response mode.
    static let pingOne = OIDCPaths(
        authorize: ["authorize"], token: ["token"], revoke: ["revoke"], userinfo: ["userinfo"],
        endSession: ["signoff"], par: ["par"], jwks: ["jwks"],
        responseModes: ["pi.flow"])
    /// PingAM's paths (under `/am/oauth2/realms/root/realms/{realm}`).
    static let am = OIDCPaths(
        authorize: ["authorize"], token: ["access_token"], revoke: ["token", "revoke"],
        userinfo: ["userinfo"], endSession: ["connect", "endSession"], par: ["par"],
        jwks: ["connect", "jwk_uri"], responseModes: ["query"])
}

/// The OpenID Connect routes of one issuer: discovery (`.well-known/openid-configuration`), the JWK
/// set of its signing key, token, revoke, userinfo, end session and, when enabled, pushed authorization requests (RFC 9126). The
/// `authorize` route belongs to the protocol (DaVinci's starts a flow, AM's reads the SSO token), which
/// checks the OpenID Connect parameters itself.
struct OIDCEndpoints: Sendable {
    /// The issuer's path segments after the base URL, such as `["sandbox", "as"]`.
    let issuerSegments: [String]
    let paths: OIDCPaths
    let server: AuthorizationServer
    /// The base URL once the server listens.
    let baseURL: Locked<String?>
    /// Whether the PAR endpoint is served and listed.
    let pushedAuthorizationRequests: Bool
    /// Called with the session ids (`sid`) an end-session request ended.
    var onSessionsEnded: (@Sendable ([String]) async -> Void)?

    /// The PingOne endpoints of a DaVinci environment.
    init(environmentID: String, server: AuthorizationServer, baseURL: Locked<String?>) {
        self.init(
            issuerSegments: [environmentID, "as"], paths: .pingOne, server: server, baseURL: baseURL,
            pushedAuthorizationRequests: server.settings.pushedAuthorizationRequests)
    }

    init(
        issuerSegments: [String], paths: OIDCPaths, server: AuthorizationServer, baseURL: Locked<String?>,
        pushedAuthorizationRequests: Bool, onSessionsEnded: (@Sendable ([String]) async -> Void)? = nil
    ) {
        self.issuerSegments = issuerSegments
        self.paths = paths
        self.server = server
        self.baseURL = baseURL
        self.pushedAuthorizationRequests = pushedAuthorizationRequests
        self.onSessionsEnded = onSessionsEnded
    }

    enum Route { case discovery, jwks, token, revoke, userinfo, endSession, par }

    /// The route of `rest` (the path segments after the issuer), if it is one of these.
    func route(of rest: [String]) -> Route? {
        switch rest {
        case [".well-known", "openid-configuration"]: return .discovery
        case paths.jwks: return .jwks
        case paths.token: return .token
        case paths.revoke: return .revoke
        case paths.userinfo: return .userinfo
        case paths.endSession: return .endSession
        case paths.par where pushedAuthorizationRequests: return .par
        default: return nil
        }
    }

    /// `http://127.0.0.1:<port>/{envId}/as`: the issuer, and the prefix of every endpoint.
    var issuer: String {
        "\(baseURL.current ?? "http://127.0.0.1")/\(issuerSegments.map(SandboxPath.encode).joined(separator: "/"))"
    }

    private func url(_ path: [String]) -> String {
        "\(issuer)/\(path.joined(separator: "/"))"
    }

    func respond(to record: SandboxRecord, route: Route) async -> SandboxResponse {
        switch route {
        case .discovery:
            guard record.method == "GET" else { return DaVinciEndpoints.methodNotAllowed(record, allowed: "GET") }
            return .json(200, discoveryDocument)
        case .jwks:
            guard record.method == "GET" else { return DaVinciEndpoints.methodNotAllowed(record, allowed: "GET") }
            do {
                return .json(200, try await server.signingKey().jwkSet)
            } catch {
                return error.response
            }
        case .token:
            guard record.method == "POST" else { return DaVinciEndpoints.methodNotAllowed(record, allowed: "POST") }
            return await token(record)
        case .revoke:
            guard record.method == "POST" else { return DaVinciEndpoints.methodNotAllowed(record, allowed: "POST") }
            return await revoke(record)
        case .par:
            guard record.method == "POST" else { return DaVinciEndpoints.methodNotAllowed(record, allowed: "POST") }
            return await pushAuthorizationRequest(record)
        case .userinfo:
            guard record.method == "GET" || record.method == "POST" else {
                return DaVinciEndpoints.methodNotAllowed(record, allowed: "GET, POST")
            }
            return await userinfo(record)
        case .endSession:
            guard record.method == "GET" else { return DaVinciEndpoints.methodNotAllowed(record, allowed: "GET") }
            return await signOff(record)
        }
    }

    /// The discovery document: every member OpenID Connect Discovery 1.0 section 3 marks REQUIRED
    /// (`issuer`, `authorization_endpoint`, `token_endpoint`, `jwks_uri`, `response_types_supported`,
    /// `subject_types_supported`, `id_token_signing_alg_values_supported`), the RECOMMENDED
    /// `userinfo_endpoint`, `scopes_supported` and `claims_supported`, and the sandbox's other endpoints.
    var discoveryDocument: JSON {
        let issuer = self.issuer
        return .object(
            JSONObject(
                [
                    ("issuer", .string(issuer)),
                    ("authorization_endpoint", .string(url(paths.authorize))),
                    ("token_endpoint", .string(url(paths.token))),
                    ("jwks_uri", .string(url(paths.jwks))),
                    ("userinfo_endpoint", .string(url(paths.userinfo))),
                    ("revocation_endpoint", .string(url(paths.revoke))),
                    ("end_session_endpoint", .string(url(paths.endSession))),
                ]
                    + (pushedAuthorizationRequests
                        ? [
                            ("pushed_authorization_request_endpoint", .string(url(paths.par))),
                            ("require_pushed_authorization_requests", false),
                        ] : []) + [
                        ("response_types_supported", ["code"]),
                        ("response_modes_supported", .array(paths.responseModes.map { .string($0) })),
                        ("grant_types_supported", ["authorization_code", "refresh_token"]),
                        ("code_challenge_methods_supported", ["S256"]),
                        ("token_endpoint_auth_methods_supported", ["none"]),
                        ("subject_types_supported", ["public"]),
                        ("id_token_signing_alg_values_supported", ["RS256"]),
                        ("scopes_supported", .array(server.settings.scopes.map { .string($0) })),
                        (
                            "claims_supported",
                            ["sub", "iss", "aud", "exp", "iat", "nonce", "sid", "preferred_username", "email"]
                        ),
                    ]))
    }

    private func token(_ record: SandboxRecord) async -> SandboxResponse {
        do {
            let form = try Self.form(of: record)
            let body = try await server.token(form, issuer: issuer)
            return .json(200, body, headers: OAuthError.noStore)
        } catch {
            return error.response
        }
    }

    private func revoke(_ record: SandboxRecord) async -> SandboxResponse {
        do {
            try await server.revoke(try Self.form(of: record))
            return SandboxResponse(status: 200, headers: OAuthError.noStore)
        } catch {
            return error.response
        }
    }

    private func userinfo(_ record: SandboxRecord) async -> SandboxResponse {
        guard let authorization = record.header("Authorization"), authorization.lowercased().hasPrefix("bearer "),
            case let token = authorization.dropFirst("bearer ".count).trimmingCharacters(in: .whitespaces),
            !token.isEmpty
        else {
            return SandboxResponse(status: 401, headers: [("WWW-Authenticate", #"Bearer realm="sandbox""#)])
        }
        do {
            return .json(200, try await server.userinfo(accessToken: token))
        } catch {
            let challenge =
                #"Bearer realm="sandbox", error="\#(error.error)", error_description="\#(error.description)""#
            var response = error.response
            response.headers.append(SandboxNameValue(name: "WWW-Authenticate", value: challenge))
            return response
        }
    }

    private func signOff(_ record: SandboxRecord) async -> SandboxResponse {
        do {
            let ended = try await server.endSession(
                idTokenHint: try record.oauthQueryValue("id_token_hint"),
                clientID: try record.oauthQueryValue("client_id"),
                sessionCookie: record.cookies["ST"], issuer: issuer)
            await onSessionsEnded?(ended)
            return SandboxResponse(status: 200, headers: [("Set-Cookie", "ST=; Max-Age=0; Path=/; HttpOnly")])
        } catch {
            return DaVinciEndpoints.failure(error)
        }
    }

    /// A pushed authorization request (RFC 9126): the authorize parameters as a form, checked as the
    /// authorize endpoint checks them, kept for single use under a `request_uri` → 201.
    private func pushAuthorizationRequest(_ record: SandboxRecord) async -> SandboxResponse {
        do throws(OAuthError) {
            let form = try Self.form(of: record)
            if form["request_uri"] != nil { throw OAuthError.invalidRequest("request_uri must not be pushed") }
            let parameters = form.fields.sorted { $0.key < $1.key }.map {
                SandboxNameValue(name: $0.key, value: $0.value)
            }
            do {
                _ = try OIDCAuthorizationRequest(
                    parameters: parameters, settings: server.settings,
                    responseModes: paths.responseModes)
            } catch {
                throw OAuthError.invalidRequest(error.message)
            }
            let (uri, lifetime) = await server.push(parameters)
            return .json(
                201, .object(JSONObject([("request_uri", .string(uri)), ("expires_in", .integer(lifetime))])),
                headers: OAuthError.noStore)
        } catch {
            return error.response
        }
    }

    /// The authorize parameters of `record`: its query, or with `request_uri` the pushed ones (single
    /// use; the `client_id` must match).
    func authorizeParameters(of record: SandboxRecord) async throws(ProtocolError) -> [SandboxNameValue] {
        guard let requestURI = try record.oauthQueryValue("request_uri") else { return record.query }
        guard pushedAuthorizationRequests else { throw .badRequest("request_uri is not supported: PAR is off") }
        guard let clientID = try record.oauthQueryValue("client_id") else { throw .badRequest("client_id is required") }
        return try await server.pull(requestURI, clientID: clientID)
    }

    /// The form body of an OAuth request; any other content type is refused.
    static func form(of record: SandboxRecord) throws(OAuthError) -> FormBody {
        let contentType = record.header("Content-Type")?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard contentType == "application/x-www-form-urlencoded" else {
            throw .invalidRequest("The body must be application/x-www-form-urlencoded")
        }
        return try FormBody(record.body)
    }
}
