import Foundation

/// `application/x-www-form-urlencoded` decoding (WHATWG URL, section 5.1), the one decoder for every
/// query and form body the sandbox reads: `+` is a space, `%XX` is a byte in either case of hex digit,
/// and the bytes are UTF-8. Empty pieces (`a=1&&b=2`) are skipped; a piece without `=` is a name with
/// an empty value. Repeated names are kept, in order: whether they are allowed is the reader's call.
package enum FormURLEncoding {
    /// The pairs of `text`; `nil` when a `%` is not followed by two hex digits or the bytes are not UTF-8.
    package static func pairs(_ text: String) -> [SandboxNameValue]? {
        var pairs: [SandboxNameValue] = []
        for piece in text.split(separator: "&") {
            let parts = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : "") else { return nil }
            pairs.append(SandboxNameValue(name: name, value: value))
        }
        return pairs
    }

    /// The pairs of `text`, keeping a piece that does not decode as it was sent (with `+` still a
    /// space), so that a request with a malformed query is journaled and answered rather than dropped.
    package static func lenientPairs(_ text: String) -> [SandboxNameValue] {
        if let pairs = pairs(text) { return pairs }
        return text.split(separator: "&").map { piece in
            let parts = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func lenient(_ part: Substring) -> String { decode(part) ?? part.replacingOccurrences(of: "+", with: " ") }
            return SandboxNameValue(name: lenient(parts[0]), value: parts.count > 1 ? lenient(parts[1]) : "")
        }
    }

    /// One decoded name or value; `nil` when an escape is malformed or the bytes are not UTF-8.
    package static func decode(_ text: some StringProtocol) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        return String(bytes: bytes, encoding: .utf8)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `pairs` as a form body: names and values percent-encoded but for unreserved characters, space as `+`.
    package static func encode(_ pairs: [SandboxNameValue]) -> String {
        pairs.map { "\(encodeComponent($0.name))=\(encodeComponent($0.value))" }.joined(separator: "&")
    }

    /// One name or value of a form body.
    package static func encodeComponent(_ text: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~ ")
        let encoded = text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
        return encoded.replacingOccurrences(of: " ", with: "+")
    }
}
