import Foundation

/// A submit button (`SUBMIT_BUTTON`): pressing it submits the node with `eventType: submit`.
public final class SubmitCollector: FieldCollector, ButtonCollector, Closeable {
    /// The field's common properties.
    public let field: Field
    private let pressed = ButtonPress()

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) { field = Field(json: json) }

    /// `submit`.
    public var eventType: String { "submit" }
    /// Whether the button was pressed.
    public var isPressed: Bool { pressed.isPressed }
    /// The order of the latest press among all presses; `nil` when not pressed.
    public var pressOrder: UInt64? { pressed.pressOrder }
    /// Presses the button; of several pressed buttons, the last one pressed submits the node.
    public func press() { pressed.press() }
    /// The Ping SDK's way to press: a non-empty value presses the button (as `press()`), an empty one
    /// releases it. The value itself is not sent.
    public var value: String {
        get { pressed.value }
        set { pressed.setValue(newValue) }
    }

    /// Releases the button (the Ping SDK's `close()`).
    public func close() { value = "" }
}

/// A flow button or link (`FLOW_BUTTON`, `FLOW_LINK`, input type `ACTION`): pressing it submits the node
/// with `eventType: action`, to leave the form for another branch of the flow.
public final class FlowCollector: FieldCollector, ButtonCollector, Closeable {
    /// The field's common properties.
    public let field: Field
    private let pressed = ButtonPress()

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) { field = Field(json: json) }

    /// `action`.
    public var eventType: String { "action" }
    /// Whether the button was pressed.
    public var isPressed: Bool { pressed.isPressed }
    /// The order of the latest press among all presses; `nil` when not pressed.
    public var pressOrder: UInt64? { pressed.pressOrder }
    /// Presses the button; of several pressed buttons, the last one pressed submits the node.
    public func press() { pressed.press() }
    /// The Ping SDK's way to press: a non-empty value presses the button (as `press()`), an empty one
    /// releases it. The value itself is not sent.
    public var value: String {
        get { pressed.value }
        set { pressed.setValue(newValue) }
    }

    /// Releases the button (the Ping SDK's `close()`).
    public func close() { value = "" }
}

/// Text to show (`LABEL`), with nothing to collect.
public final class LabelCollector: Collector {
    /// The text to show.
    public let content: String
    /// The field's key, usually empty.
    public let key: String
    /// The text with links (`richContent`), when the label has it; `content` stays the plain text.
    public let richContent: RichContent?

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        content = json["content"]?.stringValue ?? ""
        key = json["key"]?.stringValue ?? ""
        richContent = RichContent(json: json["richContent"])
    }
}
