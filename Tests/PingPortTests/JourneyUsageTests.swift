// The usage the Ping SDK's Journey README shows, written as an app would write it against Orchestrate
// (only the import differs), and run against the sandbox's AM (tree `Login`, realm `alpha`) with OIDC.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct JourneyUsageTests {
    /// The README's advanced configuration: timeout, logger, realm, cookie, and OIDC as a module.
    static func makeJourney(_ server: SandboxServer) async throws -> Journey {
        let am = try #require(await server.amBaseURL())
        let discovery = try #require(await server.amDiscoveryURL(realm: "alpha"))
        return Journey.createJourney { config in
            config.serverUrl = am.absoluteString
            config.timeout = 30
            config.logger = LogManager.warning
            config.realm = "alpha"
            config.cookie = "iPlanetDirectoryPro"
            config.module(OidcModule.config) { oidcValue in
                oidcValue.clientId = demoClient.id
                oidcValue.discoveryEndpoint = discovery.absoluteString
                oidcValue.scopes = Set<String>(["openid", "email", "profile"])
                oidcValue.redirectUri = demoClient.redirectURIs[0]
            }
        }
    }

    /// Answers every callback of `node` the README's way: a loop that switches on the callback's type.
    static func answer(_ node: ContinueNode) {
        // The Ping SDK README's own loop, kept as it is written there.
        // swift-format-ignore: ReplaceForEachWithForLoop
        node.callbacks.forEach { callback in
            switch callback {
            case let nameCallback as NameCallback:
                nameCallback.name = demoUser.username
            case let passwordCallback as PasswordCallback:
                passwordCallback.password = demoUser.password
            case let choiceCallback as ChoiceCallback:
                choiceCallback.selectedIndex = 0
            case let textInputCallback as TextInputCallback:
                textInputCallback.text = demoUser.oneTimeCode
            default:
                break
            }
        }
    }

    /// Walks the `Login` tree from `start` to the node it ends on, answering each step.
    static func login(_ journey: Journey) async -> any Node {
        var node = await journey.start("Login") { options in
            options.forceAuth = false
            options.noSession = false
        }
        while let current = node as? ContinueNode {
            answer(current)
            node = await current.next()
        }
        return node
    }

    @Test func theLoginTreeEndsWithASessionAndAUser() async throws {
        try await withPingSandbox { server in
            let journey = try await Self.makeJourney(server)
            let node = await Self.login(journey)
            switch node {
            case let successNode as SuccessNode:
                #expect(successNode.session?.isEmpty == false)
                #expect(successNode.input["tokenId"] != nil)
            case let errorNode as ErrorNode:
                Issue.record("error: \(errorNode.message) \(errorNode.input)")
            case let failureNode as FailureNode:
                Issue.record("failure: \(failureNode.cause)")
            default:
                Issue.record("unexpected node \(node)")
            }

            let journeyUser = await journey.journeyUser()
            let token: Result<Token, OidcError>? = await journeyUser?.token()
            switch token {
            case .success(let token):
                #expect(!token.accessToken.isEmpty)
                #expect(token.idToken != nil)
            case .failure(let error):
                Issue.record("token() failed: \(error.localizedDescription)")
            case .none:
                Issue.record("no journey user")
            }
            let info = try #require(try await journeyUser?.userinfo(cache: false).get())
            #expect(info["preferred_username"]?.stringValue == demoUser.username)
        }
    }

    @Test func revokeThenLogout() async throws {
        try await withPingSandbox { server in
            let journey = try await Self.makeJourney(server)
            _ = try #require(await Self.login(journey) as? SuccessNode)
            let journeyUser = await journey.journeyUser()
            await journeyUser?.revoke()
            #expect(await journeyUser?.token() == .failure(.notSignedIn))
            #expect(await journey.journeyUser() == nil)
            #expect(await journey.session() != nil, "revoking tokens leaves the SSO session")

            _ = try #require(await Self.login(journey) as? SuccessNode)
            let again = await journey.journeyUser()
            await again?.logout()
            #expect(await journey.journeyUser() == nil)
            #expect(await journey.session() == nil)
            #expect(await journaled(server, endingWith: "/sessions").count == 1, "the SSO session was logged out")
        }
    }

    @Test func aWrongPasswordIsAnErrorNodeWithTheRawResponse() async throws {
        try await withPingSandbox { server in
            let journey = try await Self.makeJourney(server)
            let first = try #require(await journey.start("Login") as? ContinueNode)
            // swift-format-ignore: ReplaceForEachWithForLoop
            first.callbacks.forEach { callback in
                switch callback {
                case let nameCallback as NameCallback: nameCallback.name = demoUser.username
                case let passwordCallback as PasswordCallback: passwordCallback.password = "wrong"
                default: break
                }
            }
            var node = await first.next()
            while let current = node as? ContinueNode {
                Self.answer(current)
                node = await current.next()
            }
            let errorNode = try #require(node as? ErrorNode)
            #expect(!errorNode.message.isEmpty)
            #expect(errorNode.input["code"]?.intValue == 401)
        }
    }
}
