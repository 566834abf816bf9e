// The consumer's code, generated both ways, signs in and registers against the sandbox over loopback.
import Foundation
import Orchestrate
import OrchestrateSandbox
import RegistrationKit
import SignInKit
import Testing

@Suite struct ConsumerTests {
    let demo = SandboxScript.demoCredentials

    /// A sandbox with the demo script on an ephemeral port, stopped after `body`.
    func withSandbox(_ body: (SandboxServer) async throws -> Void) async throws {
        let server = SandboxServer()
        _ = try await server.start()
        do {
            try await body(server)
            await server.stop()
        } catch {
            await server.stop()
            throw error
        }
    }

    @Test func theBuildPluginsFlowSignsInAfterAWrongPassword() async throws {
        try await withSandbox { server in
            let start = try #require(await server.authorizeURL())
            let outcome = await SignIn.run(
                startURL: start.absoluteString, username: demo.username,
                passwords: ["not-it", demo.password], code: demo.oneTimeCode)
            guard case .signedIn(let code) = outcome else {
                Issue.record("not signed in: \(outcome)")
                return
            }
            #expect(!code.isEmpty)
            let requests = await server.journal()
            #expect(requests.filter { $0.method == "POST" }.count == 3)
            // The spec's headers module sent its configured default on every request.
            #expect(
                requests.allSatisfy { request in
                    request.headers.contains {
                        $0.name.lowercased() == "x-requested-with" && $0.value == "consumer-app/1.0"
                    }
                })
        }
    }

    @Test func theBuildPluginsFlowReportsARejectedPassword() async throws {
        try await withSandbox { server in
            let start = try #require(await server.authorizeURL())
            let outcome = await SignIn.run(
                startURL: start.absoluteString, username: demo.username,
                passwords: ["not-it"], code: demo.oneTimeCode)
            #expect(outcome == .rejected(message: "Invalid username and/or password"))
        }
    }

    @Test func theCommittedFlowRegistersAUserWhoThenSignsIn() async throws {
        try await withSandbox { server in
            let register = try #require(await server.authorizeURL(flow: "register"))
            let weak = await Register.run(
                startURL: register.absoluteString, username: "bob", email: "bob@example.com",
                password: "short")
            #expect(weak?.isEmpty == false)
            #expect(await !server.hasUser("bob"))
            let problems = await Register.run(
                startURL: register.absoluteString, username: "bob", email: "bob@example.com",
                password: "Str0ng&Unique")
            #expect(problems == nil)
            #expect(await server.hasUser("bob"))
            let start = try #require(await server.authorizeURL())
            let outcome = await SignIn.run(
                startURL: start.absoluteString, username: "bob", passwords: ["Str0ng&Unique"],
                code: "123456")
            guard case .signedIn = outcome else {
                Issue.record("bob did not sign in: \(outcome)")
                return
            }
        }
    }

    @Test func theTestTargetsOwnGeneratedFormsFollowTheLinks() async throws {
        try await withSandbox { server in
            let start = try #require(await server.authorizeURL())
            let signOn = try #require(
                await SignInFlow.workflow(startURL: start.absoluteString).start() as? ContinueNode)
            let links = try NavigationCollectors.SignOnLinksForm(signOn)
            let registration = try #require(await links.submit(\.register) as? ContinueNode)
            #expect(RegisterFlow.Step(registration).name == .register)
            let back = try NavigationCollectors.RegistrationLinksForm(registration)
            let again = try #require(await back.submit(\.back) as? ContinueNode)
            #expect(SignInFlow.Step(again).name == .signIn)
        }
    }
}
// c
