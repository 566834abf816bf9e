import Foundation

/// A refusal by an OAuth endpoint (RFC 6749 section 5.2): its status, `error` code and description.
struct OAuthError: Error, Sendable {
    var status: Int
    var error: String
    var description: String

    static func invalidRequest(_ description: String) -> OAuthError {
        OAuthError(status: 400, error: "invalid_request", description: description)
    }

    static func invalidClient(_ description: String) -> OAuthError {
        OAuthError(status: 401, error: "invalid_client", description: description)
    }

    static func invalidGrant(_ description: String) -> OAuthError {
        OAuthError(status: 400, error: "invalid_grant", description: description)
    }

    /// The JSON error response, never cached. A 401 `invalid_client` carries no `WWW-Authenticate`
    /// challenge: the sandbox's clients are public and name themselves in the body, never in an
    /// `Authorization` header (RFC 6749 section 5.2 asks for the challenge only then).
    var response: SandboxResponse {
        .json(
            status, .object(JSONObject([("error", .string(error)), ("error_description", .string(description))])),
            headers: OAuthError.noStore)
    }

    /// The headers every token endpoint answer carries (RFC 6749 section 5.1).
    static let noStore = [("Cache-Control", "no-store"), ("Pragma", "no-cache")]
}
