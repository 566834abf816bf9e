import Foundation

/// The DaVinci routes: `GET /{envId}/as/authorize` and
/// `POST /{envId}/davinci/connections/{connectionId}/capabilities/{capability}`.
struct DaVinciEndpoints: Sendable {
    let environmentID: String
    let store: InteractionStore
    /// The base URL once the server listens (the real port is known only then).
    let baseURL: LockedValue<String?>

    /// Cookies last as long as a DaVinci interaction (fixture 04 / 06).
    static let cookieAttributes = "Max-Age=3600; Path=/; HttpOnly"

    func respond(to record: SandboxRecord) async -> SandboxResponse {
        let segments = SandboxPath.segments(of: record.path)
        guard segments.first == environmentID else {
            return Self.failure(ProtocolError(status: 404, code: "NOT_FOUND", message: "No resource at \(record.path)"))
        }
        let rest = Array(segments.dropFirst())
        if rest == ["as", "authorize"] {
            guard record.method == "GET" else { return Self.methodNotAllowed(record, allowed: "GET") }
            return await authorize(record)
        }
        if rest.count == 5, rest[0] == "davinci", rest[1] == "connections", rest[3] == "capabilities" {
            guard record.method == "POST" else { return Self.methodNotAllowed(record, allowed: "POST") }
            return await continueFlow(record)
        }
        return Self.failure(ProtocolError(status: 404, code: "NOT_FOUND", message: "No resource at \(record.path)"))
    }

    private var payloads: DaVinciPayloads {
        DaVinciPayloads(baseURL: baseURL.current ?? "http://127.0.0.1", environmentID: environmentID)
    }

    private func authorize(_ record: SandboxRecord) async -> SandboxResponse {
        do {
            let (interaction, node) = try await store.begin(flowName: record.queryValue("acr_values"))
            return .json(200, payloads.node(node, interaction: interaction), headers: [
                ("Set-Cookie", "interactionId=\(interaction.id); \(Self.cookieAttributes)"),
            ])
        } catch {
            return Self.failure(error)
        }
    }

    private func continueFlow(_ record: SandboxRecord) async -> SandboxResponse {
        do {
            let request = try ContinueRequest(body: record.body)
            let outcome = try await store.advance(interactionID: record.cookies["interactionId"], request: request)
            let payloads = self.payloads
            switch outcome {
            case let .node(interaction, node):
                return .json(200, payloads.node(node, interaction: interaction))
            case let .success(interaction, node):
                let body = payloads.success(node: node, interaction: interaction,
                                            code: SandboxRandom.uuid(), sessionID: SandboxRandom.uuid())
                return .json(200, body, headers: [
                    ("Set-Cookie", "ST=\(SandboxRandom.hex(byteCount: 32)); \(Self.cookieAttributes)"),
                ])
            case let .error(interaction, node, error, detail):
                let answer = payloads.error(error, detail: detail, node: node, interaction: interaction)
                return .json(answer.status, answer.body)
            }
        } catch {
            return Self.failure(error)
        }
    }

    static func failure(_ error: ProtocolError, headers: [(String, String)] = []) -> SandboxResponse {
        .json(error.status, DaVinciPayloads.protocolError(error), headers: headers)
    }

    static func methodNotAllowed(_ record: SandboxRecord, allowed: String) -> SandboxResponse {
        failure(ProtocolError(status: 405, code: "METHOD_NOT_ALLOWED",
                              message: "\(record.method) is not allowed on \(record.path); use \(allowed)"),
                headers: [("Allow", allowed)])
    }
}
