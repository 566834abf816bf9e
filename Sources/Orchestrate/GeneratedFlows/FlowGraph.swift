import Foundation

/// The steps of a flow and the segues between them: the graph a flow spec's `steps:` declares.
///
/// A step is a server form, an app operation or an end. When a step finishes, its segues are tested in
/// order against the outcome; the first whose condition holds and whose retry limit is not used up is
/// taken. An outcome no segue takes ends the run where it is.
public struct FlowGraph<Name: Hashable & Sendable>: Sendable, Equatable {
    /// What a step is.
    public enum StepKind: Sendable, Equatable {
        /// A form the server sends; the app fills it in and submits it.
        case form
        /// A function of the app.
        case operation
        /// The flow succeeded.
        case success
        /// The flow ended without success.
        case error
    }

    /// A way from one step to another.
    public struct Segue: Sendable, Equatable {
        /// The step the segue leaves.
        public let source: Name
        /// The step it leads to.
        public let target: Name
        /// When it may be taken.
        public let condition: SegueCondition
        /// How many times it may be taken in one run; `nil` for no limit.
        public let retryLimit: Int?

        /// A segue from `source` to `target`.
        public init(
            from source: Name, to target: Name, when condition: SegueCondition = .always, retryLimit: Int? = nil
        ) {
            self.source = source
            self.target = target
            self.condition = condition
            self.retryLimit = retryLimit
        }
    }

    /// The step a run starts at.
    public let start: Name
    /// Every step, with its kind.
    public let steps: [Name: StepKind]
    /// Every segue, in the order they are tested.
    public let segues: [Segue]

    /// A graph starting at `start`.
    public init(start: Name, steps: [Name: StepKind], segues: [Segue]) {
        self.start = start
        self.steps = steps
        self.segues = segues
    }

    /// The segues leaving `step`, in order, with their index in `segues`.
    public func segues(from step: Name) -> [(index: Int, segue: Segue)] {
        segues.enumerated().filter { $0.element.source == step }.map { ($0.offset, $0.element) }
    }

    /// The steps the segues leaving `step` lead to, in segue order, each once.
    public func targets(from step: Name) -> [Name] {
        var targets: [Name] = []
        for segue in segues where segue.source == step && !targets.contains(segue.target) {
            targets.append(segue.target)
        }
        return targets
    }

    /// The state a run starts in.
    public var initialState: FlowGraphState<Name> { FlowGraphState(graph: self, step: start) }
}

/// Where a run of a `FlowGraph` is: the current step, how often each segue was taken, and whether the
/// run is over. Resolving a step's outcome gives the next state.
public struct FlowGraphState<Name: Hashable & Sendable>: MachineState {
    /// The graph being run.
    public let graph: FlowGraph<Name>
    /// The current step.
    public private(set) var step: Name
    /// The steps taken so far, the current one last.
    public private(set) var path: [Name]
    /// How many times each segue (by index) was taken.
    public private(set) var taken: [Int: Int] = [:]
    /// `true` once the run reached an end step or an outcome no segue takes.
    public private(set) var isFinished = false
    /// `true` when the run ended on an outcome that no segue of the current step takes.
    public private(set) var unrouted = false

    init(graph: FlowGraph<Name>, step: Name) {
        self.graph = graph
        self.step = step
        path = [step]
        isFinished = Self.isEnd(graph.steps[step])
    }

    /// The next state after the current step ended with `outcome`.
    public func resolve(_ outcome: StepOutcome) -> StateResolution<Self> {
        guard !isFinished else { return StateResolution(newState: self) }
        var next = self
        for (index, segue) in graph.segues(from: step) where segue.condition.holds(for: outcome) {
            if let limit = segue.retryLimit, taken[index, default: 0] >= limit { continue }
            next.taken[index, default: 0] += 1
            next.step = segue.target
            next.path.append(segue.target)
            next.isFinished = Self.isEnd(graph.steps[segue.target])
            return StateResolution(newState: next)
        }
        next.isFinished = true
        next.unrouted = true
        return StateResolution(newState: next)
    }

    /// The state after the current step ended with `outcome`: the first segue whose condition holds and whose
    /// retry limit is not used up, or, when none does, the run finished and unrouted. An end step (success or
    /// error) finishes the run. This is what the generated `run` does between steps; an app that runs one step
    /// at a time (a screen per step) does the same with it.
    public func after(_ outcome: StepOutcome) -> Self {
        resolve(outcome).newState
    }

    /// The state with the run stopped where it is, as unrouted.
    func stopped() -> Self {
        var copy = self
        copy.isFinished = true
        copy.unrouted = true
        return copy
    }

    /// How many times the current step was entered in this run.
    public var visits: Int { path.filter { $0 == step }.count }

    private static func isEnd(_ kind: FlowGraph<Name>.StepKind?) -> Bool {
        kind == .success || kind == .error
    }
}
