import Foundation

/// The Ping SDK's name for a signed-in user: `let user: User? = await daVinci.user()`.
public typealias User = OidcUser

/// The userinfo claims, as `OidcUser.userinfo(cache:)` gives them: a JSON object, read with
/// `info["email"]?.stringValue` (the Ping SDK's is `[String: Any]`-like, read with `as? String`).
public typealias UserInfo = JSON

extension OidcUser {
    /// The user's tokens, refreshed first when stale, as a `Result` (the Ping SDK's form of `tokens()`).
    public func token() async -> Result<Token, OidcError> {
        await result { try await self.tokens() }
    }

    /// Renews the tokens with the refresh token now, as a `Result` (the Ping SDK's form of
    /// `renewTokens()`).
    public func refresh() async -> Result<Token, OidcError> {
        await result { try await self.renewTokens() }
    }

    /// The userinfo claims as a `Result` (the Ping SDK's form of `userinfo()`). With `cache`, the claims
    /// of the last request are given again while the tokens were not replaced or cleared since; without
    /// it, they are asked for anew.
    public func userinfo(cache: Bool) async -> Result<UserInfo, OidcError> {
        await result { try await self.client.userinfo(cached: cache) }
    }

    /// Revokes the tokens and clears them, without ending the session (the Ping SDK's form of
    /// `revokeTokens()`). The tokens are cleared even when the server refuses; the refusal is the failure.
    @discardableResult
    public func revoke() async -> Result<Void, OidcError> {
        await result { try await self.revokeTokens() }
    }

    /// Signs off through the workflow, as `signOff()`: revokes the tokens, ends the session, clears tokens
    /// and session cookies (the Ping SDK's name).
    @discardableResult
    public func logout() async -> Result<Void, any Error> {
        await signOff()
    }

    private func result<Value>(_ body: () async throws -> Value) async -> Result<Value, OidcError> {
        do {
            return .success(try await body())
        } catch {
            return .failure(OidcError.wrapping(error))
        }
    }
}
