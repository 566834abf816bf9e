/// Text from outside (a node's display name, a tree's name, a key) made safe to print in a diagnostic: one
/// line, no control character that a terminal would act on, and not so long that it buries the message.
enum DiagnosticText {
    /// The most characters of one piece of outside text a message shows; the rest is elided.
    static let maximumLength = 200

    /// `text` escaped (`escaped(_:)`) and cut to `maximumLength` characters with `…`.
    static func clean(_ text: String) -> String {
        let cut = text.count > maximumLength ? String(text.prefix(maximumLength)) + "…" : text
        return escaped(cut)
    }

    /// `text` with every control character, line or paragraph separator and bidirectional override
    /// written as a `\u{…}` escape.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var line = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                line += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line
    }

    /// Whether `scalar` is one a terminal or an editor acts on rather than shows: C0 and C1 controls, DEL,
    /// U+2028 and U+2029, and the bidirectional embeddings, overrides and isolates.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
