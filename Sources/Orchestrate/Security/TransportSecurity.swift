import Foundation

/// The rules every request of a workflow is held to before a byte is sent:
///
/// - plain `http` only to loopback hosts (`localhost`, `127.0.0.0/8`, `::1`) and to the hosts named in
///   `insecureHTTPHosts`; everything else must be `https`;
/// - a node's next request only to the origin its flow started on, or to one of `allowedOrigins`.
///
/// Set them with `WorkflowConfig.allowInsecureHTTP(hosts:)` and `WorkflowConfig.allowOrigins(_:)`; a
/// request that breaks them is a `FailureNode` carrying a `TransportSecurityError`.
public struct TransportSecurity: Sendable, Equatable {
    /// Hosts (lower-cased) that may be reached over plain `http` although they are not loopback hosts:
    /// an explicit, visible opt-out for a development server. Empty by default.
    public var insecureHTTPHosts: Set<String> = []
    /// Origins a node's next request may go to besides the one its flow started on. Empty by default.
    public var allowedOrigins: Set<Origin> = []

    /// The default rules: TLS outside loopback, next steps on the start origin only.
    public init() {}

    /// Whether `host` is a loopback host: `localhost`, an IPv4 address in `127.0.0.0/8`, or `::1`.
    public static func isLoopback(_ host: String) -> Bool {
        LoopbackHost.contains(host)
    }

    /// Throws unless `url` may be sent to: `https`, or `http` to a loopback or opted-out host.
    public func checkScheme(of url: URL) throws(TransportSecurityError) {
        guard let origin = Origin(url) else { return } // `Request.resolvedURL()` reports malformed URLs.
        guard origin.scheme == "http" else { return }
        if Self.isLoopback(origin.host) || insecureHTTPHosts.contains(origin.host) { return }
        throw .insecureHTTP(host: LogText.sanitized(origin.host))
    }

    /// Throws unless a flow that started on `start` may send its next request to `url`.
    public func checkNextStep(to url: URL, startedOn start: Origin) throws(TransportSecurityError) {
        guard let origin = Origin(url) else { throw .crossOrigin(expected: start.description, actual: "<not a URL>") }
        if origin == start || allowedOrigins.contains(origin) { return }
        throw .crossOrigin(expected: start.description, actual: origin.description)
    }
}
