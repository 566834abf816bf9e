import Foundation
import OrchestrateBasics
import OrchestrateRecording

/// What the responses of a recording (`orchestrate-sandbox record`) say about the flows it walked: each
/// journey's steps (the callbacks AM sent, as it sent them) and each DaVinci form (its fields, as DaVinci sent
/// them), and where each answer led, read from the recording's exchanges in order.
///
/// The file is read as the recorder wrote it, through its typed model (`SandboxRecording`, in
/// `OrchestrateRecording`); the document it was parsed from gives each step its line and column.
struct RecordedWalks {
    /// One screen the client was shown: a journey step or a DaVinci form.
    struct Step {
        /// What tells the step apart: the stage, header or callbacks of a journey step; a form's node id.
        let key: String
        /// The response that showed it first.
        let body: JSON
        /// Where that response is in the file.
        let place: ExportPlace
    }

    /// Where an answer led.
    enum End: Hashable {
        /// To the step of this key.
        case step(String)
        /// To the end of a successful sign-in.
        case success
        /// To a refusal: its status and the body the upstream sent.
        case failure(status: Int, body: JSON)
    }

    /// One answer to a step: the button it pressed (DaVinci), the values it sent that were not secret, which
    /// secrets it sent (by input), and where it led.
    struct Answer: Hashable {
        var button: String?
        var values: [String: JSON]
        var secrets: Set<String>
        var end: End
    }

    /// A journey: its steps in the order first shown, and the answers to each.
    struct Journey {
        var name: String
        /// The realm of its `authenticate` path (`/json/realms/root/realms/alpha/…`: `alpha`).
        var realm = "root"
        var steps: [Step] = []
        var answers: [String: [Answer]] = [:]
        /// The step each walk began at.
        var firstSteps: [String] = []
    }

    /// The journeys, by tree, in the order first walked.
    var journeys: [Journey] = []
    /// The DaVinci forms and the answers to them, when the recording walked a DaVinci flow.
    var davinci: Journey?
    /// The recorded upstream.
    var upstream = ""

    /// Reads `recording`, parsed from `document` (which places each step in the file).
    static func read(_ recording: SandboxRecording, in document: ExportDocument) -> RecordedWalks {
        let root = ExportPlace(document: document, path: [])
        var walks = RecordedWalks()
        walks.upstream = recording.upstream
        var reader = Reader()
        for (index, exchange) in recording.exchanges.enumerated() {
            reader.read(exchange, place: root.appending(.key("exchanges"), .index(index)), into: &walks)
        }
        return walks
    }

    /// Follows the walks: which step each request answers (the previous step of its walk), and what came back.
    private struct Reader {
        /// The journey each walk walks, and the step it is at.
        var treeOfWalk: [Int: String] = [:]
        var stepOfWalk: [Int: String] = [:]
        var formOfWalk: [Int: String] = [:]

