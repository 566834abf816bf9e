import Foundation

extension ValidationError {
    /// A stable, language-independent name of the rule, for an app to look up its own text:
    /// `required`, `regexError`, `notAnOption`, `invalidLength`, `uniqueCharacter`, `maxRepeat`,
    /// `minCharacters` or `forbiddenCharacters`. `description` is the default English text.
    public var code: String {
        switch self {
        case .required, .requiredWithMessage: "required"
        case .regexError: "regexError"
        case .notAnOption: "notAnOption"
        case .invalidLength: "invalidLength"
        case .uniqueCharacter: "uniqueCharacter"
        case .maxRepeat: "maxRepeat"
        case .minCharacters: "minCharacters"
        case .forbiddenCharacters: "forbiddenCharacters"
        }
    }

    /// The values an app's own text needs, by name (`min`, `max`, `count`, `characterSet`, `minimum`,
    /// `value`, `characters`, `message`); empty for `required`.
    public var arguments: [String: String] {
        switch self {
        case .required: [:]
        case .requiredWithMessage(let message), .regexError(let message): ["message": message]
        case .notAnOption(let value): ["value": value]
        case .invalidLength(let min, let max): ["min": String(min), "max": max == Int.max ? "" : String(max)]
        case .uniqueCharacter(let count), .maxRepeat(let count): ["count": String(count)]
        case .minCharacters(let set, let minimum): ["characterSet": set, "minimum": String(minimum)]
        case .forbiddenCharacters(let characters): ["characters": characters]
        }
    }
}
