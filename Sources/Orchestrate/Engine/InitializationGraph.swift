import Foundation

/// The Init state as an operation graph: each init function is an operation, `after:` names become
/// dependencies on every init function of those modules, and functions nothing orders run concurrently.
struct InitializationGraph: Sendable {
    let graph: OperationGraph<Bool>?
    let buildError: (any Error)?

    init(entries: [InitializeEntry], logger: any OrchestrateLogger) {
        let ids = entries.indices.map { "\(entries[$0].module)#\($0)" }
        var byModule: [String: [String]] = [:]
        for (index, entry) in entries.enumerated() { byModule[entry.module, default: []].append(ids[index]) }
        var connections: [GraphConnection<Bool>] = []
        for (index, entry) in entries.enumerated() {
            for name in entry.after {
                guard let sources = byModule[name] else {
                    logger.log(
                        .warning,
                        message:
                            "module '\(public: entry.module)' initializes after unknown module '\(public: name)'; ignored"
                    )
                    continue
                }
                connections += sources.map { .dependency(from: $0, to: ids[index]) }
            }
        }
        let operations = entries.indices.map { index in
            GraphOperation<Bool>.background(ids[index]) { _ in
                try await entries[index].hook()
                return true
            }
        }
        do {
            graph = try OperationGraph(operations: operations, connections: connections)
            buildError = nil
        } catch {
            graph = nil
            buildError = error
        }
    }

    /// Runs every init function; throws the first failure (in declaration order) or a cycle error.
    func run() async throws {
        if let buildError { throw buildError }
        guard let graph else { return }
        let outcomes = await graph.run()
        for operation in graph.operations {
            switch outcomes[operation.id] {
            case .failed(let error): throw error
            case .cancelled: throw CancellationError()
            default: continue
            }
        }
    }
}
