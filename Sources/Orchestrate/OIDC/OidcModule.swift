import Foundation

/// OpenID Connect for DaVinci and Journey. A DaVinci flow starts as an authorization request and ends
/// with an authorization code that the module exchanges for tokens; a journey ends with an SSO session,
/// which the module presents to the authorize endpoint for a code (a redirect), then exchanges it. When
/// the discovery document publishes `pushed_authorization_request_endpoint`, the authorization request's
/// parameters are pushed there first (RFC 9126), for both protocols.
///
/// ```swift
/// let workflow = DaVinci.createDaVinci { config in
///     config.module(OidcModule.config) { oidc in
///         oidc.clientId = "..."
///         oidc.discoveryEndpoint = "https://auth.pingone.com/<env>/as/.well-known/openid-configuration"
///         oidc.scopes = ["openid", "email"]
///         oidc.redirectUri = "org.example.app://oauth2redirect"
///     }
/// }
/// ```
///
/// | state | what the module does |
/// |---|---|
/// | Init | fetches the discovery document, once per workflow |
/// | Start | makes the request the authorization request: `response_type=code`, `response_mode=pi.flow`, client, scopes, redirect URI, PKCE `S256` challenge, `state`, `nonce` (fresh unless `OidcConfig.nonce` sets one) and the optional parameters |
/// | Success | (Journey: asks the authorize endpoint for a code with the SSO token, PKCE and `state`, expecting a 302 whose `Location` carries them) checks `state`, exchanges the code (with the PKCE verifier) for tokens, checks the ID token's `nonce` and audience, stores the tokens, and attaches the user to the node (`success.user`) |
/// | SignOff | revokes the token, clears the stored tokens, and makes the request the end-session request with `id_token_hint`; a refused revocation or end session is a failure |
public enum OidcModule {
    /// The response mode that makes a DaVinci authorization request answer with the flow's JSON.
    public static let responseMode = "pi.flow"

    /// Where a flow's authorization request is kept until its code is exchanged.
    static let authorizationKey = ContextKey<AuthorizationRequest>("orchestrate.oidc.authorization")
    /// Where the workflow's client is kept in the workflow context.
    static let clientKey = ContextKey<OidcClient>("orchestrate.oidc.client")
    /// Where the signed-in user is attached to a `SuccessNode`.
    public static let userKey = ContextKey<OidcUser>("orchestrate.oidc.user")

    /// The module: `config.module(OidcModule.config) { $0.clientId = ...; ... }`.
    public static let config = Module.of({ OidcConfig() }, name: "oidc") { setup in
        var config = setup.config
        config.storage = config.storage.scoped(to: "\(config.clientId) \(config.discoveryEndpoint)")
        let client = OidcClient(config: config, http: setup.http, logger: setup.logger)
        setup.context[clientKey] = client
        let context = setup.context

        setup.initialize {
            _ = try await client.endpoints()
        }
        setup.start { flow, request in
            // A journey starts as a journey; its session is exchanged for a code when it succeeds.
            guard context[sessionAuthorizationKey] == nil else { return request }
            let endpoints = try await client.endpoints()
            let authorization = AuthorizationRequest(nonce: client.config.nonce)
            flow[authorizationKey] = authorization
            request.url(endpoints.authorizationEndpoint)
            for parameter in try await client.authorizeParameters(for: authorization, responseMode: responseMode) {
                request.parameter(name: parameter.name, value: parameter.value)
            }
            return request
        }
        setup.success { flow, success in
            if let authorizer = context[sessionAuthorizationKey] {
                guard let token = success.session, !token.isEmpty else { throw OidcError.missingAuthorizationCode }
                let authorization = AuthorizationRequest(nonce: client.config.nonce)
                let code = try await client.authorizationCode(
                    session: token, presentedBy: authorizer, for: authorization)
                _ = try await client.exchange(code: code, for: authorization)
                return success.attaching(OidcUser(client: client, workflow: flow.workflow), for: userKey)
            }
            guard let authorization = flow[authorizationKey] else { throw OidcError.missingAuthorizationRequest }
            guard let code = success.session, !code.isEmpty else { throw OidcError.missingAuthorizationCode }
            guard success.input[path: "authorizeResponse", "state"]?.stringValue == authorization.state else {
                throw OidcError.stateMismatch
            }
            flow[authorizationKey] = nil
            _ = try await client.exchange(code: code, for: authorization)
            return success.attaching(OidcUser(client: client, workflow: flow.workflow), for: userKey)
        }
        setup.signOff { request in
            try await client.prepareSignOff(request)
        }
        setup.response { _, response in
            if let failure = await client.signOffFailure(answeredBy: response) { throw failure }
        }
    }
}
