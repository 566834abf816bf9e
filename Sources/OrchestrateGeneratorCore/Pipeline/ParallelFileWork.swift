import Foundation

/// Runs each file's work of a stage (parse, translate, render) on one thread per processor and waits for
/// it, largest file first. The threads have large stacks: Yams composes and frees nodes recursively, so
/// a deeply nested document must not be read on a small default stack.
enum ParallelFileWork {
    /// The stack size: reserved address space, touched only as deep as the work goes.
    static let stackSize = 512 << 20

    /// The number of threads `map` uses by default: one per processor the process may use (read once:
    /// Foundation reads the cgroup files on each call).
    static let defaultWidth = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Runs `body` alone on a new thread with the large stack and returns its result (one file's work, as
    /// `YAMLReader.read` does it outside a stage).
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        map(1, width: 1) { _ in body() }[0]
    }

    /// Calls `body` with every index of `0..<count` (one per file), on up to `width` threads at once, and returns the
    /// results in index order. Indices are handed out in the order of `priority` (all indices when empty):
    /// put the largest pieces of work first so that no thread is left with a long one at the end.
    static func map<T: Sendable>(
        _ count: Int, width: Int = defaultWidth, priority: [Int] = [],
        _ body: @escaping @Sendable (Int) -> T
    ) -> [T] {
        guard count > 0 else { return [] }
        let work = WorkList<T>(order: priority.isEmpty ? Array(0..<count) : priority, count: count)
        let threads = min(max(1, width), count)
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            let thread = Thread {
                while let index = work.next() {
                    work.store(body(index), at: index)
                }
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        for _ in 0..<threads { done.wait() }
        return work.results()
    }
}

/// The indices still to do and the results so far, shared by the threads of one `ParallelFileWork.map`.
private final class WorkList<T: Sendable>: @unchecked Sendable { // unchecked: its state is guarded by `lock`
    // `order`, `position` and `values` are only read or written while `lock` is held.
    private let lock = NSLock()
    private let order: [Int]
    private var position = 0
    private var values: [T?]

    /// A list that hands out the indices of `order` and holds `count` results.
    init(order: [Int], count: Int) {
        self.order = order
        self.values = Array(repeating: nil, count: count)
    }

    /// The next index to work on, or `nil` when every index is taken.
    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard position < order.count else { return nil }
        position += 1
        return order[position - 1]
    }

    /// Records the result of `index`.
    func store(_ value: T, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    /// Every result, in index order; called once all threads are done.
    func results() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return values.map { value in
            guard let value else {
                // Every index is in `order` and each thread stores its result before it takes the next.
                preconditionFailure("ParallelFileWork.map finished without a result")
            }
            return value
        }
    }
}
