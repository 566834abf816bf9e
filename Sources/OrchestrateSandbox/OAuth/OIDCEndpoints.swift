import Foundation

/// The OpenID Connect routes under `/{envId}/as/`, with PingOne's paths: discovery
/// (`.well-known/openid-configuration`), `token`, `revoke`, `userinfo` and `signoff` (end session).
/// The `authorize` route is DaVinci's, which checks the OpenID Connect parameters when they are given.
struct OIDCEndpoints: Sendable {
    let environmentID: String
    let server: AuthorizationServer
    /// The base URL once the server listens.
    let baseURL: LockedValue<String?>

    /// Whether `rest` (the path after the environment id) is one of these routes.
    static func handles(_ rest: [String]) -> Bool {
        rest.count == 2 && rest[0] == "as" && ["token", "revoke", "userinfo", "signoff"].contains(rest[1])
            || rest == ["as", ".well-known", "openid-configuration"]
    }

    /// `http://127.0.0.1:<port>/{envId}/as`: the issuer, and the prefix of every endpoint.
    var issuer: String {
        "\(baseURL.current ?? "http://127.0.0.1")/\(SandboxPath.encode(environmentID))/as"
    }

    func respond(to record: SandboxRecord, rest: [String]) async -> SandboxResponse {
        switch rest.last {
        case "openid-configuration":
            guard record.method == "GET" else { return DaVinciEndpoints.methodNotAllowed(record, allowed: "GET") }
            return .json(200, discoveryDocument)
        case "token":
            guard record.method == "POST" else { return DaVinciEndpoints.methodNotAllowed(record, allowed: "POST") }
            return await token(record)
        case "revoke":
            guard record.method == "POST" else { return DaVinciEndpoints.methodNotAllowed(record, allowed: "POST") }
            return await revoke(record)
        case "userinfo":
            guard record.method == "GET" || record.method == "POST" else {
                return DaVinciEndpoints.methodNotAllowed(record, allowed: "GET, POST")
            }
            return await userinfo(record)
        default:
            guard record.method == "GET" else { return DaVinciEndpoints.methodNotAllowed(record, allowed: "GET") }
            return await signOff(record)
        }
    }

    var discoveryDocument: SandboxJSON {
        let issuer = self.issuer
        return .makeObject([
            ("issuer", .string(issuer)),
            ("authorization_endpoint", .string("\(issuer)/authorize")),
            ("token_endpoint", .string("\(issuer)/token")),
            ("userinfo_endpoint", .string("\(issuer)/userinfo")),
            ("revocation_endpoint", .string("\(issuer)/revoke")),
            ("end_session_endpoint", .string("\(issuer)/signoff")),
            ("response_types_supported", ["code"]),
            ("response_modes_supported", ["pi.flow"]),
            ("grant_types_supported", ["authorization_code", "refresh_token"]),
            ("code_challenge_methods_supported", ["S256"]),
            ("token_endpoint_auth_methods_supported", ["none"]),
            ("subject_types_supported", ["public"]),
            ("id_token_signing_alg_values_supported", ["HS256"]),
            ("scopes_supported", .array(server.settings.scopes.map { .string($0) })),
            ("claims_supported", ["sub", "iss", "aud", "exp", "iat", "nonce", "sid", "preferred_username", "email"]),
        ])
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
              !token.isEmpty else {
            return SandboxResponse(status: 401, headers: [("WWW-Authenticate", #"Bearer realm="sandbox""#)])
        }
        do {
            return .json(200, try await server.userinfo(accessToken: token))
        } catch {
            let challenge = #"Bearer realm="sandbox", error="\#(error.error)", error_description="\#(error.description)""#
            var response = error.response
            response.headers.append(SandboxNameValue(name: "WWW-Authenticate", value: challenge))
            return response
        }
    }

    private func signOff(_ record: SandboxRecord) async -> SandboxResponse {
        do {
            try await server.endSession(idTokenHint: record.queryValue("id_token_hint"), clientID: record.queryValue("client_id"),
                                        sessionCookie: record.cookies["ST"], issuer: issuer)
            return SandboxResponse(status: 200, headers: [("Set-Cookie", "ST=; Max-Age=0; Path=/; HttpOnly")])
        } catch {
            return DaVinciEndpoints.failure(error)
        }
    }

    /// The form body of an OAuth request; any other content type is refused.
    private static func form(of record: SandboxRecord) throws(OAuthError) -> FormBody {
        let contentType = record.header("Content-Type")?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard contentType == "application/x-www-form-urlencoded" else {
            throw .invalidRequest("The body must be application/x-www-form-urlencoded")
        }
        return try FormBody(record.body)
    }
}
