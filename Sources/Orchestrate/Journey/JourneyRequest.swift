import Foundation

/// Turns a Journey `ContinueNode`, with the user's input, into the request that submits it: a `POST`
/// of `{"authId", "callbacks"}` to the flow's authenticate URL, each callback's own JSON with its inputs
/// replaced by position. Callbacks whose payload is `nil` (a script `TextOutputCallback`) are left out;
/// callbacks of unknown types go back unchanged.
///
/// Only `authId` and `callbacks` are sent, as the iOS SDK does (Android echoes every key of the node):
/// they are what AM reads, and echoing the rest sends back text the server gave for display only.
enum JourneyRequest {
    @Sendable static func make(_ node: ContinueNode) throws -> Request {
        guard let flow = node.context[JourneyModule.flowKey] else { throw JourneyError.notAJourney }
        let body: JSON = [
            "authId": node.input["authId"] ?? .null,
            "callbacks": .array(node.callbacks.compactMap { $0.payload() }),
        ]
        let request = Request(url: flow.nextURL)
        request.method(.post)
        request.body(body)
        return request
    }
}
