// The Swift of the "Getting started with DaVinci" article (Sources/Orchestrate/Orchestrate.docc/
// GettingStartedWithDaVinci.md), word for word (DocumentationSnippetTests checks it is compiled code), run against
// the sandbox's demo flow; the first block is in GettingStartedWithDaVinci.swift.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// The "OpenID Connect" block. Compiled, not run: its discovery endpoint is a tenant's. `DaVinciSandboxTests` and
/// `PingPortTests` run the same module against the sandbox's OpenID Connect server.
private func openIDConnect(after node: any Node) async throws -> OidcUser? {
    let workflow = DaVinci.createDaVinci { config in
        config.configure(CookieModule.config) { $0.persist = ["ST"] } // the session cookie, ended on sign-off
        config.module(OidcModule.config) { oidc in
            oidc.clientId = "6c7eb89a-66e9-ab12-cd34-eeaf795650b2"
            oidc.discoveryEndpoint = "https://auth.pingone.com/<env>/as/.well-known/openid-configuration"
            oidc.scopes = ["openid", "email", "address"] // sent in this order (a Set is sent sorted)
            oidc.redirectUri = "org.example.app://oauth2redirect"
            // also loginHint, display, prompt, uiLocales, nonce, additionalParameters
            oidc.acrValues = "<flow policy id>"
        }
    }
    // ... drive the flow from workflow.start() as above, to its last node ...
    if let success = node as? SuccessNode, let user = success.user {
        let tokens = try await user.tokens() // refreshed first when within refreshThreshold (60 s) of expiry
        let claims = try await user.userinfo()
        print("signed in as", claims["email"]?.stringValue ?? "?", "with scopes", tokens.scope ?? "")
    }
    let user = await workflow.user() // nil when nobody is signed in; after a relaunch, with a persistent store
    _ = await workflow.signOff() // revoke, end the session, clear tokens and cookies
    return user
}

@Suite struct GettingStartedWithDaVinciExampleTests {
    /// The sandbox with its demo flow, and the flow's authorize URL.
    static func sandbox() async throws -> (SandboxServer, String) {
        let server = SandboxServer()
        _ = try await server.start()
        return (server, try #require(await server.authorizeURL()).absoluteString)
    }

    @Test func theFirstBlockSignsInThroughBothFormsWithItsHeader() async throws {
        let (server, authorize) = try await Self.sandbox()
        defer { Task { await server.stop() } }
        let node = await signIn(startURL: authorize)
        #expect((node as? SuccessNode)?.session != nil, "\(node)")
        let requests = await server.journal()
        #expect(requests.count == 3, "authorize, the password form, the one-time code form")
        #expect(requests.allSatisfy { $0.header("x-requested-with") == "my-app/1.0" })
    }

    @Test func aFormIsSentOnlyWhenItBreaksNoRule() async throws {
        let (server, authorize) = try await Self.sandbox()
        defer { Task { await server.stop() } }
        let workflow = DaVinci.createDaVinci { config in
            config.configure(DaVinciModule.config) { $0.startURL = authorize }
        }
        var node = await workflow.start()
        let form = try #require(node as? ContinueNode)
        if form.validate().isEmpty { node = await form.next() }
        #expect((node as? ContinueNode) === form, "username and password are required: nothing was sent")
        #expect(await server.journal().count == 1)

        form.collector(TextCollector.self, key: "username")?.value = "alice"
        form.collector(PasswordCollector.self, key: "password")?.value = "Passw0rd!"
        if form.validate().isEmpty { node = await form.next() }
        #expect((node as? ContinueNode)?.name == "One-time code")
    }

    @Test func theModulesBlockAddsItsHeaderAndParameter() async throws {
        let (server, authorize) = try await Self.sandbox()
        defer { Task { await server.stop() } }
        struct AppHeaderConfig: Sendable {
            var enable = true
            var headerName = "x-requested-with"
            var headerValue = "my-app"
        }

        let appHeader = Module.of({ AppHeaderConfig() }) { setup in
            let config = setup.config
            setup.next { context, node, request in
                if config.enable { request.header(name: config.headerName, value: config.headerValue) }
                return request
            }
        }

        let forceAuth = Module.of { setup in
            setup.start { context, request in
                request.parameter(name: "forceAuth", value: "true")
                return request
            }
        }

        let workflow = Workflow.createWorkflow { config in
            config.module(appHeader) { $0.headerValue = "my-app/2.0" }
            config.module(forceAuth)
        }
        // The two modules alone speak no protocol and name no URL.
        #expect(await workflow.start() is FailureNode)
        #expect(await server.journal().isEmpty)

        // Installed on a DaVinci workflow, after its own modules.
        let daVinci = DaVinci.createDaVinci { config in
            config.configure(DaVinciModule.config) { $0.startURL = authorize }
            config.module(appHeader) { $0.headerValue = "my-app/2.0" }
            config.module(forceAuth)
        }
        let form = try #require(await daVinci.start() as? ContinueNode)
        _ = await form.next()
        let requests = await server.journal()
        #expect(requests.count == 2)
        #expect(requests.first?.queryValue("forceAuth") == "true", "on start")
        #expect(requests.last?.queryValue("forceAuth") == nil)
        #expect(requests.last?.header("x-requested-with") == "my-app/2.0", "on next")
    }

    @Test func configureKeepsTheStartURLWhereModuleWouldDropIt() async throws {
        let (server, authorizeURL) = try await Self.sandbox()
        defer { Task { await server.stop() } }
        let factory = CollectorFactory()
        factory.register(type: "ACTION", collector: LabelCollector.self) // the link's inputType: a label here
        let workflow = DaVinci.createDaVinci { config in
            config.configure(DaVinciModule.config) { $0.startURL = authorizeURL }
            config.configure(DaVinciModule.config) { $0.collectorFactory = factory } // startURL is kept
        }
        let form = try #require(await workflow.start() as? ContinueNode)
        #expect(form.collectors.last is LabelCollector, "the workflow's own factory made the collectors")

        let dropped = DaVinci.createDaVinci { config in
            config.configure(DaVinciModule.config) { $0.startURL = authorizeURL }
            config.module(DaVinciModule.config) { $0.collectorFactory = factory }
        }
        #expect(await dropped.start() is FailureNode)
        #expect(await server.journal().count == 1, "the second workflow sent nothing")
    }
}
