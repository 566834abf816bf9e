import Foundation

/// How a typed form (DaVinci) or typed node (Journey) recognises its node, as the spec's `match:` says.
///
/// Only generated code uses it; import it with `@_spi(Generated) import Orchestrate`.
@_spi(Generated)
public enum FormMatch: Sendable, Equatable {
    /// The node's form name (`form.name`) is this.
    case formName(String)
    /// The node's `id` is this.
    case nodeId(String)
    /// The node has a field with each of these keys (the form's required fields).
    case fieldKeys([String])
    /// The Journey node's `stage` is this.
    case stage(String)
    /// The Journey node's `header` is this.
    case header(String)
    /// The Journey node's callback types are these, in order; a type written with a trailing `?` may be
    /// missing (`["NameCallback", "PasswordCallback", "ConfirmationCallback?"]`). A `MetadataCallback` that
    /// carries a passkey or PingOne Protect step counts as what it carries (`FidoAuthenticationCallback`).
    case callbackTypes([String])
    /// Any node: the typed node of a step whose callbacks the spec cannot say (an AM scripted node), which
    /// the generated `Step` tries after every other step, so it takes the nodes no other step matches.
    case unmatched

    /// Whether `node` is the form.
    public func matches(_ node: ContinueNode) -> Bool {
        switch self {
        case .formName(let name):
            node.input[path: "form", "name"]?.stringValue == name
        case .nodeId(let id):
            node.input["id"]?.stringValue == id
        case .fieldKeys(let keys):
            keys.allSatisfy { key in node.collectors.contains { $0.key == key } }
        case .stage(let stage):
            node.stage == stage
        case .header(let header):
            node.header == header
        case .callbackTypes(let types):
            Self.signature(types, matches: node.callbacks.map(Self.registeredType))
        case .unmatched:
            true
        }
    }

    /// The name a callback is registered and declared under: a `MetadataCallback` that carries a passkey or a
    /// PingOne Protect step by what it carries (`FidoAuthenticationCallback`, `MetadataKind`), as
    /// `CallbackRegistry` looks it up; any other by its `type`.
    static func registeredType(_ callback: any Callback) -> String {
        guard callback.type == "MetadataCallback", let kind = MetadataKind(callback: callback.json) else {
            return callback.type
        }
        return kind.rawValue
    }

    /// Whether `actual` is `declared` in order, leaving out declared types marked optional with `?`.
    private static func signature(_ declared: [String], matches actual: [String]) -> Bool {
        var next = actual.startIndex
        for type in declared {
            let optional = type.hasSuffix("?")
            let name = optional ? String(type.dropLast()) : type
            if next < actual.endIndex, actual[next] == name {
                next += 1
            } else if !optional {
                return false
            }
        }
        return next == actual.endIndex
    }
}
