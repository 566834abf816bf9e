import Foundation

extension DaVinciPayloads {
    /// `{base}/{env}/davinci/{segments…}`.
    func davinciURL(_ segments: String...) -> String {
        "\(baseURL)/\(SandboxPath.encode(environmentID))/davinci/"
            + segments.map(SandboxPath.encode).joined(separator: "/")
    }

    /// Where a social login continues: `POST` with `Authorization: Bearer <continueToken>`.
    var providerContinueHref: String { davinciURL("idp", "continue") }

    /// Where the provider page redirects when the button names no `sandbox.returnUrl`: a page of the
    /// sandbox that only says the sign-in can go on in the app.
    var providerReturnHref: String { davinciURL("idp", "return") }

    /// The provider page of a social login button for one visit.
    func providerAuthenticateHref(visit: String, action: String) -> String {
        var components = URLComponents(string: davinciURL("idp", "authenticate"))
        components?.queryItems = [
            URLQueryItem(name: "request", value: visit), URLQueryItem(name: "action", value: action),
        ]
        return components?.string ?? davinciURL("idp", "authenticate")
    }

    /// The node's fields as served on this visit: sandbox-only keys removed, a challenge-polling field's
    /// `challenge` set to the visit's, a social login button without `links` pointed at the provider page.
    func servedFields(of node: ScriptNode, interaction: Interaction) -> [JSON] {
        node.fields.map { field in
            var served = SandboxFieldKind.served(field)
            if SandboxFieldKind.isChallengePolling(field) {
                served = SandboxFieldKind.setting("challenge", to: .string(interaction.visit), in: served)
            }
            if SandboxFieldKind.isSocialLogin(field), field["links"] == nil,
                let action = SandboxFieldKind.continuationAction(of: field)
            {
                let href = providerAuthenticateHref(visit: interaction.visit, action: action)
                served = SandboxFieldKind.setting("links", to: ["authenticate": ["href": .string(href)]], in: served)
            }
            return served
        }
    }

    /// The node's `_links`: `next` always, `self` (the same URL, which the challenge status URL is built
    /// from) for a node that polls, `continue` for a node with a social login button.
    func links(of node: ScriptNode) -> JSON {
        var links: [(String, JSON)] = [("next", ["href": .string(nextHref(for: node))])]
        if node.fields.contains(where: { $0["type"]?.stringValue == "POLLING" }) {
            links.append(("self", ["href": .string(nextHref(for: node))]))
        }
        if node.fields.contains(where: SandboxFieldKind.isSocialLogin) {
            links.append(("continue", ["href": .string(providerContinueHref)]))
        }
        return .object(JSONObject(links))
    }
}
