import Foundation
import Orchestrate
import Testing

@testable import OrchestrateSandbox

/// The runtime and the sandbox read a PingOne password policy with one model (`PasswordPolicy`, from
/// `OrchestrateBasics`): every policy of the DaVinci fixtures reads, through `init(json:)` and `Codable`
/// alike, and the runtime's `validate` and the sandbox's PingOne error detail name the same broken rules.
@Suite("Password policy: one model for the runtime and the sandbox")
struct PasswordPolicyAgreementTests {
    /// Every fixture that holds a policy: fixture 19 is one, the others have `passwordPolicy` somewhere.
    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixture.directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().filter { !((try? policies(in: $0)) ?? []).isEmpty }
    }()

    /// The policies in the fixture `name`: the document itself for fixture 19, else every `passwordPolicy`
    /// value at any depth.
    static func policies(in name: String) throws -> [JSON] {
        let document = try Fixture.json(name)
        if name.hasPrefix("19-password-policy") { return [document] }
        return values(named: "passwordPolicy", in: document)
    }

    static func values(named key: String, in json: JSON) -> [JSON] {
        switch json {
        case .object(let members):
            members.flatMap { name, value in (name == key ? [value] : []) + values(named: key, in: value) }
        case .array(let elements):
            elements.flatMap { values(named: key, in: $0) }
        default:
            []
        }
    }

    static let passwords = [
        "", "a", "Passw0rd!", "password", "PASSWORD", "12345678", "1234567890123456789012", "aaaaaaaa", "aabbccdd",
        "Aa1!Aa1!Aa1!", "d!g1ts-and-$pec1al", "digits1!", "sss111!!!", "abc12!@", "abcdefgh1!", "ab1!ab1!ab1!",
        "!!@@##$$", "0!0!0!0!", "tidings#9", "Été-2026!", "👍👍👍👍1!xy", "        ", "Zz9(Zz9(", "x1y2z3!@#",
    ]

    @Test("the fixtures hold the policies of 11, 19 and 39–44")
    func discovery() {
        #expect(Self.fixtures.map { String($0.prefix(2)) } == ["11", "19", "39", "40", "41", "42", "43", "44"])
    }

    @Test("each fixture policy reads one way, and both sides report the same broken rules", arguments: fixtures)
    func oneModel(_ name: String) throws {
        for json in try Self.policies(in: name) {
            let policy = try PasswordPolicy(reading: json)
            #expect(PasswordPolicy(json: json) == policy, "\(name)")
            #expect(try JSONDecoder().decode(PasswordPolicy.self, from: json.serialized()) == policy, "\(name)")
            for password in Self.passwords {
                let runtimeRules = policy.validate(password).map(Self.requirement).sorted()
                let sandboxRules = policy.failedRequirements(of: password).map(\.requirement).sorted()
                #expect(runtimeRules == sandboxRules, "\(name), password '\(password)'")
            }
        }
    }

    @Test("fixture 19's keys `digits` and `special` are literal sets")
    func literalKeys() throws {
        let policy = try #require(PasswordPolicy(json: try Fixture.json("19-password-policy-full.json")))
        // One of d,i,g,t,s and one of s,p,e,c,i,a,l: "tidings" has both, and no digit or symbol at all.
        #expect(policy.validate("tidings#9").isEmpty)
        #expect(policy.failedRequirements(of: "tidings#9").isEmpty)
        #expect(
            policy.validate("Q1!Q2@Q3#") == [
                .minCharacters(character: "digits", min: 1),
                .minCharacters(character: "special", min: 1),
            ])
        #expect(policy.failedRequirements(of: "Q1!Q2@Q3#").map(\.requirement) == ["minCharacters", "minCharacters"])
    }

    /// The sandbox's requirement name for a runtime error.
    static func requirement(_ error: ValidationError) -> String {
        switch error {
        case .invalidLength: "length"
        case .uniqueCharacter: "minUniqueCharacters"
        case .maxRepeat: "maxRepeatedCharacters"
        case .minCharacters: "minCharacters"
        default: "other: \(error)"
        }
    }
}
