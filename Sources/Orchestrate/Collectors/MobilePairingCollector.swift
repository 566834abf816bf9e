import Foundation

/// A request to pair this device with PingOne MFA (`MOBILE_PAIRING`). The app pairs with `pairingKey`
/// (with the PingOne MFA SDK), then reports `claimed()`, `setError(_:)` or `cancel(message:)`; the node
/// is then submitted with `eventType: action` and no action key, the outcome under its key in
/// `formData`. A cancellation wins over an outcome reported after it.
public final class MobilePairingCollector: FieldCollector, SubmittingCollector, Validating,
    CustomStringConvertible
{
    private enum Outcome: Sendable {
        case claimed
        case failed(CollectorErrorPayload)
        case cancelled(CollectorErrorPayload)
    }

    /// The field's common properties.
    public let field: Field
    /// The key to pair with; a secret, never shown by `description`.
    public let pairingKey: String
    private let outcome = Locked<Outcome?>(nil)

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        pairingKey = json["pairingKey"]?.stringValue ?? ""
    }

    /// The field's key, as the SDKs name it.
    public var id: String { field.key }
    /// `action`.
    public var eventType: String { "action" }

    /// Reports the pairing done: sends `{"status": "CLAIMED"}`.
    public func claimed() { report(.claimed) }

    /// Reports a failure. A native SDK error keeps its numeric code; use `INTERNAL_ERROR` for others.
    public func setError(_ error: CollectorErrorPayload) { report(.failed(error)) }

    /// Reports that the user cancelled (`USER_CANCELLED`); later outcomes are ignored.
    public func cancel(message: String = "User canceled the pairing flow") {
        outcome.withLock { $0 = .cancelled(CollectorErrorPayload(code: "USER_CANCELLED", message: message)) }
    }

    private func report(_ new: Outcome) {
        outcome.withLock { current in
            if case .cancelled = current { return }
            current = new
        }
    }

    /// Ignores server-echoed values.
    public func initialize(with value: JSON) {}

    /// The outcome; `nil` until one was reported.
    public func payload() -> JSON? {
        switch outcome.current {
        case nil: nil
        case .claimed: ["status": "CLAIMED"]
        case .failed(let error), .cancelled(let error): error.json
        }
    }

    /// `required` until an outcome was reported.
    public func validate() -> [ValidationError] { outcome.current == nil ? [.required] : [] }

    /// The key only; the pairing key is never shown.
    public var description: String { "MobilePairingCollector(\(key): <redacted>)" }
}
