/// Compiles a generator template's text into a `CompiledTemplate`.
///
/// The language is the part of Mustache that generator templates use (`TemplateLint` also compiles with it): variables
/// (`{{name}}`, `{{&name}}`, `{{{name}}}`), sections, inverted sections, partials, comments and the
/// `{{% CONTENT_TYPE: TEXT }}` pragma. Whitespace follows Mustache's rules as swift-mustache, the reference
/// the test suite renders every built-in template and a set of edge cases with (`CompiledTemplateTests`),
/// reads them: a section, inverted section, comment or pragma tag alone on its line (a standalone tag)
/// prints neither the line's indentation nor its line break; only `\n` and `\r\n` end a line of text.
/// A standalone partial tag's indentation is not text: it is the partial's (see `TemplateRenderer` for
/// how it indents the lines the partial prints).
///
/// Anything else (set delimiters, inheritance, dynamic partials, transforms, another content type) is a
/// `TemplateCompiler.Error` with the line and column of the tag.
struct TemplateCompiler {
    /// Why a template does not compile, and where.
    struct Error: Swift.Error, Equatable, CustomStringConvertible {
        /// 1-based line of the problem.
        let line: Int
        /// 1-based column (in UTF-8 bytes) of the problem.
        let column: Int
        /// What is wrong.
        let message: String

        var description: String { "\(line):\(column): \(message)" }
    }

    /// Compiles `text`.
    static func compile(_ text: String) throws(Error) -> CompiledTemplate {
        var text = text
        // The compiler reads the bytes through a pointer and without closures or generic algorithms: the
        // build plugin runs a debug build of the generator, which compiles the templates at every start.
        let nodes = text.withUTF8 { bytes -> Result<[TemplateNode], Error> in
            var compiler = TemplateCompiler(bytes: bytes)
            do throws(Error) {
                return .success(try compiler.block(closing: nil, atLineStart: true, isText: false))
            } catch {
                return .failure(error)
            }
        }
        return CompiledTemplate(nodes: try nodes.get())
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The nodes up to the tag closing the section `closing` opened (consumed), or to the end of the text
    /// when `closing` is nil. `isText` is whether a `TEXT` content-type pragma is in force.
    private mutating func block(closing: (name: String, tagStart: Int)?, atLineStart: Bool, isText: Bool) throws(Error)
        -> [TemplateNode]
    {
        var nodes: [TemplateNode] = []
        var atLineStart = atLineStart
        var isText = isText
        var indentation = 0..<0

        /// Adds the pending indentation as text, when there is one.
        func flushIndentation() {
            if !indentation.isEmpty {
                nodes.append(.text(copy(indentation), endsLine: false))
                indentation = 0..<0
            }
        }

        while position < bytes.count {
            if atLineStart {
                indentation = skipBlanks()
            }
            let text = try textUntilTagOrLineBreak()
            if let lineBreak = lineBreakLength(at: position) {
                let lineBreakRange = position..<position + lineBreak
                if indentation.isEmpty, text.isEmpty {
                    nodes.append(.lineBreak(copy(lineBreakRange)))
                } else {
                    nodes.append(.text(copy(indentation, text, lineBreakRange), endsLine: true))
                }
                position += lineBreak
                atLineStart = true
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(copy(indentation, text), endsLine: false))
                indentation = 0..<0
                atLineStart = false
            }
            guard position < bytes.count else { break }
            let tagStart = position - 2
            var standalone = false
            switch bytes[position] {
            case .hash, .caret:
                let inverted = bytes[position] == .caret
                position += 1
                let name = try tagName(at: tagStart)
                standalone = atLineStart && lineFinished()
                if !standalone { flushIndentation() }
                let body = try block(closing: (name.description, tagStart), atLineStart: standalone, isText: isText)
                nodes.append(inverted ? .inverted(name, body) : .section(name, body))
            case .slash:
                position += 1
                let name = try tagName(at: tagStart)
                guard name.description == closing?.name else {
                    throw failure(
                        at: tagStart,
                        closing.map { "'{{/\(name)}}' closes '{{#\($0.name)}}'" } ?? "'{{/\(name)}}' closes no section")
                }
                if !(atLineStart && lineFinished()) { flushIndentation() }
                return nodes
            case .bang:
                guard let end = closingDelimiterIndex(from: position) else {
                    throw failure(at: tagStart, "unclosed comment")
                }
                position = end + 2
                standalone = atLineStart && lineFinished()
            case .openBrace:
                flushIndentation()
                position += 1
                let name = try tagName(at: tagStart)
                guard position < bytes.count, bytes[position] == .closeBrace else {
                    throw failure(at: tagStart, "'{{{' needs '}}}'")
                }
                position += 1
                nodes.append(try variable(name, at: tagStart, isText: isText))
            case .ampersand:
                flushIndentation()
                position += 1
                nodes.append(try variable(try tagName(at: tagStart), at: tagStart, isText: isText))
            case .greaterThan:
                position += 1
                let name = try partialName(at: tagStart)
                // Alone on its line, the tag gives its indentation to the partial, which prints it before
                // each of its lines; else the indentation is text before the partial.
                standalone = atLineStart && lineFinished()
                if standalone {
                    nodes.append(.partial(name, indentation: copy(indentation), offset: tagStart))
                    indentation = 0..<0
                } else {
                    flushIndentation()
                    nodes.append(.partial(name, indentation: nil, offset: tagStart))
                }
            case .percent:
                position += 1
                try contentTypeText(at: tagStart)
                isText = true
                standalone = atLineStart && lineFinished()
            case .equals, .lessThan, .dollar:
                throw failure(
                    at: tagStart, "set-delimiter and inheritance tags are not supported in generator templates")
            default:
                flushIndentation()
                nodes.append(try variable(try tagName(at: tagStart), at: tagStart, isText: isText))
            }
            atLineStart = standalone
        }
        if let closing {
            throw failure(at: closing.tagStart, "'{{#\(closing.name)}}' is not closed")
        }
        return nodes
    }

