import Foundation

/// A PingOne password policy, as a DaVinci node or field sends it (`passwordPolicy`) and as a sandbox
/// script declares it. Missing keys take defaults that allow anything.
///
/// Each key of `minCharacters` is a literal set of characters, as PingOne sends them (`"0123456789": 1`):
/// a key such as `digits` is the set of the letters d, i, g, t and s, not a class. What the policy says about
/// the account (`excludesCommonlyUsed`, `history`, `lockout`, …) is read under Ping's names, for an app to
/// show; no client can check it.
public struct PasswordPolicy: Sendable, Equatable {
    /// The allowed length range.
    public struct Length: Sendable, Equatable {
        /// The fewest characters.
        public var min: Int
        /// The most characters.
        public var max: Int

        /// Creates a range.
        public init(min: Int = 0, max: Int = Int.max) {
            self.min = min
            self.max = max
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
    /// The password may not contain the user's profile data.
    public var excludesProfileData = false
    /// The password may not be similar to the current one.
    public var notSimilarToCurrent = false
    /// The password may not be a commonly used one.
    public var excludesCommonlyUsed = false
    /// The most days a password lives; 0 when it does not expire.
    public var maxAgeDays = 0
    /// The fewest days before the password may change again.
    public var minAgeDays = 0
    /// The earlier passwords that may not be used again.
    public var history: History?
    /// The failures that lock the account.
    public var lockout: Lockout?
    /// How many populations use the policy.
    public var populationCount = 0
    /// When the policy was created, as PingOne writes it.
    public var createdAt = ""
    /// When the policy last changed, as PingOne writes it.
    public var updatedAt = ""
    /// Whether it is the environment's default policy.
    public var `default` = false

    /// Creates a policy; the defaults allow any password.
    public init(
        name: String = "", description: String = "", length: Length = Length(),
        minUniqueCharacters: Int = 0, maxRepeatedCharacters: Int = Int.max,
        minCharacters: [String: Int] = [:]
    ) {
        self.name = name
        self.description = description
        self.length = length
        self.minUniqueCharacters = minUniqueCharacters
        self.maxRepeatedCharacters = maxRepeatedCharacters
        self.minCharacters = minCharacters
    }
}
