import Foundation

extension JSON {
    /// A scalar rendered as text (strings as is, numbers and booleans in JSON notation); `nil` for
    /// `null`, arrays and objects. Used to compare submitted values with script literals.
    var scalarText: String? {
        switch self {
        case .string(let value): value
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .bool(let value): value ? "true" : "false"
        case .null, .array, .object: nil
        }
    }

    /// A short name of the value's JSON type, for error messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
