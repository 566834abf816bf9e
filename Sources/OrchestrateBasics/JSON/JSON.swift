import Foundation

/// A JSON value: what the runtime and the sandbox use wherever a server payload is held or built.
///
/// Objects keep their members in the order they were read or written (`JSONObject`), so a payload can be
/// passed on as its author wrote it. Numbers written without a fraction or an exponent that fit in an `Int`
/// are `integer`; every other number is `number`. An integer and a number with the same value are equal,
/// and two objects with the same members are equal whatever their order: equality is JSON's, not the text's.
public enum JSON: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number with a fraction or an exponent, or one beyond `Int`'s range; also any number built from a
    /// `Double`.
    case number(Double)
    /// A number written without a fraction or an exponent that fits in an `Int`.
    case integer(Int)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSON])
    /// An object, its members in order.
    case object(JSONObject)

    /// An object with the members of `dictionary`, in the order of their keys (a dictionary has no order
    /// of its own, so this one keeps the bytes a value serialises to stable).
    public static func object(_ dictionary: [String: JSON]) -> JSON {
        .object(JSONObject(dictionary))
    }
}

extension JSON: Hashable {
    /// Whether two values are the same JSON: numbers by value (`integer(2) == number(2)`), objects by
    /// their members whatever their order.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(left), .bool(right)): left == right
        case let (.number(left), .number(right)): left == right
        case let (.integer(left), .integer(right)): left == right
        case let (.integer(integer), .number(number)), let (.number(number), .integer(integer)):
            Int(exactly: number) == integer
        case let (.string(left), .string(right)): left == right
        case let (.array(left), .array(right)): left == right
        case let (.object(left), .object(right)): left == right
        default: false
        }
    }

    /// Hashes the value so that equal values (an integer and the same number included) hash alike.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value):
            if let integer = Int(exactly: value) { hasher.combine(integer) } else { hasher.combine(value) }
        case .integer(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let value): hasher.combine(value)
        case .object(let value): hasher.combine(value)
        }
    }
}

extension JSON: CustomStringConvertible {
    /// Compact JSON text with sorted keys.
    public var description: String {
        String(decoding: serialized(), as: UTF8.self)
    }
}
