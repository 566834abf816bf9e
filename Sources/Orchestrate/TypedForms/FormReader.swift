import Foundation

/// Reads the fields of a typed form (or the callbacks of a typed Journey node) from its node, one property
/// at a time, and collects every missing or mistyped one: the generated `init(_:)` of each form is a list
/// of reads closed by `finish(_:)`.
///
/// Only generated code uses it; import it with `@_spi(Generated) import Orchestrate`.
@_spi(Generated)
public struct FormReader {
    /// The node the form is read from.
    private let node: ContinueNode
    /// One sentence per missing or mistyped field, in the order read.
    private var problems: [String] = []
    /// The positions in `node.actions` of the callbacks read so far.
    private var readCallbacks: Set<Int> = []

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

    /// The first callback of type `C` not read yet. When the node has none, the problem is noted and a
    /// blank callback stands in; `finish(_:)` then throws, so the blank never reaches the app.
    public mutating func callback<C: Callback>() -> C {
        if let found: C = nextCallback() { return found }
        problems.append("callback \(C.self) is missing")
        return C(with: .object([:]))
    }

    /// The first callback of type `C` not read yet, or `nil` when the node has no more of them.
    public mutating func optionalCallback<C: Callback>() -> C? {
        nextCallback()
    }

    private mutating func nextCallback<C: Callback>() -> C? {
        for (index, action) in node.actions.enumerated() where !readCallbacks.contains(index) {
            if let callback = action as? C {
                readCallbacks.insert(index)
                return callback
            }
        }
        return nil
    }

    /// The node, when every field was found; otherwise a `FormError` of `form` naming each problem.
    public func finish(_ form: String) throws(FormError) -> ContinueNode {
        guard problems.isEmpty else { throw FormError(form: form, problems: problems) }
        return node
    }
}
