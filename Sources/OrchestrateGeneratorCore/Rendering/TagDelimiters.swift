/// Rewrites a template's `{{ }}` tags to delimiters that Swift code never contains, just before it is
/// compiled; the templates keep `{{ }}` as written.
///
/// swift-mustache checks for an opening delimiter at every occurrence of its first character, and each check
/// counts the characters left in the template (a walk over the rest of the text). `{` is on most lines of
/// Swift code, so with `{{` a template pays one such walk per brace; with a first character only tags have,
/// it pays one per tag. The text is otherwise unchanged, so the output is byte for byte the same: the set-
/// delimiter tag added at the top stands on a line of its own, which Mustache removes.
enum TagDelimiters {
    /// The delimiters tags get: ASCII control characters, which no template has.
    static let open: UInt8 = 0x02, close: UInt8 = 0x03

    /// `text` with every tag between the new delimiters; `text` itself when it already changes its
    /// delimiters, contains one of the new ones or has a tag that is never closed (left for the parser to
    /// report).
    static func rewritten(_ text: String) -> String {
        let bytes = Array(text.utf8)
        if bytes.contains(open) || bytes.contains(close) { return text }
        var result: [UInt8] = Array("{{=\u{02} \u{03}=}}\n".utf8)
        result.reserveCapacity(bytes.count + result.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == brace, index + 1 < bytes.count, bytes[index + 1] == brace else {
                result.append(bytes[index])
                index += 1
                continue
            }
            var nameStart = index + 2
            let isTriple = nameStart < bytes.count && bytes[nameStart] == brace
            if isTriple { nameStart += 1 }
            if nameStart < bytes.count, bytes[nameStart] == equals { return text }
            guard let closing = closingBraces(in: bytes, from: nameStart, triple: isTriple) else { return text }
            result.append(open)
            if isTriple { result.append(ampersand) }
            result.append(contentsOf: bytes[nameStart..<closing])
            result.append(close)
            index = closing + (isTriple ? 3 : 2)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let brace = UInt8(ascii: "{"), closingBrace = UInt8(ascii: "}")
    private static let equals = UInt8(ascii: "="), ampersand = UInt8(ascii: "&")

    /// Where the `}}` (or `}}}`) that closes a tag starts, from `start` on.
    private static func closingBraces(in bytes: [UInt8], from start: Int, triple: Bool) -> Int? {
        let length = triple ? 3 : 2
        var index = start
        while index + length <= bytes.count {
            if bytes[index..<(index + length)].allSatisfy({ $0 == closingBrace }) { return index }
            index += 1
        }
        return nil
    }
}
