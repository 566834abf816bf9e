import Foundation

/// A text field (`TEXT`): a string value, `required` and `validation.regex` rules.
public final class TextCollector: FieldCollector, Validating {
    /// The field's common properties.
    public let field: Field
    private let rules: TextRules
    private let storage = Locked("")

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        rules = TextRules(field: field)
    }

    /// The text entered.
    public var value: String {
        get { storage.current }
        set { storage.withLock { $0 = newValue } }
    }

    /// Sets the default from `formData`.
    public func initialize(with value: JSON) {
        if let text = value.stringValue { self.value = text }
    }

    /// The text.
    public func payload() -> JSON? { .string(value) }

    /// `required`, then the pattern (not applied to an empty optional field).
    public func validate() -> [ValidationError] { rules.validate(value) }
}
