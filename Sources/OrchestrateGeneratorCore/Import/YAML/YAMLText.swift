import Foundation
import OrchestrateBasics

/// The YAML the importers write: scalars plain when YAML reads them back as the same string, otherwise
/// double-quoted with JSON escapes (which YAML reads the same way). Keys keep the order the caller gives, so the
/// same export gives the same bytes.
enum YAMLText {
    /// `text` as a YAML scalar that reads back as this string.
    static func scalar(_ text: String) -> String {
        isPlain(text) ? text : quoted(text)
    }

    /// `text` in double quotes, escaped as JSON escapes it (which YAML reads the same way), with the line
    /// and paragraph separators and the bidirectional controls escaped too, so no editor or terminal acts on
    /// them.
    static func quoted(_ text: String) -> String {
        let quoted = JSONText.quote(text, escapingC1: true)
        guard quoted.unicodeScalars.contains(where: DiagnosticText.needsEscape) else { return quoted }
        var escaped = ""
        for scalar in quoted.unicodeScalars {
            if DiagnosticText.needsEscape(scalar) {
                escaped +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16, uppercase: true)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Words YAML 1.1 and 1.2 read as something other than a string (booleans, null, and the numbers spelt
    /// with letters, which a Swift `Double` reads too).
    private static let reserved: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~", "inf", "infinity", "nan",
    ]

    /// Whether `text` can be written without quotes: letters, digits, spaces inside, `_ . / -` after the
    /// first character, not a number and not a reserved word.
    private static func isPlain(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last, isLetter(first), last != UInt8(ascii: " ") else {
            return false
        }
        guard utf8.allSatisfy({ isLetter($0) || isDigit($0) || " _./-".utf8.contains($0) }) else { return false }
        // Only short words can be a reserved word or a number YAML spells with letters (`inf`, `nan`).
        if utf8.count <= 8 {
            let lowered = text.lowercased()
            if reserved.contains(lowered) { return false }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
