import Foundation

/// A value guarded by a lock: the one place where the runtime and the sandbox share mutable state between
/// threads outside an actor.
///
/// Every reference type of the runtime that is `Sendable` and has mutable state keeps that state in a
/// `Locked` box, so the compiler-checked `Sendable` conformance of those types stays honest. The value
/// must be `Sendable` itself, since `current` and `withLock` hand it, or parts of it, to any thread.
public final class Locked<Value: Sendable>: @unchecked Sendable { // unchecked: `value` is guarded by `lock`
    // `value` is only read or written while `lock` is held (see `withLock`), and `Value` is `Sendable`.
    private let lock = NSLock()
    private var value: Value

    /// Creates a box holding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    @discardableResult
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    public var current: Value {
        withLock { $0 }
    }
}

extension Locked: CustomReflectable {
    /// No children: `dump` and debuggers never show what a box holds (a password, an answer, a token),
    /// whatever type keeps it in one.
    public var customMirror: Mirror {
        Mirror(self, children: EmptyCollection<Mirror.Child>())
    }
}
