import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct OidcSecretsTests {
    @Test func noTokenCodeOrVerifierReachesALogLineOrADescription() async throws {
        let logger = CapturingLogger()
        // Failures are logged too: a refused revocation on the second sign-off (each revokes two tokens).
        let refusals = Locked(0)
        let revoke = SandboxRoute(method: "POST", path: "/sandbox/as/revoke") { _ in
            refusals.withLock { count in
                count += 1
                return count <= 2 ? SandboxResponse(status: 200) : .json(400, #"{"error": "unauthorized_client"}"#)
            }
        }
        try await withSandbox(routes: [revoke]) { server, _ in
            let store = InMemoryTokenStore()
            let workflow = try await oidcWorkflow(server, logger: logger, storage: store)
            var descriptions: [String] = []
            let success = try #require(try await signInDemo(workflow) as? SuccessNode)
            let user = try #require(success.user)
            let first = try await user.tokens()
            await store.save(
                OidcTokens(
                    accessToken: first.accessToken, refreshToken: first.refreshToken,
                    idToken: first.idToken, scope: first.scope, expiresAt: .distantPast))
            let second = try await user.tokens()
            _ = try await user.userinfo()
            descriptions += [
                "\(success)", String(reflecting: success), "\(user)", "\(first)", String(reflecting: first),
                "\(second)",
            ]
            var dumped = ""
            dump(first, to: &dumped)
            descriptions.append(dumped)
            #expect(try await workflow.signOff().get() == ())

            // A second sign-in whose sign-off is refused, and a flow whose state is forged.
            _ = try #require(try await signInDemo(workflow) as? SuccessNode)
            let refused = await workflow.signOff()
            descriptions.append("\(refused)")

            let journal = await server.journal()
            let authorize = journal.filter { $0.path == "/sandbox/as/authorize" }
            let tokenRequests = journal.filter { $0.path == "/sandbox/as/token" }.map(formFields)
            var secrets: Set<String> = [first.accessToken, second.accessToken, SandboxScript.demoCredentials.password]
            for tokens in [first, second] {
                secrets.formUnion([tokens.refreshToken, tokens.idToken].compactMap { $0 })
            }
            for record in authorize {
                secrets.formUnion(["state", "nonce"].compactMap(record.queryValue))
            }
            for fields in tokenRequests {
                secrets.formUnion(["code", "code_verifier", "refresh_token"].compactMap { fields[$0] })
            }
            for record in journal where record.path.hasSuffix("/capabilities/customHTMLTemplate") {
                secrets.formUnion(record.cookies.values)
            }
            try #require(tokenRequests.count == 3 && authorize.count == 2)
            #expect(secrets.count >= 14)

            let lines = logger.all
            #expect(lines.contains { $0.contains("oidc token exchange") }, "the debug log does describe the requests")
            #expect(
                lines.contains {
                    $0.contains("/sandbox/as/signoff?id_token_hint=<redacted>&client_id=orchestrate-demo")
                })
            #expect(lines.contains { $0.contains("revocation answered 400") })
            for secret in secrets {
                for line in lines {
                    #expect(!line.contains(secret), "a secret reached the log: \(line)")
                }
                for description in descriptions {
                    #expect(!description.contains(secret), "a secret reached a description: \(description)")
                }
            }
        }
    }
}
