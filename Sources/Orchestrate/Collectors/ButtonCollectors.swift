import Foundation

/// A submit button (`SUBMIT_BUTTON`): pressing it submits the node with `eventType: submit`.
public final class SubmitCollector: FieldCollector, ButtonCollector {
    /// The field's common properties.
    public let field: Field
    private let pressed = Locked(false)

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) { field = Field(json: json) }

    /// `submit`.
    public var eventType: String { "submit" }
    /// Whether the button was pressed.
    public var isPressed: Bool { pressed.current }
    /// Presses the button.
    public func press() { pressed.withLock { $0 = true } }
}

/// A flow button or link (`FLOW_BUTTON`, `FLOW_LINK`, input type `ACTION`): pressing it submits the node
/// with `eventType: action`, to leave the form for another branch of the flow.
public final class FlowCollector: FieldCollector, ButtonCollector {
    /// The field's common properties.
    public let field: Field
    private let pressed = Locked(false)

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) { field = Field(json: json) }

    /// `action`.
    public var eventType: String { "action" }
    /// Whether the button was pressed.
    public var isPressed: Bool { pressed.current }
    /// Presses the button.
    public func press() { pressed.withLock { $0 = true } }
}

/// Text to show (`LABEL`), with nothing to collect.
public final class LabelCollector: Collector {
    /// The text to show.
    public let content: String
    /// The field's key, usually empty.
    public let key: String

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        content = json["content"]?.stringValue ?? ""
        key = json["key"]?.stringValue ?? ""
    }
}
