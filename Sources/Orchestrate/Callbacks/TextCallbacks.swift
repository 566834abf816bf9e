import Foundation

/// Asks for a user name (`NameCallback`): output `prompt`, input 0 the name.
public final class NameCallback: InputCallback, PromptCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The name to send.
    public var name: String {
        get { input(at: 0).stringValue ?? "" }
        set { setInput(.string(newValue), at: 0) }
    }
}

/// Asks for a password (`PasswordCallback`): output `prompt`, input 0 the password. The password is never
/// shown by `description` or `dump`, and is cleared once the node has been sent.
public final class PasswordCallback: InputCallback, SecretCallback, PromptCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The password to send.
    public var password: String {
        get { input(at: 0).stringValue ?? "" }
        set { setInput(.string(newValue), at: 0) }
    }
}

/// Asks for a line of text (`TextInputCallback`): outputs `prompt` and `defaultText`, input 0 the text,
/// which starts as `defaultText`.
public final class TextInputCallback: InputCallback, PromptCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON; the text starts as `defaultText`.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
        if let defaultText = content.string("defaultText"), !defaultText.isEmpty,
            (input(at: 0).stringValue ?? "").isEmpty
        {
            setInput(.string(defaultText), at: 0)
        }
    }

    /// The text the input starts with.
    public var defaultText: String { content.string("defaultText") ?? "" }

    /// The text to send.
    public var text: String {
        get { input(at: 0).stringValue ?? "" }
        set { setInput(.string(newValue), at: 0) }
    }
}
