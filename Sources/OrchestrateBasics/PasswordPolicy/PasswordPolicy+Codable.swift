import Foundation

extension PasswordPolicy: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, description, length, minUniqueCharacters, maxRepeatedCharacters, minCharacters
    }

    /// Reads a policy as `init(json:)` does; a malformed key is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        self = try PasswordPolicy.decoded(from: decoder, reading: PasswordPolicy.init(reading:))
    }

    /// Writes every key, defaults included.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(length, forKey: .length)
        try container.encode(minUniqueCharacters, forKey: .minUniqueCharacters)
        try container.encode(maxRepeatedCharacters, forKey: .maxRepeatedCharacters)
        try container.encode(minCharacters, forKey: .minCharacters)
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
