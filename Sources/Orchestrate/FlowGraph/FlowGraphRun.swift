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
    public func run(maximumSteps: Int = 1_000,
                    observe: (FlowGraphState<Name>) -> Void = { _ in },
                    perform: (FlowGraphState<Name>) async -> StepOutcome) async -> FlowGraphRun<Name> {
        var state = initialState
        var lastNode: (any Node)?
        observe(state)
        while !state.isFinished {
            if state.path.count > maximumSteps || Task.isCancelled {
                state = state.stopped()
                break
            }
            let outcome = await perform(state)
            if let node = outcome.node { lastNode = node }
            state = state.resolve(outcome).newState
            observe(state)
        }
        return FlowGraphRun(state: state, node: lastNode)
    }
}
