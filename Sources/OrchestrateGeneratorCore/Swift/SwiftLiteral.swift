/// Swift string literals: every text from a spec reaches the emitted code through here.
public enum SwiftLiteral {
    /// `text` as a Swift string literal: quotes, backslashes (so `\(` stays text), and every character
    /// that is not plainly visible (controls, newlines, format and separator characters, private use,
    /// unassigned code points) written as escapes. `"""` and `#` need nothing more in a `"…"` literal.
    public static func string(_ text: String) -> String {
        "\"" + escapedContents(text) + "\""
    }

    /// The inside of a string literal for `text` (no quotes), for literals built from parts.
    public static func escapedContents(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// One line of a `"""` string literal's contents for `line`: backslashes and invisible characters
    /// escaped as in `string(_:)`, and the third quote of any run of three, so the literal cannot end early.
    /// Quotes need no escape otherwise, so a line of a flow graph's text reads as it is.
    public static func multilineContents(_ line: String) -> String {
        var result = ""
        result.reserveCapacity(line.utf8.count)
        var quotes = 0
        for scalar in line.unicodeScalars {
            if scalar == "\"" {
                quotes += 1
                if quotes == 3 {
                    result += "\\\""
                    quotes = 0
                } else {
                    result += "\""
                }
                continue
            }
            quotes = 0
            if scalar == "\t" || scalar == "\\" || needsEscape(scalar) {
                result += escapedContents(String(scalar))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        if scalar.value < 0x80 { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate,
            .spaceSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
            return true
        default:
            return scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// `text` made safe for a `//` or `///` comment: one line, controls and invisible characters escaped.
    public static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A `Double` as Swift source (`30`, `0.5`, `1e-05`); `nil` when it is not finite.
    public static func number(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
