import Foundation

/// A user signed in through `OidcModule`: their tokens, renewed when stale, and what can be done with
/// them. Get one from the `SuccessNode` of a flow (`success.user`) or, after a relaunch with a
/// persistent `TokenStore`, from `workflow.user()`.
///
/// The methods here throw; the Ping SDK's forms, which return a `Result` or nothing (`token()`,
/// `refresh()`, `userinfo(cache:)`, `revoke()`, `logout()`), are in `OidcUser+Ping.swift`.
public final class OidcUser: Sendable {
    let client: OidcClient
    private let workflow: Workflow

    init(client: OidcClient, workflow: Workflow) {
        self.client = client
        self.workflow = workflow
    }

    /// The user's tokens; when the access token is stale (within `OidcConfig.refreshThreshold` of
    /// expiring) they are first renewed with the refresh token.
    public func tokens() async throws -> OidcTokens {
        try await client.validTokens()
    }

    /// Renews the tokens with the refresh token now, whether stale or not. (`refresh()` is the Ping SDK's
    /// form, returning a `Result`.)
    public func renewTokens() async throws -> OidcTokens {
        try await client.refresh()
    }

    /// The claims the userinfo endpoint returns for the user's access token.
    public func userinfo() async throws -> JSON {
        try await client.userinfo()
    }

    /// Revokes the user's tokens and clears them from the store, without ending the session. The tokens
    /// are cleared even when the server refuses the revocation; the refusal is thrown. (`revoke()` is the
    /// Ping SDK's form, returning a `Result` you may ignore.)
    public func revokeTokens() async throws {
        try await client.revokeAndClear()
    }

    /// Signs off through the workflow: revokes the tokens, ends the session, clears tokens and session
    /// cookies (`Workflow.signOff()`).
    public func signOff() async -> Result<Void, any Error> {
        await workflow.signOff()
    }
}

extension OidcUser: CustomStringConvertible {
    /// Names the client, never a token.
    public var description: String { "OidcUser(clientId: \(client.config.clientId))" }
}

extension SuccessNode {
    /// The user the OIDC module signed in when the flow succeeded; `nil` without the module.
    public var user: OidcUser? { self[OidcModule.userKey] }
}

extension Workflow {
    /// The user signed in through the workflow's `OidcModule`: present when the module is installed and
    /// its token store holds tokens (from this launch or an earlier one, with a persistent store); `nil`
    /// otherwise, and when the store fails (logged as a warning; `storedUser()` throws the failure). As in
    /// the Ping SDK, a user may hold tokens that are expired and cannot be refreshed.
    public func user() async -> OidcUser? {
        do {
            return try await storedUser()
        } catch {
            logger.log(.warning, message: "oidc: the token store failed: \(ErrorText.shown(error))")
            return nil
        }
    }

    /// The user signed in through the workflow's `OidcModule`, as `user()`, but a failing token store is
    /// thrown instead of giving `nil`.
    public func storedUser() async throws -> OidcUser? {
        guard let client = context[OidcModule.clientKey], try await client.loadTokens() != nil else { return nil }
        return OidcUser(client: client, workflow: self)
    }

    /// The user a journey signed in through its `OidcModule`: the Ping SDK's name for `user()` on a journey.
    public func journeyUser() async -> OidcUser? {
        await user()
    }

    /// The user a DaVinci flow signed in through its `OidcModule`: the Ping SDK's name for `user()` on DaVinci.
    public func daVinciUser() async -> OidcUser? {
        await user()
    }
}
