import Foundation

/// A collector that, once it has a value, submits the node with an event type of its own (polling sends
/// `polling`; metadata and mobile pairing send `action`; FIDO2 sends `submit`), as the Ping SDKs'
/// `Submittable` collectors do. Its value is still sent in `formData` under its key.
public protocol SubmittingCollector: Collector {
    /// The event type the node is submitted with when this collector has a payload.
    var eventType: String { get }
    /// The `actionKey` sent with it; `nil` to send none (mobile pairing), the key for metadata.
    var actionKey: String? { get }
}

extension SubmittingCollector {
    /// No action key.
    public var actionKey: String? { nil }
}

/// How a node is submitted: the event type and action key of `parameters` in the request body.
public struct DaVinciSubmission: Sendable, Equatable {
    /// `parameters.eventType`.
    public let eventType: String
    /// `parameters.data.actionKey`; `nil` when none is sent.
    public let actionKey: String?

    /// Creates a submission.
    public init(eventType: String, actionKey: String?) {
        self.eventType = eventType
        self.actionKey = actionKey
    }
}

extension ContinueNode {
    /// The event type and action key the node is submitted with: the button pressed last; else the first
    /// `SubmittingCollector` that has a payload (the SDKs' rule); else the first submit button; else
    /// `submit` with an empty action key.
    public var submission: DaVinciSubmission {
        if let pressed = pressedButton {
            return DaVinciSubmission(eventType: pressed.eventType, actionKey: pressed.key)
        }
        if let submitting = collectors.lazy.compactMap({ $0 as? any SubmittingCollector })
            .first(where: { $0.payload() != nil })
        {
            return DaVinciSubmission(eventType: submitting.eventType, actionKey: submitting.actionKey)
        }
        let submit = collectors.lazy.compactMap { $0 as? SubmitCollector }.first
        return DaVinciSubmission(eventType: submit?.eventType ?? "submit", actionKey: submit?.key ?? "")
    }
}
