import Foundation

/// How a protocol whose flows end in a session rather than an authorization code (Journey: AM's SSO
/// token) gets the code: the module of that protocol leaves one in the workflow context, and the OIDC
/// module then asks the authorize endpoint for a code with the session, expecting a redirect.
struct SessionAuthorization: Sendable {
    /// The name of the header that carries the session token.
    let secretHeader: String
    /// Other headers the authorize request needs.
    let headers: [(name: String, value: String)]
}

extension OidcModule {
    /// Where a protocol module leaves its `SessionAuthorization`.
    static let sessionAuthorizationKey = ContextKey<SessionAuthorization>("orchestrate.oidc.sessionAuthorization")
}

extension OidcClient {
    /// The parameters of the authorize URL for `authorization`: all of them, or, when the discovery
    /// document publishes a pushed authorization request endpoint (RFC 9126), only `client_id` and the
    /// `request_uri` that endpoint answers with after receiving all of them. `extra` come last.
    func authorizeParameters(
        for authorization: AuthorizationRequest,
        responseMode: String?, extra: [(name: String, value: String)] = []
    ) async throws -> [(name: String, value: String)] {
        let parameters = authorization.parameters(for: config, responseMode: responseMode) + extra
        guard let endpoint = try await endpoints().pushedAuthorizationRequestEndpoint else { return parameters }
        let request = Request(url: endpoint)
        request.form(parameters)
        request.header(name: "Accept", value: "application/json")
        let response = try await send(request, step: "pushed authorization request")
        guard response.isSuccess else {
            throw OidcError.pushedAuthorizationFailed(status: response.status, reason: OidcError.reason(from: response))
        }
        guard let requestURI = (try? response.json())?["request_uri"]?.stringValue, !requestURI.isEmpty else {
            throw OidcError.pushedAuthorizationFailed(status: response.status, reason: "no request_uri in the answer")
        }
        return [("client_id", config.clientId), ("request_uri", requestURI)]
    }

    /// Asks the authorize endpoint for a code with the session `token` presented by `headers`, and
    /// checks the redirect it answers with: a 3xx whose `Location` carries `code` and this request's
    /// `state` (an `error` there is thrown as the server gave it).
    func authorizationCode(
        session token: String, presentedBy authorizer: SessionAuthorization,
        for authorization: AuthorizationRequest
    ) async throws -> String {
        let endpoints = try await endpoints()
        let request = Request(url: endpoints.authorizationEndpoint)
        for parameter in try await authorizeParameters(for: authorization, responseMode: nil) {
            request.appendParameter(name: parameter.name, value: parameter.value)
        }
        for header in authorizer.headers { request.header(name: header.name, value: header.value) }
        request.secretHeader(name: authorizer.secretHeader, value: token)
        let response = try await send(request, step: "authorize")
        guard (300..<400).contains(response.status), let location = response.headers["Location"],
            let answer = AuthorizationResponse(location: location)
        else {
            throw OidcError.authorizeFailed(status: response.status, reason: "no redirect with a code")
        }
        return try answer.code(for: authorization, issuer: endpoints.issuer, errorFirst: true) { error, description in
            .authorizeFailed(
                status: response.status, reason: [error, description].compactMap { $0 }.joined(separator: ": "))
        }
    }
}
