import Foundation

/// Every exchange of one or more walks through a real tenant, as `orchestrate-sandbox record` wrote them, with
/// each secret replaced by a placeholder (see ``RecordedReplacement``): what ``SandboxServer/init(replaying:host:port:journalLimit:allowedHosts:routes:)``
/// answers from and `orchestrate-gen import recording` types the flow from.
///
/// The file is JSON with sorted keys, so that the same walks give the same bytes and a review reads a diff.
public struct SandboxRecording: Sendable, Codable, Equatable {
    /// The version of the file format this build writes and reads.
    public static let currentFormat = 1

    /// The file format's version (``currentFormat``).
    public var format: Int
    /// The upstream's origin, such as `https://auth.pingone.com`: replay puts its own origin in its place.
    public var upstream: String
    /// Every placeholder in the file, what it stands for and where it was first seen: the file's header.
    public var replacements: [RecordedReplacement]
    /// The exchanges in the order they happened.
    public var exchanges: [RecordedExchange]

    /// An empty recording of `upstream`.
    public init(upstream: String) {
        self.format = Self.currentFormat
        self.upstream = upstream
        self.replacements = []
        self.exchanges = []
    }

    /// Reads a recording file.
    /// - Throws: ``SandboxRecordingError`` naming the file and what is wrong with it.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SandboxRecordingError.unreadable(path: url.path, reason: error.localizedDescription)
        }
        try self.init(data: data, source: url.path)
    }

    /// Reads a recording from its JSON bytes; `source` names it in errors.
    public init(data: Data, source: String = "<recording>") throws {
        do {
            self = try JSONDecoder().decode(SandboxRecording.self, from: data)
        } catch let error as DecodingError {
            throw SandboxRecordingError.malformed(path: source, reason: Self.describe(error))
        }
        guard format == Self.currentFormat else {
            throw SandboxRecordingError.malformed(
                path: source, reason: "format \(format) is not \(Self.currentFormat), the one this build reads")
        }
    }

    /// The file's bytes: indented JSON and a final newline, the header (format, upstream, replacements)
    /// first, then the exchanges; the members of each part in a fixed order, those of bodies sorted.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every member is a string, number, array or object of them: encoding and reading back cannot fail.
        guard let data = try? encoder.encode(self), let json = try? JSON.parse(data) else { return Data() }
        return Self.ordered(json).prettySerialized(keyOrder: .stored)
    }

    /// The order of the members of a recording's own objects; other members (of bodies, of claims) follow, sorted.
    private static let memberOrder = [
        "format", "upstream", "replacements", "exchanges", "walk", "request", "response", "placeholder", "kind",
        "firstSeen", "claims", "method", "path", "query", "status", "headers", "body", "name", "value",
    ]

    private static func ordered(_ json: JSON, inBody: Bool = false) -> JSON {
        switch json {
        case .array(let elements): return .array(elements.map { ordered($0, inBody: inBody) })
        case .object(let members):
            let rank = { (key: String) in inBody ? Int.max : memberOrder.firstIndex(of: key) ?? Int.max }
            let keys = members.keys.sorted { (rank($0), $0) < (rank($1), $1) }
            return .object(
                JSONObject(
                    keys.map { key in
                        (key, ordered(members[key] ?? .null, inBody: inBody || key == "body" || key == "claims"))
                    }))
        default: return json
        }
    }

    /// The number of walks: a walk starts at each authorize or journey start (see ``RecordedExchange/walk``).
    public var walkCount: Int {
        (exchanges.map(\.walk).max() ?? 0)
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .dataCorrupted(context), let .keyNotFound(_, context), let .typeMismatch(_, context),
            let .valueNotFound(_, context):
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return (path.isEmpty ? "" : "at \(path): ") + context.debugDescription
        @unknown default:
            return String(describing: error)
        }
    }
}

/// One request and the upstream's answer to it, as the upstream saw them (its origin, its paths), secrets replaced.
public struct RecordedExchange: Sendable, Codable, Equatable {
    /// The walk this exchange belongs to, from 1: a walk starts at an authorize request or at a journey's first
    /// `authenticate` (one without an `authId`).
    public var walk: Int
    /// What the client sent.
    public var request: RecordedRequest
    /// What the upstream answered.
    public var response: RecordedResponse

    /// Creates an exchange.
    public init(walk: Int, request: RecordedRequest, response: RecordedResponse) {
        self.walk = walk
        self.request = request
        self.response = response
    }
}

/// A recorded request: the method, path and query as sent, the headers that say something about the protocol, the body.
public struct RecordedRequest: Sendable, Codable, Equatable {
    /// `GET`, `POST`, …
    public var method: String
    /// The path, percent-encoded as sent.
    public var path: String
    /// The query items in order, percent-decoded.
    public var query: [SandboxNameValue]
    /// The headers kept (connection, length, encoding and agent headers are left out), sorted by lower-cased name.
    public var headers: [SandboxNameValue]
    /// The body.
    public var body: RecordedBody

    /// Creates a request.
    public init(
        method: String, path: String, query: [SandboxNameValue], headers: [SandboxNameValue], body: RecordedBody
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }
}

/// A recorded response: status, headers (`Set-Cookie` as the upstream sent it, its value replaced), body.
public struct RecordedResponse: Sendable, Codable, Equatable {
    /// The status code.
    public var status: Int
    /// The headers kept, in the order received.
    public var headers: [SandboxNameValue]
    /// The body.
    public var body: RecordedBody

    /// Creates a response.
    public init(status: Int, headers: [SandboxNameValue], body: RecordedBody) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

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
}

extension RecordedBody: Codable {
    private enum Key: String, CodingKey { case json, form, text, omittedBytes }

    /// Decodes `{}` (empty), `{"json": …}`, `{"form": […]}`, `{"text": "…"}` or `{"omittedBytes": N}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let json = try container.decodeIfPresent(JSON.self, forKey: .json) {
            self = .json(json)
        } else if let form = try container.decodeIfPresent([SandboxNameValue].self, forKey: .form) {
            self = .form(form)
        } else if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
        } else if let bytes = try container.decodeIfPresent(Int.self, forKey: .omittedBytes) {
            self = .omitted(bytes: bytes)
        } else {
            self = .empty
        }
    }

    /// Encodes the forms ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .empty: break
        case .json(let json): try container.encode(json, forKey: .json)
        case .form(let fields): try container.encode(fields, forKey: .form)
        case .text(let text): try container.encode(text, forKey: .text)
        case .omitted(let bytes): try container.encode(bytes, forKey: .omittedBytes)
        }
    }
}

/// Why a recording cannot be read or written.
public enum SandboxRecordingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not a recording this build reads.
    case malformed(path: String, reason: String)
    /// The file records another upstream than the one asked for.
    case otherUpstream(path: String, recorded: String, asked: String)
    /// The upstream URL is not an `http` or `https` origin.
    case invalidUpstream(String)

    /// A readable explanation, naming the file.
    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): cannot read the recording: \(reason)"
        case let .malformed(path, reason): return "\(path): not a recording: \(reason)"
        case let .otherUpstream(path, recorded, asked):
            return "\(path) records \(recorded), not \(asked): record another upstream into another file"
        case .invalidUpstream(let text):
            return "'\(text)' is not an upstream origin: give https://host[:port] (http only for a loopback host)"
        }
    }
}
