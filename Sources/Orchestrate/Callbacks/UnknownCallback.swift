import Foundation

/// A callback of a type no class is registered for: kept in the node, in its place, with its JSON, and
/// sent back unchanged, so AM gets the node it asked for (the Ping SDKs drop such callbacks, and AM then
/// refuses the node).
///
/// An app that understands the type can answer it without a class: `setInput(_:at:)` changes a value.
public final class UnknownCallback: InputCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values, as sent by the server until the app changes one.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }
}
