import Foundation

/// The cookies of `Cookie` request headers (RFC 6265 §5.4: `name=value` pairs separated by `;`), the one
/// reading the sandbox, the recorder and replay share.
package enum CookieHeader {
    /// Each cookie's name and value, in the order sent; a quoted value loses its quotes. A name sent twice keeps
    /// its first value (RFC 6265 §5.4 sends the most specific cookie first).
    package static func pairs(_ values: [String]) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        var seen = Set<String>()
        for value in values {
            for part in value.split(separator: ";") {
                let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = pair[0].trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, seen.insert(name).inserted else { continue }
                let rawValue = pair.count > 1 ? pair[1].trimmingCharacters(in: .whitespaces) : ""
                let unquoted =
                    rawValue.count >= 2 && rawValue.hasPrefix("\"") && rawValue.hasSuffix("\"")
                    ? String(rawValue.dropFirst().dropLast()) : rawValue
                pairs.append((name, unquoted))
            }
        }
        return pairs
    }

    /// The name and value of a `Set-Cookie` header (RFC 6265 §5.2: before the first `;`); `nil` without `=`.
    package static func setCookie(_ header: String) -> (name: String, value: String)? {
        let pair = header.prefix { $0 != ";" }.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard pair.count == 2 else { return nil }
        let name = pair[0].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : (name, pair[1].trimmingCharacters(in: .whitespaces))
    }
}
