/// A result delivered once, by whichever of several tasks finishes first, to one waiter.
/// Later deliveries are ignored. Used to stop waiting for a server that failed to bind.
final class OnceSignal: Sendable {
    private struct State: Sendable {
        var result: Result<Void, any Error>?
        var waiter: CheckedContinuation<Void, any Error>?
    }

    private let state = Locked(State())

    /// Delivers `result` unless one was delivered before.
    func finish(_ result: Result<Void, any Error>) {
        let waiter = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(with: result)
    }

    /// Waits for the first delivered result (returns at once if it already arrived).
    func wait() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let ready = state.withLock { state -> Result<Void, any Error>? in
                if let result = state.result { return result }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(with: ready) }
        }
    }
}
