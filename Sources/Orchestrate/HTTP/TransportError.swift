import Foundation

/// A transport failure that is not an HTTP status. Its description names the kind of failure and at most
/// a host, never a URL's path, query or fragment (which may carry a code, a token, an ID token hint or a
/// `suspendedId`).
public enum TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The response was not an HTTP response.
    case notHTTP
    /// A module sent a request while its workflow was still being created.
    case notReady
    /// The response body is larger than `WorkflowConfig.maximumResponseBodySize`.
    case responseTooLarge(size: Int, limit: Int)
    /// The request failed before an HTTP response arrived: no connection, a timeout, a TLS failure.
    /// `code` is the `URLError` code (`URLError.Code.timedOut.rawValue`, say; `urlErrorCode` gives it
    /// typed) and `host` the host the request went to. The failing URL that `URLError` carries is not
    /// kept.
    case network(code: Int, host: String?)

    /// The `URLError` code of a `.network` failure (`.timedOut`, `.cannotConnectToHost`…); `nil` for
    /// the other cases.
    public var urlErrorCode: URLError.Code? {
        guard case .network(let code, _) = self else { return nil }
        return URLError.Code(rawValue: code)
    }

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .notHTTP: "the response was not an HTTP response"
        case .notReady: "a module sent a request before its workflow was ready"
        case .responseTooLarge(let size, let limit): "the response body of \(size) bytes is over the limit of \(limit)"
        case .network(let code, let host):
            "the request\(host.map { " to \(LogText.sanitized($0))" } ?? "") failed: \(Self.name(of: code)) (URLError \(code))"
        }
    }
}

extension TransportError {
    /// `error` as a `.network` failure when it is a `URLError` (or another error of `NSURLErrorDomain`),
    /// whose user info holds the failing URL: its code, and `host` or else the failing URL's host. `nil`
    /// for any other error.
    init?(network error: any Error, host: String? = nil) {
        if let urlError = error as? URLError {
            self = .network(code: urlError.code.rawValue, host: host ?? urlError.failingURL?.host)
        } else if (error as NSError).domain == NSURLErrorDomain {
            self = .network(code: (error as NSError).code, host: host)
        } else {
            return nil
        }
    }

    /// `error` as the runtime reports a failed request to `host`: `CancellationError` when the caller was
    /// cancelled and the `URLError` says so, a `URLError` as `.network` (without the failing URL it
    /// carries), any other error as `other` makes it (as it is, by default).
    static func reported(
        _ error: any Error, host: String?, callerCancelled: Bool,
        other: (any Error) -> any Error = { $0 }
    ) -> any Error {
        if callerCancelled, (error as? URLError)?.code == .cancelled { return CancellationError() }
        return TransportError(network: error, host: host) ?? other(error)
    }

    /// What a `URLError` code means, in a few words.
    private static func name(of code: Int) -> String {
        switch URLError.Code(rawValue: code) {
        case .cancelled: "cancelled"
        case .timedOut: "timed out"
        case .cannotFindHost, .dnsLookupFailed: "the host was not found"
        case .cannotConnectToHost: "could not connect"
        case .networkConnectionLost: "the connection was lost"
        case .notConnectedToInternet: "not connected to the internet"
        case .secureConnectionFailed: "the TLS handshake failed"
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot:
            "the server's certificate was refused"
        case .badServerResponse: "the server's response was malformed"
        default: "a network error"
        }
    }
}
