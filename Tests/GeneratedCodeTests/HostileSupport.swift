// The app functions the hostile corpus spec (Corpus/valid/Hostile.flow.yaml) calls.
import Orchestrate

enum App {
    static func `default`() async throws {}

    static func success(_ flow: FlowContext, _ success: SuccessNode) async throws -> SuccessNode {
        success
    }
}
