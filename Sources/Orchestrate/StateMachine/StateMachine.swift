import Foundation

/// Holds the current state of a system and moves it on, one event at a time: each event is resolved
/// into a new state, the new state is stored and published, then its effects run. Events dispatched by
/// effects, timers or other callers wait their turn, so resolution is strictly serial.
public actor StateMachine<State: MachineState> {
    /// The current state.
    public private(set) var state: State

    private var queue: [State.Event] = []
    private var draining = false
    private var observers: [UUID: AsyncStream<State>.Continuation] = [:]
    private var timers: [String: Task<Void, Never>] = [:]
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    /// A machine starting in `initial`.
    public init(initial: State) {
        state = initial
    }

    /// Resolves `event` (after any events already waiting) and runs the effects it leads to. Returns once
    /// the event and everything it dispatched synchronously has been handled, or at once if another call
    /// is already handling events (the event is queued for it).
    public func send(_ event: State.Event) async {
        queue.append(event)
        guard !draining else { return }
        draining = true
        while !queue.isEmpty {
            let next = queue.removeFirst()
            let resolution = state.resolve(next)
            state = resolution.newState
            for observer in observers.values { observer.yield(state) }
            for effect in resolution.effects { await run(effect) }
        }
        draining = false
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Every state from now on, starting with the current one, in order. Ends when the caller stops
    /// iterating.
    public func states() -> AsyncStream<State> {
        let (stream, continuation) = AsyncStream<State>.makeStream(bufferingPolicy: .unbounded)
        let id = UUID()
        observers[id] = continuation
        continuation.yield(state)
        continuation.onTermination = { _ in Task { await self.removeObserver(id) } }
        return stream
    }

    /// Waits until no event is being handled.
    public func waitUntilIdle() async {
        guard draining else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    /// The ids of running timers, sorted.
    public var runningTimers: [String] { timers.keys.sorted() }

    /// Cancels every timer and ends every observer stream.
    public func shutDown() {
        for timer in timers.values { timer.cancel() }
        timers = [:]
        for observer in observers.values { observer.finish() }
        observers = [:]
    }

    private func removeObserver(_ id: UUID) {
        observers[id] = nil
    }

    private func run(_ effect: Effect<State.Event>) async {
        switch effect.kind {
        case .dispatch(let event):
            queue.append(event)
        case .callOut(_, let operation):
            if let event = await operation() { queue.append(event) }
        case .startTimer(let id, let delay, let event):
            timers[id]?.cancel()
            timers[id] = Task { [weak self] in
                try? await Task.sleep(for: delay)
                guard !Task.isCancelled, let self else { return }
                await self.timerFired(id, event: event)
            }
        case .cancelTimer(let id):
            timers.removeValue(forKey: id)?.cancel()
        }
    }

    private func timerFired(_ id: String, event: State.Event) async {
        timers[id] = nil
        await send(event)
    }
}
