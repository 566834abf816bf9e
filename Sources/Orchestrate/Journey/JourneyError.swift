import Foundation

/// Why a journey step became a `FailureNode`, or a sign-off failed.
public enum JourneyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// AM answered with a status the journey cannot go on from (3xx, 5xx, or a 4xx that ends the
    /// transaction such as code 1999 or `requestTimedOut`); `message` is the server's reason, or where a
    /// redirect pointed with its secrets redacted.
    case apiError(status: Int, message: String)
    /// The body is not JSON.
    case invalidJSON(status: Int, reason: String)
    /// The JSON is not something `/authenticate` answers with.
    case unexpectedResponse(String)
    /// The body is larger than `JourneyModuleConfig.maximumBodySize`.
    case responseTooLarge(size: Int, limit: Int)
    /// `serverUrl` is empty or not an absolute URL.
    case invalidServerUrl(String)
    /// A journey was started with no name and the configuration names none.
    case missingJourneyName
    /// `resume(_:)` was given a URL without a `suspendedId` query parameter.
    case missingSuspendedId
    /// The workflow has no `JourneyModule`.
    case notAJourney
    /// The session store failed.
    case storageFailed(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .apiError(let status, let message): "AM answered \(status): \(message)"
        case .invalidJSON(let status, let reason): "AM answered \(status) with a body that is not JSON (\(reason))"
        case .unexpectedResponse(let reason): "unexpected AM response: \(reason)"
        case .responseTooLarge(let size, let limit): "the response body of \(size) bytes is over the limit of \(limit)"
        case .invalidServerUrl(let url):
            "serverUrl '\(url)' is not an absolute http(s) URL such as https://am.example.com/am"
        case .missingJourneyName: "no journey name: pass one to start(_:) or set JourneyModuleConfig.journeyName"
        case .missingSuspendedId:
            "invalid URI or missing suspendedId: the resume link has no suspendedId query parameter"
        case .notAJourney: "the workflow has no JourneyModule: create it with Journey.createJourney"
        case .storageFailed(let reason): "the session store failed: \(reason)"
        }
    }
}
