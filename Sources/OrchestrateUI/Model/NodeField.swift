import Foundation
import Orchestrate

/// One field of a node's screen: what it is (``kind``), how it is named and labelled, and the collector or
/// callback that holds its value, which a view binds to.
///
/// Made by ``NodeFields``, in the server's order. Its `description` names the field, never its value.
public struct NodeField: Sendable, Identifiable, CustomStringConvertible, CustomReflectable {
    /// The field's position in the node, counting every field (shown and hidden) in the server's order.
    public let id: Int
    /// What the field is.
    public let kind: FieldKind
    /// The server's type: the DaVinci field's `type` (`inputType` when it has no type), or the Journey
    /// callback's `type`.
    public let type: String
    /// The name the field is known by, to override its view (`fieldView(key:)`): the DaVinci field's
    /// `key`; for a Journey callback, an attribute's `name` (`mail`), a hidden value's `id`, else its first
    /// input's name (`IDToken1`). Empty when it has none.
    public let key: String
    /// The text to show: the field's label or the callback's prompt, the text of a label or message, an
    /// agreement's title, an image's description. Empty when the server sent none.
    public let label: String
    /// Whether the server asks for a value.
    public let isRequired: Bool
    /// The collector or callback, which holds the value; `nil` for a DaVinci field of a type no collector
    /// is registered for (the runtime skips it; the screen shows a placeholder).
    public let action: (any Action)?
    /// The field's JSON: the DaVinci field object, or the Journey callback object as the server sent it.
    public let json: JSON
    /// The buttons the field makes (a submit or flow button, a confirmation's options); empty for others.
    public let buttons: [NodeButton]
    /// What the field holds, for AutoFill and the keyboard.
    public let contentType: TextContentType

    /// Creates a field. ``NodeFields`` makes them from a node; this is for tests and custom screens.
    public init(
        id: Int, kind: FieldKind, type: String, key: String, label: String, isRequired: Bool,
        action: (any Action)?, json: JSON, contentType: TextContentType = .none
    ) {
        self.id = id
        self.kind = kind
        self.type = type
        self.key = key
        self.label = label
        self.isRequired = isRequired
        self.action = action
        self.json = json
        self.contentType = contentType
        buttons = NodeButton.buttons(kind: kind, key: key, label: label, action: action)
    }

    /// The collector or callback as `type`, when it is one: `field.action(as: PasswordCollector.self)`.
    public func action<A>(as type: A.Type) -> A? { action as? A }

    /// Whether the value is secret and typed hidden (a password, a security answer).
    public var isSecure: Bool {
        switch kind {
        case .password, .passwordVerify, .passwordCallback, .kbaCreateCallback: true
        case .validatedPasswordCallback: action(as: ValidatedPasswordCallback.self)?.echoOn != true
        default: false
        }
    }

    /// The kind, position, key and type; never a value.
    public var description: String { "NodeField(#\(id) \(kind.rawValue) '\(key)' \(type))" }

    /// What `description` shows, for `dump` and debuggers: never the value, nor the JSON.
    public var customMirror: Mirror {
        Mirror(self, children: ["id": id, "kind": kind, "key": key, "type": type])
    }
}
