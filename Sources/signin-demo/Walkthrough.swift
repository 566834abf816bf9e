import Orchestrate

/// A walk of one protocol's sign-in through the demo's generated specs: the steps to a success, then what
/// follows it (the tokens, the sign-off).
protocol Walkthrough {
    /// Walks the flow to its success.
    mutating func run() async throws -> SuccessNode
    /// Shows what the success gave and signs off.
    func finish(_ success: SuccessNode) async throws
}

extension Walkthrough {
    /// Runs the walk and finishes it, calling `stop` (the server's) whether it succeeds or throws.
    mutating func runToTheEnd(stopping stop: () async -> Void) async throws -> SuccessNode {
        do {
            let success = try await run()
            try await finish(success)
            await stop()
            return success
        } catch {
            await stop()
            throw error
        }
    }
}

extension SignInWalkthrough: Walkthrough {}
extension JourneyWalkthrough: Walkthrough {}
