import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// A journey pointed at `server`'s AM (`{base}/am`, realm `alpha`).
func sandboxJourney(
    _ server: SandboxServer, logger: any OrchestrateLogger = SilentLogger(),
    _ configure: (JourneyConfig) -> Void = { _ in }
) async throws -> Journey {
    let am = try #require(await server.amBaseURL())
    return Journey.createJourney { config in
        config.serverUrl = am.absoluteString
        config.realm = "alpha"
        config.logger = logger
        config.timeout = loopbackTestTimeout
        configure(config)
    }
}

/// Answers the `Login` tree's first node with `password` for the demo user.
func signOn(_ node: any Node, password: String) throws -> ContinueNode {
    let step = try #require(node as? ContinueNode)
    try #require(step.callback(NameCallback.self)).name = SandboxScript.demoCredentials.username
    try #require(step.callback(PasswordCallback.self)).password = password
    return step
}

/// Walks the demo user through the `Login` tree with the one-time code, to the node it ends on.
func loginWithCode(_ journey: Journey) async throws -> any Node {
    let demo = SandboxScript.demoCredentials
    let choice = try #require(
        await signOn(await journey.start("Login"), password: demo.password).next() as? ContinueNode)
    try #require(choice.callback(ChoiceCallback.self)).selectedIndex = 0
    let code = try #require(await choice.next() as? ContinueNode)
    try #require(code.callback(TextInputCallback.self)).text = demo.oneTimeCode
    return await code.next()
}

/// The journaled requests whose path ends with `suffix`, in order.
func amRequests(_ server: SandboxServer, endingWith suffix: String) async -> [SandboxRecord] {
    await server.journal().filter { $0.path.hasSuffix(suffix) }
}
