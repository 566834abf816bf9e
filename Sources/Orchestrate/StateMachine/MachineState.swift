import Foundation

/// A state of a `StateMachine`: an immutable value, possibly a tree of substates, that resolves an event
/// into a new state and the effects to run.
///
/// A parent resolves depth first: it resolves each substate (`resolveSubstate`), collecting their
/// effects, then looks at the new substates and its own values and adds effects of its own.
public protocol MachineState: Equatable, Sendable {
    /// The events the machine handles; substates of a tree share their parent's event type.
    associatedtype Event: Sendable

    /// The new state and the effects that `event` leads to from this state.
    func resolve(_ event: Event) -> StateResolution<Self>
}

/// What resolving an event gives: the new state, and effects to run once it is stored.
public struct StateResolution<State: MachineState>: Sendable {
    /// The state after the event.
    public var newState: State
    /// The effects to run, in order.
    public var effects: [Effect<State.Event>]

    /// Creates a resolution.
    public init(newState: State, effects: [Effect<State.Event>] = []) {
        self.newState = newState
        self.effects = effects
    }
}

extension MachineState {
    /// Resolves the substate at `path` with `event`, stores its new value in `state` and returns its
    /// effects: the first step of a parent's depth-first resolution.
    public static func resolveSubstate<Substate: MachineState>(
        _ path: WritableKeyPath<Self, Substate>, of state: inout Self, with event: Event
    ) -> [Effect<Event>] where Substate.Event == Event {
        let resolution = state[keyPath: path].resolve(event)
        state[keyPath: path] = resolution.newState
        return resolution.effects
    }
}

/// Something a state asks the machine to do once the new state is stored: dispatch an event, call out
/// (network, storage) and dispatch what comes back, or start or cancel a timer.
public struct Effect<Event: Sendable>: Sendable, CustomStringConvertible {
    /// What the effect does.
    public enum Kind: Sendable {
        /// Dispatch the event next.
        case dispatch(Event)
        /// Run the operation; dispatch the event it returns, if any.
        case callOut(name: String, operation: @Sendable () async -> Event?)
        /// Dispatch the event after the delay, unless the timer is cancelled or restarted first.
        case startTimer(id: String, after: Duration, event: Event)
        /// Cancel the timer.
        case cancelTimer(id: String)
    }

    /// What the effect does.
    public let kind: Kind

    /// Dispatches `event` once the current effects have run.
    public static func dispatch(_ event: Event) -> Effect { Effect(kind: .dispatch(event)) }

    /// Runs `operation` (named for logs and tests) and dispatches the event it returns.
    public static func callOut(_ name: String, _ operation: @escaping @Sendable () async -> Event?) -> Effect {
        Effect(kind: .callOut(name: name, operation: operation))
    }

    /// Dispatches `event` after `delay`; a timer with the same id is replaced.
    public static func startTimer(_ id: String, after delay: Duration, event: Event) -> Effect {
        Effect(kind: .startTimer(id: id, after: delay, event: event))
    }

    /// Cancels the timer `id`, if it is running.
    public static func cancelTimer(_ id: String) -> Effect { Effect(kind: .cancelTimer(id: id)) }

    /// `dispatch(event)`, `callOut(name)`, `startTimer(id)` or `cancelTimer(id)`.
    public var description: String {
        switch kind {
        case .dispatch(let event): "dispatch(\(event))"
        case .callOut(let name, _): "callOut(\(name))"
        case .startTimer(let id, let delay, let event): "startTimer(\(id), \(delay), \(event))"
        case .cancelTimer(let id): "cancelTimer(\(id))"
        }
    }
}
