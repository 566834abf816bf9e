import Foundation

/// An HTTP response produced by the sandbox or by a caller's ``SandboxRoute``.
public struct SandboxResponse: Sendable {
    /// The status code, 100...599.
    public var status: Int
    /// Header lines in order; a name may repeat (several `Set-Cookie`). `Content-Length` and
    /// `Transfer-Encoding` are computed by the server and ignored here.
    public var headers: [SandboxNameValue]
    /// The body bytes.
    public var body: Data
    /// How long the server waits before answering, to simulate a slow server; `nil` for no wait.
    /// Keep it well under ``SandboxServer/handlerTimeout``.
    public var delay: Duration?

    /// Creates a response.
    /// - Parameters:
    ///   - status: The status code.
    ///   - headers: `(name, value)` pairs in order; names may repeat.
    ///   - body: The body bytes.
    ///   - delay: An optional wait before the response is sent.
    public init(status: Int, headers: [(String, String)] = [], body: Data = Data(), delay: Duration? = nil) {
        self.status = status
        self.headers = headers.map { SandboxNameValue(name: $0.0, value: $0.1) }
        self.body = body
        self.delay = delay
    }

    /// A JSON response from JSON text, with `Content-Type: application/json; charset=utf-8`.
    public static func json(
        _ status: Int, _ text: String, headers: [(String, String)] = [],
        delay: Duration? = nil
    ) -> SandboxResponse {
        SandboxResponse(
            status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers,
            body: Data(text.utf8), delay: delay)
    }

    /// A JSON response from a `JSON` value (key order kept).
    public static func json(
        _ status: Int, _ value: JSON, headers: [(String, String)] = [],
        delay: Duration? = nil
    ) -> SandboxResponse {
        json(status, value.serializedText(keyOrder: .stored), headers: headers, delay: delay)
    }

    /// A plain-text response with `Content-Type: text/plain; charset=utf-8`.
    public static func text(
        _ status: Int, _ text: String, headers: [(String, String)] = [],
        delay: Duration? = nil
    ) -> SandboxResponse {
        SandboxResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
            body: Data(text.utf8), delay: delay)
    }

    /// A redirect (302 unless told) with a `Location` header and an empty body.
    public static func redirect(
        to location: String, status: Int = 302, headers: [(String, String)] = [],
        delay: Duration? = nil
    ) -> SandboxResponse {
        SandboxResponse(status: status, headers: [("Location", location)] + headers, delay: delay)
    }

    /// The first value of header `name`, compared ignoring case.
    public func header(_ name: String) -> String? {
        headers.firstValue(caseInsensitive: name)
    }

    /// Every value of header `name` in order, compared ignoring case.
    public func headerValues(_ name: String) -> [String] {
        headers.allValues(caseInsensitive: name)
    }
}
