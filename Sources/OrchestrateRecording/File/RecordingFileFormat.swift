import Foundation
import OrchestrateBasics

// The recording file's JSON, both ways, by hand: read with the order of every object kept (a decoder's keyed
// container gives its keys in no order), each error naming the member at fault (`exchanges[3].request.method`).

/// A member of a recording file being read, with its path for errors.
package struct RecordingFileReader {
    /// A step of a path into the file: an object's member or an array's element.
    package enum Step: Sendable, Equatable {
        case key(String)
        case index(Int)
    }

    let json: JSON
    let path: [Step]

    init(_ json: JSON, at path: [Step]) {
        self.json = json
        self.path = path
    }

    /// Why the file is not a recording: the member at fault and what is wrong with it.
    package struct Failure: Error, CustomStringConvertible {
        /// Where, from the file's top.
        package let path: [Step]
        /// What is wrong.
        package let reason: String

        /// `at exchanges[3].request: no "method"`.
        package var description: String {
            let shown = path.enumerated().map { offset, step in
                switch step {
                case .key(let key): offset == 0 ? key : ".\(key)"
                case .index(let index): "[\(index)]"
                }
            }.joined()
            return (shown.isEmpty ? "" : "at \(shown): ") + reason
        }
    }

    func fail(_ reason: String) -> Failure {
        Failure(path: path, reason: reason)
    }

    func member(_ key: String) throws(Failure) -> RecordingFileReader {
        guard case .object(let members) = json else { throw fail("expected an object") }
        guard let value = members[key] else { throw fail("no \"\(key)\"") }
        return RecordingFileReader(value, at: path + [.key(key)])
    }

    func optionalMember(_ key: String) throws(Failure) -> RecordingFileReader? {
        guard case .object(let members) = json else { throw fail("expected an object") }
        guard let value = members[key], !value.isNull else { return nil }
        return RecordingFileReader(value, at: path + [.key(key)])
    }

    func string() throws(Failure) -> String {
        guard case .string(let text) = json else { throw fail("expected a string") }
        return text
    }

    func int() throws(Failure) -> Int {
        guard let number = json.intValue else { throw fail("expected an integer") }
        return number
    }

    func elements() throws(Failure) -> [RecordingFileReader] {
        guard case .array(let elements) = json else { throw fail("expected an array") }
        return elements.enumerated().map { RecordingFileReader($1, at: path + [.index($0)]) }
    }

    func pairs() throws(Failure) -> [SandboxNameValue] {
        var pairs: [SandboxNameValue] = []
        for element in try elements() {
            pairs.append(
                SandboxNameValue(name: try element.member("name").string(), value: try element.member("value").string())
            )
        }
        return pairs
    }
}

extension SandboxRecording {
    /// Reads a recording from the JSON of its file; a failure names the member at fault. A format other than
    /// ``currentFormat`` is the first thing refused.
    package init(fileJSON json: JSON) throws(RecordingFileReader.Failure) {
        try self.init(reading: RecordingFileReader(json, at: []))
    }

    init(reading file: RecordingFileReader) throws(RecordingFileReader.Failure) {
        let formatMember = try file.member("format")
        format = try formatMember.int()
        guard format == Self.currentFormat else {
            throw formatMember.fail("format \(format) is not \(Self.currentFormat), the one this build reads")
        }
        upstream = try file.member("upstream").string()
        replacements = []
        for element in try file.optionalMember("replacements")?.elements() ?? [] {
            replacements.append(try RecordedReplacement(reading: element))
        }
        exchanges = []
        for element in try file.member("exchanges").elements() {
            exchanges.append(try RecordedExchange(reading: element))
        }
    }

    /// The file's header: format, upstream, replacements, in that order.
    var headerJSON: [(String, JSON)] {
        [
            ("format", .integer(format)), ("upstream", .string(upstream)),
            ("replacements", .array(replacements.map(\.fileJSON))),
        ]
    }
}

extension RecordedReplacement {
    init(reading file: RecordingFileReader) throws(RecordingFileReader.Failure) {
        let placeholder = try file.member("placeholder").string()
        let kindName = try file.member("kind").string()
        guard let kind = RecordedSecretKind(rawValue: kindName) else {
            throw file.fail("\"\(kindName)\" is not a kind of secret this build knows")
        }
        guard RecordedPlaceholder.parse(placeholder)?.kind == kind else {
            throw file.fail("\"\(placeholder)\" is not a placeholder of kind \(kindName)")
        }
        self.init(
            placeholder: placeholder, kind: kind, firstSeen: try file.member("firstSeen").string(),
            claims: try file.optionalMember("claims")?.json)
    }

