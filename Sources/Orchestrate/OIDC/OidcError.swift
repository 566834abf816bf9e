import Foundation

/// Why an OIDC step failed. Descriptions name the step and the server's reason, never a token, code or
/// verifier.
public enum OidcError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The module's configuration cannot work (an empty client id, say).
    case invalidConfiguration(String)
    /// The discovery endpoint answered with a status other than 200.
    case discoveryFailed(status: Int, reason: String)
    /// The discovery document is not JSON, or lacks an endpoint the module needs.
    case invalidDiscoveryDocument(String)
    /// The discovery document names no endpoint for a step (`revocation_endpoint`, say).
    case missingEndpoint(String)
    /// The flow succeeded without an authorization code.
    case missingAuthorizationCode
    /// The flow did not start through the module, so there is no authorization request to finish.
    case missingAuthorizationRequest
    /// The `state` the server returned is not the one this flow sent.
    case stateMismatch
    /// The token endpoint refused the request (`error` is the OAuth error code, such as `invalid_grant`).
    case tokenRequestFailed(status: Int, error: String, reason: String?)
    /// The token endpoint answered 2xx with something that is not a token response.
    case invalidTokenResponse(String)
    /// The ID token is malformed or was not issued for this request (wrong `nonce` or audience).
    case invalidIDToken(String)
    /// No tokens are stored: nobody is signed in.
    case notSignedIn
    /// The access token is stale and there is no refresh token to renew it with.
    case tokenExpired
    /// The revocation endpoint refused the request.
    case revocationFailed(status: Int, reason: String)
    /// The userinfo endpoint refused the request.
    case userinfoFailed(status: Int, reason: String)
    /// The token store failed.
    case storageFailed(String)
    /// The pushed authorization request endpoint refused the request or gave no `request_uri`.
    case pushedAuthorizationFailed(status: Int, reason: String)
    /// The authorize endpoint, asked for a code with a session, did not redirect with one.
    case authorizeFailed(status: Int, reason: String)
    /// The stored token type is not `Bearer`, so the access token is not sent as one.
    case unsupportedTokenType(String)
    /// The userinfo response's `sub` is not the ID token's (OpenID Connect Core 5.3.2).
    case userinfoSubjectMismatch
    /// Sign-off or a newer sign-in changed the stored tokens while a refresh ran: its tokens were
    /// revoked and not stored.
    case refreshSuperseded
    /// The transport failed: no server answered (no connection, a timeout, a TLS failure: "offline", with a
    /// `urlErrorCode` saying which), or its answer was unusable (`responseTooLarge`, `notHTTP`).
    case transport(TransportError)
    /// The request was refused before it was sent: it broke the workflow's `TransportSecurity`.
    case transportSecurity(TransportSecurityError)
    /// The user cancelled (closed the browser sheet), or the task that waited was cancelled.
    case cancelled
    /// The authorization server answered the browser's authorization request with an OAuth error
    /// (RFC 6749 4.1.2.1: `error` such as `access_denied` or `login_required`, and its description).
    case authorizationFailed(error: String, reason: String?)
    /// The browser could not be opened or gave no redirect (`handler` names why, never a URL).
    case browserFailed(String)
    /// Another error, thrown by an app's own transport or token store: its description.
    case requestFailed(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidConfiguration(let reason): "invalid OIDC configuration: \(reason)"
        case .discoveryFailed(let status, let reason): "OIDC discovery answered \(status): \(reason)"
        case .invalidDiscoveryDocument(let reason): "invalid OIDC discovery document: \(reason)"
        case .missingEndpoint(let name): "the OIDC discovery document has no \(name)"
        case .missingAuthorizationCode: "the flow succeeded without an authorization code"
        case .missingAuthorizationRequest:
            "the flow was not started by the OIDC module, so it has no authorization request"
        case .stateMismatch: "the state returned with the authorization code is not the one this flow sent"
        case .tokenRequestFailed(let status, let error, let reason):
            "the token endpoint answered \(status) \(error)\(reason.map { ": \($0)" } ?? "")"
        case .invalidTokenResponse(let reason): "invalid token response: \(reason)"
        case .invalidIDToken(let reason): "invalid ID token: \(reason)"
        case .notSignedIn: "no tokens are stored: nobody is signed in"
        case .tokenExpired: "the access token has expired and there is no refresh token"
        case .revocationFailed(let status, let reason): "token revocation answered \(status): \(reason)"
        case .userinfoFailed(let status, let reason): "userinfo answered \(status): \(reason)"
        case .storageFailed(let reason): "the token store failed: \(reason)"
        case .pushedAuthorizationFailed(let status, let reason):
            "the pushed authorization request answered \(status): \(reason)"
        case .authorizeFailed(let status, let reason): "authorize answered \(status): \(reason)"
        case .unsupportedTokenType(let type): "the token type '\(LogText.sanitized(type))' is not Bearer"
        case .userinfoSubjectMismatch: "the userinfo sub is not the ID token's"
        case .refreshSuperseded: "sign-off or a newer sign-in replaced the tokens while the refresh ran"
        case .transport(let error): error.description
        case .transportSecurity(let error): error.description
        case .cancelled: "the user cancelled"
        case .authorizationFailed(let error, let reason):
            "the authorization server answered \(LogText.sanitized(error))\(reason.map { ": \(LogText.sanitized($0))" } ?? "")"
        case .browserFailed(let reason): "the browser failed: \(LogText.sanitized(reason))"
        case .requestFailed(let reason): "the request failed: \(LogText.sanitized(reason))"
        }
    }

    /// The start of a server's body, as a reason: at most 200 characters of text, control characters
    /// (which could forge a log line) replaced.
    static func reason(from response: Response) -> String {
        let text = (response.text ?? "<\(response.body.count) bytes, not text>")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { return "empty body" }
        return LogText.sanitized(text)
    }
}

extension OidcError {
    /// `error` as an `OidcError`, keeping what an app tells apart: itself when it is one; `.transport` for a
    /// `TransportError` or a `URLError` (its code and host only, never its failing URL); `.cancelled` for
    /// a cancelled task or request, or a browser the user closed; `.transportSecurity` for a refused
    /// request; else `requestFailed` with its description.
    static func wrapping(_ error: any Error) -> OidcError {
        switch error {
        case let error as OidcError: return error
        case is CancellationError, IdpError.cancelled: return .cancelled
        case let error as TransportSecurityError: return .transportSecurity(error)
        case let error as IdpError: return .browserFailed(error.description)
        default: break
        }
        let transport = error as? TransportError ?? TransportError(network: error)
        if let transport {
            return transport.urlErrorCode == .cancelled ? .cancelled : .transport(transport)
        }
        return .requestFailed(ErrorText.shown(error))
    }
}
