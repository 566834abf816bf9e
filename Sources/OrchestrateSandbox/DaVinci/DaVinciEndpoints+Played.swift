import Foundation

/// The routes where the sandbox plays the world outside DaVinci, under `/{envId}/davinci/`:
///
/// - `POST user/credentials/challenge/{challenge}/status` (header `interactionId`): the status a
///   `PollingCollector` polls (fixtures 56–58): pending until approved, then approved; `400
///   challengeExpired` for an unknown or finished challenge, `403` for another interaction.
/// - `GET|POST sandbox/approve?id={challenge}`: approves it (the link of the approval message).
/// - `GET idp/authenticate?request=…&action=…`: the identity provider's page, which signs in at once and
///   redirects (302) to the return URL with `continueToken`.
/// - `GET idp/return`: the default return page (a line of text).
/// - `POST idp/continue` with `Authorization: Bearer <continueToken>`: goes on with the flow.
extension DaVinciEndpoints {
    /// The answer for `route` (the segments after `davinci`), or `nil` when it is not one of these routes.
    func sandboxPlayed(_ record: SandboxRecord, route: [String]) async -> SandboxResponse? {
        switch route {
        case let path
        where path.count == 5 && path[0...2] == ["user", "credentials", "challenge"] && path[4] == "status":
            guard record.method == "POST" else { return Self.methodNotAllowed(record, allowed: "POST") }
            return await challengeStatus(path[3], record: record)
        case ["sandbox", "approve"]:
            guard record.method == "GET" || record.method == "POST" else {
                return Self.methodNotAllowed(record, allowed: "GET, POST")
            }
            guard let id = record.queryValue("id"), await store.approve(challenge: id) else {
                return Self.failure(
                    ProtocolError(status: 404, code: "NOT_FOUND", message: "Unknown or finished approval"))
            }
            return .text(200, "Approved. The app goes on with the sign-in.\n")
        case ["idp", "authenticate"]:
            guard record.method == "GET" else { return Self.methodNotAllowed(record, allowed: "GET") }
            return await providerPage(record)
        case ["idp", "return"]:
            guard record.method == "GET" else { return Self.methodNotAllowed(record, allowed: "GET") }
            return .text(200, "Signed in with the provider. Return to the app to go on.\n")
        case ["idp", "continue"]:
            guard record.method == "POST" else { return Self.methodNotAllowed(record, allowed: "POST") }
            return await providerContinue(record)
        default:
            return nil
        }
    }

    private func challengeStatus(_ challenge: String, record: SandboxRecord) async -> SandboxResponse {
        switch await store.challengeState(challenge, interactionID: record.header("interactionId")) {
        case .pending:
            return .json(200, ["isChallengeComplete": false])
        case .approved:
            return .json(200, ["isChallengeComplete": true, "status": "approved"])
        case .expired:
            return .json(
                400,
                .object(
                    JSONObject([
                        ("cause", ["message": "Challenge Expired"]),
                        ("logLevel", "error"),
                        ("serviceName", "challengeExpired"),
                        ("correlationId", .string(RandomToken.uuid())),
                    ])))
        case .forbidden:
            return Self.failure(
                ProtocolError(
                    status: 403, code: "FORBIDDEN",
                    message: "The interactionId header does not name this challenge's interaction"))
        }
    }

    private func providerPage(_ record: SandboxRecord) async -> SandboxResponse {
        guard let visit = record.queryValue("request"), let action = record.queryValue("action") else {
            return Self.failure(.badRequest("The provider page needs `request` and `action`"))
        }
        do {
            let redirect = try await store.providerRedirect(
                visit: visit, action: action,
                defaultReturnURL: payloads.providerReturnHref)
            return .redirect(to: redirect.location, headers: [("Cache-Control", "no-store")])
        } catch {
            return Self.failure(error)
        }
    }

    private func providerContinue(_ record: SandboxRecord) async -> SandboxResponse {
        guard let authorization = record.header("Authorization"), authorization.lowercased().hasPrefix("bearer "),
            case let token = authorization.dropFirst("bearer ".count).trimmingCharacters(in: .whitespaces),
            !token.isEmpty
        else {
            return Self.failure(
                ProtocolError(
                    status: 401, code: "INVALID_TOKEN",
                    message: "The continue request needs Authorization: Bearer <continueToken>"),
                headers: [("WWW-Authenticate", "Bearer")])
        }
        do {
            let outcome = try await store.continueFromProvider(
                token: token, cookieInteractionID: record.cookies["interactionId"])
            return await respond(with: outcome)
        } catch {
            return Self.failure(error)
        }
    }
}
