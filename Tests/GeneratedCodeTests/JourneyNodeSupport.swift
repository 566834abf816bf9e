import Foundation
import Orchestrate

extension ContinueNode {
    /// A Journey node built in memory, as the Journey transform builds one: `callbacks` are (type, outputs)
    /// made into callbacks by `registry`, each with one string input.
    static func journeyNode(
        stage: String? = nil, callbacks: [(type: String, outputs: [String: JSON])],
        registry: CallbackRegistry = CallbackRegistry()
    ) -> ContinueNode {
        let json: [JSON] = callbacks.map { callback in
            .object([
                "type": .string(callback.type),
                "output": .array(
                    callback.outputs.keys.sorted().map {
                        .object(["name": .string($0), "value": callback.outputs[$0] ?? .null])
                    }),
                "input": .array([.object(["name": "IDToken1", "value": ""])]),
            ])
        }
        var input: [String: JSON] = ["authId": "test", "callbacks": .array(json)]
        if let stage { input["stage"] = .string(stage) }
        return ContinueNode(
            context: FlowContext(workflow: Journey.createJourney()), input: .object(input),
            actions: json.map(registry.callback(for:))
        ) { _ in Request() }
    }
}
