import Foundation

extension JSON {
    /// The value for `key` when this is an object, else `nil`.
    public subscript(key: String) -> JSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` when this is an array and the index is in range, else `nil`.
    public subscript(index: Int) -> JSON? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }

    /// The value at a path of object keys, e.g. `json[path: "_links", "next", "href"]`.
    public subscript(path keys: String...) -> JSON? {
        var current: JSON? = self
        for key in keys { current = current?[key] }
        return current
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The boolean, when this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number as a `Double`, when this is a number (an integer included).
    public var doubleValue: Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// The number as an `Int`, when this is an integer, or a number with no fractional part that fits in an
    /// `Int`.
    public var intValue: Int? {
        switch self {
        case .integer(let value):
            return value
        case .number(let value):
            guard value.rounded() == value, value >= Double(Int.min), value < Double(Int.max) else { return nil }
            return Int(value)
        default:
            return nil
        }
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members as a dictionary, when this is an object; `members` keeps their order.
    public var objectValue: [String: JSON]? {
        if case .object(let value) = self { return value.dictionary }
        return nil
    }

    /// The members in order, when this is an object.
    public var members: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
