/// A linear, lexical pass over a YAML text before Yams sees it, refusing what would make parsing
/// explode: nesting deeper than `maximumDepth` (Yams composes recursively) and aliases or collections
/// used as mapping keys (Yams hashes every key, so an alias key to a "billion laughs" node costs
/// exponential time). Alias expansion as values is bounded later, by `YAMLReader`'s node budget.
///
/// The scan follows quotes, comments and block scalars well enough for those checks; it never rejects
/// a spec that the format allows (the format needs neither deep nesting nor complex keys).
struct YAMLPreflight {
    /// The deepest nesting accepted; the spec formats need fewer than 10 levels.
    static let maximumDepth = 128

    /// A problem at a 1-based line and column.
    struct Problem: Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    /// The first problem of `text`, if any.
    static func check(_ text: String) -> Problem? {
        var text = text
        return text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var scanner = Scanner(bytes: base, count: buffer.count)
            return scanner.run()
        }
    }

    /// Reads through a raw pointer and compares with byte literals: in a debug build (the build plugin runs
    /// one) each `Array` subscript and each `UInt8(ascii:)` is a function call, a pointer subscript and a
    /// literal are not.
    private struct Scanner {
        let bytes: UnsafePointer<UInt8>
        let count: Int
        var index = 0
        var line = 1
        var lineStart = 0
        var flowDepth = 0
        var blockIndents: [Int] = []
        var blockScalarIndent: Int?
        var blockScalarParent = 0

        init(bytes: UnsafePointer<UInt8>, count: Int) {
            self.bytes = bytes
            self.count = count
        }

        var column: Int { index - lineStart + 1 }

        mutating func run() -> Problem? {
            while index < count {
                if let problem = scanLine() { return problem }
            }
            return nil
        }

        /// Scans one line (from `index` at a line start) and moves past its newline.
        mutating func scanLine() -> Problem? {
            lineStart = index
            var indent = 0
            while index < count, bytes[index] == 0x20 /* space */ {
                indent += 1
                index += 1
            }
            let isBlank = index >= count || bytes[index] == 10 || bytes[index] == 13 || bytes[index] == 0x23 /* # */
            if let blockIndent = blockScalarIndent {
                if isBlank || indent > blockScalarParent && (blockIndent == 0 || indent >= blockIndent) {
                    if !isBlank && blockIndent == 0 { blockScalarIndent = indent }
                    skipToNextLine()
                    return nil
                }
                blockScalarIndent = nil
            }
            if isBlank {
                skipToNextLine()
                return nil
            }
            if flowDepth == 0 {
                while let last = blockIndents.last, last > indent { blockIndents.removeLast() }
                if blockIndents.last != indent { blockIndents.append(indent) }
            }
            var compact = 0
            var atNodeStart = true
            var lastSignificant: UInt8 = 0
            while index < count, bytes[index] != 10, bytes[index] != 13 {
                let byte = bytes[index]
                let next: UInt8 = index + 1 < count ? bytes[index + 1] : 10
                let nextIsBreak = next == 32 || next == 9 || next == 10 || next == 13
                switch byte {
                case 0x23 /* # */
                where atNodeStart || index == lineStart || bytes[index - 1] == 32 || bytes[index - 1] == 9:
                    skipToNextLine()
                    return nil
                case 0x27 /* ' */ where atNodeStart:
                    if let problem = skipQuoted(single: true) { return problem }
                    lastSignificant = 0x27 /* ' */
                    atNodeStart = false
                    continue
                case 0x22 /* " */ where atNodeStart:
                    if let problem = skipQuoted(single: false) { return problem }
                    lastSignificant = 0x22 /* " */
                    atNodeStart = false
                    continue
                case 0x2D /* - */ where atNodeStart && nextIsBreak && flowDepth == 0,
                    0x3F /* ? */ where atNodeStart && nextIsBreak:
                    if byte == 0x3F /* ? */ {
                        return Problem(
                            message: "complex mapping keys ('? ') are not supported in spec files",
                            line: line, column: column)
                    }
                    compact += 1
                case 0x5B /* [ */, 0x7B /* { */:
                    if atNodeStart || flowDepth > 0 {
                        flowDepth += 1
                        atNodeStart = true
                        lastSignificant = byte
                        index += 1
                        if depth(compact) > YAMLPreflight.maximumDepth {
                            return Problem(
                                message: "the document nests deeper than \(YAMLPreflight.maximumDepth) levels",
                                line: line, column: column - 1)
                        }
                        continue
                    }
                case 0x5D /* ] */, 0x7D /* } */:
                    if flowDepth > 0 {
                        flowDepth -= 1
                        lastSignificant = byte
                        index += 1
                        atNodeStart = false
                        continue
                    }
                case 0x2C /* , */ where flowDepth > 0:
                    atNodeStart = true
                    lastSignificant = byte
                    index += 1
                    continue
                case 0x3A /* : */
                where nextIsBreak
                    || (flowDepth > 0 && (next == 0x2C /* , */ || next == 0x5D /* ] */ || next == 0x7D /* } */)):
                    if lastSignificant == 0x5D /* ] */ || lastSignificant == 0x7D /* } */ {
                        return Problem(
                            message: "a sequence or mapping cannot be a mapping key in spec files",
                            line: line, column: column)
                    }
                    if lastSignificant == 0x2A /* * */ {
                        return Problem(
                            message: "a YAML alias cannot be a mapping key in spec files",
                            line: line, column: column)
                    }
                    atNodeStart = true
                    lastSignificant = byte
                    index += 1
                    continue
                case 0x2A /* * */ where atNodeStart:
                    index += 1
                    while index < count, !Self.endsAnchorName(bytes[index]) { index += 1 }
                    while index < count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
                    lastSignificant = 0x2A /* * */
                    atNodeStart = false
                    continue
                case 0x26 /* & */ where atNodeStart, 0x21 /* ! */ where atNodeStart:
                    // An anchor or tag: the node starts after it.
                    index += 1
                    while index < count, !Self.endsAnchorName(bytes[index]) { index += 1 }
                    continue
                case 0x7C /* | */ where atNodeStart && flowDepth == 0,
                    0x3E /* > */ where atNodeStart && flowDepth == 0:
                    blockScalarIndent = 0
                    blockScalarParent = blockIndents.last ?? 0
                    skipToNextLine()
                    return nil
                case 32, 9:
                    index += 1
                    continue
                default:
                    break
                }
                if byte != 32 && byte != 9 {
                    atNodeStart = byte == 0x2D /* - */ && nextIsBreak
                    lastSignificant = byte
                }
                index += 1
            }
            if depth(compact) > YAMLPreflight.maximumDepth {
                return Problem(
                    message: "the document nests deeper than \(YAMLPreflight.maximumDepth) levels",
                    line: line, column: 1)
            }
            skipToNextLine()
            return nil
        }

        func depth(_ compact: Int) -> Int { blockIndents.count + compact + flowDepth }

        static func endsAnchorName(_ byte: UInt8) -> Bool {
            byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 0x2C /* , */
                || byte == 0x5B /* [ */ || byte == 0x5D /* ] */ || byte == 0x7B /* { */
                || byte == 0x7D /* } */
        }

        /// Skips a quoted scalar, which may span lines.
        mutating func skipQuoted(single: Bool) -> Problem? {
            let quote = bytes[index]
            index += 1
            while index < count {
                let byte = bytes[index]
                if byte == 10 {
                    line += 1
                    index += 1
                    lineStart = index
                    continue
                }
                if !single && byte == 0x5C /* backslash */ {
                    index += 2
                    continue
                }
                if byte == quote {
                    if single && index + 1 < count && bytes[index + 1] == quote {
                        index += 2
                        continue
                    }
                    index += 1
                    return nil
                }
                index += 1
            }
            return nil
        }

        mutating func skipToNextLine() {
            while index < count, bytes[index] != 10 { index += 1 }
            if index < count {
                index += 1
                line += 1
            }
        }
    }
}
