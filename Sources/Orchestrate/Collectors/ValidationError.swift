import Foundation

/// A rule a collector's value breaks.
public enum ValidationError: Sendable, Hashable, CustomStringConvertible {
    /// A required value is empty.
    case required
    /// The value does not match the field's pattern; the field's message.
    case regexError(message: String)
    /// The value is not one of the field's options.
    case notAnOption(String)
    /// The password is shorter or longer than the policy allows.
    case invalidLength(min: Int, max: Int)
    /// The password has fewer distinct characters than the policy asks.
    case uniqueCharacter(min: Int)
    /// A character repeats more times in a row than the policy allows.
    case maxRepeat(max: Int)
    /// The password has fewer than `min` characters from the set `character` (the Ping SDK's labels).
    case minCharacters(character: String, min: Int)
    /// The value contains characters a policy forbids; the forbidden characters it contains.
    case forbiddenCharacters(String)
    /// A required value is missing, with the field's own message (a single checkbox's `errorMessage`).
    /// Its `code` is `required`, like `.required`.
    case requiredWithMessage(String)

    /// `description`, under the Ping SDK's name.
    public var errorMessage: String { description }

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .required: "A value is required."
        case .regexError(let message): message.isEmpty ? "The value has the wrong format." : message
        case .notAnOption(let value): "'\(value)' is not one of the options."
        case .invalidLength(let min, let max) where max == Int.max: "Use at least \(min) characters."
        case .invalidLength(let min, let max) where min <= 0: "Use at most \(max) characters."
        case .invalidLength(let min, let max): "Use between \(min) and \(max) characters."
        case .uniqueCharacter(let count): "Use at least \(count) different characters."
        case .maxRepeat(let count): "Repeat a character at most \(count) times in a row."
        case .minCharacters(let set, let minimum): "Use at least \(minimum) of '\(set)'."
        case .forbiddenCharacters(let characters): "Do not use any of '\(characters)'."
        case .requiredWithMessage(let message): message.isEmpty ? "A value is required." : message
        }
    }
}
