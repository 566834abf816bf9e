import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A "Sign in with…" button end to end on loopback: the sandbox plays the provider's redirect, the runtime
/// reads the `continueToken` and continues with `Authorization: Bearer`.
@Suite("Sandbox 2026: social login")
struct SocialLoginTests {
    static let script = """
        users: [{username: alice, password: "Passw0rd!", email: alice@example.com}]
        flows: [{name: social, start: choose}]
        nodes:
          - id: choose
            form: {name: Sign On}
            fields:
              - {type: TEXT, key: username, label: Username}
              - type: SOCIAL_LOGIN_BUTTON
                key: google
                idpId: c3e6a164bde107954e93f5c09f0c8bce
                idpType: GOOGLE
                label: Sign in with Google
                sandbox: {user: alice}
              - {type: SUBMIT_BUTTON, key: submit, label: Sign On}
            transitions:
              - action: google
                then: {goto: welcome}
          - id: welcome
            form: {name: Welcome}
            fields:
              - {type: SUBMIT_BUTTON, key: done, label: Done}
            transitions:
              - action: done
                then: {succeed: true}
        """

    /// GETs the authenticate URL without following the redirect (the runtime's transport never follows
    /// one) and returns its `Location`.
    struct RedirectReadingHandler: IdpRequestHandler {
        func authorize(url: URL) async throws -> URL {
            let response = try await URLSessionTransport(timeout: 10).send(Request(url: url))
            guard response.status == 302, let location = response.headers["Location"],
                let redirect = URL(string: location)
            else {
                throw IdpError.handlerFailed("no redirect")
            }
            return redirect
        }
    }

    /// Follows the redirects with URLSession and returns the page it ends on (the sandbox's return page).
    struct RedirectFollowingHandler: IdpRequestHandler {
        func authorize(url: URL) async throws -> URL {
            let (_, response) = try await plainSession.data(from: url)
            guard let final = response.url else { throw IdpError.handlerFailed("no URL") }
            return final
        }
    }

    @Test(arguments: [false, true])
    func signsInWithTheProvider(followingRedirects: Bool) async throws {
        let script = try SandboxScript(yaml: Self.script, sourceName: "social.yaml")
        try await withSandbox(script: script) { server, base in
            let workflow = try await sandboxDaVinci(server, flow: "social")
            let node = try await workflow.firstContinueNode()
            let google = try #require(node.collectors.compactMap { $0 as? IdpCollector }.first)
            #expect(google.idpType == "GOOGLE" && google.key == "google")
            #expect(
                node.input[path: "form", "components", "fields"]?[1]?["sandbox"] == nil, "sandbox-only keys stay home")
            let authenticate = try #require(google.authenticateURL)
            #expect(authenticate.absoluteString.hasPrefix(base.string("/sandbox/davinci/idp/authenticate?")))
            #expect(google.continueURL?.absoluteString == base.string("/sandbox/davinci/idp/continue"))

            let handler: any IdpRequestHandler =
                followingRedirects ? RedirectFollowingHandler() : RedirectReadingHandler()
            let authorized = await google.authorize(using: handler)
            #expect(throws: Never.self) { try authorized.get() }
            #expect(google.isAuthorized)

            let welcome = try #require(await node.next() as? ContinueNode)
            #expect(welcome.input["id"] == "welcome")
            try #require(welcome.collector(SubmitCollector.self, key: "done")).press()
            #expect(await welcome.next() is SuccessNode)

            let continued = try #require(await server.journal().first { $0.path == "/sandbox/davinci/idp/continue" })
            #expect(continued.method == "POST")
            #expect(continued.header("Authorization")?.hasPrefix("Bearer ") == true)
        }
    }

    @Test func aContinueTokenWorksOnceAndOnlyAsABearerToken() async throws {
        let script = try SandboxScript(yaml: Self.script, sourceName: "social.yaml")
        try await withSandbox(script: script) { server, _ in
            let workflow = try await sandboxDaVinci(server, flow: "social")
            let node = try await workflow.firstContinueNode()
            let google = try #require(node.collectors.compactMap { $0 as? IdpCollector }.first)
            _ = await google.authorize(using: RedirectReadingHandler())
            let request = try google.continueRequest()
            let url = try #require(google.continueURL)

            var unauthorized = URLRequest(url: url)
            unauthorized.httpMethod = "POST"
            let (_, refused) = try await plainSession.data(for: unauthorized)
            #expect((refused as? HTTPURLResponse)?.statusCode == 401)

            var forged = unauthorized
            forged.setValue("Bearer not-a-token", forHTTPHeaderField: "Authorization")
            let (_, unknown) = try await plainSession.data(for: forged)
            #expect((unknown as? HTTPURLResponse)?.statusCode == 401)

            var first = unauthorized
            first.setValue(request.parts.headers["Authorization"], forHTTPHeaderField: "Authorization")
            let (body, answered) = try await plainSession.data(for: first)
            #expect((answered as? HTTPURLResponse)?.statusCode == 200)
            #expect(try JSON.parse(body)["id"] == "welcome")
            let (_, again) = try await plainSession.data(for: first)
            #expect((again as? HTTPURLResponse)?.statusCode == 401, "single use")
        }
    }
}
