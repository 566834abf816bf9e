import Foundation

/// A polling field's timing and mode, read from numbers or numeric strings and kept within bounds.
public struct PollingSettings: Sendable, Equatable {
    /// The shortest wait between two polls (also what 0 or a negative interval becomes).
    public static let minimumInterval: Duration = .milliseconds(100)
    /// The longest wait between two polls (what an absurd interval becomes).
    public static let maximumInterval: Duration = .seconds(60)
    /// The most polls of one challenge (what an absurd retry count becomes).
    public static let maximumRetries = 1_000

    /// `pollInterval` in milliseconds, as sent (default 2000).
    public let pollInterval: Int
    /// `pollRetries`, as sent (default 60).
    public let pollRetries: Int
    /// Whether to poll the challenge's status (`pollChallengeStatus`) rather than wait and re-submit.
    public let pollChallengeStatus: Bool
    /// The challenge whose status is polled.
    public let challenge: String

    /// Reads the settings of a polling field; values that are missing or not numbers take the defaults.
    public init(json: JSON) {
        pollInterval = Self.number(json["pollInterval"]) ?? 2_000
        pollRetries = Self.number(json["pollRetries"]) ?? 60
        pollChallengeStatus =
            json["pollChallengeStatus"]?.boolValue
            ?? (json["pollChallengeStatus"]?.stringValue?.lowercased() == "true")
        challenge = json["challenge"]?.stringValue ?? ""
    }

    /// The wait between polls, clamped to `minimumInterval...maximumInterval`.
    public var interval: Duration {
        let clamped = min(max(pollInterval, 0), 60_000)
        return max(.milliseconds(clamped), Self.minimumInterval)
    }

    /// The number of polls allowed, clamped to `0...maximumRetries`.
    public var retries: Int { min(max(pollRetries, 0), Self.maximumRetries) }

    private static func number(_ json: JSON?) -> Int? {
        if let value = json?.doubleValue, value.isFinite {
            return Int(max(min(value, Double(Int32.max)), Double(Int32.min)))
        }
        guard let text = json?.stringValue?.trimmingCharacters(in: .whitespaces), let value = Double(text),
            value.isFinite
        else { return nil }
        return Int(max(min(value, Double(Int32.max)), Double(Int32.min)))
    }
}
