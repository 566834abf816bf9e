import Foundation

/// The PingAM routes under `/am`:
///
/// - `POST /am/json/realms/{realm}/authenticate` (also `/am/json/realms/root/realms/{realm}/…`): start
///   (`authIndexType=service&authIndexValue={tree}`, `ForceAuth`, `noSession`), next (`{authId, callbacks}`)
///   and resume (`suspendedId`).
/// - `POST /am/json/realms/{realm}/sessions?_action=logout` with the SSO token header.
/// - `/am/oauth2/realms/root/realms/{realm}/…` (or `/am/oauth2/realms/root/…`): OpenID Connect discovery,
///   `authorize` by SSO token (302), `access_token`, `userinfo`, `token/revoke`, `connect/endSession`, `par`.
/// - `GET|POST /am/sandbox/approve?id=…`: approves a polling step (the link of an approval message).
/// - `GET|POST /am/UI/Login?realm=…&goto=…`: the hosted login page a browser is sent to by `authorize`
///   without a session (`AMLoginPage.swift`).
/// - `GET /am/XUI/?suspendedId=…`: the target of a suspend email, a short text saying how to resume.
///
/// Any realm name that is one plain path segment is accepted; every tree is served in every realm.
struct AMEndpoints: Sendable {
    let store: JourneyStore
    let authorizationServer: AuthorizationServer
    let baseURL: Locked<String?>
    let settings: SandboxAMSettings

    /// Whether `path` belongs to these routes.
    static func handles(_ segments: [String]) -> Bool {
        segments.first == "am"
    }

    func respond(to record: SandboxRecord, segments: [String]) async -> SandboxResponse {
        let rest = Array(segments.dropFirst())
        switch rest.first {
        case "json":
            guard rest.count >= 2, rest[1] == "realms", let (realm, action) = Self.realm(in: Array(rest.dropFirst(2)))
            else {
                break
            }
            switch action {
            case ["authenticate"]:
                guard record.method == "POST" else { return Self.methodNotAllowed(record) }
                return await authenticate(record, realm: realm)
            case ["sessions"]:
                guard record.method == "POST" else { return Self.methodNotAllowed(record) }
                return await sessions(record)
            default:
                break
            }
        case "oauth2":
            guard rest.count >= 2, rest[1] == "realms", let (realm, action) = Self.realm(in: Array(rest.dropFirst(2))),
                ["am"] + rest.dropLast(action.count) == Self.issuerSegments(realm: realm)
            else {
                // Only the issuer's own path: `/oauth2/realms/root/realms/root/…` would serve a document whose
                // issuer (`…/realms/root`) differs from where it was found, which clients must refuse.
                break
            }
            let oidc = oidcEndpoints(realm: realm)
            if action == OIDCPaths.am.authorize {
                guard record.method == "GET" else { return Self.methodNotAllowed(record, allowed: "GET") }
                return await authorize(record, oidc: oidc, realm: realm)
            }
            if let route = oidc.route(of: action) {
                return await oidc.respond(to: record, route: route)
            }
        case "sandbox" where rest == ["sandbox", "approve"]:
            guard record.method == "GET" || record.method == "POST" else {
                return Self.methodNotAllowed(record, allowed: "GET, POST")
            }
            guard let id = record.queryValue("id"), await store.approve(id) else {
                return AMError(status: 404, message: "Unknown or finished approval").response
            }
            return .json(200, ["result": "Approved"])
        case "UI" where rest == ["UI", "Login"]:
            guard record.method == "GET" || record.method == "POST" else {
                return Self.methodNotAllowed(record, allowed: "GET, POST")
            }
            return await login(record)
        case "XUI" where rest == ["XUI"]:
            return .text(
                200,
                "Resume this journey with POST /am/json/realms/<realm>/authenticate?suspendedId=<id> "
                    + "and the body {}, as an SDK's resume(url) does.\n")
        default:
            break
        }
        return AMError(status: 404, message: "Not Found").response
    }

