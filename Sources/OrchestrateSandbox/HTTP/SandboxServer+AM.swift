import Foundation

extension SandboxServer {
    /// The AM base URL while running, `{base}/am` (an SDK's `serverUrl`); `nil` when stopped.
    public func amBaseURL() -> URL? {
        baseURL?.appendingPathComponent("am")
    }

    /// `{base}/am/json/realms/{realm}/authenticate` while running; `nil` when stopped. Any realm that is
    /// one plain path segment works (`root`, `alpha`, …); every tree is served in every realm.
    /// - Parameter realm: The realm, `alpha` by default.
    public func journeyURL(realm: String = "alpha") -> URL? {
        amURL(["json", "realms", realm, "authenticate"])
    }

    /// The URL that starts `tree` (`…/authenticate?authIndexType=service&authIndexValue={tree}`) while running.
    public func journeyStartURL(tree: String, realm: String = "alpha") -> URL? {
        guard let url = journeyURL(realm: realm),
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else {
            return nil
        }
        components.queryItems = [
            URLQueryItem(name: "authIndexType", value: "service"),
            URLQueryItem(name: "authIndexValue", value: tree),
        ]
        return components.url
    }

    /// `{base}/am/json/realms/{realm}/sessions` (POST it with `?_action=logout`) while running.
    public func sessionsURL(realm: String = "alpha") -> URL? {
        amURL(["json", "realms", realm, "sessions"])
    }

    /// The AM OpenID Connect issuer of `realm` while running: `{base}/am/oauth2/realms/root/realms/{realm}`
    /// (`{base}/am/oauth2/realms/root` for `root`).
    public func amIssuerURL(realm: String = "alpha") -> URL? {
        amURL(Array(AMEndpoints.issuerSegments(realm: realm).dropFirst()))
    }

    /// The AM OpenID Connect discovery document's URL of `realm` while running
    /// (`{issuer}/.well-known/openid-configuration`). It lists PAR (`{issuer}/par`).
    public func amDiscoveryURL(realm: String = "alpha") -> URL? {
        amURL(Array(AMEndpoints.issuerSegments(realm: realm).dropFirst()) + [".well-known", "openid-configuration"])
    }

    private func amURL(_ segments: [String]) -> URL? {
        guard let base = baseURL, var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else {
            return nil
        }
        components.percentEncodedPath = "/am/" + segments.map(SandboxPath.encode).joined(separator: "/")
        return components.url
    }

    /// Every message the server sent, oldest first: AM trees' suspend emails and polling approvals, and the
    /// approvals of DaVinci challenge-polling nodes (for those, ``SandboxMessage/tree`` is the flow's name
    /// and ``SandboxMessage/realm`` the environment id).
    public func sentMessages() async -> [SandboxMessage] {
        let all = await journeys.sentMessages() + store.sentMessages()
        return all.enumerated().sorted { ($0.element.sentAt, $0.offset) < ($1.element.sentAt, $1.offset) }.map(
            \.element)
    }

    /// Approves a polling step (an AM tree's, or a DaVinci node's challenge), as following the approval
    /// message's link does.
    /// - Parameter message: An ``SandboxMessage/Kind/approval`` message from ``sentMessages()``.
    /// - Returns: `false` when the message is not an approval, or it is unknown or already used.
    public func approve(_ message: SandboxMessage) async -> Bool {
        guard message.kind == .approval, let id = message.token else { return false }
        if message.link.path.hasPrefix("/am/") { return await journeys.approve(id) }
        return await store.approve(challenge: id)
    }

    /// Whether the SSO token `tokenId` (from a journey's success) names a live session.
    public func isSSOSessionActive(_ tokenID: String) async -> Bool {
        await journeys.activeSession(tokenID) != nil
    }
}
