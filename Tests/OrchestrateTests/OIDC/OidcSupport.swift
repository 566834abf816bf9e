import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// The demo client every sandbox registers.
let demoClient = SandboxClient.demo

/// A DaVinci workflow with the OIDC module configured for `server`'s demo client.
/// `extra` installs more modules after the OIDC module.
func oidcWorkflow(
    _ server: SandboxServer, logger: any OrchestrateLogger = SilentLogger(),
    timeout: TimeInterval = loopbackTestTimeout,
    storage: (any TokenStore)? = nil, _ configure: (inout OidcConfig) -> Void = { _ in },
    extra: (WorkflowConfig) -> Void = { _ in }
) async throws -> Workflow {
    let discovery = try #require(await server.discoveryURL())
    return DaVinci.createDaVinci { config in
        config.timeout = timeout
        config.logger = logger
        config.module(CookieModule.config) { $0.persist = ["ST"] }
        config.module(OidcModule.config) { oidc in
            oidc.clientId = demoClient.id
            oidc.discoveryEndpoint = discovery.absoluteString
            oidc.scopes = ["openid", "profile", "email"]
            oidc.redirectUri = demoClient.redirectURIs[0]
            if let storage { oidc.storage = storage }
            configure(&oidc)
        }
        extra(config)
    }
}

/// Runs the demo sign-in (username, password, one-time code) from `start()` to the node it ends on.
func signInDemo(_ workflow: Workflow) async throws -> any Node {
    let demo = SandboxScript.demoCredentials
    let first = await workflow.start()
    let signIn = try #require(first as? ContinueNode, "the first node: \(first)")
    let second = try await signOn(signIn, username: demo.username, password: demo.password)
    let otp = try #require(second as? ContinueNode, "the node after signing on: \(second)")
    return try await verify(otp, code: demo.oneTimeCode)
}

/// The fields of a form-encoded request body.
func formFields(_ record: SandboxRecord) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in (record.bodyText ?? "").split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let decode = { (text: Substring) in text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
        }
        fields[decode(parts[0])] = parts.count > 1 ? decode(parts[1]) : ""
    }
    return fields
}

/// The journaled requests to `path` (below the sandbox environment), in order.
func requests(_ server: SandboxServer, to path: String) async -> [SandboxRecord] {
    await server.journal().filter { $0.path == "/sandbox/as/\(path)" }
}

/// The claims of a JWT, read without checking it.
func jwtClaims(_ token: String) throws -> JSON {
    let parts = token.split(separator: ".")
    try #require(parts.count == 3)
    var payload = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    payload += String(repeating: "=", count: (4 - payload.count % 4) % 4)
    return try JSON.parse(try #require(Data(base64Encoded: payload)))
}

/// The `OidcError` a failure node carries.
func oidcError(_ node: any Node) -> OidcError? {
    (node as? FailureNode)?.cause as? OidcError
}
