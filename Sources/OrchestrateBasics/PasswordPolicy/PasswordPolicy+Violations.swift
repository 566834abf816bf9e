import Foundation

extension PasswordPolicy {
    /// One rule of the policy a password breaks. The runtime reports it as a `ValidationError`, the sandbox
    /// as PingOne's error detail.
    package enum Violation: Sendable, Hashable {
        /// The password is shorter than `min` or longer than `max` characters.
        case length(min: Int, max: Int)
        /// The password has fewer than this many distinct characters.
        case minUniqueCharacters(Int)
        /// A character repeats more than this many times in a row.
        case maxRepeatedCharacters(Int)
        /// The password has fewer than `minimum` characters from the literal set `characterSet`.
        case minCharacters(characterSet: String, minimum: Int)
    }

    /// Every rule `password` breaks, in this order: length, unique characters, repeats, then character
    /// sets in the order of their text. Characters are Swift `Character`s (grapheme clusters).
    package func violations(of password: String) -> [Violation] {
        var violations: [Violation] = []
        let characters = Array(password)
        if characters.count < length.min || characters.count > length.max {
            violations.append(.length(min: length.min, max: length.max))
        }
        if Set(characters).count < minUniqueCharacters {
            violations.append(.minUniqueCharacters(minUniqueCharacters))
        }
        if Self.longestRun(in: characters) > maxRepeatedCharacters {
            violations.append(.maxRepeatedCharacters(maxRepeatedCharacters))
        }
        for (set, minimum) in minCharacters.sorted(by: { $0.key < $1.key }) {
            let allowed = Set(set)
            if characters.count(where: { allowed.contains($0) }) < minimum {
                violations.append(.minCharacters(characterSet: set, minimum: minimum))
            }
        }
        return violations
    }

    /// The length of the longest run of one repeated character.
    package static func longestRun(in characters: some Sequence<Character>) -> Int {
        var longest = 0
        var run = 0
        var previous: Character?
        for character in characters {
            run = character == previous ? run + 1 : 1
            previous = character
            longest = max(longest, run)
        }
        return longest
    }
}
