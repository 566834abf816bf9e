import Foundation

/// An HTTP response as the workflow's hooks see it.
public struct Response: Sendable {
    /// The request's URL, used to scope cookies.
    public let url: URL
    /// The status code.
    public let status: Int
    /// The header fields, case-insensitive.
    public let headers: HTTPHeaders
    /// The body bytes.
    public let body: Data

    /// Creates a response.
    public init(url: URL, status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The body read as strict JSON.
    public func json() throws -> JSON {
        try JSON.parse(body)
    }

    /// The body as UTF-8 text, if it is valid UTF-8.
    public var text: String? {
        StrictUTF8.string(from: body)
    }

    /// The cookies the response sets, scoped to its URL. Malformed `Set-Cookie` values are skipped.
    public func cookies(now: Date = Date()) -> [Cookie] {
        headers.values(for: "Set-Cookie")
            .flatMap(SetCookieParser.splitCombined)
            .compactMap { SetCookieParser.parse($0, from: url, now: now) }
    }

    /// The value of the cookie called `name` that the response sets, if it sets one.
    public func cookie(named name: String, now: Date = Date()) -> String? {
        cookies(now: now).first { $0.name == name }?.value
    }
}

extension Response: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The same as `description`.
    public var debugDescription: String { description }

    /// The status, URL and headers redacted as `description` shows them, and the body's size.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "status": status, "url": SensitiveQuery.redacted(url), "headers": headers,
                "body": "<\(body.count) bytes>",
            ])
    }

    /// The status, URL and headers, with cookies and sensitive query parameters redacted and the body
    /// summarised by size only.
    public var description: String {
        "\(status) \(SensitiveQuery.redacted(url)) [\(SensitiveHeaders.redacted(headers))] body: <\(body.count) bytes>"
    }
}