    /// Splits `[realm, action…]` or `[root, realms, realm, action…]` into the realm and the action.
    static func realm(in segments: [String]) -> (String, [String])? {
        guard let first = segments.first, ScriptValidator.isPathSegment(first) else { return nil }
        if first == "root", segments.count >= 3, segments[1] == "realms", ScriptValidator.isPathSegment(segments[2]) {
            return (segments[2], Array(segments.dropFirst(3)))
        }
        return (first, Array(segments.dropFirst()))
    }

    /// The SSO token of a request: the `iPlanetDirectoryPro` header, or the cookie of that name.
    private func ssoToken(of record: SandboxRecord) -> String? {
        let token = record.header(settings.cookieName) ?? record.cookies[settings.cookieName]
        return token?.isEmpty == false ? token : nil
    }

    // MARK: - authenticate

    private func authenticate(_ record: SandboxRecord, realm: String) async -> SandboxResponse {
        do throws(AMError) {
            var request = try AuthenticateRequest(body: record.body)
            request.headers = record.headers
            let outcome: JourneyOutcome
            if let suspendedID = record.queryValue("suspendedId") {
                outcome = try await store.resume(suspendedID: suspendedID, request: request)
            } else if request.authID != nil {
                outcome = try await store.next(request)
            } else {
                if let type = record.queryValue("authIndexType"), type != "service" {
                    throw .badRequest("Unsupported authIndexType '\(type)'; use 'service'")
                }
                let tree = record.queryValue("authIndexValue").flatMap { $0.isEmpty ? nil : $0 }
                outcome = try await store.start(
                    treeName: tree, realm: realm,
                    noSession: record.queryValue("noSession") == "true",
                    forceAuth: record.queryValue("ForceAuth") == "true",
                    ssoToken: ssoToken(of: record), request: request)
            }
            switch outcome {
            case let .node(node, authID, feedback):
                return .json(200, TreeNodeRenderer.node(node, authID: authID, feedback: feedback))
            case let .success(tokenID, realm):
                let realmPath = realm == "root" ? "/" : "/\(realm)"
                var pairs: [(String, JSON)] = []
                if let tokenID { pairs.append(("tokenId", .string(tokenID))) }
                pairs.append(("successUrl", .string("/enduser/?realm=\(realmPath)")))
                pairs.append(("realm", .string(realmPath)))
                let cookie = tokenID.map { [("Set-Cookie", "\(settings.cookieName)=\($0); Path=/; HttpOnly")] } ?? []
                return .json(200, .object(JSONObject(pairs)), headers: cookie)
            }
        } catch {
            return error.response
        }
    }

    // MARK: - sessions

    private func sessions(_ record: SandboxRecord) async -> SandboxResponse {
        guard let action = record.queryValue("_action") else {
            return AMError.badRequest("The _action parameter is required").response
        }
        guard action == "logout" else {
            return AMError(status: 501, message: "Action '\(action)' is not supported").response
        }
        guard let token = ssoToken(of: record), await store.logout(token) else {
            return AMError(status: 401, message: "Access Denied").response
        }
        return .json(
            200, ["result": "Successfully logged out"],
            headers: [("Set-Cookie", "\(settings.cookieName)=; Max-Age=0; Path=/; HttpOnly")])
    }

    // MARK: - OAuth 2.0

    /// The OpenID Connect issuer of `realm`: `{base}/am/oauth2/realms/root/realms/{realm}` (or
    /// `{base}/am/oauth2/realms/root` for the root realm).
    func oidcEndpoints(realm: String) -> OIDCEndpoints {
        let store = self.store
        return OIDCEndpoints(
            issuerSegments: Self.issuerSegments(realm: realm), paths: .am, server: authorizationServer,
            baseURL: baseURL, pushedAuthorizationRequests: true,
            onSessionsEnded: { await store.endSessions(ids: $0) })
    }

