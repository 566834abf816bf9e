/// What of a request decides where a flow goes, as replay compares it: the protocol part (method, path,
/// query, and of the body what names the step: a journey's callbacks, a DaVinci submission's node and button),
/// and apart from it the values sent, which choose a path only where the recorded walks part.
struct RequestShape: Sendable {
    /// Compared with `RecordedTemplate.match`.
    let protocolPart: JSON
    /// The values sent, by a name unique in the request (`<callback index>.<input name>`, or a form-data key).
    let inputs: [String: JSON]
    /// The names of the inputs the client makes rather than the user types (a device profile, a passkey's
    /// credential, Protect's signals, a hidden value a script fills: ``RecordingSecretRules``).
    let clientMade: Set<String>
    /// A line naming the step, for mismatch messages.
    let summary: String

    /// The shape of a request; `authorization` is its `Authorization` header, of which the scheme counts (a
    /// request with a bearer token and one without are two states); `clientMadeFields` are the DaVinci form-data
    /// keys of fields whose value the client makes.
    init(
        method: String, path: String, query: [SandboxNameValue], body: RecordedBody, authorization: String? = nil,
        clientMadeFields: Set<String> = []
    ) {
        var queryMembers: [(String, JSON)] = []
        for name in Set(query.map(\.name)).sorted() {
            queryMembers.append((name, .array(query.filter { $0.name == name }.map { .string($0.value) })))
        }
        var inputs: [String: JSON] = [:]
        var clientMade: Set<String> = []
        let bodyPart: JSON
        var step = ""
        switch body {
        case .json(let json) where json["callbacks"]?.arrayValue != nil:
            // A journey step: the callbacks as AM sent them (types and outputs) and the names of their inputs.
            var callbacks: [JSON] = []
            for (index, callback) in (json["callbacks"]?.arrayValue ?? []).enumerated() {
                let names = (callback["input"]?.arrayValue ?? []).map { $0["name"] ?? .null }
                let type = callback["type"]?.stringValue ?? ""
                let madeByClient =
                    type == "HiddenValueCallback" || RecordingSecretRules.callbacks[type]?.clientMade == true
                for input in callback["input"]?.arrayValue ?? [] {
                    let name = "\(index).\(input["name"]?.stringValue ?? "")"
                    inputs[name] = input["value"] ?? .null
                    if madeByClient { clientMade.insert(name) }
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
            clientMade = clientMadeFields.intersection(formData.keys)
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
                ("credentials", authorization.map { .string(Self.scheme(of: $0)) } ?? .null),
                ("body", bodyPart),
            ]))
        self.inputs = inputs
        self.clientMade = clientMade
        let queryText = query.isEmpty ? "" : "?" + query.map(\.name).joined(separator: "&")
        summary = "\(method) \(path)\(queryText)\(step)"
    }

    /// The scheme of an `Authorization` header (`bearer`), or `credentials` for one sent without a scheme.
    static func scheme(of authorization: String) -> String {
        let parts = authorization.split(separator: " ", maxSplits: 1)
        return parts.count == 2 ? parts[0].lowercased() : "credentials"
    }
}
