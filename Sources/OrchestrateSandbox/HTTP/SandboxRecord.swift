import Foundation

/// One HTTP request as the sandbox received it, kept in the server's journal.
public struct SandboxRecord: Sendable {
    /// The request method, upper-cased (`GET`, `POST`, …).
    public let method: String
    /// The path without the query, percent-encoded as sent (for example `/sandbox/as/authorize`).
    public let path: String
    /// The query items in order, percent-decoded.
    public let query: [SandboxNameValue]
    /// The header lines, sorted by lower-cased name. The HTTP engine keeps one value per header
    /// name and does not report arrival order, so this order is deterministic rather than as sent.
    public let headers: [SandboxNameValue]
    /// The cookies of the `Cookie` header, by name.
    public let cookies: [String: String]
    /// The body bytes; empty when there was none or when it was over the size limit (answered 413).
    public let body: Data
    /// The body size announced or read, which is non-zero for a rejected oversized body.
    public let bodyLength: Int
    /// When the request was received.
    public let receivedAt: Date
    /// What the server says of the request beyond its answer: for a replay, why it matched no recorded request.
    public internal(set) var note: String?

    /// Creates a record (the server makes these; tests of route handlers may too).
    public init(
        method: String, path: String, query: [SandboxNameValue] = [], headers: [SandboxNameValue] = [],
        body: Data = Data(), bodyLength: Int? = nil, receivedAt: Date = Date()
    ) {
        self.method = method.uppercased()
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.bodyLength = bodyLength ?? body.count
        self.receivedAt = receivedAt
        self.cookies = Self.parseCookies(headers.allValues(caseInsensitive: "Cookie"))
    }

    /// The value of the header `name`, compared ignoring case; `nil` when absent.
    public func header(_ name: String) -> String? {
        headers.firstValue(caseInsensitive: name)
    }

    /// The first value of the query item `name`; `nil` when absent.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The body as UTF-8 text; `nil` when it is not valid UTF-8.
    public var bodyText: String? {
        String(data: body, encoding: .utf8)
    }

    /// The body parsed as JSON (object key order kept); `nil` when it is empty or not JSON.
    public var jsonBody: JSON? {
        body.isEmpty ? nil : try? JSON.parse(body)
    }

    /// The cookies of `Cookie` headers by name (``CookieHeader/pairs(_:)``; a name sent twice keeps its first value).
    static func parseCookies(_ values: [String]) -> [String: String] {
        Dictionary(CookieHeader.pairs(values).map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
