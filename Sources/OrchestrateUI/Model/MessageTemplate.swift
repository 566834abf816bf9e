import Foundation
import Orchestrate

/// A message's key and its English text, with `{name}` placeholders for its arguments: what
/// ``MessageCatalog`` looks up in the app's strings table and fills in.
public struct MessageTemplate: Sendable, Hashable {
    /// The key in the app's strings table, such as `validation.invalidLength.range` or `policy.MIN_LENGTH`.
    public let key: String
    /// The English text, such as `Use between {min} and {max} characters.`.
    public let english: String

    /// A template.
    public init(key: String, english: String) {
        self.key = key
        self.english = english
    }

    /// `text` with each `{name}` replaced by `arguments[name]`; a placeholder with no argument is kept.
    public static func fill(_ text: String, with arguments: [String: String]) -> String {
        arguments.reduce(text) { text, argument in
            text.replacingOccurrences(of: "{\(argument.key)}", with: argument.value)
        }
    }
}

extension MessageTemplate {
    /// The template of a rule of `validate()`. A rule that carries the server's own message (a pattern's
    /// `errorMessage`, a checkbox's) is `{message}` under a key of its own, `….message`; without one it
    /// is the rule's default text.
    public static func of(_ error: ValidationError) -> MessageTemplate {
        switch error {
        case .required, .requiredWithMessage(""):
            MessageTemplate(key: "validation.required", english: "A value is required.")
        case .requiredWithMessage:
            MessageTemplate(key: "validation.required.message", english: "{message}")
        case .regexError(""):
            MessageTemplate(key: "validation.regexError", english: "The value has the wrong format.")
        case .regexError:
            MessageTemplate(key: "validation.regexError.message", english: "{message}")
        case .notAnOption:
            MessageTemplate(key: "validation.notAnOption", english: "'{value}' is not one of the options.")
        case .invalidLength(_, let max) where max == Int.max:
            MessageTemplate(key: "validation.invalidLength.min", english: "Use at least {min} characters.")
        case .invalidLength(let min, _) where min <= 0:
            MessageTemplate(key: "validation.invalidLength.max", english: "Use at most {max} characters.")
        case .invalidLength:
            MessageTemplate(key: "validation.invalidLength.range", english: "Use between {min} and {max} characters.")
        case .uniqueCharacter:
            MessageTemplate(key: "validation.uniqueCharacter", english: "Use at least {count} different characters.")
        case .maxRepeat:
            MessageTemplate(key: "validation.maxRepeat", english: "Repeat a character at most {count} times in a row.")
        case .minCharacters:
            MessageTemplate(key: "validation.minCharacters", english: "Use at least {minimum} of '{characterSet}'.")
        case .forbiddenCharacters:
            MessageTemplate(key: "validation.forbiddenCharacters", english: "Do not use any of '{characters}'.")
        }
    }

    /// The template of a failed policy, by its code (`policy.MIN_LENGTH`); an unknown code gets
    /// `policy.unknown`, whose `{code}` is the code.
    public static func of(_ policy: FailedPolicy) -> MessageTemplate {
        policyTemplates[policy.code]
            ?? MessageTemplate(key: "policy.unknown", english: "Does not meet the policy {code}.")
    }

    /// The English text of every policy code IDM reports, with its parameters as placeholders.
    public static let policyTemplates: [String: MessageTemplate] = Dictionary(
        uniqueKeysWithValues: [
            ("REQUIRED", "A value is required."),
            ("UNIQUE", "This value is already in use."),
            ("MATCH_REGEXP", "The value has the wrong format."),
            ("VALID_TYPE", "The value has the wrong type."),
            ("VALID_QUERY_FILTER", "The value is not a valid query filter."),
            ("VALID_ARRAY_ITEMS", "The list has values that are not allowed."),
            ("VALID_DATE", "Enter a valid date."),
            ("VALID_EMAIL_ADDRESS_FORMAT", "Enter a valid email address."),
            ("VALID_NAME_FORMAT", "Enter a valid name."),
            ("VALID_PHONE_FORMAT", "Enter a valid phone number."),
            ("VALID_USERNAME", "This user name cannot be used."),
            ("VALID_NUMBER", "Enter a number."),
            ("MINIMUM_NUMBER_VALUE", "Must be at least {minimumNumber}."),
            ("MAXIMUM_NUMBER_VALUE", "Must be at most {maximumNumber}."),
            ("MIN_LENGTH", "Must be at least {minLength} characters long."),
            ("MAX_LENGTH", "Must be at most {maxLength} characters long."),
            ("AT_LEAST_X_CAPITAL_LETTERS", "Must contain at least {numCaps} capital letter(s)."),
            ("AT_LEAST_X_NUMBERS", "Must contain at least {numNums} number(s)."),
            ("CANNOT_CONTAIN_CHARACTERS", "Must not contain any of: {forbiddenChars}."),
            ("CANNOT_CONTAIN_OTHERS", "Must not contain the values of: {disallowedFields}."),
            ("CANNOT_CONTAIN_DUPLICATES", "Must not contain duplicates."),
            ("REAUTHENTICATION_REQUIRED", "Sign in again to change this value."),
            ("IS_NEW", "Choose a value you have not used before."),
        ].map { code, english in (code, MessageTemplate(key: "policy.\(code)", english: english)) })
}
