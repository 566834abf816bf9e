import Foundation

/// A recorded string read as a pattern: its placeholders match any text (and say which text they matched),
/// the rest must be equal.
enum RecordedTemplate {
    /// The placeholders of `recorded` bound to the text of `live` they stand for; `nil` when `live` does not fit.
    static func match(_ recorded: String, _ live: String) -> [String: String]? {
        let occurrences = RecordedPlaceholder.occurrences(in: recorded)
        if occurrences.isEmpty { return recorded == live ? [:] : nil }
        if occurrences.count == 1, occurrences[0].range == recorded.startIndex..<recorded.endIndex {
            return [occurrences[0].placeholder: live]
        }
        var pattern = "^"
        var cursor = recorded.startIndex
        for occurrence in occurrences {
            pattern += NSRegularExpression.escapedPattern(for: String(recorded[cursor..<occurrence.range.lowerBound]))
            pattern += "(.*?)"
            cursor = occurrence.range.upperBound
        }
        pattern += NSRegularExpression.escapedPattern(for: String(recorded[cursor...])) + "$"
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
            let result = regex.firstMatch(in: live, range: NSRange(live.startIndex..., in: live))
        else { return nil }
        var bindings: [String: String] = [:]
        for (index, occurrence) in occurrences.enumerated() {
            guard let range = Range(result.range(at: index + 1), in: live) else { return nil }
            let value = String(live[range])
            if let bound = bindings[occurrence.placeholder], bound != value { return nil }
            bindings[occurrence.placeholder] = value
        }
        return bindings
    }

    /// `recorded` matched against `live` member by member (object keys and array lengths equal, strings by
    /// ``match(_:_:)``, other values equal); `nil` when they differ.
    static func match(_ recorded: JSON, _ live: JSON) -> [String: String]? {
        switch (recorded, live) {
        case let (.string(pattern), .string(text)):
            return match(pattern, text)
        case let (.array(patterns), .array(values)):
            guard patterns.count == values.count else { return nil }
            return merge(zip(patterns, values).map { match($0, $1) })
        case let (.object(patterns), .object(values)):
            guard Set(patterns.keys) == Set(values.keys) else { return nil }
            return merge(patterns.map { key, pattern in values[key].flatMap { match(pattern, $0) } })
        default:
            return recorded == live ? [:] : nil
        }
    }

    /// The union of several bindings; `nil` when one is `nil` or two bind a placeholder differently.
    static func merge(_ parts: [[String: String]?]) -> [String: String]? {
        var merged: [String: String] = [:]
        for part in parts {
            guard let part else { return nil }
            for (placeholder, value) in part {
                if let bound = merged[placeholder], bound != value { return nil }
                merged[placeholder] = value
            }
        }
        return merged
    }
}
