// The usage the Ping SDK's DaVinci README shows, written as an app would write it against Orchestrate
// (only the import differs), and run against the sandbox's DaVinci flow and OIDC server.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct DaVinciUsageTests {
    /// The README's configuration: OIDC as a module, timeout, a ready logger, an in-memory token store.
    static func makeDaVinci(_ server: SandboxServer, logger: any OrchestrateLogger = LogManager.warning) async throws
        -> Workflow
    {
        let discovery = try #require(await server.discoveryURL())
        return DaVinci.createDaVinci { config in
            config.timeout = 30
            config.logger = logger
            config.module(OidcModule.config) { oidcValue in
                oidcValue.clientId = demoClient.id
                oidcValue.discoveryEndpoint = discovery.absoluteString
                oidcValue.scopes = ["openid", "email", "profile"]
                oidcValue.redirectUri = demoClient.redirectURIs[0]
                oidcValue.storage = MemoryStorage<Token>()
            }
        }
    }

    /// Fills a form the README's way: a loop over the collectors that sets each one's `value`, the submit
    /// button's included (setting it presses it).
    static func fill(_ node: ContinueNode, text: String, password: String? = nil) {
        // The Ping SDK README's own loop, kept as it is written there.
        // swift-format-ignore: ReplaceForEachWithForLoop
        node.collectors.forEach { item in
            switch item {
            case let textCollector as TextCollector:
                textCollector.value = text
            case let passwordCollector as PasswordCollector:
                passwordCollector.value = password ?? ""
            case let submitCollector as SubmitCollector:
                submitCollector.value = "click me"
            default:
                break
            }
        }
    }

    /// Signs the demo user in, the README's way, and returns the node the flow ends on.
    static func signIn(_ daVinci: Workflow, password: String = demoUser.password) async throws -> any Node {
        var node = await daVinci.start()
        let signOn = try #require(node as? ContinueNode)
        fill(signOn, text: demoUser.username, password: password)
        node = await signOn.next()
        guard let otp = node as? ContinueNode else { return node }
        fill(otp, text: demoUser.oneTimeCode)
        return await otp.next()
    }

    @Test func theNodesNameTheirForm() async throws {
        try await withPingSandbox { server in
            let daVinci = try await Self.makeDaVinci(server)
            let node = await daVinci.start()
            let signOn = try #require(node as? ContinueNode)
            var state = ""
            switch signOn.id {
            case "signIn": state = "Sign On"
            case "otp": state = "Verification Code"
            default: state = ""
            }
            #expect(state == "Sign On")
            #expect(signOn.name == "Sign On")
            #expect(signOn.description == "Enter your username and password")
            #expect(signOn.category == "CUSTOM_HTML")
        }
    }

    @Test func theReadmesLoopSignsInAndTheUserHasTokens() async throws {
        try await withPingSandbox { server in
            let daVinci = try await Self.makeDaVinci(server)
            let node = try await Self.signIn(daVinci)
            switch node {
            case is ContinueNode, is ErrorNode, is FailureNode:
                Issue.record("the flow did not succeed: \(node)")
            case let success as SuccessNode:
                #expect(success.session != nil)
            default:
                Issue.record("unexpected node \(node)")
            }

            let user: User? = await daVinci.user()
            #expect(user != nil)
            let token = await user?.token()
            switch token {
            case .success(let token):
                #expect(!token.accessToken.isEmpty)
                #expect(token.refreshToken != nil && token.idToken != nil)
                #expect(token.tokenType == "Bearer")
                #expect(token.scope?.contains("openid") == true)
                #expect(token.expiresIn > 3500 && token.expiresIn <= 3600)
                #expect(!token.isExpired)
                #expect(!String(describing: token).contains(token.accessToken), "a token's description never shows it")
            case .failure(let error):
                Issue.record("token() failed: \(error)")
            case .none:
                Issue.record("no user")
            }
        }
    }

    @Test func userinfoIsAResultAndCachedOnRequest() async throws {
        try await withPingSandbox { server in
            let daVinci = try await Self.makeDaVinci(server)
            _ = try #require(try await Self.signIn(daVinci) as? SuccessNode)
            let user = try #require(await daVinci.user())

            let fresh = await user.userinfo(cache: false)
            let info = try fresh.get()
            #expect(info["preferred_username"]?.stringValue == demoUser.username)
            #expect(info["email"]?.stringValue == "alice@example.com")
            #expect(try await user.userinfo(cache: true).get() == info)
            #expect(await journaled(server, endingWith: "/userinfo").count == 1, "the cached claims were given again")
            _ = await user.userinfo(cache: false)
            #expect(await journaled(server, endingWith: "/userinfo").count == 2)
        }
    }

    @Test func refreshIsAResultWithNewTokens() async throws {
        try await withPingSandbox { server in
            let daVinci = try await Self.makeDaVinci(server)
            _ = try #require(try await Self.signIn(daVinci) as? SuccessNode)
            let user = try #require(await daVinci.user())
            let before = try await user.token().get()
            let after = try await user.refresh().get()
            #expect(after.accessToken != before.accessToken)
            #expect(try await user.token().get() == after)
        }
    }

    @Test func revokeClearsTheUserWithoutThrowing() async throws {
        try await withPingSandbox { server in
            let daVinci = try await Self.makeDaVinci(server)
            _ = try #require(try await Self.signIn(daVinci) as? SuccessNode)
            let user = await daVinci.user()
            await user?.revoke()
            #expect(await journaled(server, endingWith: "/revoke").count == 2, "refresh token, then access token")
            #expect(await daVinci.user() == nil)
            #expect(await user?.token() == .failure(.notSignedIn))
            #expect(await user?.userinfo(cache: false) == .failure(.notSignedIn))
        }
    }

    @Test func logoutEndsTheSession() async throws {
        try await withPingSandbox { server in
            let daVinci = try await Self.makeDaVinci(server)
            _ = try #require(try await Self.signIn(daVinci) as? SuccessNode)
            let user = await daVinci.user()
            await user?.logout()
            #expect(await journaled(server, endingWith: "/signoff").count == 1)
            #expect(await daVinci.user() == nil)
            #expect(await user?.refresh() == .failure(.notSignedIn))
        }
    }

    @Test func anErrorNodeCarriesTheMessageAndTheFormToRetry() async throws {
        try await withPingSandbox { server in
            let daVinci = try await Self.makeDaVinci(server)
            let node = try await Self.signIn(daVinci, password: "wrong")
            switch node {
            case let errorNode as ErrorNode:
                #expect(!errorNode.message.isEmpty)
                let retry = try #require(errorNode.continueNode)
                Self.fill(retry, text: demoUser.username, password: demoUser.password)
                let otp = try #require(await retry.next() as? ContinueNode)
                #expect(otp.id == "otp" && otp.name == "One-time code")
            default:
                Issue.record("expected an ErrorNode, got \(node)")
            }
        }
    }

    @Test func aFlowButtonsValueTakesTheOtherBranch() async throws {
        try await withPingSandbox { server in
            let daVinci = try await Self.makeDaVinci(server)
            let signOn = try #require(await daVinci.start() as? ContinueNode)
            for case let flow as FlowCollector in signOn.collectors {
                flow.value = "No account? Register now!"
            }
            let register = try #require(await signOn.next() as? ContinueNode)
            #expect(register.id == "register" && register.name == "Registration")
            #expect(register.description == "Create your account")
        }
    }

    @Test func withoutASignInThereIsNoUser() async throws {
        try await withPingSandbox { server in
            let daVinci = try await Self.makeDaVinci(server)
            #expect(await daVinci.user() == nil)
        }
    }
}
