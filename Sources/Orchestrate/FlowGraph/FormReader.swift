import Foundation

/// Reads the fields of a typed form from its node, one property at a time, and collects every missing or
/// mistyped field: the generated `init(_:)` of each form is a list of `required` and `optional` reads
/// closed by `finish(_:)`.
///
/// Only generated code uses it; import it with `@_spi(Generated) import Orchestrate`.
@_spi(Generated)
public struct FormReader {
    /// The node the form is read from.
    private let node: ContinueNode
    /// One sentence per missing or mistyped field, in the order read.
    private var problems: [String] = []

    /// A reader of `node`'s fields.
    public init(_ node: ContinueNode) {
        self.node = node
    }

    /// The collector of type `C` with `key`. When the node has none, the problem is noted and a blank
    /// collector stands in; `finish(_:)` then throws, so the blank never reaches the app.
    public mutating func required<C: Collector>(_ key: String) -> C {
        node.collector(C.self, key: key, problems: &problems) ?? C(with: .object([:]))
    }

    /// The collector of type `C` with `key`, or `nil` when the node has none; one of another type is a problem.
    public mutating func optional<C: Collector>(_ key: String) -> C? {
        node.collector(C.self, key: key, optional: true, problems: &problems)
    }

    /// The node, when every field was found; otherwise a `FormError` of `form` naming each problem.
    public func finish(_ form: String) throws(FormError) -> ContinueNode {
        guard problems.isEmpty else { throw FormError(form: form, problems: problems) }
        return node
    }
}
