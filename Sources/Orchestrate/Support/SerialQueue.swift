import Foundation

/// Runs asynchronous operations one after another, in the order they were enqueued, whatever their
/// callers do meanwhile. An actor that enqueues synchronously (with no `await` between a check and the
/// enqueue) gets the check and the operation's place in line as one step: the OIDC client's token writes.
struct SerialQueue: Sendable {
    private var tail: Task<Void, Never>?

    /// Enqueues `operation` after every operation enqueued before it and returns its task.
    mutating func enqueue<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) -> Task<T, any Error> {
        let previous = tail
        let task = Task {
            await previous?.value
            return try await operation()
        }
        tail = Task { _ = try? await task.value }
        return task
    }
}
