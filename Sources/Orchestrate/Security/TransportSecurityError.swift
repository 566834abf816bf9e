import Foundation

/// Why a request was refused before it was sent: it broke the workflow's `TransportSecurity`.
public enum TransportSecurityError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Plain `http` to a host that is neither loopback nor named by `WorkflowConfig.allowInsecureHTTP(hosts:)`.
    case insecureHTTP(host: String)
    /// A node's next request to an origin other than the one its flow started on (`expected`) and not
    /// allowed by `WorkflowConfig.allowOrigins(_:)`; both as `scheme://host:port`.
    case crossOrigin(expected: String, actual: String)

    /// A one-line explanation naming the rule and how to change it; never a path or query.
    public var description: String {
        switch self {
        case .insecureHTTP(let host):
            "refused to send plain http to '\(host)': only loopback hosts may be reached without TLS "
                + "unless WorkflowConfig.allowInsecureHTTP(hosts:) names the host"
        case .crossOrigin(let expected, let actual):
            "refused to send the next step to \(actual): the flow started on \(expected), and "
                + "WorkflowConfig.allowOrigins(_:) allows no other origin"
        }
    }
}
