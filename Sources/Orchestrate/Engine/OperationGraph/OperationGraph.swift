import Foundation

/// Operations joined by dependencies and segues, run to completion.
///
/// An operation starts when every dependency source has completed and, if it has incoming segues, at
/// least one of them is activated (its source completed and its condition held). Operations whose
/// prerequisites can no longer be met are skipped. Independent operations run concurrently. Each
/// operation runs at most once per `run()`; dependencies may not form a cycle (segues may point back,
/// but an operation that already ran is not run again).
public struct OperationGraph<Result: Sendable>: Sendable {
    /// The operations, in the order given.
    public let operations: [GraphOperation<Result>]
    /// The connections, in the order given.
    public let connections: [GraphConnection<Result>]

    /// A graph of `operations` joined by `connections`; throws on duplicate ids, unknown ids or a cycle
    /// of dependencies (the error names the cycle).
    public init(operations: [GraphOperation<Result>], connections: [GraphConnection<Result>] = []) throws {
        var ids = Set<String>()
        for operation in operations where !ids.insert(operation.id).inserted {
            throw OperationGraphError.duplicateOperation(operation.id)
        }
        for connection in connections {
            for id in [connection.source, connection.target] where !ids.contains(id) {
                throw OperationGraphError.unknownOperation(id)
            }
        }
        self.operations = operations
        self.connections = connections
        if let cycle = findDependencyCycle() { throw OperationGraphError.dependencyCycle(cycle) }
    }

    /// Runs the graph to completion and returns every operation's outcome by id. Cancelling the calling
    /// task cancels running operations; those not started are `.cancelled`.
    public func run() async -> [String: OperationOutcome<Result>] {
        var scheduler = GraphScheduler(graph: self)
        await withTaskGroup(of: (String, OperationOutcome<Result>).self) { group in
            var running = 0
            while true {
                // Once cancelled, nothing more starts; what never ran is reported as cancelled, not skipped.
                let ready = Task.isCancelled ? [] : scheduler.takeReady()
                for operation in ready {
                    let inputs = scheduler.completedResults
                    running += 1
                    group.addTask {
                        do {
                            return (operation.id, .completed(try await operation.run(inputs)))
                        } catch is CancellationError {
                            return (operation.id, .cancelled)
                        } catch {
                            return (operation.id, .failed(error))
                        }
                    }
                }
                guard running > 0, let (id, outcome) = await group.next() else { break }
                running -= 1
                scheduler.finish(id, with: Task.isCancelled && outcome.result == nil ? .cancelled : outcome)
            }
        }
        return scheduler.outcomes(cancelled: Task.isCancelled)
    }

    /// A cycle among the dependencies, as ids with the first repeated at the end, or `nil`.
    private func findDependencyCycle() -> [String]? {
        var edges: [String: [String]] = [:]
        for case .dependency(let from, let to) in connections { edges[from, default: []].append(to) }
        var state: [String: Bool] = [:] // false: on the current path; true: done
        var path: [String] = []

        func visit(_ id: String) -> [String]? {
            if let done = state[id] {
                guard !done, let start = path.firstIndex(of: id) else { return nil }
                return Array(path[start...]) + [id]
            }
            state[id] = false
            path.append(id)
            for next in edges[id] ?? [] {
                if let cycle = visit(next) { return cycle }
            }
            path.removeLast()
            state[id] = true
            return nil
        }
        for operation in operations {
            if let cycle = visit(operation.id) { return cycle }
        }
        return nil
    }
}
