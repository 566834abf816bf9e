import Foundation

/// Seconds from a monotonic clock.
func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// Order statistics of a list of samples.
struct Samples: Sendable {
    private(set) var values: [Double]

    init(_ values: [Double] = []) {
        self.values = values.sorted()
    }

    mutating func add(_ value: Double) {
        let index = values.firstIndex { $0 > value } ?? values.count
        values.insert(value, at: index)
    }

    var count: Int { values.count }
    var min: Double { values.first ?? .nan }
    var max: Double { values.last ?? .nan }
    var median: Double { percentile(50) }

    /// The nearest-rank percentile `p` (0...100).
    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let rank = Int((p / 100 * Double(values.count)).rounded(.up))
        return values[Swift.max(0, Swift.min(values.count - 1, rank - 1))]
    }
}

/// Formats seconds with a unit that keeps 3 significant digits: `812 ns`, `4.21 µs`, `35.2 ms`, `1.84 s`;
/// a negative difference (a larger set measured faster, within noise) as `−460 µs`.
func duration(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "–" }
    if seconds < 0 { return "−" + duration(-seconds) }
    let (value, unit): (Double, String) =
        seconds < 1e-6
        ? (seconds * 1e9, "ns")
        : seconds < 1e-3 ? (seconds * 1e6, "µs") : seconds < 1 ? (seconds * 1e3, "ms") : (seconds, "s")
    return "\(significant(value)) \(unit)"
}

/// Formats a byte count: `812 B`, `4.2 KB`, `35.2 MB` (powers of 1 000).
func bytes(_ count: Int) -> String {
    let value = Double(count)
    if value < 1e3 { return "\(count) B" }
    if value < 1e6 { return "\(significant(value / 1e3)) KB" }
    if value < 1e9 { return "\(significant(value / 1e6)) MB" }
    return "\(significant(value / 1e9)) GB"
}

/// A ratio as `1.84×`.
func ratio(_ value: Double) -> String {
    value.isFinite ? String(format: "%.2f×", value) : "–"
}

/// `value` with 3 significant digits (no exponent).
func significant(_ value: Double) -> String {
    if value >= 100 { return String(format: "%.0f", value) }
    if value >= 10 { return String(format: "%.1f", value) }
    return String(format: "%.2f", value)
}
