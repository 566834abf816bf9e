import ArgumentParser

/// Where to sign in and how: the DaVinci flow (the default) or, with `--journey`, the AM journey; against the
/// embedded sandbox (the default), or a real PingOne DaVinci environment (through OpenID Connect) or AM.
struct ServerOptions: ParsableArguments {
    /// `--journey`: walk the AM journey instead of the DaVinci flow.
    @Flag(help: "Walk the AM journey of JourneySignIn.flow.yaml (the tree Login) instead of the DaVinci flow.")
    var journey = false

    @Option(
        help: ArgumentHelp(
            "A DaVinci environment's issuer (https://auth.pingone.com/<env>/as) or discovery URL or, with --journey, "
                + "AM's base URL with its context path (https://am.example.com/am), instead of the embedded sandbox.",
            valueName: "url"))
    var server: String?

    @Option(
        help:
            "The OIDC client id of your application (with --server; with --journey, OIDC follows the journey only when it is given)."
    )
    var clientId: String?

    @Option(help: "A redirect URI registered for the client (with --client-id).")
    var redirectUri: String?

    @Option(
        name: .customLong("scope"),
        help: ArgumentHelp("A scope to ask for; repeat for more (with --server).", valueName: "scope"))
    var scopes: [String] = ["openid", "profile"]

    @Option(help: "The flow policy to run (acr_values), when the client has several (with --server, not --journey).")
    var acrValues: String?

    /// `--realm`: the journey's realm instead of the spec's.
    @Option(help: "The AM realm of the journey (with --journey; the spec's, root, by default).")
    var realm: String?

    /// `--tree`: the journey to run instead of the spec's.
    @Option(
        help:
            "The journey (tree) to run instead of the spec's Login (with --journey); its nodes must match Journey.callbacks.yaml."
    )
    var tree: String?

    /// Which options go with which walk and server; an empty value is refused.
    func validate() throws {
        for (option, value) in [
            ("--server", server), ("--client-id", clientId), ("--redirect-uri", redirectUri),
            ("--acr-values", acrValues), ("--realm", realm), ("--tree", tree),
        ] where value?.isEmpty == true {
            throw ValidationError("\(option) is empty")
        }
        if journey {
            if acrValues != nil {
                throw ValidationError(
                    "--acr-values goes with the DaVinci flow; with --journey, --tree names the journey")
            }
            guard clientId != nil || redirectUri != nil else { return }
            if server == nil { throw ValidationError("--client-id and --redirect-uri go with --server") }
            if clientId == nil || redirectUri == nil {
                throw ValidationError(
                    "--client-id and --redirect-uri go together: both for OIDC after the journey, neither for its SSO session alone"
                )
            }
            return
        }
        if realm != nil || tree != nil { throw ValidationError("--realm and --tree go with --journey") }
        guard server != nil else {
            if clientId != nil || redirectUri != nil || acrValues != nil {
                throw ValidationError("--client-id, --redirect-uri and --acr-values go with --server")
            }
            return
        }
        if clientId == nil { throw ValidationError("--server needs --client-id") }
        if redirectUri == nil { throw ValidationError("--server needs --redirect-uri") }
    }

    /// The discovery URL of `--server` for the DaVinci flow: the URL itself when it names the discovery document.
    var discoveryURL: String? {
        guard let server else { return nil }
        if server.hasSuffix("/.well-known/openid-configuration") { return server }
        return (server.hasSuffix("/") ? String(server.dropLast()) : server) + "/.well-known/openid-configuration"
    }
}
