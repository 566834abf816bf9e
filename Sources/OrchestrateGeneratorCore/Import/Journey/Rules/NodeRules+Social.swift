import OrchestrateBasics

extension NodeRules {
    /// Social sign-in and federation: a redirect to the provider, or for a native client the provider's
    /// details; the outcome is AM's (an account linked to the provider's subject, or none).
    static let social: [NodeRule] = [
        // `clientType` BROWSER (the default, `ClientType`) sends a RedirectCallback; NATIVE an IdPCallback.
        .sends(
            "SocialProviderHandlerNode", outcomes: ["ACCOUNT_EXISTS", "NO_ACCOUNT"],
            "IN/SocialProviderHandlerNode (8.0.2; deprecated since 7.5.0)",
            likely: "ACCOUNT_EXISTS", providerHandler),
        .sends(
            "SocialProviderHandlerNodeV2", outcomes: ["ACCOUNT_EXISTS", "NO_ACCOUNT", "SOCIAL_AUTH_INTERRUPTED"],
            "IN/SocialProviderHandlerNodeV2 (7.5.0 to 8.0.2)",
            likely: "ACCOUNT_EXISTS", providerHandler),
        // The legacy social OAuth nodes (`AbstractSocialAuthLoginNode`) only redirect.
        .sends(
            "SocialNode", outcomes: ["ACCOUNT_EXISTS", "NO_ACCOUNT"], "AN/oauth/AbstractSocialAuthLoginNode (8.0.2)",
            likely: "ACCOUNT_EXISTS", redirects),
        .sends(
            "SocialFacebookNode", outcomes: ["ACCOUNT_EXISTS", "NO_ACCOUNT"],
            "AN/oauth/AbstractSocialAuthLoginNode (8.0.2)", likely: "ACCOUNT_EXISTS", redirects),
        .sends(
            "SocialGoogleNode", outcomes: ["ACCOUNT_EXISTS", "NO_ACCOUNT"],
            "AN/oauth/AbstractSocialAuthLoginNode (8.0.2)", likely: "ACCOUNT_EXISTS", redirects),
        .sends(
            "SocialOpenIdConnectNode", outcomes: ["ACCOUNT_EXISTS", "NO_ACCOUNT"],
            "AN/oauth/AbstractSocialAuthLoginNode (8.0.2)", likely: "ACCOUNT_EXISTS",
            redirects),
        // A redirect to the IdP (GET, or POST with the SAML request).
        .sends(
            "Saml2Node", outcomes: ["ACCOUNT_EXISTS", "NO_ACCOUNT"], "AN/saml2/Saml2Node (8.0.2)",
            likely: "ACCOUNT_EXISTS", redirects),
        // A redirect to IDM's page that provisions the account.
        .sends("ProvisionIdmAccountNode", outcomes: ["outcome"], "IN/ProvisionIdmAccountNode (8.0.2)", redirects),
        .server("SocialOAuthIgnoreProfileNode", outcomes: ["outcome"], "AN/SocialOAuthIgnoreProfileNode (8.0.2)"),
        .server("ProvisionDynamicAccountNode", outcomes: ["outcome"], "IN/ProvisionDynamicAccountNode (8.0.2)"),
        .server(
            "WriteFederationInformationNode", outcomes: ["outcome"], "AN/saml2/WriteFederationInformationNode (8.0.2)"),
    ]

    /// What a social provider handler sends, by its `clientType`.
    @Sendable private static func providerHandler(_ node: inout NodeReading) {
        guard node.text("clientType") == "NATIVE" else {
            redirects(&node)
            return
        }
        node.send(
            ImportedCallback(
                type: "IdPCallback", name: "provider",
                outputs: [
                    "provider": "", "clientId": "", "redirectUri": "", "scopes": .array([]), "nonce": "",
                    "acrValues": .array([]), "request": "", "requestUri": "",
                ]))
        node.note(
            "the provider \(node.named) signs in with is chosen at run time; its client settings are the realm's",
            overlayKey: "outputs.\(node.id).provider")
    }

    /// A node that sends the client to another site (the URL is the server's).
    @Sendable static func redirects(_ node: inout NodeReading) {
        node.send(.redirect())
    }
}
