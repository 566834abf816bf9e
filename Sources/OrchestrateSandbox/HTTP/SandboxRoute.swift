/// An extra handler answering one exact method and path, checked before the DaVinci routes.
///
/// Use routes to turn the sandbox into a scriptable loopback test server: answer a 302 with a
/// `Location`, several `Set-Cookie` headers, a slow response or a 500. Their requests are journaled.
public struct SandboxRoute: Sendable {
    /// The method to answer, upper-cased (`GET`, `POST`, …).
    public let method: String
    /// The exact path to answer, without query (for example `/oauth/callback`).
    public let path: String
    /// Produces the response for a matching request.
    public let handler: @Sendable (SandboxRecord) async -> SandboxResponse

    /// Creates a route.
    /// - Parameters:
    ///   - method: The HTTP method, compared ignoring case.
    ///   - path: The exact request path, compared as sent (percent-encoded), without the query.
    ///   - handler: Called for each matching request.
    public init(method: String, path: String, handler: @escaping @Sendable (SandboxRecord) async -> SandboxResponse) {
        self.method = method.uppercased()
        self.path = path
        self.handler = handler
    }

    /// A route that always answers `response`.
    public static func fixed(method: String, path: String, response: SandboxResponse) -> SandboxRoute {
        SandboxRoute(method: method, path: path) { _ in response }
    }

    func matches(_ record: SandboxRecord) -> Bool {
        record.method == method && record.path == path
    }
}
