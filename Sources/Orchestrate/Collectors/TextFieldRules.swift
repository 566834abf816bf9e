import Foundation

/// The `required` and `validation.regex` rules of a text-like field, read once from its JSON.
///
/// The built-in text and password collectors validate with it, and so can a custom collector of a
/// string value:
///
/// ```swift
/// private let rules: TextFieldRules          // rules = TextFieldRules(field: field) in init(with:)
/// public func validate() -> [ValidationError] { rules.validate(value) }
/// ```
public struct TextFieldRules: Sendable {
    /// Whether the field asks for a value.
    public let required: Bool
    let pattern: FieldPattern?
    /// The field's `validation.errorMessage`, shown when the value does not match; empty when it has none.
    public let message: String

    /// Reads the rules of `field`. An invalid `validation.regex` from the server gives no pattern rule.
    public init(field: Field) {
        required = field.required
        message = field.json[path: "validation", "errorMessage"]?.stringValue ?? ""
        pattern = field.json[path: "validation", "regex"]?.stringValue.flatMap(FieldPattern.init)
    }

    /// Every rule `value` breaks: `required` first, then the pattern, which is not applied to an empty
    /// optional value.
    public func validate(_ value: String) -> [ValidationError] {
        var errors: [ValidationError] = []
        if required && value.isEmpty { errors.append(.required) }
        if let pattern, required || !value.isEmpty, !pattern.matches(value) {
            errors.append(.regexError(message: message))
        }
        return errors
    }
}

/// A compiled regular expression. An invalid pattern from a server gives `nil`: no rule, not a crash.
struct FieldPattern: Sendable {
    private let expression: NSRegularExpression

    init?(_ pattern: String) {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        self.expression = expression
    }

    func matches(_ value: String) -> Bool {
        expression.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
    }
}
