import Foundation

/// A value guarded by a lock, for the few places that must be read synchronously from any thread
/// (the base URL seen by request handlers, a continuation resumed once from two tasks).
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is the only mutable state, and it is only read or written while `lock` is held
    // (see `withLock`); `Value` itself is `Sendable`.
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
