/// Normalises rendered Swift: re-indents every line by its brackets (4 spaces a level, `case` labels at
/// their `switch`'s level), trims trailing spaces, keeps at most one blank line in a row and none just
/// inside braces, and ends the file with one newline.
///
/// Templates may therefore be indented for reading: a partial's output lands at the right depth
/// whatever the caller's indentation, which Mustache's own partial indentation cannot promise inside loops.
/// Works on UTF-8 bytes in one pass (the brackets and quotes it looks for are all ASCII), through raw
/// pointers and without closures, so that it stays fast in a debug build too (the build plugin runs a
/// debug build of the generator).
public enum SourceFormatter {
    /// The formatted text.
    public static func format(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return "" }
            var formatter = LineFormatter(capacity: bytes.count + bytes.count / 4)
            var lineStart = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, base[lineEnd] != LineFormatter.newline { lineEnd += 1 }
                formatter.add(base + lineStart, count: lineEnd - lineStart)
                lineStart = lineEnd + 1
            }
            return String(decoding: formatter.output, as: UTF8.self)
        }
    }
}

/// The state of one `SourceFormatter.format` pass: the open brackets and the lines written so far.
private struct LineFormatter {
    static let newline: UInt8 = 10
    private static let space: UInt8 = 32
    private static let tab: UInt8 = 9
    private static let carriageReturn: UInt8 = 13
    private static let quote: UInt8 = 34          // "
    private static let backslash: UInt8 = 92      // \
    private static let slash: UInt8 = 47          // /
    private static let openParen: UInt8 = 40      // (
    private static let closeParen: UInt8 = 41     // )
    private static let openBracket: UInt8 = 91    // [
    private static let closeBracket: UInt8 = 93   // ]
    private static let openBrace: UInt8 = 123     // {
    private static let closeBrace: UInt8 = 125    // }
    /// Spaces appended by slices, rather than one at a time.
    private static let spaces = [UInt8](repeating: 32, count: 256)

    private(set) var output: [UInt8] = []
    /// The open brackets: whether each opened a `switch` body, and the indentation level of its line.
    private var stack: [(isSwitch: Bool, indent: Int)] = []
    private var pendingBlank = false
    private var lastLineEndsWithBrace = false
    private var wroteLine = false

    init(capacity: Int) {
        output.reserveCapacity(capacity)
    }

    /// Adds the line of `count` bytes at `line` (without its newline).
    mutating func add(_ line: UnsafePointer<UInt8>, count: Int) {
        var start = 0, end = count
        while start < end, line[start] == Self.space || line[start] == Self.tab { start += 1 }
        while end > start, line[end - 1] == Self.space || line[end - 1] == Self.tab || line[end - 1] == Self.carriageReturn {
            end -= 1
        }
        if start == end {
            pendingBlank = wroteLine
            return
        }
        let text = line + start, length = end - start
        let first = text[0]
        let startsWithCloser = first == Self.closeBrace || first == Self.closeParen || first == Self.closeBracket
        var indent = 0
        if startsWithCloser {
            indent = stack.last?.indent ?? 0
        } else if let top = stack.last {
            indent = top.indent + 1
            if top.isSwitch, Self.hasPrefix(text, length, "case ") || Self.hasPrefix(text, length, "default:")
                || Self.hasPrefix(text, length, "@unknown default:") {
                indent = top.indent
            }
        }
        if pendingBlank, !startsWithCloser, !lastLineEndsWithBrace {
            output.append(Self.newline)
        }
        pendingBlank = false
        scanBrackets(text, length, indent: indent, isSwitchLine: Self.hasPrefix(text, length, "switch "))
        var remaining = indent * 4
        while remaining > 0 {
            let chunk = min(remaining, Self.spaces.count)
            output.append(contentsOf: Self.spaces[0..<chunk])
            remaining -= chunk
        }
        output.append(contentsOf: UnsafeBufferPointer(start: text, count: length))
        output.append(Self.newline)
        wroteLine = true
        lastLineEndsWithBrace = text[length - 1] == Self.openBrace
    }

    /// Pushes each opening bracket of the line and pops each closing one, outside string literals
    /// (interpolations included) and comments. A bracket opened after closing one from an earlier line
    /// (`) {` ending a wrapped signature, `} else {`) indents from the line that opened the closed bracket.
    private mutating func scanBrackets(_ line: UnsafePointer<UInt8>, _ length: Int, indent: Int, isSwitchLine: Bool) {
        var openerIndent = indent
        var inString = false
        var interpolationDepth: [Int] = []
        var parenDepth = 0
        var escaped = false
        var previous = Self.space
        var index = 0
        while index < length {
            let byte = line[index]
            index += 1
            if inString {
                if escaped {
                    escaped = false
                    if byte == Self.openParen {
                        interpolationDepth.append(parenDepth)
                        parenDepth += 1
                        inString = false
                    }
                } else if byte == Self.backslash {
                    escaped = true
                } else if byte == Self.quote {
                    inString = false
                }
                previous = byte
                continue
            }
            switch byte {
            case Self.quote:
                inString = true
            case Self.slash where previous == Self.slash:
                return
            case Self.openParen where !interpolationDepth.isEmpty:
                parenDepth += 1
            case Self.closeParen where !interpolationDepth.isEmpty:
                parenDepth -= 1
                if let last = interpolationDepth.last, parenDepth == last {
                    interpolationDepth.removeLast()
                    inString = true
                }
            case Self.openBrace, Self.openParen, Self.openBracket:
                stack.append((isSwitch: isSwitchLine && byte == Self.openBrace, indent: openerIndent))
            case Self.closeBrace, Self.closeParen, Self.closeBracket:
                if let closed = stack.popLast() {
                    openerIndent = min(openerIndent, closed.indent)
                }
            default:
                break
            }
            previous = byte
        }
    }

    private static func hasPrefix(_ line: UnsafePointer<UInt8>, _ length: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard length >= count else { return false }
        let start = prefix.utf8Start
        var index = 0
        while index < count {
            if line[index] != start[index] { return false }
            index += 1
        }
        return true
    }
}
