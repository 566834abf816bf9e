import Foundation

/// A cookie set by a server, with the scope rules of RFC 6265.
public struct Cookie: Sendable, Hashable, Codable {
    /// The name.
    public var name: String
    /// The value.
    public var value: String
    /// The domain, lower-cased and without a leading dot.
    public var domain: String
    /// Whether the cookie is sent to `domain` only, not to its subdomains (no `Domain` attribute was given).
    public var hostOnly: Bool
    /// The path prefix the cookie is sent to.
    public var path: String
    /// Whether the cookie is sent over HTTPS only.
    public var secure: Bool
    /// Whether the server asked that scripts not read the cookie.
    public var httpOnly: Bool
    /// When the cookie expires; `nil` for a session cookie.
    public var expires: Date?

    /// Creates a cookie.
    public init(
        name: String, value: String, domain: String, hostOnly: Bool = true, path: String = "/",
        secure: Bool = false, httpOnly: Bool = false, expires: Date? = nil
    ) {
        self.name = name
        self.value = value
        self.domain = domain.lowercased()
        self.hostOnly = hostOnly
        self.path = path
        self.secure = secure
        self.httpOnly = httpOnly
        self.expires = expires
    }

    /// Whether the cookie has expired at `now`.
    public func isExpired(at now: Date = Date()) -> Bool {
        expires.map { $0 <= now } ?? false
    }

    /// Whether the cookie is sent with a request to `url` at `now`: domain (exact, or a subdomain on a
    /// dot boundary when not host-only), path (prefix on a `/` boundary), `Secure` and expiry.
    public func matches(_ url: URL, at now: Date = Date()) -> Bool {
        guard !isExpired(at: now), let host = url.host?.lowercased() else { return false }
        if secure && url.scheme?.lowercased() != "https" { return false }
        return Cookie.domainMatches(host: host, domain: domain, hostOnly: hostOnly)
            && Cookie.pathMatches(requestPath: url.path.isEmpty ? "/" : url.path, cookiePath: path)
    }

    /// Whether the cookie's identity (name, domain, path) equals `other`'s: a newer one replaces it.
    func sameIdentity(as other: Cookie) -> Bool {
        name == other.name && domain == other.domain && path == other.path
    }

    static func domainMatches(host: String, domain: String, hostOnly: Bool) -> Bool {
        if host == domain { return true }
        guard !hostOnly, host.hasSuffix("." + domain) else { return false }
        // A domain attribute never applies to an IP address host.
        return !host.allSatisfy { $0.isNumber || $0 == "." || $0 == ":" }
    }

    static func pathMatches(requestPath: String, cookiePath: String) -> Bool {
        if requestPath == cookiePath { return true }
        guard requestPath.hasPrefix(cookiePath) else { return false }
        return cookiePath.hasSuffix("/") || requestPath.dropFirst(cookiePath.count).first == "/"
    }
}

extension Cookie: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The same as `description`: the value is never shown.
    public var debugDescription: String { description }

    /// The name and scope for `dump` and debuggers; the value redacted.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "name": name, "value": "<redacted>", "domain": domain, "hostOnly": hostOnly,
                "path": path, "secure": secure, "httpOnly": httpOnly, "expires": expires as Any,
            ])
    }

    /// The name and scope; the value is never shown.
    public var description: String {
        "Cookie(\(name)=<redacted>; domain=\(hostOnly ? "" : ".")\(domain); path=\(path)\(secure ? "; secure" : ""))"
    }
}
