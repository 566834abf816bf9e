import Foundation

/// Bounds how many sandbox servers of one process listen at once.
///
/// A listening server holds a thread blocked waiting for socket events (FlyingFox's socket pool). On Linux
/// libdispatch runs at most 255 threads, and the process's `URLSession` needs dispatch threads too: a test
/// process that starts hundreds of servers at once (parallel tests, each with a sandbox) would stop there.
/// Past ``limit`` running servers, `SandboxServer.start()` waits until one of them stops.
actor RunningServerSlots {
    /// The slots of this process.
    static let shared = RunningServerSlots(limit: 64)

    /// How many servers may listen at once.
    nonisolated let limit: Int
    /// How many listen now.
    private var taken = 0
    /// The starts waiting for a slot, first come first served.
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Slots for `limit` servers.
    init(limit: Int) {
        self.limit = limit
    }

    /// How many starts wait for a slot now.
    var waitingCount: Int { waiting.count }

    /// Takes a slot, waiting for one when all are taken.
    func acquire() async {
        if taken < limit {
            taken += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back: to the first start waiting for one, else to the pool.
    func release() {
        if waiting.isEmpty {
            taken = max(0, taken - 1)
        } else {
            waiting.removeFirst().resume()
        }
    }
}
