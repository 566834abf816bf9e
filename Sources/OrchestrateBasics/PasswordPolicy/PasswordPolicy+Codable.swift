import Foundation

extension PasswordPolicy: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, description, length, minUniqueCharacters, maxRepeatedCharacters, minCharacters
        case excludesProfileData, notSimilarToCurrent, excludesCommonlyUsed, maxAgeDays, minAgeDays, history, lockout
        case populationCount, createdAt, updatedAt, `default`
    }

    /// Reads a policy as `init(json:)` does; a malformed key is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        self = try PasswordPolicy.decoded(from: decoder, reading: PasswordPolicy.init(reading:))
    }

    /// Writes every rule of the password, defaults included, and the account's rules that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(length, forKey: .length)
        try container.encode(minUniqueCharacters, forKey: .minUniqueCharacters)
        try container.encode(maxRepeatedCharacters, forKey: .maxRepeatedCharacters)
        try container.encode(minCharacters, forKey: .minCharacters)
        for (key, flag) in [
            (CodingKeys.excludesProfileData, excludesProfileData), (.notSimilarToCurrent, notSimilarToCurrent),
            (.excludesCommonlyUsed, excludesCommonlyUsed), (.default, `default`),
        ] where flag {
            try container.encode(true, forKey: key)
        }
        for (key, number) in [
            (CodingKeys.maxAgeDays, maxAgeDays), (.minAgeDays, minAgeDays), (.populationCount, populationCount),
        ] where number != 0 {
            try container.encode(number, forKey: key)
        }
        if let history {
            try container.encode(["count": history.count, "retentionDays": history.retentionDays], forKey: .history)
        }
        if let lockout {
            try container.encode(
                ["failureCount": lockout.failureCount, "durationSeconds": lockout.durationSeconds], forKey: .lockout)
        }
        if !createdAt.isEmpty { try container.encode(createdAt, forKey: .createdAt) }
        if !updatedAt.isEmpty { try container.encode(updatedAt, forKey: .updatedAt) }
    }
}

extension PasswordPolicy.Length: Codable {
    private enum CodingKeys: String, CodingKey {
        case min, max
    }

    /// Reads `min` and `max`, each optional; a malformed one is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        self = try PasswordPolicy.decoded(from: decoder, reading: PasswordPolicy.Length.init(reading:))
    }

    /// Writes `min` and `max`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(min, forKey: .min)
        try container.encode(max, forKey: .max)
    }
}

extension PasswordPolicy {
    /// The value `read` makes of the decoder's JSON, the policy reader's `FormatError` becoming a
    /// `DecodingError.dataCorrupted` at the decoder's path.
    static func decoded<Value>(
        from decoder: any Decoder,
        reading read: (JSON) throws(FormatError) -> Value
    ) throws -> Value {
        let json = try JSON(from: decoder)
        do {
            return try read(json)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }
}
