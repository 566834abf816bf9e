// The app functions the hostile corpus spec (Corpus/valid/Hostile.flow.yaml) calls.
import Orchestrate

enum App {
    static func `default`() async throws {}

    static func success(_ flow: FlowContext, _ success: SuccessNode) async throws -> SuccessNode {
        success
    }
}

extension App {
    static func start(_ flow: FlowContext, _ request: Request) -> Request { request }
    static func next(_ flow: FlowContext, _ node: ContinueNode, _ request: Request) async -> Request { request }
    static func response(_ flow: FlowContext, _ response: Response) throws {}
    static func signOff(_ request: Request) async throws -> Request { request }
}
