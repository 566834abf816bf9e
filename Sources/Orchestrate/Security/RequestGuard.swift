import Foundation

/// The checks every request of a workflow passes before its transport sees it, and every response after:
/// the workflow's transport, the one modules are given (`Setup.http`) and the engine's send path all go
/// through `guarded(_:)`.
struct RequestGuard: Sendable {
    /// The scheme rules.
    let security: TransportSecurity
    /// The largest response body the runtime reads.
    let maximumResponseBodySize: Int

    /// `transport`, with every request checked before it is sent and every response after. A `URLError`
    /// the transport throws (an app's own transport, a transport hook) becomes `TransportError.network`,
    /// as `URLSessionTransport` reports it, so the failing URL it carries reaches no node or log line;
    /// a cancelled one, when the calling task was cancelled, becomes `CancellationError`.
    func guarded(_ transport: @escaping TransportHook) -> TransportHook {
        { request in
            try check(request)
            let response: Response
            do {
                response = try await transport(request)
            } catch {
                throw TransportError.reported(
                    error, host: try? request.resolvedURL().host, callerCancelled: Task.isCancelled)
            }
            guard response.body.count <= maximumResponseBodySize else {
                throw TransportError.responseTooLarge(size: response.body.count, limit: maximumResponseBodySize)
            }
            return response
        }
    }

    /// Throws when `request` has no valid URL, would go over plain http to a host that is not allowed,
    /// or has a header value or cookie that could split the request (CR, LF or NUL).
    func check(_ request: Request) throws {
        try security.checkScheme(of: try request.resolvedURL())
        let parts = request.parts
        for field in parts.headers {
            if Self.splitsALine(field.name) || Self.splitsALine(field.value) {
                throw RequestError.invalidHeader(name: LogText.sanitized(field.name))
            }
        }
        for cookie in parts.cookies
        where Self.splitsALine(cookie.name) || Self.splitsALine(cookie.value)
            || cookie.name.contains(where: { $0 == ";" || $0 == "=" }) || cookie.value.contains(";")
        {
            throw RequestError.invalidCookie(name: LogText.sanitized(cookie.name))
        }
    }

    /// Whether `text` holds a character that ends or splits an HTTP header line.
    static func splitsALine(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" }
    }
}
