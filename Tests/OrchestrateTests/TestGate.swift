import Orchestrate

/// A gate a test opens: whoever waits on it goes on only once the test says so, however loaded the machine
/// is. Tests order events with it instead of delays.
final class TestGate: Sendable {
    private let state = Locked<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    /// Waits until the gate is open (at once when it already is).
    func wait() async {
        await withCheckedContinuation { continuation in
            let goOn = state.withLock { state in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if goOn { continuation.resume() }
        }
    }

    /// Opens the gate: every waiter goes on, and so will every later one.
    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
