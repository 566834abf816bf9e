import Foundation
import OrchestrateBasics
import Testing

/// How the one password-policy model reads a policy and which rules it finds broken.
@Suite struct PasswordPolicyReadingTests {
    @Test func missingKeysAndNullsAllowAnything() throws {
        let policy = try PasswordPolicy(reading: ["length": nil, "minCharacters": nil, "name": "P"])
        #expect(policy == PasswordPolicy(name: "P"))
        #expect(policy.violations(of: "").isEmpty)
    }

    @Test(
        arguments: [
            ("strict", "passwordPolicy must be a mapping"),
            (["length": "long"], "passwordPolicy.length must be a mapping with min and max"),
            (["length": ["min": -1]], "passwordPolicy.length.min must be a non-negative integer"),
            (["minUniqueCharacters": 1.5], "passwordPolicy.minUniqueCharacters must be a non-negative integer"),
            (["minCharacters": [1]], "passwordPolicy.minCharacters must map character sets to counts"),
            (["minCharacters": ["x": "two"]], "passwordPolicy.minCharacters['x'] must be a non-negative integer"),
            (["name": 3], "passwordPolicy.name must be a string"),
        ] as [(JSON, String)])
    func aMalformedKeyIsNamed(json: JSON, message: String) {
        #expect(throws: PasswordPolicy.FormatError(message)) { try PasswordPolicy(reading: json) }
        #expect(PasswordPolicy(json: json) == nil)
    }

    @Test func violationsComeInOrderAndSetsAreLiteral() throws {
        let policy = try PasswordPolicy(reading: [
            "length": ["min": 8, "max": 20], "minUniqueCharacters": 5, "maxRepeatedCharacters": 2,
            "minCharacters": ["special": 1, "0123456789": 1],
        ])
        #expect(
            policy.violations(of: "ooob") == [
                .length(min: 8, max: 20), .minUniqueCharacters(5), .maxRepeatedCharacters(2),
                .minCharacters(characterSet: "0123456789", minimum: 1),
                .minCharacters(characterSet: "special", minimum: 1),
            ])
        #expect(policy.violations(of: "tidy-pal9s").isEmpty, "`special` is the letters s, p, e, c, i, a, l")
    }

    @Test func codableReadsThroughTheSameCode() throws {
        let policy = PasswordPolicy(name: "P", length: .init(min: 2, max: 9), minCharacters: ["ab": 1])
        let decoded = try JSONDecoder().decode(PasswordPolicy.self, from: JSONEncoder().encode(policy))
        #expect(decoded == policy)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PasswordPolicy.self, from: Data(#"{"length": {"max": -3}}"#.utf8))
        }
    }
}
