import Foundation

/// A callback that asks for an attribute of the user's profile: outputs `name` and `required` beside the
/// policy outputs (`PolicyCallback`); input 0 the value, input 1 `validateOnly`.
public protocol AttributeInputCallback: PolicyCallback {}

extension AttributeInputCallback {
    /// The attribute's name, such as `mail`.
    public var name: String { content.string("name") ?? "" }
    /// Whether the attribute must have a value.
    public var required: Bool { content.bool("required") ?? false }
}

/// Asks for a text attribute of the user's profile (`StringAttributeInputCallback`), such as `mail`:
/// outputs `name`, `prompt`, `required`, `policies`, `failedPolicies`, `validateOnly` and `value`;
/// input 0 the value, input 1 `validateOnly`.
public final class StringAttributeInputCallback: AttributeInputCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The value to send; starts as the input's value from the server.
    public var value: String {
        get { input(at: 0).stringValue ?? "" }
        set { setInput(.string(newValue), at: 0) }
    }

    /// The rules of `policies` the value breaks.
    public func validate() -> [ValidationError] { policyErrors(for: value) }
}

/// Asks for a number attribute of the user's profile (`NumberAttributeInputCallback`), such as an age:
/// read like `StringAttributeInputCallback`, with a number as input 0.
public final class NumberAttributeInputCallback: AttributeInputCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The value to send; starts as the input's value from the server, 0 when it sent none.
    public var value: Double {
        get { input(at: 0).doubleValue ?? 0 }
        set { setInput(.number(newValue), at: 0) }
    }

    /// `.required` when a required value is missing (the input is `null`); number rules are the server's.
    public func validate() -> [ValidationError] {
        requiresValue && input(at: 0).doubleValue == nil ? [.required] : []
    }
}

/// Asks for a yes/no attribute of the user's profile (`BooleanAttributeInputCallback`): read like
/// `StringAttributeInputCallback`, with a boolean as input 0.
public final class BooleanAttributeInputCallback: AttributeInputCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The value to send; starts as the input's value from the server, `false` when it sent none.
    public var value: Bool {
        get { input(at: 0).boolValue ?? false }
        set { setInput(.bool(newValue), at: 0) }
    }

    /// `.required` when a required value is missing (the input is `null`).
    public func validate() -> [ValidationError] {
        requiresValue && input(at: 0).boolValue == nil ? [.required] : []
    }
}
