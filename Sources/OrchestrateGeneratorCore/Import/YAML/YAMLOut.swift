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
        var text = ""
        for line in header {
            text += comment(line)
            text += "\n"
        }
        if !header.isEmpty { text += "\n" }
        value.writeBlock(indent: 0, firstLine: nil, into: &text)
        return text
    }

    /// `# text`, with anything that would end the line or reach a terminal escaped.
    static func comment(_ text: String) -> String {
        text.isEmpty ? "#" : "# " + DiagnosticText.escaped(text)
    }

    /// The value in flow style, on one line.
    var flowText: String {
        var text = ""
        appendFlow(to: &text)
        return text
    }

    /// Appends the value in flow style.
    private func appendFlow(to text: inout String) {
        switch self {
        case .string(let string): text += YAMLText.scalar(string)
        case .literal(let literal): text += literal
        case .sequence(let items, _):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                item.appendFlow(to: &text)
            }
            text += "]"
        case .mapping(let entries, _):
            text += "{"
            for (index, entry) in entries.enumerated() {
                if index > 0 { text += ", " }
                text += YAMLText.scalar(entry.key)
                text += ": "
                entry.value.appendFlow(to: &text)
            }
            text += "}"
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

    /// Appends the lines of a block mapping or sequence, indented by `indent` spaces; the first line starts
    /// with `firstLine` instead (a sequence item's dash) when given.
    private func writeBlock(indent: Int, firstLine: String?, into text: inout String) {
        let spaces = String(repeating: " ", count: indent)
        switch self {
        case .mapping(let entries, _) where !isInline:
            for (index, entry) in entries.enumerated() {
                text += index == 0 ? (firstLine ?? spaces) : spaces
                text += YAMLText.scalar(entry.key)
                text += ":"
                if entry.value.isInline {
                    text += " "
                    entry.value.appendFlow(to: &text)
                    if let comment = entry.comment { text += "    " + Self.comment(comment) }
                    text += "\n"
                } else {
                    if let comment = entry.comment { text += "    " + Self.comment(comment) }
                    text += "\n"
                    entry.value.writeBlock(indent: indent + 2, firstLine: nil, into: &text)
                }
            }
        case .sequence(let items, _) where !isInline:
            for (index, item) in items.enumerated() {
                // The item's first line follows the dash; the rest line up under it.
                let dash = (index == 0 ? (firstLine ?? spaces) : spaces) + "- "
                if item.isInline {
                    text += dash
                    item.appendFlow(to: &text)
                    text += "\n"
                } else {
                    item.writeBlock(indent: indent + 2, firstLine: dash, into: &text)
                }
            }
        default:
            text += firstLine ?? spaces
            appendFlow(to: &text)
            text += "\n"
        }
    }
}
