import Foundation
import OrchestrateBasics

/// A recorded body: JSON kept as JSON (so that a review reads it), a form as its fields, other text as text.
public enum RecordedBody: Sendable, Equatable {
    /// No body.
    case empty
    /// A JSON body.
    case json(JSON)
    /// An `application/x-www-form-urlencoded` body, its fields in order.
    case form([SandboxNameValue])
    /// Any other text body.
    case text(String)
    /// A body that is not text, or is too large to keep: only its size is recorded.
    case omitted(bytes: Int)

    /// The largest body kept as text or JSON; a larger one is recorded by its size only.
    package static let largestKept = 2 * 1_048_576

    /// Reads `data` by what it is, whatever its `Content-Type` says: JSON when it parses as a JSON object or
    /// array, a form when it is labelled as one or, unlabelled, has a form's shape, other UTF-8 text as text,
    /// else only its size. A body mislabelled `text/plain` is still read as the JSON it is, so that the rules
    /// find its secrets.
    package init(data: Data, contentType: String?) {
        guard !data.isEmpty else {
            self = .empty
            return
        }
        let type = contentType?.lowercased() ?? ""
        guard data.count <= Self.largestKept, let text = String(data: data, encoding: .utf8) else {
            self = .omitted(bytes: data.count)
            return
        }
        let first = text.first { !$0.isWhitespace }
        if first == "{" || first == "[", let json = try? JSON.parse(data) {
            self = .json(json)
        } else if type.contains("x-www-form-urlencoded") || (type.isEmpty && Self.hasFormShape(text)),
            let pairs = FormURLEncoding.pairs(text)
        {
            self = .form(pairs)
        } else {
            self = .text(text)
        }
    }

    /// `name=value` pieces joined by `&`, with no space or line break: what an unlabelled form body looks like.
    private static func hasFormShape(_ text: String) -> Bool {
        !text.isEmpty && !text.contains(where: \.isWhitespace)
            && text.split(separator: "&").allSatisfy { $0.contains("=") && !$0.hasPrefix("=") }
    }

    /// The bytes to send: JSON compact in its stored order, a form encoded, text as UTF-8.
    package var data: Data {
        switch self {
        case .empty, .omitted: return Data()
        case .json(let json): return json.serialized(keyOrder: .stored)
        case .form(let pairs): return Data(FormURLEncoding.encode(pairs).utf8)
        case .text(let text): return Data(text.utf8)
        }
    }

    /// The body with `transform` applied to every string in it (JSON strings, form values, the text).
    package func mapStrings(_ transform: (String) -> String) -> RecordedBody {
        switch self {
        case .empty, .omitted: return self
        case .json(let json): return .json(json.mapStrings(transform))
        case .form(let pairs): return .form(pairs.map { SandboxNameValue(name: $0.name, value: transform($0.value)) })
        case .text(let text): return .text(transform(text))
        }
    }

    /// Every string in the body (JSON strings, form values, the text), in order.
    package func forEachString(_ body: (String) -> Void) {
        switch self {
        case .empty, .omitted: break
        case .json(let json): json.forEachString(body)
        case .form(let pairs):
            for pair in pairs { body(pair.value) }
        case .text(let text): body(text)
        }
    }
}

/// An exchange as it passed between the recorder and the upstream, before anything is replaced.
package struct RawExchange: Sendable {
    package var method: String
    package var path: String
    package var query: [SandboxNameValue]
    package var requestHeaders: [SandboxNameValue]
    package var requestBody: Data
    package var status: Int
    package var responseHeaders: [SandboxNameValue]
    package var responseBody: Data

    /// Creates an exchange.
    package init(
        method: String, path: String, query: [SandboxNameValue], requestHeaders: [SandboxNameValue],
        requestBody: Data, status: Int, responseHeaders: [SandboxNameValue], responseBody: Data
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.requestHeaders = requestHeaders
        self.requestBody = requestBody
        self.status = status
        self.responseHeaders = responseHeaders
        self.responseBody = responseBody
    }
}
