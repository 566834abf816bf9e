import Foundation

/// One requirement of a node's password policy that a submitted password fails, as PingOne's error detail
/// names it (`length`, `minCharacters`, …) and words it.
struct PasswordRequirementFailure: Sendable, Equatable {
    /// PingOne's name of the requirement.
    var requirement: String
    /// PingOne's message.
    var message: String
}

extension PasswordPolicy {
    /// Every requirement `password` fails, in PingOne's order (character sets first, then length, repeats
    /// and unique characters), with PingOne's messages; empty when the password is acceptable. The rules
    /// are the runtime's (`violations(of:)`); only the wording and the order are PingOne's.
    func failedRequirements(of password: String) -> [PasswordRequirementFailure] {
        let failures = violations(of: password).map { Self.failure($0, length: password.count) }
        return ["minCharacters", "length", "maxRepeatedCharacters", "minUniqueCharacters"].flatMap { requirement in
            failures.filter { $0.requirement == requirement }
        }
    }

    private static func failure(_ violation: Violation, length: Int) -> PasswordRequirementFailure {
        switch violation {
        case .minCharacters(let set, let minimum):
            PasswordRequirementFailure(
                requirement: "minCharacters",
                message: "The provided password did not contain enough characters from the character set '\(set)'.  "
                    + "The minimum number of characters from that set that must be present in user passwords is \(minimum)"
            )
        case .length(let min, _) where length < min:
            PasswordRequirementFailure(
                requirement: "length",
                message: "The provided password is shorter than the minimum required length of \(min) characters")
        case .length(_, let max):
            PasswordRequirementFailure(
                requirement: "length",
                message: "The provided password is longer than the maximum allowed length of \(max) characters")
        case .maxRepeatedCharacters(let count):
            PasswordRequirementFailure(
                requirement: "maxRepeatedCharacters",
                message: "The provided password is not acceptable because it contains a character repeated more than "
                    + "\(count) times in a row")
        case .minUniqueCharacters(let count):
            PasswordRequirementFailure(
                requirement: "minUniqueCharacters",
                message: "The provided password does not contain enough unique characters.  "
                    + "The minimum number of unique characters that may appear in a user password is \(count)")
        }
    }
}
