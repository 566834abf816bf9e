/// Normalises rendered Swift: re-indents every line by its brackets (4 spaces a level, `case` labels at
/// their `switch`'s level), trims trailing spaces, keeps at most one blank line in a row and none just
/// inside braces, and ends the file with one newline.
///
/// Templates may therefore be indented for reading: a partial's output lands at the right depth
/// whatever the caller's indentation, which Mustache's own partial indentation cannot promise inside loops.
public enum SourceFormatter {
    /// The formatted text.
    public static func format(_ text: String) -> String {
        var output: [Substring] = []
        var pendingBlank = false
        var stack: [(isSwitch: Bool, indent: Int)] = []
        var lines: [String] = []
        lines.reserveCapacity(text.utf8.count / 30)
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingSpaces()
            if line.isEmpty {
                pendingBlank = !output.isEmpty
                continue
            }
            let startsWithCloser = line.first.map { $0 == "}" || $0 == ")" || $0 == "]" } ?? false
            var indent: Int
            if startsWithCloser {
                indent = stack.last?.indent ?? 0
            } else if let top = stack.last {
                indent = top.indent + 1
                if top.isSwitch, line.hasPrefix("case ") || line.hasPrefix("default:") || line.hasPrefix("@unknown default:") {
                    indent = top.indent
                }
            } else {
                indent = 0
            }
            if pendingBlank, !startsWithCloser, let last = output.last, last.last != "{" {
                lines.append("")
            }
            pendingBlank = false
            let isSwitchLine = line.hasPrefix("switch ")
            // A bracket opened after closing one from an earlier line (`) {` ending a wrapped signature,
            // `} else {`) indents from the line that opened the closed bracket.
            var openerIndent = indent
            scanBrackets(line) { opener in
                if let opener {
                    stack.append((isSwitch: isSwitchLine && opener == "{", indent: openerIndent))
                } else if let closed = stack.popLast() {
                    openerIndent = min(openerIndent, closed.indent)
                }
            }
            let text = String(repeating: "    ", count: indent) + line
            lines.append(text)
            output.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Calls `body` with each opening bracket, or `nil` for each closing one, outside string literals
    /// and comments.
    static func scanBrackets(_ line: Substring, _ body: (Character?) -> Void) {
        var inString = false
        var interpolationDepth: [Int] = []
        var parenDepth = 0
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                    if character == "(" {
                        interpolationDepth.append(parenDepth)
                        parenDepth += 1
                        inString = false
                    }
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                previous = character
                continue
            }
            switch character {
            case "\"":
                inString = true
            case "/" where previous == "/":
                return
            case "(" where !interpolationDepth.isEmpty:
                parenDepth += 1
            case ")" where !interpolationDepth.isEmpty:
                parenDepth -= 1
                if let last = interpolationDepth.last, parenDepth == last {
                    interpolationDepth.removeLast()
                    inString = true
                }
            case "{", "(", "[":
                body(character)
            case "}", ")", "]":
                body(nil)
            default:
                break
            }
            previous = character
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Substring {
        guard let start = firstIndex(where: { $0 != " " && $0 != "\t" }),
              let end = lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return self[start...end]
    }
}
