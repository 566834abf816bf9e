import Foundation

/// The members of a JSON object: unique keys, each with a value, in the order they were read or added.
///
/// Looking a key up costs what a dictionary lookup does. Two objects are equal when they have the same
/// members, whatever their order; iterating, `keys` and serialising with `JSON.KeyOrder.stored` follow the
/// order.
public struct JSONObject: Sendable, Hashable {
    /// The keys, in order.
    public private(set) var keys: [String] = []
    /// The values by key: the members without their order.
    public private(set) var dictionary: [String: JSON] = [:]

    /// An object with no members.
    public init() {}

    /// An object with `members` in their order; a repeated key keeps its last value, in the place of its
    /// first.
    public init(_ members: [(String, JSON)]) {
        for (key, value) in members { self[key] = value }
    }

    /// An object with the members of `dictionary`, in the order of their keys.
    public init(_ dictionary: [String: JSON]) {
        keys = dictionary.keys.sorted()
        self.dictionary = dictionary
    }

    /// The value for `key`, or `nil`. Setting a value for a new key adds it last; setting one for a key the
    /// object has keeps its place; setting `nil` removes the member.
    public subscript(key: String) -> JSON? {
        get { dictionary[key] }
        set {
            if let newValue {
                if dictionary.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if dictionary.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// The values, in the order of their keys.
    public var values: [JSON] { keys.map { dictionary[$0] ?? .null } }

    /// The members for which `isIncluded` is true, in order.
    public func filter(_ isIncluded: ((key: String, value: JSON)) throws -> Bool) rethrows -> JSONObject {
        var result = JSONObject()
        for member in self where try isIncluded(member) { result[member.key] = member.value }
        return result
    }
}

extension JSONObject {
    /// Whether the two objects have the same members, whatever their order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.dictionary == rhs.dictionary
    }

    /// Hashes the members, whatever their order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(dictionary)
    }
}

extension JSONObject: RandomAccessCollection {
    /// The position of the first member.
    public var startIndex: Int { keys.startIndex }
    /// The position after the last member.
    public var endIndex: Int { keys.endIndex }

    /// The member at `position`.
    public subscript(position: Int) -> (key: String, value: JSON) {
        let key = keys[position]
        return (key: key, value: dictionary[key] ?? .null)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// The literal's members in its order; a repeated key keeps its last value, in the place of its first.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self.init(elements)
    }
}
