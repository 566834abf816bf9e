import Foundation

/// The configuration of `OidcModule`: the client as registered with the authorization server, what it
/// asks for, and where its tokens are kept.
///
/// ```swift
/// config.module(OidcModule.config) { oidc in
///     oidc.clientId = "6c7eb89a-66e9-ab12-cd34-eeaf795650b2"
///     oidc.discoveryEndpoint = "https://auth.pingone.com/<env>/as/.well-known/openid-configuration"
///     oidc.scopes = ["openid", "email", "address"]
///     oidc.redirectUri = "org.example.app://oauth2redirect"
/// }
/// ```
public struct OidcConfig: Sendable {
    /// The client id the application is registered under.
    public var clientId = ""
    /// The URL of the OpenID Provider configuration document (`.well-known/openid-configuration`).
    public var discoveryEndpoint = ""
    /// The scopes to ask for: an array, sent in its order, or a set (the Ping SDK's shape), sent sorted.
    public var scopes: any OidcScopeList = ["openid"]
    /// The redirect URI registered for the client. With `response_mode=pi.flow` the server never
    /// redirects to it, but checks it against the registration and the token request.
    public var redirectUri = ""
    /// `acr_values`: for PingOne, the DaVinci flow policy to run.
    public var acrValues: String?
    /// `login_hint`: the user the server should expect.
    public var loginHint: String?
    /// `display`: how the server should show its pages (`page`, `popup`, `touch`, `wap`).
    public var display: String?
    /// `nonce`: replaces the fresh random value each flow sends, which is what the ID token is checked
    /// against. Leave it `nil` unless the server dictates one: a fixed nonce no longer binds the ID token
    /// to a single request.
    public var nonce: String?
    /// `prompt`, such as `login` to ask for credentials even with a session.
    public var prompt: String?
    /// `ui_locales`: the user's preferred languages, as BCP 47 tags separated by spaces.
    public var uiLocales: String?
    /// More authorization request parameters, sent after the others: name-value pairs in their order, or
    /// a dictionary (the Ping SDK's shape) sorted by name. They may not replace a parameter the module sets.
    public var additionalParameters: any OidcParameterList = [(name: String, value: String)]()
    /// Where the tokens are kept: by default a `KeychainTokenStore` on Apple platforms, one item per client
    /// (`clientId` and `discoveryEndpoint`), and an `InMemoryTokenStore` elsewhere.
    public var storage: any TokenStore = DefaultStores.tokens
    /// How many seconds before it expires an access token counts as stale and is refreshed.
    public var refreshThreshold: TimeInterval = 60
    /// How many seconds this device's clock and the server's may differ by when an ID token's `exp` and
    /// `iat` are checked: a token is accepted until `exp + clockSkew`, and refused when issued after
    /// `now + clockSkew`.
    public var clockSkew: TimeInterval = 60

    /// The default configuration; `clientId`, `discoveryEndpoint` and `redirectUri` must be set.
    public init() {}

    /// Parameters of the authorization request that `additionalParameters` may not name.
    static let reservedParameters: Set<String> = [
        "response_type", "response_mode", "client_id", "scope", "redirect_uri", "code_challenge",
        "code_challenge_method", "state", "nonce", "acr_values", "login_hint", "display", "prompt", "ui_locales",
    ]

    /// The first thing wrong with the configuration, as an error.
    func validate() throws(OidcError) {
        if clientId.isEmpty { throw .invalidConfiguration("clientId is empty") }
        if redirectUri.isEmpty { throw .invalidConfiguration("redirectUri is empty") }
        if discoveryEndpoint.isEmpty { throw .invalidConfiguration("discoveryEndpoint is empty") }
        guard let url = URL(string: discoveryEndpoint), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            url.host?.isEmpty == false
        else {
            throw .invalidConfiguration("discoveryEndpoint '\(discoveryEndpoint)' is not an absolute http(s) URL")
        }
        let scopes = scopes.orderedScopes
        if scopes.isEmpty { throw .invalidConfiguration("scopes is empty") }
        if let scope = scopes.first(where: { $0.isEmpty || $0.contains(where: \.isWhitespace) }) {
            throw .invalidConfiguration("scope '\(scope)' is empty or contains a space")
        }
        if refreshThreshold < 0 { throw .invalidConfiguration("refreshThreshold is negative") }
        if clockSkew < 0 || clockSkew > 600 {
            throw .invalidConfiguration("clockSkew is not between 0 and 600 seconds")
        }
        if nonce?.isEmpty == true { throw .invalidConfiguration("nonce is empty") }
        if let name = additionalParameters.orderedParameters.map(\.name).first(where: Self.reservedParameters.contains)
        {
            throw .invalidConfiguration("additionalParameters may not set '\(name)'; the module sets it")
        }
    }
}
