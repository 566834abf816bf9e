import Foundation

/// Turns a DaVinci `ContinueNode`, with the user's input, into the request that submits it: a `POST` to
/// `_links.next.href` with
/// `{"id", "eventName", "interactionId", "parameters": {"eventType", "data": {"actionKey", "formData"}}}`,
/// whose event type and action key are the node's `submission` (the button pressed, else a polling, metadata
/// or pairing collector with a value, else the submit button). A node whose social login button was
/// authorized goes on with that provider's continue request instead (`IdpCollector.continueRequest()`).
enum DaVinciRequest {
    @Sendable static func make(_ node: ContinueNode) throws -> Request {
        if let provider = node.collectors.lazy.compactMap({ $0 as? IdpCollector }).first(where: \.isAuthorized) {
            return try provider.continueRequest()
        }
        guard let href = node.input[path: "_links", "next", "href"]?.stringValue else {
            throw DaVinciError.missingNextLink
        }
        let submission = node.submission
        var data: [String: JSON] = ["formData": .object(node.formData)]
        if let actionKey = submission.actionKey { data["actionKey"] = .string(actionKey) }
        var body: [String: JSON] = [
            "id": node.input["id"] ?? .null,
            "eventName": node.input["eventName"] ?? "continue",
            "parameters": ["eventType": .string(submission.eventType), "data": .object(data)],
        ]
        if let interactionID = node.input["interactionId"] { body["interactionId"] = interactionID }
        let request = Request(url: href)
        request.method(.post)
        request.body(.object(body))
        return request
    }
}

extension ContinueNode {
    /// The node's actions that are collectors, in the server's order.
    public var collectors: [any Collector] {
        actions.compactMap { $0 as? any Collector }
    }

    /// The flow context's name for the key of the button the node last sent was submitted with.
    static let sentButtonName = "orchestrate.sentButton"

    /// The button pressed last, of those pressed; `nil` when none was.
    public var pressedButton: (any ButtonCollector)? {
        collectors.compactMap { $0 as? any ButtonCollector }.filter(\.isPressed)
            .max { ($0.pressOrder ?? 0) < ($1.pressOrder ?? 0) }
    }

    /// The values the node's fields send, by key: every collector but the buttons, and those without a key.
    public var formData: [String: JSON] {
        var data: [String: JSON] = [:]
        for collector in collectors where !(collector is any ButtonCollector) && !collector.key.isEmpty {
            if let payload = collector.payload() { data[collector.key] = payload }
        }
        return data
    }

    /// The first collector of type `C` with `key`.
    public func collector<C: Collector>(_ type: C.Type = C.self, key: String) -> C? {
        actions.lazy.compactMap { $0 as? C }.first { $0.key == key }
    }

    /// Every rule the collectors' values break, by field key, in field order; empty when all are valid.
    public func validate() -> [(key: String, errors: [ValidationError])] {
        collectors.compactMap { collector in
            guard let validating = collector as? any Validating else { return nil }
            let errors = validating.validate()
            return errors.isEmpty ? nil : (collector.key, errors)
        }
    }
}
