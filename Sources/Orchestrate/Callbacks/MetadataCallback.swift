import Foundation

/// Data for the app, not for the user (`MetadataCallback`): output `data`, any JSON; no input, so it goes
/// back unchanged.
///
/// A metadata callback that carries a WebAuthn or PingOne Protect request is made with the class registered
/// for its `kind` (`CallbackRegistry` looks that up first): `FidoRegistrationCallback` and
/// `FidoAuthenticationCallback` are built in; without a class it stays a `MetadataCallback`.
public final class MetadataCallback: Callback {
    /// The callback's JSON.
    public let content: CallbackContent

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
    }

    /// The `data` output; an empty object when missing.
    public var data: JSON { content.output("data") ?? [:] }
    /// The `data` output, under the Ping SDK's name: `callback.value["_action"]?.stringValue`.
    public var value: JSON { data }
    /// What the data carries (a FIDO or Protect request), or `nil` for plain metadata.
    public var kind: MetadataKind? { MetadataKind(callback: content.json) }
}