        mutating func read(_ exchange: RecordedExchange, place: ExportPlace, into walks: inout RecordedWalks) {
            let path = exchange.request.path
            let walk = exchange.walk
            let status = exchange.response.status
            let body: JSON? = if case .json(let json) = exchange.request.body { json } else { nil }
            let answer: JSON = if case .json(let json) = exchange.response.body { json } else { .null }
            let responsePlace = place.appending(.key("response"), .key("body"), .key("json"))
            if path.hasSuffix("/authenticate") {
                let tree = exchange.request.query.first { $0.name == "authIndexValue" }?.value
                if body?["authId"] == nil, let tree { treeOfWalk[walk] = tree }
                let name = treeOfWalk[walk] ?? tree ?? "Journey"
                var journey =
                    walks.journeys.first { $0.name == name } ?? Journey(name: name, realm: Self.realm(of: path))
                let end = Self.journeyEnd(status: status, answer: answer, place: responsePlace, journey: &journey)
                if let body, body["authId"] != nil, let from = stepOfWalk[walk] {
                    let (values, secrets) = Self.journeyValues(body)
                    Self.add(Answer(button: nil, values: values, secrets: secrets, end: end), to: from, in: &journey)
                } else if case .step(let first) = end, !journey.firstSteps.contains(first) {
                    journey.firstSteps.append(first)
                }
                if case .step(let key) = end { stepOfWalk[walk] = key } else { stepOfWalk[walk] = nil }
                if let index = walks.journeys.firstIndex(where: { $0.name == name }) {
                    walks.journeys[index] = journey
                } else {
                    walks.journeys.append(journey)
                }
                return
            }
            // DaVinci: a form is a response with `form.components`; an answer is a request with `parameters`.
            let isForm = answer[path: "form", "components"] != nil && answer["id"]?.stringValue != nil
            let isSubmission = body?["parameters"] != nil || body?["eventName"] != nil
            let finished = answer["authorizeResponse"] != nil || answer["status"]?.stringValue == "COMPLETED"
            guard isForm || isSubmission || (finished && formOfWalk[walk] != nil) else { return }
            var flow = walks.davinci ?? Journey(name: "DaVinci")
            let end: End
            if isForm, let id = answer["id"]?.stringValue {
                if !flow.steps.contains(where: { $0.key == id }) {
                    flow.steps.append(Step(key: id, body: answer, place: responsePlace))
                }
                end = .step(id)
            } else if finished {
                end = .success
            } else {
                end = .failure(status: status, body: answer)
            }
            if isSubmission, let body, let from = body["id"]?.stringValue ?? formOfWalk[walk] {
                let formData = body[path: "parameters", "data", "formData"]?.members ?? JSONObject()
                var values: [String: JSON] = [:]
                var secrets: Set<String> = []
                for (key, value) in formData {
                    if case .string(let text) = value, text.hasPrefix(Self.placeholderPrefix) {
                        secrets.insert(key)
                    } else {
                        values[key] = value
                    }
                }
                let button = body[path: "parameters", "data", "actionKey"]?.stringValue
                Self.add(Answer(button: button, values: values, secrets: secrets, end: end), to: from, in: &flow)
            } else if case .step(let first) = end, !flow.firstSteps.contains(first) {
                flow.firstSteps.append(first)
            }
            // An error leaves the client on the form it answered.
            if case .step(let id) = end { formOfWalk[walk] = id }
            walks.davinci = flow
        }

        static let placeholderPrefix = RecordedPlaceholder.prefix

        /// The last realm named in a `…/json/realms/<realm>[/realms/<realm>…]/authenticate` path.
        static func realm(of path: String) -> String {
            let segments = path.split(separator: "/").map(String.init)
            var realm = "root"
            for (index, segment) in segments.enumerated() where segment == "realms" && index + 1 < segments.count {
                realm = segments[index + 1]
            }
            return realm
        }

        /// Where a journey answer led: a step (added to `journey` when new), success, or a failure.
        static func journeyEnd(status: Int, answer: JSON, place: ExportPlace, journey: inout Journey) -> End {
            if status == 200, answer["callbacks"]?.arrayValue != nil {
                let key = stepKey(answer)
                if !journey.steps.contains(where: { $0.key == key }) {
                    journey.steps.append(Step(key: key, body: answer, place: place))
                }
                return .step(key)
            }
            if status == 200, answer["tokenId"] != nil || answer["successUrl"] != nil { return .success }
            return .failure(status: status, body: answer)
        }

        /// A journey step's key: its stage, else its header, else its callbacks' types and prompts.
        static func stepKey(_ body: JSON) -> String {
            if let stage = body["stage"]?.stringValue, !stage.isEmpty { return "stage " + stage }
            if let header = body["header"]?.stringValue, !header.isEmpty { return "header " + header }
            return (body["callbacks"]?.arrayValue ?? []).map { callback in
                let prompt = (callback["output"]?.arrayValue ?? []).first { $0["name"] == "prompt" }?["value"]?
                    .stringValue
                return (callback["type"]?.stringValue ?? "?") + (prompt.map { "(\($0))" } ?? "")
            }.joined(separator: ", ")
        }

        /// The inputs of a journey answer: values not replaced, and the names of those that were (secrets).
        static func journeyValues(_ body: JSON) -> ([String: JSON], Set<String>) {
            var values: [String: JSON] = [:]
            var secrets: Set<String> = []
            for callback in body["callbacks"]?.arrayValue ?? [] {
                for input in callback["input"]?.arrayValue ?? [] {
                    guard let name = input["name"]?.stringValue else { continue }
                    if case .string(let text)? = input["value"], text.hasPrefix(placeholderPrefix) {
                        secrets.insert(name)
                    } else {
                        values[name] = input["value"] ?? .null
                    }
                }
            }
            return (values, secrets)
        }

        static func add(_ answer: Answer, to step: String, in journey: inout Journey) {
            var answers = journey.answers[step] ?? []
            if !answers.contains(answer) { answers.append(answer) }
            journey.answers[step] = answers
        }
    }
}
