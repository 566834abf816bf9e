import Foundation
import Orchestrate

/// How far a polling field has got: the attempt, how much of the wait has passed, and the last status.
public struct PollingProgress: Sendable, Equatable {
    /// The attempt under way, from 1; 0 before the first.
    public var attempt: Int
    /// The most attempts; 0 when not known.
    public var maxAttempts: Int
    /// How much has passed, from 0 to 1: attempts of a DaVinci poll, time of a Journey wait.
    public var fraction: Double
    /// The last status of a DaVinci poll; `nil` for a Journey wait, or before the first.
    public var status: PollingStatus?
    /// Whether polling has ended and the node is to be submitted.
    public var isFinished: Bool
    /// The text to show while waiting: the Journey callback's `message` or the DaVinci field's label.
    public var message: String

    /// Progress at the start.
    public init(
        attempt: Int = 0, maxAttempts: Int = 0, fraction: Double = 0, status: PollingStatus? = nil,
        isFinished: Bool = false, message: String = ""
    ) {
        self.attempt = attempt
        self.maxAttempts = maxAttempts
        self.fraction = fraction
        self.status = status
        self.isFinished = isFinished
        self.message = message
    }
}