    static func issuerSegments(realm: String) -> [String] {
        realm == "root" ? ["am", "oauth2", "realms", "root"] : ["am", "oauth2", "realms", "root", "realms", realm]
    }

    /// AM's authorize: the SSO token (header or cookie) names the user, and the answer is a 302 to the
    /// redirect URI with `code`, `state`, `iss` and `client_id`. Without a valid session, a browser is sent
    /// to the login page (`/am/UI/Login` with `realm`, the tree named by `acr_values` or `service` as
    /// `service`, and `goto` this request), as AM does; with `prompt=none` it is a 302 with
    /// `error=login_required` (OpenID Connect Core 3.1.2.6). A bad client or redirect URI is answered 400
    /// JSON (never redirected).
    private func authorize(_ record: SandboxRecord, oidc: OIDCEndpoints, realm: String) async -> SandboxResponse {
        let request: OIDCAuthorizationRequest
        let parameters: [SandboxNameValue]
        do throws(ProtocolError) {
            parameters = try await oidc.authorizeParameters(of: record)
            request = try OIDCAuthorizationRequest(
                parameters: parameters, settings: authorizationServer.settings,
                responseModes: OIDCPaths.am.responseModes)
        } catch {
            return OAuthError.invalidRequest(error.message).response
        }
        var answer: [(String, String)]
        if let token = ssoToken(of: record), let session = await store.activeSession(token) {
            let user = AuthorizationServer.UserClaims(
                username: session.username, email: await store.email(of: session.username))
            let code = await authorizationServer.issueCode(for: request, user: user, sessionID: session.id)
            answer = [("code", code)]
        } else if (parameters.last { $0.name == "prompt" }?.value ?? "").split(separator: " ").contains("none") {
            answer = [("error", "login_required"), ("error_description", "The user is not signed in")]
        } else {
            return loginRedirect(record, parameters: parameters, realm: realm)
        }
        if let state = request.state { answer.append(("state", state)) }
        answer.append(("iss", oidc.issuer))
        answer.append(("client_id", request.clientID))
        let query = answer.map { "\($0.0)=\(Self.formEncode($0.1))" }.joined(separator: "&")
        let separator = request.redirectURI.contains("?") ? "&" : "?"
        return .redirect(to: request.redirectURI + separator + query)
    }

    /// The redirect to the login page, which comes back to this authorize request (its `parameters`, a pushed
    /// request's included, since a `request_uri` is used once) once signed in. The tree is `service`, else an
    /// `acr_values` entry that names a tree (AM maps ACR values to trees by its configuration; the sandbox
    /// maps a tree's own name).
    private func loginRedirect(
        _ record: SandboxRecord, parameters: [SandboxNameValue], realm: String
    ) -> SandboxResponse {
        let base = baseURL.current ?? ""
        let query = parameters.isEmpty ? "" : "?" + FormURLEncoding.encode(parameters)
        var login: [SandboxNameValue] = [SandboxNameValue(name: "realm", value: realm == "root" ? "/" : "/\(realm)")]
        func value(_ name: String) -> String? { parameters.last { $0.name == name }?.value }
        let acr = (value("acr_values") ?? "").split(separator: " ").map(String.init)
        if let service = value("service") ?? acr.first(where: { store.script.tree(named: $0) != nil }) {
            login.append(SandboxNameValue(name: "service", value: service))
        }
        login.append(SandboxNameValue(name: "goto", value: base + record.path + query))
        return .redirect(to: base + "/" + Self.loginPath.joined(separator: "/") + "?" + FormURLEncoding.encode(login))
    }

    private static func formEncode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    private static func methodNotAllowed(_ record: SandboxRecord, allowed: String = "POST") -> SandboxResponse {
        AMError(
            status: 405, message: "\(record.method) is not allowed on \(record.path); use \(allowed)",
            headers: [("Allow", allowed)]
        ).response
    }
}
