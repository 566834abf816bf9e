import Foundation

/// A typed form over a `ContinueNode`: the generator emits one per form of a collectors file.
///
/// A form holds its node and one property per field; `submit(_:)` presses one of its buttons and sends
/// the node.
public protocol NodeForm: Sendable {
    /// The node the form was made from.
    var node: ContinueNode { get }
    /// Whether `node` is this form (by form name, node id or field keys, as the spec says).
    static func matches(_ node: ContinueNode) -> Bool
    /// The form of `node`; throws a `FormError` naming every missing or mistyped field.
    init(_ node: ContinueNode) throws(FormError)
}

extension NodeForm {
    /// The form's name in errors: the type's name without its `Form` suffix.
    public static var formName: String {
        let name = String(describing: Self.self)
        return name.hasSuffix("Form") && name != "Form" ? String(name.dropLast(4)) : name
    }

    /// Submits the node as it is filled in; returns the next node.
    public func submit() async -> any Node {
        await node.next()
    }

    /// Presses `button` and submits the node; returns the next node.
    public func submit<Button: ButtonCollector>(_ button: KeyPath<Self, Button>) async -> any Node {
        self[keyPath: button].press()
        return await node.next()
    }

    /// Presses an optional `button` and submits the node; a `FailureNode` when the node has no such button.
    public func submit<Button: ButtonCollector>(_ button: KeyPath<Self, Button?>) async -> any Node {
        guard let pressed = self[keyPath: button] else {
            return FailureNode(cause: FormError(form: Self.formName, problems: ["the button is not in the node"]))
        }
        pressed.press()
        return await node.next()
    }
}
