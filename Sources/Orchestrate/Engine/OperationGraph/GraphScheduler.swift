import Foundation

/// The bookkeeping of one `OperationGraph.run()`: which operations finished how, which can start.
struct GraphScheduler<Result: Sendable> {
    private let graph: OperationGraph<Result>
    private var finished: [String: OperationOutcome<Result>] = [:]
    private var started: Set<String> = []

    init(graph: OperationGraph<Result>) {
        self.graph = graph
    }

    /// The results of the operations that completed, by id.
    var completedResults: [String: Result] {
        finished.compactMapValues(\.result)
    }

    mutating func finish(_ id: String, with outcome: OperationOutcome<Result>) {
        finished[id] = outcome
    }

    /// The operations that can start now, in declaration order; marks them started. Operations that can
    /// never start are marked skipped, repeatedly, until nothing changes.
    mutating func takeReady() -> [GraphOperation<Result>] {
        var ready: [GraphOperation<Result>] = []
        var changed = true
        while changed {
            changed = false
            for operation in graph.operations where !started.contains(operation.id) && finished[operation.id] == nil {
                switch readiness(of: operation.id) {
                case .ready:
                    started.insert(operation.id)
                    ready.append(operation)
                case .never:
                    finished[operation.id] = .skipped
                    changed = true
                case .waiting:
                    continue
                }
            }
        }
        return ready
    }

    private enum Readiness { case ready, waiting, never }

    private func readiness(of id: String) -> Readiness {
        let incoming = graph.connections.filter { $0.target == id }
        var segueCount = 0
        var activated = false
        var segueUndecided = false
        for connection in incoming {
            let source = finished[connection.source]
            switch connection {
            case .dependency:
                guard let source else { return .waiting }
                if source.result == nil { return .never }
            case .segue(_, _, let condition):
                segueCount += 1
                guard let source else {
                    segueUndecided = true
                    continue
                }
                if let result = source.result, condition?(result) ?? true { activated = true }
            }
        }
        if segueCount == 0 || activated { return .ready }
        return segueUndecided ? .waiting : .never
    }

    /// Every operation's outcome; those never reached are skipped, or cancelled when the run was.
    func outcomes(cancelled: Bool) -> [String: OperationOutcome<Result>] {
        var all = finished
        for operation in graph.operations where all[operation.id] == nil {
            all[operation.id] = cancelled ? .cancelled : .skipped
        }
        return all
    }
}
