import Foundation

/// A text field (`TEXT`): a string value, `required` and `validation.regex` rules.
public final class TextCollector: FieldCollector, ValueCollector, Validating {
    /// The field's common properties.
    public let field: Field
    private let rules: TextFieldRules
    /// Where the text is kept.
    public let valueStorage = ValueStorage("")

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        rules = TextFieldRules(field: field)
    }

    /// `required`, then the pattern (not applied to an empty optional field).
    public func validate() -> [ValidationError] { rules.validate(value) }
}
