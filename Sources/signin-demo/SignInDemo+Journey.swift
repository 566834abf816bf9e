import Foundation
import Orchestrate

extension SignInDemo {
    /// Starts the sandbox (unless `--server` names an AM), walks the journey of `JourneySignIn.flow.yaml`
    /// with `console` and the answers of the options, reports the SSO session and the tokens, signs off,
    /// and stops the sandbox.
    func signInThroughJourney(console: any DemoConsole, environment: [String: String]) async throws -> SuccessNode {
        let server =
            self.server.server == nil
            ? try await JourneyServer.embeddedSandbox(realm: self.server.realm)
            : JourneyServer.remote(self.server)
        for line in server.banner { console.say(line) }
        let tree = self.server.tree
        var started = (tree: "", realm: "")
        let workflow = JourneySignInFlow.workflow(serverUrl: server.serverUrl, realm: server.realm) { config in
            // In memory, as the DaVinci demo's: no Keychain entitlement needed on macOS.
            config.configure(JourneyModule.config) { journey in
                journey.sessionStore = InMemorySessionStore()
                if let tree { journey.journeyName = tree }
                started.tree = journey.journeyName ?? ""
            }
            if let oidc = server.oidc {
                let discovery = JourneyServer.discoveryURL(serverUrl: config.serverUrl ?? "", realm: config.realm)
                config.module(OidcModule.config) { settings in
                    settings.discoveryEndpoint = discovery
                    oidc(&settings)
                    settings.storage = InMemoryTokenStore()
                }
            }
            started.realm = config.realm
        }
        console.say("Journey \(started.tree) in realm \(started.realm)")
        var walkthrough = JourneyWalkthrough(
            workflow: workflow,
            answers: AnswerBook(options: answers, console: console, environment: environment),
            console: console, expectsTokens: server.oidc != nil)
        return try await walkthrough.runToTheEnd(stopping: server.stop)
    }
}
