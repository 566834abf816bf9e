import Foundation
import OrchestrateBasics

/// Every exchange of one or more walks through a real tenant, as `orchestrate-sandbox record` wrote them, with
/// each secret replaced by a placeholder (see ``RecordedReplacement``): what `SandboxServer(replaying:)` answers
/// from and `orchestrate-gen import recording` types the flow from.
///
/// The file is JSON: the header (format, upstream, replacements) first, then the exchanges, the members of
/// bodies sorted, so that the same walks give the same bytes and a review reads a diff. It is read with the
/// order of every object kept, and compared and matched by value, never by the order of its keys.
public struct SandboxRecording: Sendable, Equatable {
    /// The version of the file format this build writes and reads.
    public static let currentFormat = 1
    /// The largest recording file read, 64 MiB: a larger one is refused before it is read, so that a hostile
    /// file cannot take a replay's memory.
    public static let maximumBytes = 64 * 1_048_576

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

    /// Reads a recording file of at most ``maximumBytes``.
    /// - Throws: ``SandboxRecordingError`` naming the file and what is wrong with it.
    public init(contentsOf url: URL) throws(SandboxRecordingError) {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int ?? 0
        guard size <= Self.maximumBytes else {
            throw .tooLarge(path: url.path, bytes: size, limit: Self.maximumBytes)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        try self.init(data: data, source: url.path)
    }

    /// Reads a recording from its JSON bytes; `source` names it in errors.
    /// - Throws: ``SandboxRecordingError/malformed(path:reason:)`` with the member at fault, or
    ///   ``SandboxRecordingError/tooLarge(path:bytes:limit:)``.
    public init(data: Data, source: String = "<recording>") throws(SandboxRecordingError) {
        guard data.count <= Self.maximumBytes else {
            throw .tooLarge(path: source, bytes: data.count, limit: Self.maximumBytes)
        }
        let json: JSON
        do {
            json = try JSON.parse(data)
        } catch {
            throw .malformed(path: source, reason: String(describing: error))
        }
        do {
            try self.init(fileJSON: json)
        } catch {
            throw .malformed(path: source, reason: error.description)
        }
    }

    /// The file's bytes: indented JSON and a final newline, the header (format, upstream, replacements)
    /// first, then the exchanges; the members of each part in a fixed order, those of bodies and claims sorted.
    public func encoded() -> Data {
        encoded(exchangeBytes: exchanges.map(\.fileBytes))
    }

    /// ``encoded()`` from each exchange's own bytes (``RecordedExchange/fileBytes``), which a recorder keeps so
    /// that a write serializes only the exchanges that changed.
    package func encoded(exchangeBytes: [[UInt8]]) -> Data {
        var output = Array("{\n".utf8)
        for (key, value) in headerJSON {
            output += Array("  ".utf8) + JSON.string(key).serialized() + Array(": ".utf8)
            output += value.prettySerialized(keyOrder: .stored, depth: 1) + Array(",\n".utf8)
        }
        output += Array("  \"exchanges\": ".utf8)
        if exchangeBytes.isEmpty {
            output += Array("[]".utf8)
        } else {
            output += Array("[\n".utf8)
            for (offset, bytes) in exchangeBytes.enumerated() {
                if offset > 0 { output += Array(",\n".utf8) }
                output += Array("    ".utf8) + bytes
            }
            output += Array("\n  ]".utf8)
        }
        output += Array("\n}\n".utf8)
        return Data(output)
    }

    /// Writes ``encoded()`` to `url` atomically, readable and writable by its owner only (`0600`): a recording
    /// holds a tenant's walks, and only the people who review it should read it before it is committed.
    /// - Throws: ``SandboxRecordingError/unwritable(path:reason:)``.
    public func write(to url: URL) throws(SandboxRecordingError) {
        do {
            try PrivateFile.write(encoded(), to: url)
        } catch {
            throw .unwritable(path: url.path, reason: error.description)
        }
    }

    /// The number of walks: a walk starts at each authorize or journey start (see ``RecordedExchange/walk``).
    public var walkCount: Int {
        Set(exchanges.map(\.walk)).count
    }
}

/// One request and the upstream's answer to it, as the upstream saw them (its origin, its paths), secrets replaced.
public struct RecordedExchange: Sendable, Equatable {
    /// The walk this exchange belongs to, from 1: one client's way through a journey or a flow, told apart from
    /// other clients' by what ties its requests together (an `authId`, cookies, an interaction, an OAuth
    /// `state` or code), never by when they came.
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
public struct RecordedRequest: Sendable, Equatable {
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
public struct RecordedResponse: Sendable, Equatable {
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
