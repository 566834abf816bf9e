import ArgumentParser

/// Where to sign in: the embedded sandbox (the default), or a real PingOne DaVinci environment through
/// OpenID Connect.
struct ServerOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A DaVinci environment's issuer (https://auth.pingone.com/<env>/as) or discovery URL, instead of the embedded sandbox.",
        valueName: "url"))
    var server: String?

    @Option(help: "The OIDC client id of your application (with --server).")
    var clientId: String?

    @Option(help: "A redirect URI registered for the client (with --server).")
    var redirectUri: String?

    @Option(name: .customLong("scope"), help: ArgumentHelp("A scope to ask for; repeat for more (with --server).", valueName: "scope"))
    var scopes: [String] = ["openid", "profile"]

    @Option(help: "The flow policy to run (acr_values), when the client has several (with --server).")
    var acrValues: String?

    func validate() throws {
        guard server != nil else {
            if clientId != nil || redirectUri != nil || acrValues != nil {
                throw ValidationError("--client-id, --redirect-uri and --acr-values go with --server")
            }
            return
        }
        if clientId?.isEmpty ?? true { throw ValidationError("--server needs --client-id") }
        if redirectUri?.isEmpty ?? true { throw ValidationError("--server needs --redirect-uri") }
    }

    /// The discovery URL of `--server`: the URL itself when it names the discovery document.
    var discoveryURL: String? {
        guard let server else { return nil }
        if server.hasSuffix("/.well-known/openid-configuration") { return server }
        return (server.hasSuffix("/") ? String(server.dropLast()) : server) + "/.well-known/openid-configuration"
    }
}
