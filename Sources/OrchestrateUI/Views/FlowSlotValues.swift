#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// What the error slot of a ``FlowView`` is given: the server's message (empty for a failure the flow
/// cannot go on from), the error node, and a retry: from the node the error answers
/// (`ErrorNode.continueNode`), else from the start.
@MainActor
public struct FlowFailure {
    /// The server's message; empty for a failure.
    public let message: String
    /// The error node; `nil` for a failure (`FailureNode`).
    public let errorNode: ErrorNode?
    /// Tries again.
    public let retry: @MainActor () -> Void
}

/// What the success slot of a ``FlowView`` is given: the success node and a sign-off that signs the user
/// off (`Workflow.signOff()`) and starts the flow again.
@MainActor
public struct FlowSuccess {
    /// The success node.
    public let node: SuccessNode
    /// Signs off and starts again.
    public let signOff: @MainActor () async -> Void
}
#endif
