import Foundation

// Plain code of the AuthenticationServices handlers, tested on every platform. Like every file of this folder
// it is also compiled on its own by AppleShimCheckTests (against a stand-in AuthenticationServices, with
// -D ORCHESTRATE_APPLE_SHIM_CHECK), so it imports Orchestrate there and uses only the runtime's public API.
#if ORCHESTRATE_APPLE_SHIM_CHECK
import Orchestrate
#endif

/// Hands the first outcome of a callback-based ceremony to the one caller waiting for it, exactly once:
/// AuthenticationServices reports through a completion handler or a delegate, on a thread of its choosing,
/// and a failed `start()` may report as well; a second outcome is dropped, and an outcome that comes before
/// the caller waits is kept for it.
final class SingleResumption<Value: Sendable>: Sendable {
    /// Where the ceremony is.
    private enum State {
        /// Nobody waits and nothing happened yet.
        case idle
        /// The caller waits.
        case waiting(CheckedContinuation<Value, any Error>)
        /// The outcome came before the caller waited.
        case early(Result<Value, any Error>)
        /// The outcome was handed on; later ones are dropped.
        case finished
    }

    private let state = Locked(State.idle)

    /// Creates a resumption nobody waits on yet.
    init() {}

    /// Waits with `continuation`: it is resumed by the first `resume(with:)`, at once if that came already.
    /// One resumption serves one ceremony: waiting on it twice is a programming error.
    func wait(with continuation: CheckedContinuation<Value, any Error>) {
        let ready: Result<Value, any Error>? = state.withLock { state in
            switch state {
            case .idle:
                state = .waiting(continuation)
                return nil
            case .early(let result):
                state = .finished
                return result
            case .waiting, .finished:
                preconditionFailure("a SingleResumption serves one ceremony; it was waited on twice")
            }
        }
        if let ready { continuation.resume(with: ready) }
    }

    /// Hands `result` to the waiting caller (or keeps it for the caller to come); `false` when an earlier
    /// outcome was handed on already, and `result` is dropped.
    @discardableResult
    func resume(with result: Result<Value, any Error>) -> Bool {
        let (accepted, waiting): (Bool, CheckedContinuation<Value, any Error>?) = state.withLock { state in
            switch state {
            case .idle:
                state = .early(result)
                return (true, nil)
            case .waiting(let continuation):
                state = .finished
                return (true, continuation)
            case .early, .finished:
                return (false, nil)
            }
        }
        waiting?.resume(with: result)
        return accepted
    }
}
