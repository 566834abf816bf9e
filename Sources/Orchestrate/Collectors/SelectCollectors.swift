import Foundation

/// One choice of a select field.
public struct SelectOption: Sendable, Equatable {
    /// What the user sees.
    public let label: String
    /// What is sent.
    public let value: String

    /// Reads the options of a field's JSON, skipping entries without a value.
    static func options(of json: JSON) -> [SelectOption] {
        (json["options"]?.arrayValue ?? []).compactMap { option in
            guard let value = option["value"]?.stringValue else { return nil }
            return SelectOption(label: option["label"]?.stringValue ?? value, value: value)
        }
    }
}

/// A single choice (`DROPDOWN`, `RADIO`, input type `SINGLE_SELECT`): the value must be one of the options.
public final class SingleSelectCollector: FieldCollector, Validating {
    /// The field's common properties.
    public let field: Field
    /// The choices, in order.
    public let options: [SelectOption]
    private let storage = Locked("")

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        options = SelectOption.options(of: json)
    }

    /// The chosen option's value.
    public var value: String {
        get { storage.current }
        set { storage.withLock { $0 = newValue } }
    }

    /// Sets the default from `formData`.
    public func initialize(with value: JSON) {
        if let text = value.stringValue { self.value = text }
    }

    /// The chosen value.
    public func payload() -> JSON? { .string(value) }

    /// `required`, then membership of the options.
    public func validate() -> [ValidationError] {
        if value.isEmpty { return field.required ? [.required] : [] }
        return options.contains { $0.value == value } ? [] : [.notAnOption(value)]
    }
}

/// Several choices (`COMBOBOX`, `CHECKBOX`, input type `MULTI_SELECT`): each value must be an option.
public final class MultiSelectCollector: FieldCollector, Validating {
    /// The field's common properties.
    public let field: Field
    /// The choices, in order.
    public let options: [SelectOption]
    private let storage = Locked<[String]>([])

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        options = SelectOption.options(of: json)
    }

    /// The chosen values, in the order chosen.
    public var value: [String] {
        get { storage.current }
        set { storage.withLock { $0 = newValue } }
    }

    /// Sets the default from `formData` (an array of strings, or one string).
    public func initialize(with value: JSON) {
        if let array = value.arrayValue {
            self.value = array.compactMap(\.stringValue)
        } else if let text = value.stringValue, !text.isEmpty {
            self.value = [text]
        }
    }

    /// The chosen values.
    public func payload() -> JSON? { .array(value.map(JSON.string)) }

    /// `required`, then membership of the options for each value.
    public func validate() -> [ValidationError] {
        if value.isEmpty { return field.required ? [.required] : [] }
        return value.filter { chosen in !options.contains { $0.value == chosen } }.map(ValidationError.notAnOption)
    }
}
