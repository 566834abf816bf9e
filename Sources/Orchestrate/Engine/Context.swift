import Foundation

/// A typed key for a context value: `static let requestID = ContextKey<String>("requestId")`.
public struct ContextKey<Value: Sendable>: Sendable, Hashable {
    /// The name under which the value is stored; the same name is visible through the string subscript.
    public let name: String

    /// Creates a key named `name`.
    public init(_ name: String) {
        self.name = name
    }
}

/// Named `Sendable` values shared by hooks, readable and writable from any task: what
/// `WorkflowContext` and `FlowContext` have in common.
public protocol Context: AnyObject, Sendable {
    /// The lock-guarded values.
    var values: Locked<[String: any Sendable]> { get }
}

extension Context {
    /// The value stored under `name`, or `nil`. Assigning `nil` removes it.
    public subscript(name: String) -> (any Sendable)? {
        get { values.withLock { $0[name] } }
        set { values.withLock { $0[name] = newValue } }
    }

    /// The value stored under `key`, if it has the key's type. Assigning `nil` removes it.
    public subscript<Value>(key: ContextKey<Value>) -> Value? {
        get { self[key.name] as? Value }
        set { self[key.name] = newValue }
    }

    /// The value stored under `name` as text: a `String` as it is, another value described.
    public func string(_ name: String) -> String? {
        guard let value = self[name] else { return nil }
        return value as? String ?? String(describing: value)
    }

    /// Removes every value.
    public func removeAll() {
        values.withLock { $0.removeAll() }
    }

    /// The names of the stored values, sorted.
    public var names: [String] {
        values.withLock { $0.keys.sorted() }
    }
}

/// The workflow context: values that live as long as the workflow (`setup.context["name"] = value`).
public final class WorkflowContext: Context {
    /// The stored values.
    public let values = Locked<[String: any Sendable]>([:])

    /// An empty context.
    public init() {}
}

/// The flow context: new for each `start()`, shared by every hook and node of that flow
/// (`context["name"] = value` in a hook).
public final class FlowContext: Context {
    /// The stored values.
    public let values = Locked<[String: any Sendable]>([:])
    /// The workflow running the flow.
    public let workflow: Workflow

    private let submittedNode = Locked(WeakNode())
    private let origin = Locked<Origin?>(nil)

    /// The origin of the request that started the flow: its next requests may go there (or to an
    /// origin the app allowed) only.
    public internal(set) var startOrigin: Origin? {
        get { origin.current }
        set { origin.withLock { $0 = newValue } }
    }

    /// An empty context for a flow of `workflow`.
    public init(workflow: Workflow) {
        self.workflow = workflow
    }

    /// The node of this flow submitted last, while its caller holds it: the protocol layer answers an
    /// error with it (to retry from) and clears its secrets once the request has gone. Held weakly,
    /// because the node holds this context: a strong reference would keep every flow alive.
    public internal(set) var submitted: ContinueNode? {
        get { submittedNode.current.node }
        set { submittedNode.withLock { $0.node = newValue } }
    }
}

/// A weak reference to a node, so a collector (or a flow context) does not keep its node alive.
struct WeakNode {
    weak var node: ContinueNode?
}
