import Foundation

/// Runs work on a thread with a large stack and waits for it: Yams composes and frees nodes
/// recursively, so a deeply nested document must not run on a small default stack.
enum BigStackThread {
    /// The stack size: reserved address space, touched only as deep as the work goes.
    static let stackSize = 512 << 20

    /// Runs `body` on a new thread and returns its result.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.set(body())
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        guard let result = box.get() else {
            // The thread always sets the box before it signals.
            preconditionFailure("BigStackThread finished without a result")
        }
        return result
    }
}

/// A lock box handing one value from the worker thread to the waiting one.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var value: T?

    func set(_ newValue: T) {
        lock.lock()
        value = newValue
        lock.unlock()
    }

    func get() -> T? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
