import Foundation

/// What a generated flow's `run` does at each step of its graph: shows a form step's form to the app's
/// handler, or runs an operation step's app function, over one workflow, remembering the last node between
/// steps. An app that runs a generated flow one step at a time (a screen per step) uses it with
/// `FlowGraphState.after(_:)`, which takes each step's outcome to the next state (see "Writing the app").
public final class FlowGraphRunner<Step: FlowStep> {
    /// The workflow the run drives.
    private let workflow: Workflow
    /// The last node of the run: the node a form step shows next, or the error it retries.
    private var pending: (any Node)?

    /// A runner over `workflow`, which starts the flow when the first form step needs a node.
    public init(_ workflow: Workflow) {
        self.workflow = workflow
    }

    /// A runner over `workflow` that gives `node` to the first form step instead of starting the flow: the
    /// runner of a run that resumes a flow.
    public init(_ workflow: Workflow, resuming node: any Node) {
        self.workflow = workflow
        pending = node
    }

    /// Runs a form step: `fill` gets the typed form of the step's node (and the state of the run) and
    /// submits it. A node that is not the form is the outcome as it is, for the segues to route.
    public func form<Form: NodeForm>(
        _ state: FlowGraphState<Step.Name>,
        _ fill: (Form, FlowGraphState<Step.Name>) async -> any Node
    ) async -> StepOutcome {
        await .form(
            Form.self, step: state.step.rawValue, pending: &pending, workflow: workflow, stepName: Step.stepName
        ) { form in
            await fill(form, state)
        }
    }

    /// Runs a server step, at which the client shows nothing (a journey that reads only request headers):
    /// the outcome is the server's answer as it is (the last node of the run, or the flow's first), for the
    /// segues to route.
    public func serverStep(_ state: FlowGraphState<Step.Name>) async -> StepOutcome {
        await .serverAnswer(pending: &pending, workflow: workflow, stepName: Step.stepName)
    }

    /// Runs an operation step whose app function returns a result the segues test.
    public func operation<Result: RawRepresentable>(_ function: (Workflow) async throws -> Result) async -> StepOutcome
    where Result.RawValue == String {
        await .operation { try await function(workflow).rawValue }
    }

    /// Runs an operation step whose app function returns nothing.
    public func operation(_ function: (Workflow) async throws -> Void) async -> StepOutcome {
        await .operation {
            try await function(workflow)
            return nil
        }
    }
}

/// The app's handler of a form step of a generated flow: fills in `Form` and submits it, given the state
/// of the run (`state.visits` counts the tries), and returns the server's answer.
///
/// Any node the handler returns is routed by the step's segues, so a handler may also return a node it got
/// another way, such as `await form.node.workflow.resume(link)`; an app relaunched by a link re-enters the
/// graph with the generated `run(_:_:resuming:observe:)` instead.
public typealias FormStepHandler<Form: NodeForm, Name: Hashable & Sendable> =
    @Sendable (Form, FlowGraphState<Name>) async -> any Node
