import Foundation

extension PasswordPolicy {
    /// Every rule `password` breaks: length, unique characters, repeats, then character sets in the
    /// order of their text.
    public func validate(_ password: String) -> [ValidationError] {
        violations(of: password).map { violation in
            switch violation {
            case .length(let min, let max): .invalidLength(min: min, max: max)
            case .minUniqueCharacters(let count): .uniqueCharacter(min: count)
            case .maxRepeatedCharacters(let count): .maxRepeat(max: count)
            case .minCharacters(let set, let minimum): .minCharacters(character: set, min: minimum)
            }
        }
    }
}
