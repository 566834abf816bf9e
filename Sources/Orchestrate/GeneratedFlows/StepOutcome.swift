import Foundation

/// What a step of a flow graph ended with, which the segues leaving the step test: the server's answer to
/// a submitted form, or the result of an app operation.
public struct StepOutcome: Sendable {
    /// The server's answer to the step's form; `nil` after an app operation.
    public var node: (any Node)?
    /// The step the answer belongs to: the step whose form a `ContinueNode` (or an `ErrorNode`'s
    /// `continueNode`) is, or the success step for a `SuccessNode`.
    public var nodeStep: String?
    /// The key of the button that submitted the form.
    public var button: String?
    /// The values the form sent, by field key.
    public var fields: [String: JSON]
    /// The result an app operation returned.
    public var result: String?

    /// An outcome; every part is optional so that each kind of step fills in what it has.
    public init(
        node: (any Node)? = nil, nodeStep: String? = nil, button: String? = nil,
        fields: [String: JSON] = [:], result: String? = nil
    ) {
        self.node = node
        self.nodeStep = nodeStep
        self.button = button
        self.fields = fields
        self.result = result
    }

    /// The outcome of submitting the form of `node`: the button pressed last and the values sent are
    /// read from its collectors, `answer` is what the server sent back, `answerStep` the step it belongs to.
    public static func submitted(_ node: ContinueNode, answer: any Node, answerStep: String?) -> StepOutcome {
        // DaVinci closes a node once sent, which releases its buttons; it keeps the key of the one pressed.
        let button = node.pressedButton?.key ?? node.context.string(ContinueNode.sentButtonName)
        return StepOutcome(node: answer, nodeStep: answerStep, button: button, fields: node.formData)
    }
}

extension StepOutcome {
    /// Runs a form step of a flow graph: takes the node the step shows (the form of a pending
    /// `ErrorNode` to retry, or a new start when the error has none, as Journey's 401 ends the transaction;
    /// the pending node; or the flow's first node from `workflow.start()`), makes
    /// the typed form of it and lets `fill` fill it in and submit it. A node that is not this form is the
    /// step's outcome as it is, for the segues to route.
    ///
    /// - Parameters:
    ///   - type: The typed form of the step.
    ///   - pending: The last node of the run; updated to the node shown, then to the server's answer.
    ///   - workflow: The workflow that starts the flow when no node is pending.
    ///   - stepName: The step a node belongs to (the generated `Step.stepName(of:)`).
    ///   - fill: Fills the typed form in and submits it, returning the server's answer.
    public static func form<Form: NodeForm>(
        _ type: Form.Type, pending: inout (any Node)?, workflow: Workflow,
        stepName: (any Node) -> String?,
        fill: (Form) async -> any Node
    ) async -> StepOutcome {
        await form(type, step: nil, pending: &pending, workflow: workflow, stepName: stepName, fill: fill)
    }

    /// ``form(_:pending:workflow:stepName:fill:)`` for the step named `step`: a node the `Step` enum gives to
    /// another step is not this step's form, even when `Form.matches` it. This keeps a form that matches
    /// any node (`match: { unmatched: true }`) to the nodes no other step takes.
    public static func form<Form: NodeForm>(
        _ type: Form.Type, step: String?, pending: inout (any Node)?, workflow: Workflow,
        stepName: (any Node) -> String?,
        fill: (Form) async -> any Node
    ) async -> StepOutcome {
        let node: any Node
        if let error = pending as? ErrorNode {
            if let retried = error.continueNode {
                node = retried
            } else {
                node = await workflow.start()
            }
        } else if let pending {
            node = pending
        } else {
            node = await workflow.start()
        }
        pending = node
        let nodeStep = stepName(node)
        guard let continueNode = node as? ContinueNode, Form.matches(continueNode),
            step == nil || nodeStep == nil || nodeStep == step
        else {
            return StepOutcome(node: node, nodeStep: nodeStep)
        }
        let form: Form
        do {
            form = try Form(continueNode)
        } catch {
            return StepOutcome(node: FailureNode(cause: error))
        }
        let answer = await fill(form)
        pending = answer
        return .submitted(continueNode, answer: answer, answerStep: stepName(answer))
    }

    /// Runs a server step of a flow graph: the outcome is the server's answer (the `pending` node, else the
    /// flow started on `workflow`), not shown to the app. A pending `ErrorNode` starts the flow again, as a
    /// form step does.
    public static func serverAnswer(
        pending: inout (any Node)?, workflow: Workflow, stepName: (any Node) -> String?
    ) async -> StepOutcome {
        let node: any Node
        if let pending, !(pending is ErrorNode) {
            node = pending
        } else {
            node = await workflow.start()
        }
        pending = node
        return StepOutcome(node: node, nodeStep: stepName(node))
    }

    /// Runs an operation step of a flow graph: the outcome carries what `operation` returns, or a
    /// `FailureNode` with what it throws.
    public static func operation(_ operation: () async throws -> String?) async -> StepOutcome {
        do {
            return StepOutcome(result: try await operation())
        } catch {
            return StepOutcome(node: FailureNode(cause: error))
        }
    }
}
