import Foundation

extension PasswordPolicy {
    /// Why a `passwordPolicy` value cannot be read: the first malformed key, in words.
    package struct FormatError: Error, Sendable, Equatable {
        /// What is wrong, naming the key (`passwordPolicy.length.min must be a non-negative integer`).
        package var message: String

        /// An error saying `message`.
        package init(_ message: String) { self.message = message }
    }

    /// Reads a policy in which every key is optional and `null` is the same as missing; `nil` when `json`
    /// is not an object of the right shape.
    public init?(json: JSON) {
        guard let policy = try? PasswordPolicy(reading: json) else { return nil }
        self = policy
    }

    /// Reads a policy in which every key is optional and `null` is the same as missing. Counts must be
    /// non-negative integers and `name` and `description` strings; throws for the first key that is not.
    package init(reading json: JSON) throws(FormatError) {
        guard json.members != nil else { throw FormatError("passwordPolicy must be a mapping") }
        self.init()
        name = try Self.text(json["name"], "name") ?? ""
        description = try Self.text(json["description"], "description") ?? ""
        if let length = Self.present(json["length"]) {
            self.length = try Length(reading: length)
        }
        minUniqueCharacters = try Self.count(json["minUniqueCharacters"], "minUniqueCharacters") ?? 0
        maxRepeatedCharacters = try Self.count(json["maxRepeatedCharacters"], "maxRepeatedCharacters") ?? Int.max
        if let sets = Self.present(json["minCharacters"]) {
            guard let members = sets.members else {
                throw FormatError("passwordPolicy.minCharacters must map character sets to counts")
            }
            for (set, minimum) in members {
                minCharacters[set] = try Self.count(minimum, "minCharacters['\(set)']")
            }
        }
        readAccountRules(json)
    }

    /// `value` unless it is missing or `null`.
    static func present(_ value: JSON?) -> JSON? {
        guard let value, !value.isNull else { return nil }
        return value
    }

    /// The non-negative integer at `key`, `nil` when it is missing.
    static func count(_ value: JSON?, _ key: String) throws(FormatError) -> Int? {
        guard let value = present(value) else { return nil }
        guard let count = value.intValue, count >= 0 else {
            throw FormatError("passwordPolicy.\(key) must be a non-negative integer")
        }
        return count
    }

    private static func text(_ value: JSON?, _ key: String) throws(FormatError) -> String? {
        guard let value = present(value) else { return nil }
        guard let text = value.stringValue else { throw FormatError("passwordPolicy.\(key) must be a string") }
        return text
    }
}

extension PasswordPolicy.Length {
    /// Reads `min` and `max`, each optional.
    package init(reading json: JSON) throws(PasswordPolicy.FormatError) {
        guard json.members != nil else {
            throw PasswordPolicy.FormatError("passwordPolicy.length must be a mapping with min and max")
        }
        self.init(
            min: try PasswordPolicy.count(json["min"], "length.min") ?? 0,
            max: try PasswordPolicy.count(json["max"], "length.max") ?? Int.max)
    }
}
