/// What of a request decides where a flow goes, as replay compares it: the protocol part (method, path,
/// query, and of the body what names the step: a journey's callbacks, a DaVinci submission's node and button),
/// and apart from it the values typed, which choose a path only where the recorded walks part.
struct RequestShape: Sendable {
    /// Compared with ``RecordedTemplate/match(_:_:)-(JSON,JSON)``.
    let protocolPart: JSON
    /// The values typed, by a name unique in the request (`<callback index>.<input name>`, or a form-data key).
    let inputs: [String: JSON]
    /// A line naming the step, for mismatch messages.
    let summary: String

    init(method: String, path: String, query: [SandboxNameValue], body: RecordedBody) {
        var queryMembers: [(String, JSON)] = []
        for name in Set(query.map(\.name)).sorted() {
            queryMembers.append((name, .array(query.filter { $0.name == name }.map { .string($0.value) })))
        }
        var inputs: [String: JSON] = [:]
        let bodyPart: JSON
        var step = ""
        switch body {
        case .json(let json) where json["callbacks"]?.arrayValue != nil:
            // A journey step: the callbacks as AM sent them (types and outputs) and the names of their inputs.
            var callbacks: [JSON] = []
            for (index, callback) in (json["callbacks"]?.arrayValue ?? []).enumerated() {
                let names = (callback["input"]?.arrayValue ?? []).map { $0["name"] ?? .null }
                for input in callback["input"]?.arrayValue ?? [] {
                    inputs["\(index).\(input["name"]?.stringValue ?? "")"] = input["value"] ?? .null
                }
                callbacks.append(
                    .object(
                        JSONObject([
                            ("type", callback["type"] ?? .null), ("output", callback["output"] ?? .array([])),
                            ("input", .array(names)),
                        ])))
            }
            bodyPart = .object(JSONObject([("callbacks", .array(callbacks))]))
            step = " answering " + callbacks.map { $0["type"]?.stringValue ?? "?" }.joined(separator: ", ")
        case .json(let json) where json["eventName"] != nil || json["parameters"] != nil:
            // A DaVinci submission: the node, the event and the button; the form's values are inputs.
            let formData = json[path: "parameters", "data", "formData"]?.members ?? JSONObject()
            for (key, value) in formData { inputs[key] = value }
            let members: [(String, JSON)] = [
                ("id", json["id"] ?? .null), ("eventName", json["eventName"] ?? .null),
                ("eventType", json[path: "parameters", "eventType"] ?? .null),
                ("actionKey", json[path: "parameters", "data", "actionKey"] ?? .null),
                ("fields", .array(formData.keys.sorted().map { .string($0) })),
            ]
            bodyPart = .object(JSONObject(members))
            step =
                " submitting node \(json["id"]?.stringValue ?? "?")"
                + (json[path: "parameters", "data", "actionKey"]?.stringValue.map { " with \($0)" } ?? "")
        case .json(let json):
            bodyPart = json
        case .form(let pairs):
            var members: [(String, JSON)] = []
            for name in Set(pairs.map(\.name)).sorted() {
                members.append((name, .array(pairs.filter { $0.name == name }.map { .string($0.value) })))
            }
            bodyPart = .object(JSONObject(members))
            step = " with " + pairs.map(\.name).joined(separator: ", ")
        case .text(let text):
            bodyPart = .string(text)
        case .empty, .omitted:
            bodyPart = .null
        }
        protocolPart = .object(
            JSONObject([
                ("method", .string(method)), ("path", .string(path)), ("query", .object(JSONObject(queryMembers))),
                ("body", bodyPart),
            ]))
        self.inputs = inputs
        let queryText = query.isEmpty ? "" : "?" + query.map(\.name).joined(separator: "&")
        summary = "\(method) \(path)\(queryText)\(step)"
    }
}
