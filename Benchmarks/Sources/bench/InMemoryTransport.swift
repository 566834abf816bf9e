import Foundation
import Orchestrate

/// An `HTTPTransport` with no sockets: a `GET` (a flow's start) answers `start`, a `POST` (a submitted
/// node) answers `next`, both with status 200 and a JSON content type.
struct InMemoryTransport: HTTPTransport {
    let start: Data
    let next: Data

    func send(_ request: Request) async throws -> Response {
        let url = try request.resolvedURL()
        var headers = HTTPHeaders()
        headers.add("Content-Type", "application/json")
        return Response(url: url, status: 200, headers: headers, body: request.parts.method == .get ? start : next)
    }
}

/// The DaVinci payloads the runtime benchmarks use, from `Fixtures/` (copies of the shared DaVinci fixtures).
enum Payloads {
    /// `05-start-login-form.json`: a sign-on node with 5 fields.
    static let signOn = load("05-start-login-form")
    /// `07-success-authorize-response.json`: a success with an authorization code.
    static let success = load("07-success-authorize-response")
    /// `11-form-all-basic-field-types.json`: a node with every basic field type (11 collectors).
    static let allFieldTypes = load("11-form-all-basic-field-types")

    static func load(_ name: String) -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url)
        else {
            preconditionFailure("the benchmark fixture \(name).json is missing from the bundle")
        }
        return data
    }
}
