import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct OidcDiscoveryTests {
    static let discoveryPath = "/sandbox/as/.well-known/openid-configuration"

    @Test func theDiscoveryDocumentIsFetchedOncePerWorkflow() async throws {
        try await withSandbox { server, _ in
            let workflow = try await oidcWorkflow(server, timeout: 60)
            // Flows that start together share the one fetch; later flows, refreshes and sign-off reuse it.
            let nodes = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<8 { group.addTask { await workflow.start() is ContinueNode } }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(nodes == Array(repeating: true, count: 8))
            let user = try #require((try await signInDemo(workflow) as? SuccessNode)?.user)
            _ = try await user.renewTokens()
            _ = try await user.userinfo()
            #expect(try await workflow.signOff().get() == ())
            let received = await server.journal()
            #expect(received.filter { $0.path == Self.discoveryPath }.count == 1)
            #expect(received.first?.path == Self.discoveryPath)

            let another = try await oidcWorkflow(server)
            _ = await another.start()
            #expect(
                await server.journal().filter { $0.path == Self.discoveryPath }.count == 2, "each workflow has its own")
        }
    }

    @Test func aDiscoveryAnswerOtherThan200IsAFailureWithTheReasonAndIsRetried() async throws {
        let route = SandboxRoute.fixed(method: "GET", path: Self.discoveryPath, response: .text(404, "Not Found"))
        try await withSandbox(routes: [route]) { server, _ in
            let workflow = try await oidcWorkflow(server)
            #expect(oidcError(await workflow.start()) == .discoveryFailed(status: 404, reason: "Not Found"))
            #expect(oidcError(await workflow.start()) == .discoveryFailed(status: 404, reason: "Not Found"))
            let failure = await workflow.signOff()
            #expect((try? failure.get()) == nil)
            #expect(
                await server.journal().map(\.path) == Array(repeating: Self.discoveryPath, count: 3),
                "a failed discovery is not kept: every call tries again, and nothing else is sent")
        }
    }

    @Test func aMalformedDiscoveryDocumentIsAFailureWithTheReason() async throws {
        let documents: [(String, OidcError)] = [
            ("Not JSON at all", .invalidDiscoveryDocument("")),
            (#"["authorization_endpoint"]"#, .invalidDiscoveryDocument("the document is not a JSON object")),
            (
                #"{"token_endpoint": "https://auth.test/token"}"#,
                .invalidDiscoveryDocument("authorization_endpoint is missing")
            ),
            (
                #"{"authorization_endpoint": "https://auth.test/authorize"}"#,
                .invalidDiscoveryDocument("token_endpoint is missing")
            ),
            (
                #"{"authorization_endpoint": "/relative", "token_endpoint": "https://auth.test/token"}"#,
                .invalidDiscoveryDocument("authorization_endpoint '/relative' is not an absolute http(s) URL")
            ),
            (
                #"{"authorization_endpoint": "https://a.test/authorize", "token_endpoint": 7}"#,
                .invalidDiscoveryDocument("token_endpoint is not a string")
            ),
            (
                #"{"issuer": 1, "authorization_endpoint": "https://a.test/authorize", "token_endpoint": "https://a.test/token"}"#,
                .invalidDiscoveryDocument("issuer is not a string")
            ),
        ]
        let index = Locked(0)
        let route = SandboxRoute(method: "GET", path: Self.discoveryPath) { _ in
            index.withLock { index in
                defer { index += 1 }
                return .json(200, documents[min(index, documents.count - 1)].0)
            }
        }
        try await withSandbox(routes: [route]) { server, _ in
            let workflow = try await oidcWorkflow(server)
            for (document, expected) in documents {
                let error = try #require(oidcError(await workflow.start()), "\(document)")
                if case .invalidDiscoveryDocument("") = expected {
                    guard case .invalidDiscoveryDocument(let reason) = error else {
                        Issue.record("\(error)")
                        continue
                    }
                    #expect(reason.hasPrefix("the body is not JSON"))
                } else {
                    #expect(error == expected)
                }
            }
        }
    }

    @Test func theFixtureDocumentIsReadWithItsEndpoints() throws {
        let configuration = try OpenIDConfiguration(json: try Fixture.json("01-oidc-discovery.json"))
        #expect(configuration.authorizationEndpoint.absoluteString == "http://auth.test-one-pingone.com/authorize")
        #expect(configuration.tokenEndpoint.absoluteString == "https://auth.test-one-pingone.com/token")
        #expect(configuration.userinfoEndpoint?.absoluteString == "https://auth.test-one-pingone.com/userinfo")
        #expect(configuration.revocationEndpoint?.absoluteString == "https://auth.test-one-pingone.com/revoke")
        #expect(configuration.endSessionEndpoint?.absoluteString == "https://auth.test-one-pingone.com/signoff")
        #expect(configuration.issuer == nil)
    }
}
