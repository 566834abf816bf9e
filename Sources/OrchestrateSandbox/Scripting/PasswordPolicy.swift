import Foundation

/// The checkable subset of a PingOne password policy (fixture 11 / 19 shape).
///
/// Only `length`, `minUniqueCharacters`, `maxRepeatedCharacters` and `minCharacters` are enforced;
/// every other key of a script's `passwordPolicy` is passed through to the client untouched.
struct PasswordPolicy: Sendable, Equatable {
    var minLength: Int?
    var maxLength: Int?
    var minUniqueCharacters: Int?
    var maxRepeatedCharacters: Int?
    /// Character set → minimum count, in the order written. Each key is a literal set of characters, as
    /// PingOne sends them (`"0123456789": 1`) and as the runtime's `PasswordPolicy` reads them: a key such as
    /// `digits` is the set of the letters d, i, g, t and s, not a class.
    var minCharacters: [(characterSet: String, count: Int)]

    static func == (lhs: PasswordPolicy, rhs: PasswordPolicy) -> Bool {
        lhs.minLength == rhs.minLength && lhs.maxLength == rhs.maxLength
            && lhs.minUniqueCharacters == rhs.minUniqueCharacters
            && lhs.maxRepeatedCharacters == rhs.maxRepeatedCharacters
            && lhs.minCharacters.elementsEqual(rhs.minCharacters) { $0 == $1 }
    }

    /// Reads the policy from its JSON form; throws a description of the first malformed key.
    init(json: SandboxJSON) throws(PolicyFormatError) {
        guard json.objectValue != nil else { throw PolicyFormatError("passwordPolicy must be a mapping") }
        func integer(_ value: SandboxJSON?, _ name: String) throws(PolicyFormatError) -> Int? {
            guard let value, value != .null else { return nil }
            guard let int = value.intValue, int >= 0 else {
                throw PolicyFormatError("passwordPolicy.\(name) must be a non-negative integer")
            }
            return int
        }
        if let length = json["length"], length != .null {
            guard length.objectValue != nil else { throw PolicyFormatError("passwordPolicy.length must be a mapping with min and max") }
            minLength = try integer(length["min"], "length.min")
            maxLength = try integer(length["max"], "length.max")
        }
        minUniqueCharacters = try integer(json["minUniqueCharacters"], "minUniqueCharacters")
        maxRepeatedCharacters = try integer(json["maxRepeatedCharacters"], "maxRepeatedCharacters")
        minCharacters = []
        if let sets = json["minCharacters"], sets != .null {
            guard let members = sets.objectValue else {
                throw PolicyFormatError("passwordPolicy.minCharacters must map character sets to counts")
            }
            for member in members {
                guard let count = member.value.intValue, count >= 0 else {
                    throw PolicyFormatError("passwordPolicy.minCharacters['\(member.key)'] must be a non-negative integer")
                }
                minCharacters.append((member.key, count))
            }
        }
    }

    /// One unmet requirement: its PingOne name (`length`, `minCharacters`, …) and message.
    struct Violation: Sendable, Equatable {
        var requirement: String
        var message: String
    }

    /// Every requirement `password` fails, in PingOne's order (character sets first); empty when
    /// the password is acceptable.
    func violations(of password: String) -> [Violation] {
        var result: [Violation] = []
        for (set, count) in minCharacters where count > 0 {
            let present = password.filter { set.contains($0) }.count
            if present < count {
                result.append(Violation(
                    requirement: "minCharacters",
                    message: "The provided password did not contain enough characters from the character set '\(set)'.  "
                        + "The minimum number of characters from that set that must be present in user passwords is \(count)"))
            }
        }
        let length = password.count
        if let minLength, length < minLength {
            result.append(Violation(
                requirement: "length",
                message: "The provided password is shorter than the minimum required length of \(minLength) characters"))
        } else if let maxLength, length > maxLength {
            result.append(Violation(
                requirement: "length",
                message: "The provided password is longer than the maximum allowed length of \(maxLength) characters"))
        }
        if let maxRepeatedCharacters, Self.longestRun(in: password) > maxRepeatedCharacters {
            result.append(Violation(
                requirement: "maxRepeatedCharacters",
                message: "The provided password is not acceptable because it contains a character repeated more than "
                    + "\(maxRepeatedCharacters) times in a row"))
        }
        if let minUniqueCharacters, Set(password).count < minUniqueCharacters {
            result.append(Violation(
                requirement: "minUniqueCharacters",
                message: "The provided password does not contain enough unique characters.  "
                    + "The minimum number of unique characters that may appear in a user password is \(minUniqueCharacters)"))
        }
        return result
    }

    /// The length of the longest run of one repeated character.
    static func longestRun(in text: String) -> Int {
        var longest = 0
        var current = 0
        var previous: Character?
        for character in text {
            current = character == previous ? current + 1 : 1
            previous = character
            longest = max(longest, current)
        }
        return longest
    }
}

/// A malformed `passwordPolicy` in a script.
struct PolicyFormatError: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}
