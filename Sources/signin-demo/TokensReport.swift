import Orchestrate

extension OidcTokens {
    /// The line both walks print when the OIDC module has the tokens: which tokens arrived and when the
    /// access token expires, never a value.
    var receivedLine: String {
        let expiry = expiresAt.map { " (expires in \(Int($0.timeIntervalSinceNow.rounded())) s)" } ?? ""
        return "  Tokens received: an access token\(expiry)\(refreshToken == nil ? "" : ", a refresh token")"
            + "\(idToken == nil ? "" : ", an ID token") (not shown)"
    }
}