    var fileJSON: JSON {
        var members: [(String, JSON)] = [
            ("placeholder", .string(placeholder)), ("kind", .string(kind.rawValue)), ("firstSeen", .string(firstSeen)),
        ]
        if let claims { members.append(("claims", claims.sortingKeys())) }
        return .object(JSONObject(members))
    }
}

extension RecordedExchange {
    init(reading file: RecordingFileReader) throws(RecordingFileReader.Failure) {
        let walk = try file.member("walk").int()
        guard walk > 0 else { throw file.fail("a walk is numbered from 1") }
        let request = try file.member("request")
        let response = try file.member("response")
        self.init(
            walk: walk,
            request: RecordedRequest(
                method: try request.member("method").string(), path: try request.member("path").string(),
                query: try request.optionalMember("query")?.pairs() ?? [],
                headers: try request.optionalMember("headers")?.pairs() ?? [],
                body: try request.optionalMember("body").map { body throws(RecordingFileReader.Failure) in
                    try RecordedBody(reading: body)
                } ?? .empty),
            response: RecordedResponse(
                status: try response.member("status").int(),
                headers: try response.optionalMember("headers")?.pairs() ?? [],
                body: try response.optionalMember("body").map { body throws(RecordingFileReader.Failure) in
                    try RecordedBody(reading: body)
                } ?? .empty))
    }

    var fileJSON: JSON {
        .object(
            JSONObject([
                ("walk", .integer(walk)),
                (
                    "request",
                    .object(
                        JSONObject([
                            ("method", .string(request.method)), ("path", .string(request.path)),
                            ("query", Self.pairsJSON(request.query)), ("headers", Self.pairsJSON(request.headers)),
                            ("body", request.body.fileJSON),
                        ]))
                ),
                (
                    "response",
                    .object(
                        JSONObject([
                            ("status", .integer(response.status)), ("headers", Self.pairsJSON(response.headers)),
                            ("body", response.body.fileJSON),
                        ]))
                ),
            ]))
    }

    /// The exchange as the file writes it, indented where it stands in the file's `exchanges`.
    package var fileBytes: [UInt8] {
        fileJSON.prettySerialized(keyOrder: .stored, depth: 2)
    }

    static func pairsJSON(_ pairs: [SandboxNameValue]) -> JSON {
        .array(pairs.map { .object(JSONObject([("name", .string($0.name)), ("value", .string($0.value))])) })
    }
}

extension RecordedBody {
    /// Reads `{}` (empty), `{"json": …}`, `{"form": […]}`, `{"text": "…"}` or `{"omittedBytes": N}`.
    init(reading file: RecordingFileReader) throws(RecordingFileReader.Failure) {
        if let json = try file.optionalMember("json") {
            self = .json(json.json)
        } else if let form = try file.optionalMember("form") {
            self = .form(try form.pairs())
        } else if let text = try file.optionalMember("text") {
            self = .text(try text.string())
        } else if let bytes = try file.optionalMember("omittedBytes") {
            self = .omitted(bytes: try bytes.int())
        } else {
            self = .empty
        }
    }

    /// The forms ``init(reading:)`` reads; a JSON body with its members sorted.
    var fileJSON: JSON {
        switch self {
        case .empty: return .object(JSONObject())
        case .json(let json): return .object(JSONObject([("json", json.sortingKeys())]))
        case .form(let pairs): return .object(JSONObject([("form", RecordedExchange.pairsJSON(pairs))]))
        case .text(let text): return .object(JSONObject([("text", .string(text))]))
        case .omitted(let bytes): return .object(JSONObject([("omittedBytes", .integer(bytes))]))
        }
    }
}

extension JSON {
    /// This value with every object's members sorted by key: the canonical form, whose bytes are equal when
    /// the values are.
    package func sortingKeys() -> JSON {
        switch self {
        case .array(let elements): return .array(elements.map { $0.sortingKeys() })
        case .object(let members):
            return .object(JSONObject(members.keys.sorted().map { ($0, (members[$0] ?? .null).sortingKeys()) }))
        default: return self
        }
    }
}
