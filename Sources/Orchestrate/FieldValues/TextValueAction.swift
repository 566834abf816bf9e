import Foundation

/// A collector or callback whose value is text the user types: a text or password field, a name, a text
/// input, a text attribute, a validated user name or password, a security question's answer.
///
/// It says in one place which actions hold text, so that a view (`NodeField.text` in OrchestrateUI) or an
/// app binds any of them without knowing its type:
///
/// ```swift
/// for case let field as any TextValueAction in node.actions { field.textValue = "alice" }
/// ```
public protocol TextValueAction: Action, AnyObject {
    /// The text to send: the collector's `value`, or the callback's own property (`name`, `password`, `text`,
    /// `value`, `username`, `selectedAnswer`).
    var textValue: String { get set }
}

extension TextCollector: TextValueAction {
    /// The text to send: `value`.
    public var textValue: String {
        get { value }
        set { value = newValue }
    }
}

extension PasswordCollector: TextValueAction {
    /// The password to send: `value`.
    public var textValue: String {
        get { value }
        set { value = newValue }
    }
}

extension NameCallback: TextValueAction {
    /// The name to send: `name`.
    public var textValue: String {
        get { name }
        set { name = newValue }
    }
}

extension PasswordCallback: TextValueAction {
    /// The password to send: `password`.
    public var textValue: String {
        get { password }
        set { password = newValue }
    }
}

extension TextInputCallback: TextValueAction {
    /// The text to send: `text`.
    public var textValue: String {
        get { text }
        set { text = newValue }
    }
}

extension StringAttributeInputCallback: TextValueAction {
    /// The attribute's value to send: `value`.
    public var textValue: String {
        get { value }
        set { value = newValue }
    }
}

extension ValidatedUsernameCallback: TextValueAction {
    /// The user name to send: `username`.
    public var textValue: String {
        get { username }
        set { username = newValue }
    }
}

extension ValidatedPasswordCallback: TextValueAction {
    /// The password to send: `password`.
    public var textValue: String {
        get { password }
        set { password = newValue }
    }
}

extension KbaCreateCallback: TextValueAction {
    /// The answer to send: `selectedAnswer` (the question is its ``SingleChoiceAction`` value).
    public var textValue: String {
        get { selectedAnswer }
        set { selectedAnswer = newValue }
    }
}
