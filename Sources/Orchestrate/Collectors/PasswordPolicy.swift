import Foundation

/// The node-level `passwordPolicy` of a DaVinci form. Missing keys take defaults that allow anything.
public struct PasswordPolicy: Sendable, Equatable, Codable {
    /// The allowed length range.
    public struct Length: Sendable, Equatable, Codable {
        /// The fewest characters.
        public var min: Int
        /// The most characters.
        public var max: Int

        /// Creates a range.
        public init(min: Int = 0, max: Int = Int.max) {
            self.min = min
            self.max = max
        }

        /// Reads `min` and `max`, each optional.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            min = try container.decodeIfPresent(Int.self, forKey: .min) ?? 0
            max = try container.decodeIfPresent(Int.self, forKey: .max) ?? Int.max
        }
    }

    /// The policy's name.
    public var name: String
    /// The policy's description.
    public var description: String
    /// The allowed length.
    public var length: Length
    /// The fewest distinct characters.
    public var minUniqueCharacters: Int
    /// The most times one character may repeat in a row.
    public var maxRepeatedCharacters: Int
    /// For each character set, the fewest characters from it.
    public var minCharacters: [String: Int]

    /// Creates a policy; the defaults allow any password.
    public init(name: String = "", description: String = "", length: Length = Length(),
                minUniqueCharacters: Int = 0, maxRepeatedCharacters: Int = Int.max,
                minCharacters: [String: Int] = [:]) {
        self.name = name
        self.description = description
        self.length = length
        self.minUniqueCharacters = minUniqueCharacters
        self.maxRepeatedCharacters = maxRepeatedCharacters
        self.minCharacters = minCharacters
    }

    /// Reads a policy in which every key is optional.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decodeIfPresent(String.self, forKey: .name) ?? "",
            description: try container.decodeIfPresent(String.self, forKey: .description) ?? "",
            length: try container.decodeIfPresent(Length.self, forKey: .length) ?? Length(),
            minUniqueCharacters: try container.decodeIfPresent(Int.self, forKey: .minUniqueCharacters) ?? 0,
            maxRepeatedCharacters: try container.decodeIfPresent(Int.self, forKey: .maxRepeatedCharacters) ?? Int.max,
            minCharacters: try container.decodeIfPresent([String: Int].self, forKey: .minCharacters) ?? [:])
    }

    /// Reads a policy from JSON; `nil` when `json` is not an object of the right shape.
    public init?(json: JSON) {
        guard case .object = json, let policy = try? JSONDecoder().decode(PasswordPolicy.self, from: json.serialized()) else {
            return nil
        }
        self = policy
    }

    /// Every rule `password` breaks: length, unique characters, repeats, then character sets in the
    /// order of their text.
    public func validate(_ password: String) -> [ValidationError] {
        var errors: [ValidationError] = []
        let characters = Array(password)
        if characters.count < length.min || characters.count > length.max {
            errors.append(.invalidLength(min: length.min, max: length.max))
        }
        if Set(characters).count < minUniqueCharacters {
            errors.append(.uniqueCharacter(minUniqueCharacters))
        }
        if Self.longestRun(in: characters) > maxRepeatedCharacters {
            errors.append(.maxRepeat(maxRepeatedCharacters))
        }
        for (set, minimum) in minCharacters.sorted(by: { $0.key < $1.key }) {
            let allowed = Set(set)
            if characters.count(where: { allowed.contains($0) }) < minimum {
                errors.append(.minCharacters(characterSet: set, minimum: minimum))
            }
        }
        return errors
    }

    private static func longestRun(in characters: [Character]) -> Int {
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