    /// A variable node, if the content type is `TEXT` (else Mustache would escape it as HTML).
    private func variable(_ name: TemplateName, at tagStart: Int, isText: Bool) throws(Error) -> TemplateNode {
        guard isText else {
            throw failure(
                at: tagStart,
                "'{{\(name)}}' comes before '{{% CONTENT_TYPE: TEXT }}' (Mustache would escape it as HTML)")
        }
        return .variable(name)
    }

    /// Text up to the next `{{` (consumed) or line break (not consumed), or to the end.
    private mutating func textUntilTagOrLineBreak() throws(Error) -> Range<Int> {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == .openBrace {
                if position + 1 < bytes.count, bytes[position + 1] == .openBrace {
                    position += 2
                    return start..<position - 2
                }
                if position + 1 == bytes.count {
                    throw failure(at: position, "a '{' ends the template")
                }
            } else if byte == .newline
                || (byte == .carriageReturn && position + 1 < bytes.count && bytes[position + 1] == .newline)
            {
                return start..<position
            }
            position += 1
        }
        return start..<position
    }

    /// The length of the line break at `index` that ends a line of text (`\n` or `\r\n`), if there is one.
    private func lineBreakLength(at index: Int) -> Int? {
        guard index < bytes.count else { return nil }
        if bytes[index] == .newline { return 1 }
        if bytes[index] == .carriageReturn, index + 1 < bytes.count, bytes[index + 1] == .newline { return 2 }
        return nil
    }

    /// Whether the tag just read ends its line: the text ends right after it, or blanks and a line break
    /// (any of Unicode's) follow it, which are then skipped. (Blanks at the very end do not count.)
    private mutating func lineFinished() -> Bool {
        if position == bytes.count { return true }
        var index = position
        while index < bytes.count, bytes[index] == .space || bytes[index] == .tab { index += 1 }
        guard index < bytes.count, let length = anyLineBreakLength(at: index) else { return false }
        position = index + length
        return true
    }

    /// The length of a line break of any kind at `index`: LF, CR LF, CR, VT, FF, NEL, LS or PS.
    private func anyLineBreakLength(at index: Int) -> Int? {
        if let length = lineBreakLength(at: index) { return length }
        switch bytes[index] {
        case .carriageReturn, 0x0B, 0x0C: return 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            return 3
        default: return nil
        }
    }

    /// A tag's name and its closing `}}`.
    private mutating func tagName(at tagStart: Int) throws(Error) -> TemplateName {
        skipWhitespace()
        let name = readName(alsoSlash: false)
        skipWhitespace()
        try closingDelimiter(at: tagStart)
        var index = name.lowerBound
        while index < name.upperBound {
            if bytes[index] == .openParenthesis || bytes[index] == .closeParenthesis {
                throw failure(
                    at: tagStart,
                    "transforms such as '\(string(name))' are not supported in generator templates; compute the value in the view model"
                )
            }
            index += 1
        }
        guard !name.isEmpty else { throw failure(at: tagStart, "the tag has no name") }
        // Split at the dots here, once, as Mustache splits a name: `.` alone is the current value, empty
        // parts are dropped, and a leading dot anchors the name to the current value.
        var parts: [String] = []
        var partStart = name.lowerBound
        index = name.lowerBound
        while index <= name.upperBound {
            if index == name.upperBound || bytes[index] == .dot {
                if index > partStart { parts.append(string(partStart..<index)) }
                partStart = index + 1
            }
            index += 1
        }
        let isCurrent = name.count == 1 && bytes[name.lowerBound] == .dot
        return TemplateName(
            parts: isCurrent ? [] : parts, isAnchored: !isCurrent && bytes[name.lowerBound] == .dot,
            description: string(name), offset: tagStart)
    }

    /// A partial tag's template name and its closing `}}`.
    private mutating func partialName(at tagStart: Int) throws(Error) -> String {
        skipWhitespace()
        if position < bytes.count, bytes[position] == .asterisk {
            throw failure(at: tagStart, "dynamic partials ('{{>*name}}') are not supported in generator templates")
        }
        let name = readName(alsoSlash: true)
        skipWhitespace()
        try closingDelimiter(at: tagStart)
        return string(name)
    }

    /// The rest of a `{{% CONTENT_TYPE: TEXT }}` pragma; any other pragma is an error.
    private mutating func contentTypeText(at tagStart: Int) throws(Error) {
        skipWhitespace()
        let variable = readName(alsoSlash: false)
        skipWhitespace()
        let colon = position < bytes.count && bytes[position] == .colon
        if colon { position += 1 }
        skipWhitespace()
        let value = readName(alsoSlash: false)
        skipWhitespace()
        try closingDelimiter(at: tagStart)
        guard colon, string(variable) == "CONTENT_TYPE", string(value) == "TEXT" else {
            throw failure(at: tagStart, "the only pragma generator templates take is '{{% CONTENT_TYPE: TEXT }}'")
        }
    }

    /// Consumes `}}`, or throws.
    private mutating func closingDelimiter(at tagStart: Int) throws(Error) {
        guard position + 1 < bytes.count, bytes[position] == .closeBrace, bytes[position + 1] == .closeBrace else {
            throw failure(at: tagStart, "unfinished tag: expected a name and '}}'")
        }
        position += 2
    }

    /// The index of the next `}}` from `start`.
    private func closingDelimiterIndex(from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == .closeBrace, bytes[index + 1] == .closeBrace { return index }
            index += 1
        }
        return nil
    }

    /// Skips spaces and tabs; returns their range.
    private mutating func skipBlanks() -> Range<Int> {
        let start = position
        while position < bytes.count, bytes[position] == .space || bytes[position] == .tab { position += 1 }
        return start..<position
    }

    /// Skips ASCII whitespace, line breaks included.
    private mutating func skipWhitespace() {
        while position < bytes.count,
            bytes[position] == .space || (bytes[position] >= .tab && bytes[position] <= .carriageReturn)
        {
            position += 1
        }
    }

    /// Reads the characters a name can have, as swift-mustache reads them (letters, digits, `.-_?*` and
    /// parentheses, and `/` in a partial's name); returns their range.
    private mutating func readName(alsoSlash: Bool) -> Range<Int> {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            guard
                byte.isNameCharacter || byte == .openParenthesis || byte == .closeParenthesis
                    || (alsoSlash && byte == .slash)
            else { break }
            position += 1
        }
        return start..<position
    }

    /// The bytes of `range` as a string.
    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The bytes of the ranges, one after the other, as an array.
    private func copy(_ first: Range<Int>, _ second: Range<Int> = 0..<0, _ third: Range<Int> = 0..<0) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: first.count + second.count + third.count)
        guard let source = bytes.baseAddress else { return result }
        result.withUnsafeMutableBytes { target in
            guard let target = target.baseAddress else { return }
            target.copyMemory(from: source + first.lowerBound, byteCount: first.count)
            (target + first.count).copyMemory(from: source + second.lowerBound, byteCount: second.count)
            (target + first.count + second.count).copyMemory(from: source + third.lowerBound, byteCount: third.count)
        }
        return result
    }

    /// An error at byte `index`, with its line and column.
    private func failure(at index: Int, _ message: String) -> Error {
        let (line, column) = Self.location(of: index, in: bytes)
        return Error(line: line, column: column, message: message)
    }

    /// The 1-based line and column (in UTF-8 bytes) of byte `offset` of `text`.
    static func location(of offset: Int, in text: String) -> (line: Int, column: Int) {
        var text = text
        return text.withUTF8 { location(of: offset, in: $0) }
    }

    private static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let before = bytes[..<max(0, min(offset, bytes.count))]
        let lineStart = before.lastIndex(of: .newline).map { $0 + 1 } ?? 0
        return (before.count { $0 == .newline } + 1, before.count - lineStart + 1)
    }
}

extension UInt8 {
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let bang = UInt8(ascii: "!")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let dollar = UInt8(ascii: "$")
    fileprivate static let percent = UInt8(ascii: "%")
    fileprivate static let ampersand = UInt8(ascii: "&")
    fileprivate static let openParenthesis = UInt8(ascii: "(")
    fileprivate static let closeParenthesis = UInt8(ascii: ")")
    fileprivate static let asterisk = UInt8(ascii: "*")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let lessThan = UInt8(ascii: "<")
    fileprivate static let equals = UInt8(ascii: "=")
    fileprivate static let greaterThan = UInt8(ascii: ">")
    fileprivate static let caret = UInt8(ascii: "^")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")

    /// Whether the byte can be part of a tag's name (as swift-mustache reads names: letters, digits and `.-_?*`).
    fileprivate var isNameCharacter: Bool {
        // a-z A-Z 0-9
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39)
            || self == 0x2E || self == 0x2D || self == 0x5F || self == 0x3F || self == 0x2A // . - _ ? *
    }
}
