import Foundation

/// The checks both protocols' transforms make before they read a node: a status that can carry one
/// (2xx or 4xx), a body within the size limit, and a JSON object. Each protocol turns a `Problem` into
/// its own error (`DaVinciError`, `JourneyError`).
enum NodeBody {
    /// Why a response cannot be read as a node.
    enum Problem: Error {
        /// A 3xx; its `Location` with codes and tokens redacted, if it had one.
        case redirect(location: String?)
        /// A status other than 2xx, 3xx or 4xx.
        case unexpectedStatus
        /// The body is over the limit.
        case tooLarge(size: Int, limit: Int)
        /// The body is not JSON.
        case invalidJSON(reason: String)
        /// The body is JSON but not an object.
        case notAnObject
    }

    /// The body of `response` as a JSON object, or why it is not a node.
    static func object(of response: Response, limit: Int) -> Result<JSON, Problem> {
        let status = response.status
        if (300..<400).contains(status) {
            return .failure(.redirect(location: response.headers["Location"].map(SensitiveQuery.redacted(location:))))
        }
        guard (200..<500).contains(status) else { return .failure(.unexpectedStatus) }
        guard response.body.count <= limit else { return .failure(.tooLarge(size: response.body.count, limit: limit)) }
        let json: JSON
        do {
            json = try response.json()
        } catch {
            return .failure(.invalidJSON(reason: "\(error)"))
        }
        guard case .object = json else { return .failure(.notAnObject) }
        return .success(json)
    }
}
