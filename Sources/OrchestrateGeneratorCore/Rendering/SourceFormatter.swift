/// Normalises rendered Swift: re-indents every line by its brackets (4 spaces a level, `case` labels at
/// their `switch`'s level), trims trailing spaces, keeps at most one blank line in a row and none just
/// inside braces, and ends the file with one newline.
///
/// Templates may therefore be indented for reading: a partial's output lands at the right depth
/// whatever the caller's indentation, which Mustache's own partial indentation cannot promise inside loops.
/// Works on UTF-8 bytes in one pass (the brackets and quotes it looks for are all ASCII).
public enum SourceFormatter {
    /// The formatted text.
    public static func format(_ text: String) -> String {
        var text = text
        return text.withUTF8 { format(bytes: $0) }
    }

    static func format(bytes: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        var stack: [(isSwitch: Bool, indent: Int)] = []
        var pendingBlank = false
        var lastLineEndsWithBrace = false
        var wroteLine = false
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
            var start = lineStart, end = lineEnd
            while start < end, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
            while end > start, bytes[end - 1] == 32 || bytes[end - 1] == 9 || bytes[end - 1] == 13 { end -= 1 }
            lineStart = lineEnd + 1
            if start == end {
                pendingBlank = wroteLine
                continue
            }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let first = bytes[start]
            let startsWithCloser = first == UInt8(ascii: "}") || first == UInt8(ascii: ")") || first == UInt8(ascii: "]")
            var indent: Int
            if startsWithCloser {
                indent = stack.last?.indent ?? 0
            } else if let top = stack.last {
                indent = top.indent + 1
                if top.isSwitch, hasPrefix(line, "case ") || hasPrefix(line, "default:") || hasPrefix(line, "@unknown default:") {
                    indent = top.indent
                }
            } else {
                indent = 0
            }
            if pendingBlank, !startsWithCloser, !lastLineEndsWithBrace {
                output.append(10)
            }
            pendingBlank = false
            let isSwitchLine = hasPrefix(line, "switch ")
            // A bracket opened after closing one from an earlier line (`) {` ending a wrapped signature,
            // `} else {`) indents from the line that opened the closed bracket.
            var openerIndent = indent
            scanBrackets(line) { opener in
                if let opener {
                    stack.append((isSwitch: isSwitchLine && opener == UInt8(ascii: "{"), indent: openerIndent))
                } else if let closed = stack.popLast() {
                    openerIndent = min(openerIndent, closed.indent)
                }
            }
            for _ in 0..<(indent * 4) { output.append(32) }
            output.append(contentsOf: line)
            output.append(10)
            wroteLine = true
            lastLineEndsWithBrace = bytes[end - 1] == UInt8(ascii: "{")
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func hasPrefix(_ line: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard line.count >= count else { return false }
        let start = prefix.utf8Start
        for index in 0..<count where line[index] != start[index] {
            return false
        }
        return true
    }

    /// Calls `body` with each opening bracket, or `nil` for each closing one, outside string literals
    /// (interpolations included) and comments.
    static func scanBrackets(_ line: UnsafeBufferPointer<UInt8>, _ body: (UInt8?) -> Void) {
        var inString = false
        var interpolationDepth: [Int] = []
        var parenDepth = 0
        var escaped = false
        var previous: UInt8 = 32
        for index in 0..<line.count {
            let byte = line[index]
            if inString {
                if escaped {
                    escaped = false
                    if byte == UInt8(ascii: "(") {
                        interpolationDepth.append(parenDepth)
                        parenDepth += 1
                        inString = false
                    }
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                previous = byte
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"):
                return
            case UInt8(ascii: "(") where !interpolationDepth.isEmpty:
                parenDepth += 1
            case UInt8(ascii: ")") where !interpolationDepth.isEmpty:
                parenDepth -= 1
                if let last = interpolationDepth.last, parenDepth == last {
                    interpolationDepth.removeLast()
                    inString = true
                }
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                body(byte)
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                body(nil)
            default:
                break
            }
            previous = byte
        }
    }
}
