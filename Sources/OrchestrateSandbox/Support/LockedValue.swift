import Foundation

/// A value guarded by a lock, for the few places that must be read synchronously from any thread
/// (the base URL seen by request handlers, a continuation resumed once from two tasks).
///
/// `@unchecked Sendable` is sound: the only stored mutable state is `value`, and every access to it
/// goes through `withLock`, which holds `lock` for the whole access. `Value` itself is `Sendable`.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    var current: Value { withLock { $0 } }
}
