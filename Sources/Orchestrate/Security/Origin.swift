import Foundation

/// The origin of a URL (RFC 6454): scheme, host and port, the unit the runtime trusts as one server.
/// A port left out is the scheme's default (80 for `http`, 443 for `https`), so `https://a.test` and
/// `https://a.test:443` are the same origin.
public struct Origin: Sendable, Hashable, CustomStringConvertible {
    /// The scheme, lower-cased (`http`, `https`).
    public let scheme: String
    /// The host, lower-cased, without IPv6 brackets.
    public let host: String
    /// The port, explicit or the scheme's default.
    public let port: Int

    /// The origin of `url`; `nil` when it has no scheme or host, or names a scheme other than http(s)
    /// without a port.
    public init?(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(), let host = components.host, !host.isEmpty
        else {
            return nil
        }
        guard let port = components.port ?? ["http": 80, "https": 443][scheme] else { return nil }
        self.scheme = scheme
        self.host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        self.port = port
    }

    /// The origin of the URL `text`; `nil` when it is not an absolute URL with a host.
    public init?(_ text: String) {
        guard let url = URL(string: text) else { return nil }
        self.init(url)
    }

    /// `scheme://host:port`, the host cleaned of control characters.
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return LogText.sanitized("\(scheme)://\(shownHost):\(port)")
    }
}
