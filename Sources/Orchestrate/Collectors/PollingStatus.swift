import Foundation

/// What one step of polling found.
public enum PollingStatus: Sendable, Equatable {
    /// Not done yet: attempt `retry` of `maxRetries`; polling goes on.
    case pending(retry: Int, maxRetries: Int)
    /// Done: the value to submit (`continue` in simple mode, the challenge's status such as `approved`).
    case complete(String)
    /// The challenge expired.
    case expired
    /// The retries ran out.
    case timedOut
    /// Polling failed; a reason for logs (never a token).
    case error(String)

    /// Whether polling stops with this status.
    public var isFinal: Bool {
        if case .pending = self { return false }
        return true
    }

    /// The value the collector sends after this status: the completion's value, `expired`, `timedOut`
    /// or `error`; `nil` while pending.
    public var value: String? {
        switch self {
        case .pending: nil
        case .complete(let value): value
        case .expired: "expired"
        case .timedOut: "timedOut"
        case .error: "error"
        }
    }
}
