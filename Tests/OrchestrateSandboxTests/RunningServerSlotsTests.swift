import Foundation
import Testing

@testable import OrchestrateSandbox

/// The bound on listening servers per process: a start past the limit waits for a stop, in order.
@Suite struct RunningServerSlotsTests {
    @Test func aStartPastTheLimitWaitsForAStopFirstComeFirstServed() async throws {
        let slots = RunningServerSlots(limit: 1)
        await slots.acquire()
        let order = Order()
        let second = Task {
            await slots.acquire()
            await order.add("second")
        }
        // The third asks only once the second waits, so "first come" is decided by the test, not the clock.
        while await slots.waitingCount < 1 { await Task.yield() }
        let third = Task {
            await slots.acquire()
            await order.add("third")
        }
        while await slots.waitingCount < 2 { await Task.yield() }
        #expect(await order.all.isEmpty, "both wait while the slot is taken")
        await slots.release()
        await second.value
        #expect(await order.all == ["second"], "one release lets one start in")
        await slots.release()
        await third.value
        #expect(await order.all == ["second", "third"])
    }

    /// More starts and stops than the process has slots: a stop that kept its slot would make the 65th
    /// start wait, and the time limit fail the test.
    @Test(.timeLimit(.minutes(1))) func aStoppedServerGivesItsSlotBack() async throws {
        let server = SandboxServer()
        for _ in 0..<(RunningServerSlots.shared.limit + 6) {
            _ = try await server.start()
            await server.stop()
        }
        _ = try await server.start()
        #expect(await server.baseURL != nil)
        await server.stop()
    }

    /// What happened, in order.
    actor Order {
        var all: [String] = []
        func add(_ entry: String) { all.append(entry) }
    }
}
