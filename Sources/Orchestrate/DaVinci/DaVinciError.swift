import Foundation

/// Why a DaVinci response became a `FailureNode`.
public enum DaVinciError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server answered with a status the flow cannot go on from (3xx, 5xx, a 4xx special case, or a
    /// 200 with `status: FAILED` or an `error` object); `message` is the server's reason, or the
    /// `Location` of a redirect.
    case apiError(status: Int, message: String)
    /// The body is not JSON.
    case invalidJSON(status: Int, reason: String)
    /// The JSON is not a node DaVinci defines (no `_links.next`, no `authorizeResponse`).
    case unexpectedResponse(String)
    /// A `ContinueNode` cannot be submitted (no `_links.next.href`).
    case missingNextLink
    /// The body is larger than `DaVinciConfig.maximumBodySize`.
    case responseTooLarge(size: Int, limit: Int)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .apiError(let status, let message): "DaVinci answered \(status): \(message)"
        case .invalidJSON(let status, let reason): "DaVinci answered \(status) with a body that is not JSON (\(reason))"
        case .unexpectedResponse(let reason): "unexpected DaVinci response: \(reason)"
        case .missingNextLink: "the node has no _links.next.href to submit to"
        case .responseTooLarge(let size, let limit): "the response body of \(size) bytes is over the limit of \(limit)"
        }
    }
}

/// One validation failure a DaVinci error lists (e.g. a password policy violation): the requirements the
/// input did not satisfy, each with the server's message.
public struct DaVinciErrorDetail: Sendable, Equatable {
    /// The error code (`INVALID_VALUE`).
    public let code: String
    /// The field it concerns (`password`).
    public let target: String
    /// The server's message.
    public let message: String
    /// Unsatisfied requirements in the server's order, without repeats, with their messages.
    public let requirements: [(name: String, message: String)]

    /// Compares every part.
    public static func == (lhs: DaVinciErrorDetail, rhs: DaVinciErrorDetail) -> Bool {
        lhs.code == rhs.code && lhs.target == rhs.target && lhs.message == rhs.message
            && lhs.requirements.map(\.name) == rhs.requirements.map(\.name)
            && lhs.requirements.map(\.message) == rhs.requirements.map(\.message)
    }
}

extension ErrorNode {
    /// The validation failures the server listed under `details[].rawResponse.details[].innerError`;
    /// only entries with `unsatisfiedRequirements` count.
    public var details: [DaVinciErrorDetail] {
        (input["details"]?.arrayValue ?? []).flatMap { detail in
            (detail[path: "rawResponse", "details"]?.arrayValue ?? []).compactMap { inner in
                guard let innerError = inner["innerError"],
                    let names = innerError["unsatisfiedRequirements"]?.arrayValue?.compactMap(\.stringValue)
                else {
                    return nil
                }
                var seen = Set<String>()
                let requirements = names.filter { seen.insert($0).inserted }
                    .map { (name: $0, message: innerError[$0]?.stringValue ?? "") }
                return DaVinciErrorDetail(
                    code: inner["code"]?.stringValue ?? "",
                    target: inner["target"]?.stringValue ?? "",
                    message: inner["message"]?.stringValue ?? "",
                    requirements: requirements)
            }
        }
    }
}
