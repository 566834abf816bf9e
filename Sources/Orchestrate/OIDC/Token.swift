import Foundation

/// The Ping SDK's name for a user's tokens: `Result<Token, OidcError>` is what `OidcUser.token()` gives.
/// `accessToken`, `refreshToken`, `idToken`, `tokenType` and `scope` are `OidcTokens`' own properties;
/// `expiresIn` and `isExpired` are below.
public typealias Token = OidcTokens

extension OidcTokens {
    /// Whole seconds until the access token expires, never negative; `0` when the server gave no
    /// `expires_in` (then the token is never treated as stale, see `expiresAt`). The Ping SDK's value is
    /// the lifetime the server granted; this one counts down.
    public var expiresIn: Int64 {
        guard let expiresAt else { return 0 }
        return Int64(max(0, expiresAt.timeIntervalSinceNow.rounded(.down)))
    }

    /// Whether the access token has expired now (the Ping SDK's property; `isExpired(within:at:)` takes a
    /// margin).
    public var isExpired: Bool { isExpired(within: 0) }

    /// Tokens made from a token response's values, in the Ping SDK's order: `expiresIn` seconds from now.
    /// A missing `tokenType` is `Bearer`.
    public init(
        accessToken: String, tokenType: String?, scope: String?, expiresIn: Int64, refreshToken: String?,
        idToken: String?
    ) {
        self.init(
            accessToken: accessToken, tokenType: tokenType ?? "Bearer", refreshToken: refreshToken, idToken: idToken,
            scope: scope, expiresAt: Date().addingTimeInterval(TimeInterval(expiresIn)))
    }
}
