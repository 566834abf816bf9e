/// "Did you mean" suggestions: the closest known name by edit distance, when it is close enough.
enum Suggestions {
    /// The candidate closest to `name`, if it is within a third of the name's length (at least 2 edits
    /// for short names); case differences count as half an edit so `signin` finds `signIn`.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        var best: (name: String, distance: Int)?
        // Suggestions are a courtesy: a hostile spec with thousands of names must not make them quadratic.
        let candidates = candidates.prefix(500)
        for candidate in candidates where candidate != name {
            let distance = editDistance(name, candidate, limit: limit * 2 + 1)
            guard distance <= limit * 2 else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        if let best { return best.name }
        // A name that is a prefix of a candidate or the other way round (`Boolean` → `Bool`).
        let lower = name.lowercased()
        return candidates.filter { candidate in
            let other = candidate.lowercased()
            return min(other.count, lower.count) >= 3 && (other.hasPrefix(lower) || lower.hasPrefix(other))
        }.min { ($0.count, $0) < ($1.count, $1) }
    }

    /// `; did you mean 'x'?` or the empty string.
    static func didYouMean(_ name: String, in candidates: [String]) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Twice the Levenshtein distance, where a substitution that only changes case costs 1 (half an edit).
    /// Stops early once every cell of a row exceeds `limit`. Names longer than 64 characters are not compared.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.count > 64 || b.count > 64 { return Int.max }
        if abs(a.count - b.count) * 2 > limit { return Int.max }
        var previous = Array(stride(from: 0, through: b.count * 2, by: 2))
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i * 2
            var rowMinimum = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost: Int
                if a[i - 1] == b[j - 1] {
                    cost = 0
                } else if a[i - 1].properties.lowercaseMapping == b[j - 1].properties.lowercaseMapping {
                    cost = 1
                } else {
                    cost = 2
                }
                current[j] = min(previous[j] + 2, current[j - 1] + 2, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return Int.max }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count * 2 : previous[b.count]
    }
}
