import Foundation
import OrchestrateSandbox

@testable import Orchestrate

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Makes the sandbox play a misbehaving token endpoint without losing its real one: a discovery document
/// served at `/proxy/openid-configuration` (the sandbox's own, with `token_endpoint` moved to
/// `/proxy/token`), and a route there that forwards each token request to the real endpoint, then lets
/// the test hold the answer back until it opens a gate (`refreshHold`) or rewrite the ID token it carries
/// (`rewrite`).
final class TokenProxy: Sendable {
    /// The sandbox's base URL, known once it started.
    let base = Locked<URL?>(nil)
    /// When set, refresh answers are held back, once the real endpoint gave them, until the test opens it.
    let refreshHold = Locked<TestGate?>(nil)
    /// Changes the claims of the ID token of answers to the given grant type.
    let rewrite = Locked<(grant: String, change: @Sendable (inout [String: JSON]) -> Void)?>(nil)
    /// The token answers as the real endpoint gave them, by grant type, in order.
    let answers = Locked<[(grant: String, json: JSON)]>([])
    /// How many refresh requests have reached the real endpoint.
    var refreshesForwarded: Int { answers.current.filter { $0.grant == "refresh_token" }.count }

    /// The discovery URL to configure the OIDC module with.
    var discoveryURL: String { (base.current?.string("/proxy/openid-configuration")) ?? "" }

    var routes: [SandboxRoute] {
        [
            SandboxRoute(method: "GET", path: "/proxy/openid-configuration") { _ in
                guard let base = self.base.current,
                    let real = try? await Self.fetch(base.string("/sandbox/as/.well-known/openid-configuration")),
                    var document = real.objectValue
                else { return .text(500, "no discovery") }
                document["token_endpoint"] = .string(base.string("/proxy/token"))
                return .json(200, JSON.object(document).serializedText())
            },
            SandboxRoute(method: "POST", path: "/proxy/token") { record in
                await self.forward(record)
            },
        ]
    }

    private func forward(_ record: SandboxRecord) async -> SandboxResponse {
        guard let base = base.current, let url = URL(string: base.string("/sandbox/as/token")) else {
            return .text(500, "no base")
        }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.httpBody = record.body
        guard let (data, response) = try? await URLSession.shared.data(for: request),
            let status = (response as? HTTPURLResponse)?.statusCode, var json = try? JSON.parse(data)
        else {
            return .text(502, "the real token endpoint did not answer")
        }
        let grant = formFields(record)["grant_type"] ?? ""
        answers.withLock { $0.append((grant, json)) }
        if let rewrite = rewrite.current, rewrite.grant == grant, let token = json["id_token"]?.stringValue {
            json = Self.rewritten(json, idToken: token, change: rewrite.change)
        }
        if grant == "refresh_token", let hold = refreshHold.current { await hold.wait() }
        return .json(status, json.serializedText())
    }

    private static func rewritten(_ answer: JSON, idToken: String, change: (inout [String: JSON]) -> Void) -> JSON {
        let parts = idToken.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let payload = Base64URL.decode(parts[1]),
            var claims = (try? JSON.parse(payload))?.objectValue, var object = answer.objectValue
        else { return answer }
        change(&claims)
        object["id_token"] = .string("\(parts[0]).\(Base64URL.encode(JSON.object(claims).serialized())).\(parts[2])")
        return .object(object)
    }

    private static func fetch(_ url: String) async throws -> JSON {
        guard let url = URL(string: url) else { throw URLError(.badURL) }
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSON.parse(data)
    }

    /// Runs `body` with a sandbox whose token requests go through this proxy.
    func run<T>(_ body: (SandboxServer, URL) async throws -> T) async throws -> T {
        try await withSandbox(routes: routes) { server, base in
            self.base.withLock { $0 = base }
            return try await body(server, base)
        }
    }
}
