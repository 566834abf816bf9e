import Foundation

/// How a run of a flow graph ended.
public struct FlowGraphRun<Name: Hashable & Sendable>: Sendable {
    /// The final state: the step the run ended at, and every step it took.
    public let state: FlowGraphState<Name>
    /// The last node the server sent, if any (the `SuccessNode` of a success).
    public let node: (any Node)?

    /// The step the run ended at.
    public var step: Name { state.step }
    /// Whether it ended at a success step.
    public var succeeded: Bool { !state.unrouted && state.graph.steps[state.step] == .success }
    /// Whether it ended because no segue of its last step took the outcome (an unexpected node, an error
    /// with no retries left, a failure nothing routes).
    public var isUnrouted: Bool { state.unrouted }
}

extension FlowGraph {
    /// Runs the graph from its start: `perform` runs a form or operation step given the current state
    /// and returns its outcome, until an end step or an outcome no segue takes. `observe` sees every state,
    /// the initial one first.
    ///
    /// A run that is cancelled, or that takes more than `maximumSteps` steps, stops where it is, unrouted.
    public func run(
        maximumSteps: Int = 1_000,
        observe: (FlowGraphState<Name>) -> Void = { _ in },
        perform: (FlowGraphState<Name>) async -> StepOutcome
    ) async -> FlowGraphRun<Name> {
        await run(from: initialState, lastNode: nil, maximumSteps: maximumSteps, observe: observe, perform: perform)
    }

    /// Runs the graph from `step` instead of its start, for a flow that goes on from a node the app already
    /// has: the node a link resumed (`Workflow.resume(_:)`) after the app was relaunched, or one it got
    /// outside the graph. `perform` must give that step `node` (the generated `run(_:_:resuming:observe:)`
    /// does). The run is otherwise `run(maximumSteps:observe:perform:)`; its path starts at `step`.
    ///
    /// With `step` `nil`, or a step the graph does not have, `node` belongs to no step: the run ends at once,
    /// unrouted, at the graph's start, and its `node` is `node`.
    public func run(
        resuming node: any Node, at step: Name?, maximumSteps: Int = 1_000,
        observe: (FlowGraphState<Name>) -> Void = { _ in },
        perform: (FlowGraphState<Name>) async -> StepOutcome
    ) async -> FlowGraphRun<Name> {
        guard let step, steps[step] != nil else {
            let state = initialState.stopped()
            observe(state)
            return FlowGraphRun(state: state, node: node)
        }
        return await run(
            from: FlowGraphState(graph: self, step: step), lastNode: node,
            maximumSteps: maximumSteps, observe: observe, perform: perform)
    }

    /// The loop of both runs: from `state`, with `lastNode` the node the run ends with if no step sends one.
    private func run(
        from state: FlowGraphState<Name>, lastNode: (any Node)?, maximumSteps: Int,
        observe: (FlowGraphState<Name>) -> Void,
        perform: (FlowGraphState<Name>) async -> StepOutcome
    ) async -> FlowGraphRun<Name> {
        var state = state
        var lastNode = lastNode
        observe(state)
        while !state.isFinished {
            if state.path.count > maximumSteps || Task.isCancelled {
                state = state.stopped()
                break
            }
            let outcome = await perform(state)
            if let node = outcome.node { lastNode = node }
            state = state.after(outcome)
            observe(state)
        }
        return FlowGraphRun(state: state, node: lastNode)
    }
}
