import Foundation

/// An exchange as it passed between the recorder and the upstream, before anything is replaced.
struct RawExchange: Sendable {
    var method: String
    var path: String
    var query: [SandboxNameValue]
    var requestHeaders: [SandboxNameValue]
    var requestBody: Data
    var status: Int
    var responseHeaders: [SandboxNameValue]
    var responseBody: Data
}

extension RecordedBody {
    /// The largest body kept as text or JSON; a larger one is recorded by its size only.
    static let largestKept = 2 * 1_048_576

    /// Reads `data` as its `Content-Type` says: JSON, a form, other UTF-8 text, or only its size.
    init(data: Data, contentType: String?) {
        guard !data.isEmpty else {
            self = .empty
            return
        }
        let type = contentType?.lowercased() ?? ""
        guard data.count <= Self.largestKept, let text = String(data: data, encoding: .utf8) else {
            self = .omitted(bytes: data.count)
            return
        }
        if type.contains("json") || (type.isEmpty && text.first.map { "{[".contains($0) } == true),
            let json = try? JSON.parse(data)
        {
            self = .json(json)
        } else if type.contains("x-www-form-urlencoded"), let pairs = FormURLEncoding.pairs(text) {
            self = .form(pairs)
        } else {
            self = .text(text)
        }
    }

    /// The bytes to send: JSON compact in its stored order, a form encoded, text as UTF-8.
    var data: Data {
        switch self {
        case .empty, .omitted: return Data()
        case .json(let json): return json.serialized(keyOrder: .stored)
        case .form(let pairs): return Data(FormURLEncoding.encode(pairs).utf8)
        case .text(let text): return Data(text.utf8)
        }
    }

    /// The body with `transform` applied to every string in it (JSON strings, form values, the text).
    func mapStrings(_ transform: (String) -> String) -> RecordedBody {
        switch self {
        case .empty, .omitted: return self
        case .json(let json): return .json(json.mapStrings(transform))
        case .form(let pairs): return .form(pairs.map { SandboxNameValue(name: $0.name, value: transform($0.value)) })
        case .text(let text): return .text(transform(text))
        }
    }
}

extension JSON {
    /// This value with `transform` applied to every string value (not to object keys).
    func mapStrings(_ transform: (String) -> String) -> JSON {
        switch self {
        case .string(let text): return .string(transform(text))
        case .array(let elements): return .array(elements.map { $0.mapStrings(transform) })
        case .object(let members):
            return .object(JSONObject(members.map { ($0.key, $0.value.mapStrings(transform)) }))
        default: return self
        }
    }

    /// Every string value in this value, depth first.
    func forEachString(_ body: (String) -> Void) {
        switch self {
        case .string(let text): body(text)
        case .array(let elements):
            for element in elements { element.forEachString(body) }
        case .object(let members):
            for value in members.values { value.forEachString(body) }
        default: break
        }
    }
}

extension FormURLEncoding {
    /// `pairs` as a form body: names and values percent-encoded but for unreserved characters, space as `+`.
    static func encode(_ pairs: [SandboxNameValue]) -> String {
        pairs.map { "\(encodeComponent($0.name))=\(encodeComponent($0.value))" }.joined(separator: "&")
    }

    /// One name or value of a form body.
    static func encodeComponent(_ text: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~ ")
        let encoded = text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
        return encoded.replacingOccurrences(of: " ", with: "+")
    }
}
