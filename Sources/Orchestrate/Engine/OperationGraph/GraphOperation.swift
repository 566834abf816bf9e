import Foundation

/// One work item of an `OperationGraph`: it runs once, on the main actor or in the background as it
/// asks, given the results of the operations that completed before it, and produces a result.
public struct GraphOperation<Result: Sendable>: Sendable {
    /// What runs, and where.
    public enum Body: Sendable {
        /// Runs off the main actor.
        case background(@Sendable ([String: Result]) async throws -> Result)
        /// Runs on the main actor (for UI work, such as presenting a sign-in screen).
        case mainActor(@MainActor @Sendable ([String: Result]) async throws -> Result)
    }

    /// The operation's name, unique in its graph.
    public let id: String
    /// What runs, and where.
    public let body: Body

    /// An operation that runs `body` in the background. `body` is given the results of every operation
    /// completed so far, by id; a synchronous closure is fine.
    public static func background(
        _ id: String,
        _ body: @escaping @Sendable ([String: Result]) async throws -> Result
    ) -> Self {
        Self(id: id, body: .background(body))
    }

    /// An operation that runs `body` on the main actor.
    public static func mainActor(
        _ id: String,
        _ body: @escaping @MainActor @Sendable ([String: Result]) async throws -> Result
    ) -> Self {
        Self(id: id, body: .mainActor(body))
    }

    func run(_ inputs: [String: Result]) async throws -> Result {
        switch body {
        case .background(let work): try await work(inputs)
        case .mainActor(let work): try await work(inputs)
        }
    }
}

/// A connection between two operations of a graph.
public enum GraphConnection<Result: Sendable>: Sendable {
    /// `target` waits until `source` has completed (all of a target's dependencies must complete).
    case dependency(from: String, to: String)
    /// `target` is activated when `source` completes and `condition` holds for its result (`nil`: always);
    /// a target with several segues starts when one or more are activated.
    case segue(from: String, to: String, condition: (@Sendable (Result) -> Bool)?)

    var source: String {
        switch self {
        case .dependency(let from, _), .segue(let from, _, _): from
        }
    }

    var target: String {
        switch self {
        case .dependency(_, let to), .segue(_, let to, _): to
        }
    }
}

/// How an operation ended.
public enum OperationOutcome<Result: Sendable>: Sendable {
    /// It ran and produced a result.
    case completed(Result)
    /// It threw.
    case failed(any Error)
    /// It never ran: no incoming segue was activated, or a dependency did not complete.
    case skipped
    /// The graph was cancelled before it finished.
    case cancelled

    /// The result, when it completed.
    public var result: Result? {
        if case .completed(let result) = self { return result }
        return nil
    }
}

/// Why a graph cannot be built.
public enum OperationGraphError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Two operations have the same id.
    case duplicateOperation(String)
    /// A connection names an operation that is not in the graph.
    case unknownOperation(String)
    /// The dependencies form a cycle, listed in order with the first id repeated at the end.
    case dependencyCycle([String])

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .duplicateOperation(let id): "operation '\(id)' is declared twice"
        case .unknownOperation(let id): "a connection names unknown operation '\(id)'"
        case .dependencyCycle(let ids): "dependencies form a cycle: \(ids.joined(separator: " → "))"
        }
    }
}
