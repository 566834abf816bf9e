import Foundation

/// A value the app fills in without showing it (`HiddenValueCallback`): outputs `id` and `value`; input 0
/// the value. A node that runs WebAuthn carries one with `id` `webAuthnOutcome`, which receives the
/// authenticator's result.
public final class HiddenValueCallback: InputCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// What the value is for, such as `webAuthnOutcome`.
    public var id: String { content.string("id") ?? "" }
    /// `id`, under the name the Ping iOS SDK 1.3 used.
    public var hiddenId: String { id }
    /// `id`, under the name the Ping iOS SDK 2.0 uses.
    public var valueId: String { id }
    /// The value the server sent in the `value` output.
    public var defaultValue: String { content.string("value") ?? "" }

    /// The value to send; starts as the input's value from the server.
    public var value: String {
        get { input(at: 0).stringValue ?? "" }
        set { setInput(.string(newValue), at: 0) }
    }
}
