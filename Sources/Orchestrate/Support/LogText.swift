import Foundation

/// Text from a server made safe to put in a log line: control characters (CR, LF, ESC…) become `?`, so a
/// server cannot forge a line or a terminal escape, and long text is cut.
enum LogText {
    /// `text` with control characters replaced and at most `limit` characters kept.
    static func sanitized(_ text: String, limit: Int = 200) -> String {
        var result = String(
            text.unicodeScalars.prefix(limit).map { scalar in
                scalar.properties.generalCategory == .control ? "?" : Character(scalar)
            })
        if text.unicodeScalars.count > limit { result += "…" }
        return result
    }
}
