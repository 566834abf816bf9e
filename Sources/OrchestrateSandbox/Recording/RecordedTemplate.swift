import Foundation

/// A recorded string read as a pattern: its placeholders match any text (and say which text they matched),
/// the rest must be equal.
enum RecordedTemplate {
    /// The placeholders of `recorded` bound to the text of `live` they stand for; `nil` when `live` does not fit.
    ///
    /// The text between placeholders must be found in order, each piece at its first place after the last: a
    /// cost linear in the length of `live` for each piece, whatever a recording holds (a regular expression of
    /// lazy groups backtracks without bound on a hostile one). A placeholder written twice must stand for the same
    /// text both times.
    static func match(_ recorded: String, _ live: String) -> [String: String]? {
        let occurrences = RecordedPlaceholder.occurrences(in: recorded)
        if occurrences.isEmpty { return recorded == live ? [:] : nil }
        var literals: [Substring] = []
        var cursor = recorded.startIndex
        for occurrence in occurrences {
            literals.append(recorded[cursor..<occurrence.range.lowerBound])
            cursor = occurrence.range.upperBound
        }
        let last = recorded[cursor...]
        guard live.hasPrefix(literals[0]), live.hasSuffix(last),
            live.count >= literals[0].count + last.count
        else { return nil }
        let end = live.index(live.endIndex, offsetBy: -last.count)
        var position = live.index(live.startIndex, offsetBy: literals[0].count)
        var bindings: [String: String] = [:]
        for (index, occurrence) in occurrences.enumerated() {
            let valueEnd: String.Index
            if index + 1 < occurrences.count {
                let next = literals[index + 1]
                if next.isEmpty {
                    // Two placeholders side by side cannot be told apart: the first takes nothing.
                    valueEnd = position
                } else {
                    guard position <= end, let found = live.range(of: next, range: position..<end) else { return nil }
                    valueEnd = found.lowerBound
                }
            } else {
                valueEnd = end
            }
            guard position <= valueEnd else { return nil }
            let value = String(live[position..<valueEnd])
            if let bound = bindings[occurrence.placeholder], bound != value { return nil }
            bindings[occurrence.placeholder] = value
            position =
                index + 1 < occurrences.count
                ? live.index(valueEnd, offsetBy: literals[index + 1].count) : valueEnd
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
