import OrchestrateBasics

/// A YAML document the importers write, as a value: they build the specs and scripts as values and
/// `YAMLOut.text(_:header:)` serializes them once, every scalar quoted where YAML would read it as something
/// else and every comment kept to its line.
indirect enum YAMLOut: Sendable, Equatable {
    /// A string: written plain when YAML reads it back as the same string, else double-quoted.
    case string(String)
    /// A number, a boolean or null, written as it is.
    case literal(String)
    /// A sequence: in block style, one `- item` a line, or in flow style, `[a, b]`.
    case sequence([YAMLOut], flow: Bool = false)
    /// A mapping in the given key order: in block style, or in flow style, `{a: b}`.
    case mapping([Entry], flow: Bool = false)

    /// One key of a mapping, its value, and a comment written after it on its line.
    struct Entry: Sendable, Equatable {
        var key: String
        var value: YAMLOut
        var comment: String? = nil

        /// An entry.
        init(_ key: String, _ value: YAMLOut, comment: String? = nil) {
            self.key = key
            self.value = value
            self.comment = comment
        }
    }

    /// An integer.
    static func int(_ value: Int) -> YAMLOut { .literal(String(value)) }

    /// A boolean.
    static func bool(_ value: Bool) -> YAMLOut { .literal(value ? "true" : "false") }

    /// A JSON value in flow style, object keys sorted (the same value gives the same text).
    static func json(_ value: JSON) -> YAMLOut {
        switch value {
        case .null: return .literal("null")
        case .bool(let flag): return .bool(flag)
        case .integer(let number): return .int(number)
        case .number(let number):
            return .literal(
                number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
        case .string(let text): return .string(text)
        case .array(let items): return .sequence(items.map(json), flow: true)
        case .object:
            let members = value.objectValue ?? [:]
            return .mapping(members.keys.sorted().map { Entry($0, json(members[$0] ?? .null)) }, flow: true)
        }
    }

    /// A flow-style mapping of `entries`.
    static func flowMapping(_ entries: [(String, YAMLOut)]) -> YAMLOut {
        .mapping(entries.map { Entry($0.0, $0.1) }, flow: true)
    }

    /// The document: `header`'s lines as comments, a blank line, then `value` (a block mapping), each line
    /// ending in a line break.
    static func text(_ value: YAMLOut, header: [String] = []) -> String {
        var text = header.map { comment($0) + "\n" }.joined()
        if !header.isEmpty { text += "\n" }
        var lines: [String] = []
        value.write(indent: "", into: &lines)
        return text + lines.map { $0 + "\n" }.joined()
    }

    /// `# text`, with anything that would end the line or reach a terminal escaped.
    static func comment(_ text: String) -> String {
        text.isEmpty ? "#" : "# " + DiagnosticText.escaped(text)
    }

    /// The value in flow style, on one line.
    var flowText: String {
        switch self {
        case .string(let text): return YAMLText.scalar(text)
        case .literal(let text): return text
        case .sequence(let items, _): return "[" + items.map(\.flowText).joined(separator: ", ") + "]"
        case .mapping(let entries, _):
            return "{" + entries.map { YAMLText.scalar($0.key) + ": " + $0.value.flowText }.joined(separator: ", ")
                + "}"
        }
    }

    /// Whether the value is written on its key's line: a scalar, a flow collection or an empty one.
    private var isInline: Bool {
        switch self {
        case .string, .literal: return true
        case .sequence(let items, let flow): return flow || items.isEmpty
        case .mapping(let entries, let flow): return flow || entries.isEmpty
        }
    }

    /// Appends the lines of a block mapping or sequence at `indent`.
    private func write(indent: String, into lines: inout [String]) {
        switch self {
        case .mapping(let entries, _) where !isInline:
            for entry in entries {
                let key = indent + YAMLText.scalar(entry.key) + ":"
                let trailing = entry.comment.map { "    " + Self.comment($0) } ?? ""
                if entry.value.isInline {
                    lines.append(key + " " + entry.value.flowText + trailing)
                } else {
                    lines.append(key + trailing)
                    entry.value.write(indent: indent + "  ", into: &lines)
                }
            }
        case .sequence(let items, _) where !isInline:
            for item in items {
                if item.isInline {
                    lines.append(indent + "- " + item.flowText)
                    continue
                }
                // The item's first line follows the dash; the rest line up under it.
                var nested: [String] = []
                item.write(indent: indent + "  ", into: &nested)
                guard let first = nested.first else { continue }
                lines.append(indent + "- " + first.dropFirst(indent.count + 2))
                lines += nested.dropFirst()
            }
        default:
            lines.append(indent + flowText)
        }
    }
}
