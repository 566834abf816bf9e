import Foundation
import Orchestrate
@testable import OrchestrateSandbox
import Testing

private typealias RuntimePolicy = Orchestrate.PasswordPolicy
private typealias SandboxPolicy = OrchestrateSandbox.PasswordPolicy

/// The sandbox's password checker and the runtime's `PasswordPolicy.validate` read every fixture policy
/// the same way (issue 17): `minCharacters` keys are literal character sets on both sides.
@Suite("Password policy: sandbox and runtime agree")
struct PasswordPolicyAgreementTests {
    /// Fixture 19 is the policy itself; 39–44 hold it under `passwordPolicy`.
    static let policies = [
        "19-password-policy-full.json", "39-node-password-policy-full.json", "40-node-password-policy-length.json",
        "41-node-password-policy-unique.json", "42-node-password-policy-maxrepeat.json",
        "43-node-password-policy-digits.json", "44-node-password-policy-special.json",
    ]

    static let passwords = [
        "", "a", "Passw0rd!", "password", "PASSWORD", "12345678", "1234567890123456789012", "aaaaaaaa", "aabbccdd",
        "Aa1!Aa1!Aa1!", "d!g1ts-and-$pec1al", "digits1!", "sss111!!!", "abc12!@", "abcdefgh1!", "ab1!ab1!ab1!",
        "!!@@##$$", "0!0!0!0!", "tidings#9", "Été-2026!", "👍👍👍👍1!xy", "        ", "Zz9(Zz9(", "x1y2z3!@#",
    ]

    @Test("each fixture policy gives the same verdict and the same broken rules", arguments: policies)
    func agree(_ name: String) throws {
        let fixture = try Fixture.data(name)
        let document = try SandboxJSON.parse(fixture)
        let sandboxJSON = document["passwordPolicy"] ?? document
        let sandbox = try SandboxPolicy(json: sandboxJSON)
        let json = try JSON.parse(fixture)
        let runtime = try #require(RuntimePolicy(json: json["passwordPolicy"] ?? json))
        for password in Self.passwords {
            let sandboxRules = sandbox.violations(of: password).map(\.requirement).sorted()
            let runtimeRules = runtime.validate(password).map(Self.requirement).sorted()
            #expect(sandboxRules == runtimeRules, "\(name), password '\(password)'")
        }
    }

    @Test("fixture 19's keys `digits` and `special` are literal sets on both sides")
    func literalKeys() throws {
        let fixture = try Fixture.data("19-password-policy-full.json")
        let sandbox = try SandboxPolicy(json: try SandboxJSON.parse(fixture))
        let runtime = try #require(RuntimePolicy(json: try JSON.parse(fixture)))
        // One of d,i,g,t,s and one of s,p,e,c,i,a,l: "tidings" has both, and no digit or symbol at all.
        #expect(sandbox.violations(of: "tidings#9").isEmpty)
        #expect(runtime.validate("tidings#9").isEmpty)
        #expect(sandbox.violations(of: "Q1!Q2@Q3#").map(\.requirement) == ["minCharacters", "minCharacters"])
        #expect(runtime.validate("Q1!Q2@Q3#").count == 2)
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
