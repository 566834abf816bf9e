import Foundation

/// How a typed form recognises its node, as a collectors file's `match:` says.
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

    /// Whether `node` is the form.
    public func matches(_ node: ContinueNode) -> Bool {
        switch self {
        case .formName(let name):
            node.input[path: "form", "name"]?.stringValue == name
        case .nodeId(let id):
            node.input["id"]?.stringValue == id
        case .fieldKeys(let keys):
            keys.allSatisfy { key in node.collectors.contains { $0.key == key } }
        }
    }
}
