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
    /// report). Reads the bytes through a pointer, without closures, so that it is cheap in a debug build too.
    static func rewritten(_ text: String) -> String {
        var text = text
        let result: [UInt8]? = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            let count = bytes.count
            var result = Array("{{=\u{02} \u{03}=}}\n".utf8)
            result.reserveCapacity(count + result.count)
            var index = 0
            while index < count {
                let byte = base[index]
                if byte == open || byte == close { return nil }
                guard byte == brace, index + 1 < count, base[index + 1] == brace else {
                    result.append(byte)
                    index += 1
                    continue
                }
                var nameStart = index + 2
                let isTriple = nameStart < count && base[nameStart] == brace
                if isTriple { nameStart += 1 }
                if nameStart < count, base[nameStart] == equals { return nil }
                let closingLength = isTriple ? 3 : 2
                var closing = nameStart
                while closing + closingLength <= count,
                      !(base[closing] == closingBrace && base[closing + 1] == closingBrace
                        && (!isTriple || base[closing + 2] == closingBrace)) {
                    if base[closing] == open || base[closing] == close { return nil }
                    closing += 1
                }
                if closing + closingLength > count { return nil }
                result.append(open)
                if isTriple { result.append(ampersand) }
                result.append(contentsOf: UnsafeBufferPointer(start: base + nameStart, count: closing - nameStart))
                result.append(close)
                index = closing + closingLength
            }
            return result
        }
        guard let result else { return text }
        return String(decoding: result, as: UTF8.self)
    }

    private static let brace = UInt8(ascii: "{"), closingBrace = UInt8(ascii: "}")
    private static let equals = UInt8(ascii: "="), ampersand = UInt8(ascii: "&")
}
