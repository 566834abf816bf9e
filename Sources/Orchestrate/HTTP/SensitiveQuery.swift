import Foundation

/// Query and fragment parameters whose values never reach a log line: OAuth and OIDC secrets (codes,
/// verifiers, tokens, the ID token hint of a sign-off, a pushed request's `request_uri`), the values that
/// bind a flow (`state`, `nonce`) and a suspended journey's `suspendedId` (the one-time id of an email's
/// link).
enum SensitiveQuery {
    /// The names, lowercased; a parameter's name is compared after percent-decoding and lowercasing.
    static let names: Set<String> = [
        "code", "code_verifier", "state", "nonce", "id_token_hint", "id_token", "access_token", "refresh_token",
        "token", "client_secret", "password", "login_hint", "suspendedid", "request_uri",
    ]

    /// `url` as text with the values of sensitive parameters replaced by `<redacted>`, in the query and
    /// in the fragment (where an implicit or `fragment` response mode puts `code`, `state` or tokens).
    static func redacted(_ url: URL) -> String {
        let text = url.absoluteString
        let fragmentStart = text.firstIndex(of: "#")
        let beforeFragment = text[..<(fragmentStart ?? text.endIndex)]
        var result: String
        if let question = beforeFragment.firstIndex(of: "?") {
            let query = beforeFragment[beforeFragment.index(after: question)...]
            result = "\(beforeFragment[...question])\(redactedPairs(query))"
        } else {
            result = String(beforeFragment)
        }
        if let fragmentStart {
            result += "#\(redactedPairs(text[text.index(after: fragmentStart)...]))"
        }
        return result
    }

    /// `name=value` pairs joined by `&`, with the values of sensitive names replaced by `<redacted>`;
    /// an item without `=` is kept.
    private static func redactedPairs(_ pairs: Substring) -> String {
        pairs.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            guard let equals = item.firstIndex(of: "=") else { return String(item) }
            let name = item[..<equals]
            let decoded = name.removingPercentEncoding ?? String(name)
            return names.contains(decoded.lowercased()) ? "\(name)=<redacted>" : String(item)
        }
        .joined(separator: "&")
    }

    /// A redirect's `Location` with its sensitive query and fragment parameters redacted and control
    /// characters replaced; a location that is not a URL is not shown.
    static func redacted(location: String) -> String {
        guard let url = URL(string: location.trimmingCharacters(in: .whitespaces)) else {
            return "<a location that is not a URL>"
        }
        return LogText.sanitized(redacted(url))
    }
}
