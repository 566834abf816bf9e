import Foundation

/// One choice of a field that offers several: what the user sees and the value it stands for (a select
/// option's value, a device's identifier, a choice's index as text, a provider's id).
public struct SelectOption: Sendable, Hashable, Identifiable {
    /// What the user sees.
    public let label: String
    /// What is sent.
    public let value: String

    /// An option.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }

    /// The value.
    public var id: String { value }

    /// Reads the options of a field's JSON, skipping entries without a value.
    static func options(of json: JSON) -> [SelectOption] {
        (json["options"]?.arrayValue ?? []).compactMap { option in
            guard let value = option["value"]?.stringValue else { return nil }
            return SelectOption(label: option["label"]?.stringValue ?? value, value: value)
        }
    }
}

/// A single choice (`DROPDOWN`, `RADIO`, input type `SINGLE_SELECT`): the value must be one of the options.
public final class SingleSelectCollector: FieldCollector, ValueCollector, Validating {
    /// The field's common properties.
    public let field: Field
    /// The choices, in order.
    public let options: [SelectOption]
    /// Where the chosen value is kept.
    public let valueStorage = ValueStorage("")

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        options = SelectOption.options(of: json)
    }

    /// `required`, then membership of the options.
    public func validate() -> [ValidationError] {
        if value.isEmpty { return field.required ? [.required] : [] }
        return options.contains { $0.value == value } ? [] : [.notAnOption(value)]
    }
}

/// Several choices (`COMBOBOX`, `CHECKBOX`, input type `MULTI_SELECT`): each value must be an option.
public final class MultiSelectCollector: FieldCollector, ValueCollector, Validating {
    /// The field's common properties.
    public let field: Field
    /// The choices, in order.
    public let options: [SelectOption]
    /// Where the chosen values are kept, in the order chosen.
    public let valueStorage = ValueStorage<[String]>([])

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        options = SelectOption.options(of: json)
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
