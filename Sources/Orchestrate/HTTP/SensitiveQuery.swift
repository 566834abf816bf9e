import Foundation

/// Query parameters whose values never reach a log line: OAuth and OIDC secrets (codes, verifiers,
/// tokens, the ID token hint of a sign-off) and the values that bind a flow (`state`, `nonce`).
enum SensitiveQuery {
    static let names: Set<String> = [
        "code", "code_verifier", "state", "nonce", "id_token_hint", "id_token", "access_token", "refresh_token",
        "token", "client_secret", "password", "login_hint",
    ]

    /// `url` as text with the values of sensitive query parameters replaced by `<redacted>`.
    static func redacted(_ url: URL) -> String {
        let text = url.absoluteString
        guard let question = text.firstIndex(of: "?") else { return text }
        let prefix = text[..<question]
        let afterQuestion = text[text.index(after: question)...]
        let fragmentStart = afterQuestion.firstIndex(of: "#")
        let query = afterQuestion[..<(fragmentStart ?? afterQuestion.endIndex)]
        let fragment = fragmentStart.map { afterQuestion[$0...] } ?? ""
        let items = query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            guard let equals = item.firstIndex(of: "=") else { return String(item) }
            let name = item[..<equals]
            let decoded = name.removingPercentEncoding ?? String(name)
            return names.contains(decoded.lowercased()) ? "\(name)=<redacted>" : String(item)
        }
        return "\(prefix)?\(items.joined(separator: "&"))\(fragment)"
    }

    /// A redirect's `Location` with its sensitive query parameters redacted and control characters
    /// replaced; a location that is not a URL is not shown.
    static func redacted(location: String) -> String {
        guard let url = URL(string: location.trimmingCharacters(in: .whitespaces)) else { return "<a location that is not a URL>" }
        return LogText.sanitized(redacted(url))
    }
}
