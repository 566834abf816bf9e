import Foundation

/// A continue token the sandbox's provider page handed out: which interaction, visit and button it
/// continues, and the user the provider signed in.
struct ProviderGrant: Sendable {
    let interactionID: String
    let visit: String
    let action: String
    let user: String?
}

/// Where the provider page redirects: the return URL with `continueToken` added.
struct ProviderRedirect: Sendable {
    /// The redirect target.
    let location: String
}

extension InteractionStore {
    /// Plays the provider of the social login button `action` on the visit `visit`: hands out a
    /// single-use continue token and returns where to redirect with it (`returnURL`, or the button's
    /// `sandbox.returnUrl`, with `continueToken` added).
    func providerRedirect(visit: String, action: String, defaultReturnURL: String) throws(ProtocolError)
        -> ProviderRedirect
    {
        let now = Date()
        guard let interaction = interactions.values.first(where: { $0.visit == visit && $0.expiresAt > now }),
            let node = script.nodesByID[interaction.nodeID],
            let field = node.fields.first(where: {
                SandboxFieldKind.isSocialLogin($0) && SandboxFieldKind.continuationAction(of: $0) == action
            })
        else {
            throw ProtocolError(status: 404, code: "NOT_FOUND", message: "Unknown or finished sign-in request")
        }
        let provider = SandboxFieldKind.provider(of: field)
        let token = RandomToken.hex(byteCount: 32)
        providerGrants[token] = ProviderGrant(
            interactionID: interaction.id, visit: visit, action: action, user: provider.user)
        guard var components = URLComponents(string: provider.returnURL ?? defaultReturnURL) else {
            throw ProtocolError(status: 500, code: "SCRIPT_ERROR", message: "The return URL is not a URL")
        }
        components.queryItems = (components.queryItems ?? []) + [URLQueryItem(name: "continueToken", value: token)]
        guard let location = components.string else {
            throw ProtocolError(status: 500, code: "SCRIPT_ERROR", message: "The return URL is not a URL")
        }
        return ProviderRedirect(location: location)
    }

    /// Continues the flow after the provider: `token` (the bearer token of the continue request) names the
    /// interaction and button; the provider's user is signed in, then the node's transitions for the
    /// button's action decide, as for a submission. The token works once, and only while the interaction
    /// is still on the visit it was handed out for.
    func continueFromProvider(token: String, cookieInteractionID: String?) throws(ProtocolError) -> ContinueOutcome {
        guard let grant = providerGrants.removeValue(forKey: token) else {
            throw ProtocolError(status: 401, code: "INVALID_TOKEN", message: "Unknown or used continue token")
        }
        var interaction = try live(grant.interactionID)
        if let cookieInteractionID, cookieInteractionID != interaction.id {
            throw .badRequest("The interactionId cookie does not match the continue token", code: "INVALID_INTERACTION")
        }
        guard interaction.visit == grant.visit else {
            throw .badRequest("The continue token is for an earlier form of this interaction", code: "INVALID_NODE")
        }
        if let user = grant.user { interaction.signedInUser = user }
        return try apply(ContinueRequest(nodeID: interaction.nodeID, actionKey: grant.action), to: interaction)
    }
}
