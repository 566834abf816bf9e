import Foundation

/// Puts one origin in place of another in what a client reads, so that a client talking to the recorder or to
/// a replay keeps talking to it: links and issuers in bodies (also with JSON's escaped slashes), `Location`,
/// and cookies (no `Domain`, which would name the upstream; no `Secure`, which a client would not send back
/// over loopback's plain HTTP).
struct OriginRewriter: Sendable {
    /// The origin replaced, such as `https://auth.pingone.com`.
    let from: String
    /// The origin put in its place, such as `http://127.0.0.1:8080`.
    let to: String

    /// `text` with every occurrence of `from` (plain or with `\/`) replaced.
    func rewrite(_ text: String) -> String {
        guard text.contains(host(of: from)) else { return text }
        return text.replacingOccurrences(of: from, with: to)
            .replacingOccurrences(of: Self.escapingSlashes(from), with: Self.escapingSlashes(to))
    }

    /// `text` rewritten as `rewrite(_:)` does, and also where `from` is percent-encoded as a query value carries it
    /// (the `iss` of an authorization redirect, RFC 9207). For a replay, which is the issuer of what it serves;
    /// not for the recorder, which keeps the upstream's issuer (its ID tokens are signed by the upstream).
    func rewriteIncludingEncoded(_ text: String) -> String {
        rewrite(text).replacingOccurrences(of: Self.percentEncoded(from), with: Self.percentEncoded(to))
    }

    /// `origin` as a query value carries it: all but ASCII letters, digits and `-._~` percent-encoded.
    static func percentEncoded(_ origin: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return origin.addingPercentEncoding(withAllowedCharacters: unreserved) ?? origin
    }

    /// The response headers a client gets: `Location` and other links rewritten, cookies made loopback's.
    func rewriteResponseHeaders(_ headers: [SandboxNameValue]) -> [SandboxNameValue] {
        headers.map { header in
            let name = header.name.lowercased()
            if name == "set-cookie" {
                return SandboxNameValue(name: header.name, value: Self.loopbackCookie(header.value))
            }
            return SandboxNameValue(name: header.name, value: rewrite(header.value))
        }
    }

    /// A `Set-Cookie` value without `Domain` and `Secure`; `SameSite=None`, which needs `Secure`, becomes `Lax`.
    static func loopbackCookie(_ value: String) -> String {
        let parts = value.split(separator: ";", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let first = parts.first else { return value }
        let attributes = parts.dropFirst().compactMap { attribute -> String? in
            let name = attribute.prefix { $0 != "=" }.lowercased()
            if name == "domain" || name == "secure" || attribute.isEmpty { return nil }
            if name == "samesite", attribute.lowercased().hasSuffix("none") { return "SameSite=Lax" }
            return attribute
        }
        return ([first] + attributes).joined(separator: "; ")
    }

    private func host(of origin: String) -> String {
        URL(string: origin)?.host ?? origin
    }

    private static func escapingSlashes(_ text: String) -> String {
        text.replacingOccurrences(of: "/", with: "\\/")
    }
}
