import Foundation

/// The parameters an authorization server redirects back with (RFC 6749 4.1.2, in the query or, for a
/// fragment response mode, the fragment): the code or the OAuth error, `state`, and the issuer (RFC 9207).
struct AuthorizationResponse: Sendable {
    let code: String?
    let state: String?
    let error: String?
    let errorDescription: String?
    let issuer: String?

    /// Reads the redirect `location`; `nil` when it is not a URL.
    init?(location: String) {
        guard let components = URLComponents(string: location) else { return nil }
        let items = components.queryItems ?? URLComponents(string: "?" + (components.fragment ?? ""))?.queryItems ?? []
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        code = value("code")
        state = value("state")
        error = value("error")
        errorDescription = value("error_description")
        issuer = value("iss")
    }

    /// The code, once the answer is checked against `authorization`: `state` must be its own (an error answer
    /// carries it too, RFC 6749 4.1.2.1, so a forged error is refused as a forged code is), then the `iss`, which
    /// must be the discovery document's `issuer` when present and must be present when the server advertises
    /// `authorization_response_iss_parameter_supported` (RFC 9207 2.4). An OAuth error is then thrown by
    /// `refusal`, as the caller reports it.
    ///
    /// `errorFirst` reads an OAuth error before `state`, for an answer that came straight from the server (the
    /// journey's authorize by SSO token, whose `login_required` carries no state), never for a browser's redirect.
    func code(
        for authorization: AuthorizationRequest, issuer expected: String?, issuerRequired: Bool = false,
        errorFirst: Bool = false, refusal: (_ error: String, _ description: String?) -> OidcError
    ) throws -> String {
        if errorFirst, let error {
            throw refusal(LogText.sanitized(error), errorDescription.map { LogText.sanitized($0) })
        }
        guard state == authorization.state else { throw OidcError.stateMismatch }
        if let issuer, let expected, issuer != expected {
            throw refusal("invalid_issuer", "the redirect's iss is not the discovery document's issuer")
        }
        if issuerRequired, issuer == nil {
            throw refusal("invalid_issuer", "the server advertises iss in its redirects, and this one has none")
        }
        if let error { throw refusal(LogText.sanitized(error), errorDescription.map { LogText.sanitized($0) }) }
        guard let code, !code.isEmpty else { throw OidcError.missingAuthorizationCode }
        return code
    }
}
