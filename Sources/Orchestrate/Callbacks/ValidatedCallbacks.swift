import Foundation

/// Asks for a new user name that the server checks against its policies
/// (`ValidatedCreateUsernameCallback`): outputs `prompt`, `policies`, `failedPolicies` and
/// `validateOnly`; input 0 the user name, input 1 `validateOnly`.
public final class ValidatedUsernameCallback: PolicyCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The user name to send.
    public var username: String {
        get { input(at: 0).stringValue ?? "" }
        set { setInput(.string(newValue), at: 0) }
    }

    /// The rules of `policies` the user name breaks.
    public func validate() -> [ValidationError] { policyErrors(for: username) }
}

/// Asks for a new password that the server checks against its policies
/// (`ValidatedCreatePasswordCallback`): read like `ValidatedUsernameCallback`, plus `echoOn`. The
/// password is never shown by `description` or `dump`, and is cleared once the node has been sent.
public final class ValidatedPasswordCallback: PolicyCallback, SecretCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// Whether the password may be shown while it is typed.
    public var echoOn: Bool { content.bool("echoOn") ?? false }

    /// The password to send.
    public var password: String {
        get { input(at: 0).stringValue ?? "" }
        set { setInput(.string(newValue), at: 0) }
    }

    /// The rules of `policies` the password breaks.
    public func validate() -> [ValidationError] { policyErrors(for: password) }

    /// Empties the password; `validateOnly` is kept.
    public func clear() {
        setInput(.string(""), at: 0)
    }
}
