import Foundation
import Orchestrate

/// What VoiceOver says of a field: its label, and a hint that names the errors first, then whether it is
/// required, secret, or leaves the form.
public struct FieldAccessibility: Sendable, Equatable {
    /// The field's name: its label, else `{type} field` (``ScreenText/unlabelledField``).
    public let label: String
    /// The errors' messages, then `Required.`, `Your entry is hidden.` or `Opens another step.`, as they
    /// apply, joined by spaces; empty when none does.
    public let hint: String

    /// The label and hint of `field` with `errors`, in `messages`' texts.
    public init(field: NodeField, errors: [FieldError] = [], messages: MessageCatalog) {
        let trimmed = field.label.trimmingCharacters(in: .whitespacesAndNewlines)
        label = trimmed.isEmpty ? messages.text(.unlabelledField, ["type": Self.readable(field)]) : trimmed
        var parts = errors.map(messages.message(for:))
        if field.isRequired { parts.append(messages.text(.requiredHint)) }
        if field.isSecure { parts.append(messages.text(.secureHint)) }
        if field.kind == .flowButton || field.kind == .flowLink { parts.append(messages.text(.flowHint)) }
        if field.multipleChoiceAction != nil { parts.append(messages.text(.multipleChoiceHint)) }
        hint = parts.joined(separator: " ")
    }

    /// One control of a field that shows several: a security question's picker, the field for a question of
    /// the user's own, and the answer; a phone number's country code.
    public enum Part: Sendable, Hashable {
        /// The security question's picker.
        case securityQuestion
        /// The field for a security question of the user's own.
        case ownSecurityQuestion
        /// The security question's answer: it carries the field's errors and is secret.
        case securityAnswer
        /// A phone number's country code.
        case countryCode
    }

    /// The label and hint of one `part` of `field`: the part's own label (``ScreenText/securityQuestionLabel``
    /// and the like); the hint names the field's errors on the part that holds the value checked (the answer),
    /// then whether it is required and secret.
    public init(part: Part, of field: NodeField, errors: [FieldError] = [], messages: MessageCatalog) {
        var parts: [String] = []
        switch part {
        case .securityQuestion:
            label = messages.text(.securityQuestionLabel)
            if field.isRequired { parts.append(messages.text(.requiredHint)) }
        case .ownSecurityQuestion:
            label = messages.text(.ownSecurityQuestionLabel)
        case .securityAnswer:
            label = messages.text(.securityAnswerLabel)
            parts = errors.map(messages.message(for:))
            if field.isRequired { parts.append(messages.text(.requiredHint)) }
            parts.append(messages.text(.secureHint))
        case .countryCode:
            label = messages.text(.countryCodeLabel)
        }
        hint = parts.joined(separator: " ")
    }

    /// What VoiceOver announces after a submit attempt that found `errors`: the first field's label and
    /// message when one field has errors, else how many fields need attention; `nil` when there are none.
    public static func announcement(
        for errors: FieldErrors, in fields: NodeFields,
        messages: MessageCatalog
    ) -> String? {
        let failing = fields.fields.filter { !errors[$0].isEmpty }
        guard let first = failing.first, let error = errors[first].first else { return nil }
        if failing.count == 1 {
            let label = FieldAccessibility(field: first, messages: messages).label
            return messages.text(.fieldErrorAnnouncement, ["label": label, "message": messages.message(for: error)])
        }
        return messages.text(.errorsAnnouncement, count: failing.count)
    }

    /// The field's type in words: `PHONE_NUMBER` is `phone number`.
    private static func readable(_ field: NodeField) -> String {
        let type = field.type.isEmpty ? field.kind.rawValue : field.type
        return type.replacingOccurrences(of: "_", with: " ").lowercased()
    }
}
