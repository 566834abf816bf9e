/// A table of results, printed as Markdown (readable as plain text, pasted as is into BENCHMARKS.md).
struct Table {
    let title: String
    let columns: [String]
    private(set) var rows: [[String]] = []
    /// Lines printed under the table: how to read it, targets met or missed.
    var notes: [String] = []

    init(_ title: String, columns: [String]) {
        self.title = title
        self.columns = columns
    }

    mutating func add(_ row: [String]) {
        rows.append(row + Array(repeating: "", count: max(0, columns.count - row.count)))
    }

    var markdown: String {
        var widths = columns.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            "| "
                + cells.enumerated().map { index, cell in
                    cell + String(repeating: " ", count: max(0, widths[index] - cell.count))
                }.joined(separator: " | ") + " |"
        }
        var lines = [
            "### \(title)", "", line(columns),
            "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|",
        ]
        lines += rows.map(line)
        if !notes.isEmpty { lines += [""] + notes.map { "- \($0)" } }
        return lines.joined(separator: "\n") + "\n"
    }
}
