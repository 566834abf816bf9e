/// A client application registered with the sandbox's authorization server: a public client, which
/// proves itself with PKCE instead of a secret.
public struct SandboxClient: Sendable, Equatable {
    /// The client id.
    public var id: String
    /// The redirect URIs the client may name, compared exactly.
    public var redirectURIs: [String]

    /// Creates a client registration.
    public init(id: String, redirectURIs: [String]) {
        self.id = id
        self.redirectURIs = redirectURIs
    }

    /// The client every sandbox knows unless told otherwise.
    public static let demo = SandboxClient(
        id: "orchestrate-demo", redirectURIs: ["org.orchestrate.demo://oauth2redirect"])
}

/// How the sandbox's OpenID Connect authorization server behaves.
public struct SandboxOIDCSettings: Sendable {
    /// The registered clients.
    public var clients: [SandboxClient]
    /// The scopes a client may ask for.
    public var scopes: [String]
    /// Seconds an access token (and the `expires_in` the token endpoint reports) lasts.
    public var accessTokenLifetime: Int
    /// Seconds an authorization code can be exchanged for.
    public var codeLifetime: Int
    /// Whether the DaVinci issuer serves and lists a pushed authorization request endpoint (RFC 9126,
    /// `{issuer}/par`); off by default, as in PingOne. The AM issuers always do, as AM does.
    public var pushedAuthorizationRequests: Bool
    /// Seconds a pushed request's `request_uri` can be used (once).
    public var pushedRequestLifetime: Int
    /// The RSA key ID tokens are signed with (RS256), published at every issuer's `jwks_uri`; `nil`
    /// (the default) makes a 2048-bit key for each server, when it first signs or publishes. Pin one
    /// (``SandboxSigningKey/init(pemRepresentation:)``) for tokens a test checks across server runs.
    public var signingKey: SandboxSigningKey?

    /// Creates settings; the defaults register ``SandboxClient/demo``. AM's authorize answers with a
    /// redirect, so a client that signs in through AM trees needs a redirect URI there too (the demo
    /// client's custom-scheme URI serves both).
    public init(
        clients: [SandboxClient] = [.demo],
        scopes: [String] = ["openid", "profile", "email", "phone", "address", "offline_access"],
        accessTokenLifetime: Int = 3600, codeLifetime: Int = 120,
        pushedAuthorizationRequests: Bool = false, pushedRequestLifetime: Int = 60,
        signingKey: SandboxSigningKey? = nil
    ) {
        self.clients = clients
        self.scopes = scopes
        self.accessTokenLifetime = accessTokenLifetime
        self.codeLifetime = codeLifetime
        self.pushedAuthorizationRequests = pushedAuthorizationRequests
        self.pushedRequestLifetime = pushedRequestLifetime
        self.signingKey = signingKey
    }

    func client(_ id: String) -> SandboxClient? {
        clients.first { $0.id == id }
    }
}
