import Foundation

/// Reads `Set-Cookie` header values (RFC 6265 section 5.2).
enum SetCookieParser {
    /// Splits a header value that may hold several cookies joined by commas (as some HTTP stacks merge
    /// repeated `Set-Cookie` fields). A comma starts a new cookie only when `name=` follows it, so the
    /// comma inside an `Expires` date stays.
    static func splitCombined(_ value: String) -> [String] {
        var parts: [String] = []
        var current = Substring()
        var rest = Substring(value)
        while let comma = rest.firstIndex(of: ",") {
            let after = rest[rest.index(after: comma)...]
            if startsNewCookie(after) {
                current += rest[..<comma]
                parts.append(String(current))
                current = ""
            } else {
                current += rest[...comma]
            }
            rest = after
        }
        current += rest
        parts.append(String(current))
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func startsNewCookie(_ text: Substring) -> Bool {
        let trimmed = text.drop { $0 == " " }
        guard let equals = trimmed.firstIndex(of: "=") else { return false }
        let name = trimmed[..<equals]
        return !name.isEmpty && !name.contains(where: { $0 == ";" || $0 == "," || $0 == " " })
    }

    /// The cookie a `Set-Cookie` value sets for a response from `url`, or `nil` when the value is
    /// malformed, its `Domain` does not cover the response's host or is a public suffix (`com`, `co.uk`;
    /// see `PublicSuffixes`), or it is `Secure` but came over plain http from a host that is not loopback
    /// (RFC 6265bis). A `Domain` that is a public suffix and the host itself makes a host-only cookie.
    static func parse(_ header: String, from url: URL, now: Date) -> Cookie? {
        guard let host = url.host?.lowercased() else { return nil }
        var attributes = header.split(separator: ";", omittingEmptySubsequences: false)[...]
        guard let pair = attributes.popFirst(), let equals = pair.firstIndex(of: "=") else { return nil }
        let name = pair[..<equals].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        var cookie = Cookie(
            name: name, value: pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces),
            domain: host, path: defaultPath(for: url))
        var maxAge: Date?
        for attribute in attributes {
            let (key, value) = split(attribute)
            switch key {
            case "domain":
                let domain = value.lowercased().drop { $0 == "." }
                guard !domain.isEmpty else { continue }
                guard Cookie.domainMatches(host: host, domain: String(domain), hostOnly: false) else { return nil }
                if PublicSuffixes.contains(String(domain)) {
                    guard domain == host else { return nil }
                    continue // The host itself: a host-only cookie.
                }
                cookie.domain = String(domain)
                cookie.hostOnly = false
            case "path":
                if value.hasPrefix("/") { cookie.path = value }
            case "secure": cookie.secure = true
            case "httponly": cookie.httpOnly = true
            case "max-age":
                guard let seconds = Int(value) else { continue }
                maxAge = now.addingTimeInterval(TimeInterval(max(seconds, 0) == 0 ? -1 : seconds))
            case "expires":
                if cookie.expires == nil, let date = HTTPDate.parse(value) { cookie.expires = date }
            default: continue
            }
        }
        if let maxAge { cookie.expires = maxAge } // Max-Age wins over Expires.
        if cookie.secure, url.scheme?.lowercased() != "https", !TransportSecurity.isLoopback(host) { return nil }
        return cookie
    }

    private static func split(_ attribute: Substring) -> (String, String) {
        guard let equals = attribute.firstIndex(of: "=") else {
            return (attribute.trimmingCharacters(in: .whitespaces).lowercased(), "")
        }
        return (
            attribute[..<equals].trimmingCharacters(in: .whitespaces).lowercased(),
            attribute[attribute.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        )
    }

    /// The default cookie path: the request path up to its last `/`.
    private static func defaultPath(for url: URL) -> String {
        let path = url.path
        guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}

/// Dates in HTTP headers (`Wed, 27 Mar 9999 05:06:30 GMT` and the obsolete forms).
enum HTTPDate {
    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz",
        "EEE MMM d HH:mm:ss yyyy", "EEE, dd-MMM-yyyy HH:mm:ss zzz",
    ]

    static func parse(_ text: String) -> Date? {
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
