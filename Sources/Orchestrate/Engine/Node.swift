import Foundation

/// What a workflow step returns: a form to fill (`ContinueNode`), the end of the flow (`SuccessNode`),
/// an error the user can correct (`ErrorNode`), a failure (`FailureNode`), or nothing (`EmptyNode`).
public protocol Node: Sendable {
    /// The server payload the node was made from, when it has one.
    var payload: JSON? { get }
}

extension Node {
    /// No payload.
    public var payload: JSON? { nil }
}

/// Something a `ContinueNode` asks of the user, such as a collector of a form field.
public protocol Action: Sendable {}

/// A node that asks for input and moves the flow on with `next()`.
///
/// The protocol layer (DaVinci, Journey) builds it from a response and says how it becomes the next
/// request; the node itself is immutable, while its actions (collectors) hold the user's input.
public final class ContinueNode: Node {
    /// The flow this node belongs to.
    public let context: FlowContext
    /// The workflow that produced the node. A step handler of a generated flow reaches the workflow through
    /// it, for example to resume a suspended journey from an email link (`node.workflow.resume(link)`) and
    /// return the node that gives.
    public var workflow: Workflow { context.workflow }
    /// The server payload the node was made from.
    public let input: JSON
    /// What the node asks of the user, in the server's order.
    public let actions: [any Action]
    private let makeRequest: @Sendable (ContinueNode) throws -> Request

    /// Creates a node. `makeRequest` turns the node, with the user's input, into the next request.
    public init(
        context: FlowContext, input: JSON, actions: [any Action],
        makeRequest: @escaping @Sendable (ContinueNode) throws -> Request
    ) {
        self.context = context
        self.input = input
        self.actions = actions
        self.makeRequest = makeRequest
    }

    /// The server payload: `input`.
    public var payload: JSON? { input }

    /// The request that submits this node's input.
    public func asRequest() throws -> Request {
        try makeRequest(self)
    }

    /// Submits the node and returns the next one.
    public func next() async -> any Node {
        await workflow.next(context, self)
    }
}

/// The end of a flow that succeeded; `session` is what it produced (for DaVinci, the authorization code).
/// Modules attach what they make of it (the OIDC module, the signed-in user) under typed keys.
public struct SuccessNode: Node {
    /// The server payload.
    public let input: JSON
    /// The session value; never shown by `description`.
    public let session: String?
    private var attachments: [String: any Sendable] = [:]

    /// The server payload: `input`.
    public var payload: JSON? { input }

    /// Creates a success node.
    public init(input: JSON = .null, session: String? = nil) {
        self.input = input
        self.session = session
    }

    /// The value a module attached under `key`, if it has the key's type.
    public subscript<Value>(key: ContextKey<Value>) -> Value? {
        attachments[key.name] as? Value
    }

    /// This node with `value` attached under `key` (replacing what was attached under that name).
    public func attaching<Value>(_ value: Value, for key: ContextKey<Value>) -> SuccessNode {
        var copy = self
        copy.attachments[key.name] = value
        return copy
    }
}

extension SuccessNode: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Says whether there is a session, never its value.
    public var description: String {
        "SuccessNode(session: \(session == nil ? "none" : "<redacted>"))"
    }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// For `dump` and debuggers: the payload's top-level keys (it carries the code or session) and the
    /// names of the attachments, never a value.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "session": session == nil ? "none" : "<redacted>",
                "input": "<redacted: \(input.objectValue?.keys.sorted() ?? [])>",
                "attachments": attachments.keys.sorted(),
            ])
    }
}

/// An error the server reported that the user can correct, such as a wrong password: the flow can go on
/// from `continueNode`.
public struct ErrorNode: Node, CustomStringConvertible {
    /// The HTTP status.
    public let status: Int
    /// The server's message.
    public let message: String
    /// The server's body.
    public let input: JSON
    /// The node this error answers, to retry from.
    public let continueNode: ContinueNode?

    /// The server's body: `input`.
    public var payload: JSON? { input }

    /// Creates an error node.
    public init(status: Int, message: String, input: JSON = .null, continueNode: ContinueNode? = nil) {
        self.status = status
        self.message = message
        self.input = input
        self.continueNode = continueNode
    }

    /// The status and message, control characters replaced (the message is the server's).
    public var description: String { "ErrorNode(\(status): \(LogText.sanitized(message)))" }
}

/// A failure the flow cannot go on from: a transport error, an unexpected response, a hook that threw.
public struct FailureNode: Node {
    /// What went wrong.
    public let cause: any Error

    /// Creates a failure node.
    public init(cause: any Error) {
        self.cause = cause
    }
}

extension FailureNode: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The cause, as log lines show it: a `URLError` by its code and host, never its failing URL.
    public var description: String { "FailureNode(\(ErrorText.shown(cause)))" }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// The cause as `description` shows it, for `dump` and debuggers (a `URLError`'s user info, which
    /// holds the failing URL, is not reflected).
    public var customMirror: Mirror { Mirror(self, children: ["cause": ErrorText.shown(cause)]) }
}

/// A node that carries nothing: the result when no transform is installed.
public struct EmptyNode: Node {
    /// Creates an empty node.
    public init() {}
}
