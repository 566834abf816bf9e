import Foundation
import Orchestrate

/// What a text field holds, so the system can offer AutoFill (a saved password, a one-time code from a
/// message) and the right keyboard. A view maps it to `UITextContentType` or SwiftUI's `textContentType`.
public enum TextContentType: String, Sendable, Hashable, CaseIterable {
    /// Nothing known.
    case none
    /// A user name or sign-in identifier.
    case username
    /// The password of an existing account.
    case password
    /// A password being created, which AutoFill may suggest.
    case newPassword
    /// A one-time code.
    case oneTimeCode
    /// An email address.
    case emailAddress
    /// A phone number.
    case telephoneNumber

    /// The content type of a field of `kind`, from its kind first, then from words in its key and label
    /// (`email`, `mail`; `phone`, `mobile`; `otp`, `code`, `passcode`; `user`, `login`).
    ///
    /// A `PASSWORD` field is a new password when its node also asks to verify it (`PASSWORD_VERIFY`), as a
    /// registration form does; otherwise the password of an existing account.
    public init(kind: FieldKind, key: String, label: String, nodeVerifiesPassword: Bool = false) {
        switch kind {
        case .password: self = nodeVerifiesPassword ? .newPassword : .password
        case .passwordVerify, .validatedPasswordCallback: self = .newPassword
        case .passwordCallback: self = .password
        case .nameCallback, .validatedUsernameCallback: self = .username
        case .phoneNumber: self = .telephoneNumber
        case .text, .textInputCallback, .stringAttributeInputCallback:
            self = Self.guess(from: "\(key) \(label)")
        default: self = .none
        }
    }

    /// The content type that words of `text` name, first match wins: email, phone, one-time code, user name.
    static func guess(from text: String) -> TextContentType {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let joined = words.joined()
        if words.contains(where: { $0 == "mail" || $0.hasSuffix("email") }) || joined.contains("email") {
            return .emailAddress
        }
        if words.contains(where: {
            ["phone", "mobile", "telephone", "telephonenumber", "phonenumber", "msisdn"].contains($0)
        })
            || joined.contains("phone")
        {
            return .telephoneNumber
        }
        if words.contains(where: {
            ["otp", "code", "passcode", "onetimecode", "totp", "verificationcode"].contains($0)
        }) {
            return .oneTimeCode
        }
        if words.contains(where: { ["user", "username", "userid", "login", "identifier"].contains($0) })
            || joined.contains("username")
        {
            return .username
        }
        return .none
    }
}
