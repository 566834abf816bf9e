import Foundation

/// A JSON value whose objects keep their keys in the order they were written.
///
/// Script fields, form data and password policies are passed through to clients exactly as the
/// script author wrote them, so the sandbox cannot use `[String: Any]` (unordered, not `Sendable`).
/// Decoding works from YAML (Yams keeps mapping order) and from JSON (`JSONDecoder`).
public enum SandboxJSON: Sendable, Equatable {
    /// JSON `null`.
    case null
    /// JSON `true` or `false`.
    case bool(Bool)
    /// A JSON number without a fraction that fits in `Int`.
    case int(Int)
    /// Any other finite JSON number.
    case double(Double)
    /// A JSON string.
    case string(String)
    /// A JSON array.
    case array([SandboxJSON])
    /// A JSON object as ordered key/value pairs (keys are unique).
    case object([(key: String, value: SandboxJSON)])

    /// Compares two values; object members must appear in the same order.
    public static func == (lhs: SandboxJSON, rhs: SandboxJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.double(a), .double(b)): return a == b
        case let (.int(a), .double(b)), let (.double(b), .int(a)): return Double(a) == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The member named `key` when this is an object, otherwise `nil`.
    public subscript(key: String) -> SandboxJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The element at `index` when this is an array and the index is valid, otherwise `nil`.
    public subscript(index: Int) -> SandboxJSON? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The boolean when this is `true` or `false`, otherwise `nil`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The string when this is a string, otherwise `nil`.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer when this is a number without a fraction, otherwise `nil`.
    public var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    /// The members when this is an object, otherwise `nil`.
    public var objectValue: [(key: String, value: SandboxJSON)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements when this is an array, otherwise `nil`.
    public var arrayValue: [SandboxJSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// A scalar rendered as text (strings as is, numbers and booleans in JSON notation); `nil` for
    /// `null`, arrays and objects. Used to compare submitted values with script literals.
    var scalarText: String? {
        switch self {
        case .string(let value): return value
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }

    /// A short name of the value's JSON type, for error messages.
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension SandboxJSON {
    /// Builds an object from ordered pairs; later duplicates replace earlier values in place.
    static func makeObject(_ pairs: [(String, SandboxJSON)]) -> SandboxJSON {
        var members: [(key: String, value: SandboxJSON)] = []
        for (key, value) in pairs {
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = value
            } else {
                members.append((key: key, value: value))
            }
        }
        return .object(members)
    }
}

extension SandboxJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    /// Creates a string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates an integer value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// Creates a boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates an array value.
    public init(arrayLiteral elements: SandboxJSON...) { self = .array(elements) }
    /// Creates an object value keeping the literal's key order.
    public init(dictionaryLiteral elements: (String, SandboxJSON)...) { self = .makeObject(elements) }
    /// Creates `null`.
    public init(nilLiteral: ()) { self = .null }
}
