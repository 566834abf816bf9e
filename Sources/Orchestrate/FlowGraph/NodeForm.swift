import Foundation

/// A typed form over a `ContinueNode`: the generator emits one per form of a collectors file.
public protocol NodeForm: Sendable {
    /// Whether `node` is this form (by form name, node id or field keys, as the spec says).
    static func matches(_ node: ContinueNode) -> Bool
    /// The form of `node`; throws a `FormError` naming every missing or mistyped field.
    init(_ node: ContinueNode) throws(FormError)
}
