import Foundation

/// A single checkbox or switch (`SINGLE_CHECKBOX`, input type `BOOLEAN`): a `Bool`, `false` until set,
/// always sent as a JSON boolean.
public final class BooleanCollector: FieldCollector, ValueCollector, Validating {
    /// How the field is shown.
    public enum Appearance: String, Sendable, Equatable {
        /// A checkbox (also for a missing or unknown `appearance`).
        case checkbox = "CHECKBOX"
        /// A switch.
        case `switch` = "SWITCH"
    }

    /// The field's common properties.
    public let field: Field
    /// How the field is shown.
    public let appearance: Appearance
    /// The message to show when the field is required and not checked; empty when the field has none.
    public let errorMessage: String
    /// The label with links, when the field has `richContent`.
    public let richContent: RichContent?
    /// Where the value is kept.
    public let valueStorage = ValueStorage(false)

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        appearance = json["appearance"]?.stringValue.flatMap { Appearance(rawValue: $0.uppercased()) } ?? .checkbox
        errorMessage = json["errorMessage"]?.stringValue ?? ""
        richContent = field.richContent
    }

    /// Sets the default from `formData` when it is a boolean.
    public func initialize(with value: JSON) {
        if let flag = value.boolValue { self.value = flag }
    }

    /// The value, always sent.
    public func payload() -> JSON? { .bool(value) }

    /// When required and not checked: the field's `errorMessage` (code `required`), or `.required`
    /// when it has none.
    public func validate() -> [ValidationError] {
        guard field.required, !value else { return [] }
        return errorMessage.isEmpty ? [.required] : [.requiredWithMessage(errorMessage)]
    }
}

/// The Ping SDK's early-2026 name of `BooleanCollector` (a `SINGLE_CHECKBOX` field).
public typealias SingleCheckboxCollector = BooleanCollector
