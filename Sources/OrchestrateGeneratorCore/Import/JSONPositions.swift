import Foundation

/// One step of a path into a JSON document: an object member's key, or an array element's index.
enum JSONPathStep: Hashable, Sendable, CustomStringConvertible {
    /// The member of this key.
    case key(String)
    /// The element at this index.
    case index(Int)

    /// `.key` or `[3]`, as a path is written in a message.
    var description: String {
        switch self {
        case .key(let key): return "." + key
        case .index(let index): return "[\(index)]"
        }
    }
}

/// Where the members of a JSON document start: the byte offset of each object member's key and of each array
/// element, by path, down to `maximumDepth`, found in one pass over the bytes. The document must be JSON the
/// parser accepted: the scan does not check it again.
struct JSONPositions: Sendable {
    /// How deep the members recorded go: deep enough for a DaVinci node's property
    /// (`flows[1].graphData.elements.nodes[3].data.properties.x` is seven steps).
    static let maximumDepth = 8

    /// The offsets, by path key (`key(_:)`).
    private var offsets: [String: Int] = [:]

    /// The positions of `bytes`.
    init(_ bytes: [UInt8]) {
        offsets = bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            return scanner.scan()
        }
    }

    /// The byte offset where the member at `path` starts (its key's opening quote, or the element), or `nil`
    /// when the document has no such member within `maximumDepth`.
    func offset(of path: [JSONPathStep]) -> Int? {
        guard !path.isEmpty else { return 0 }
        return offsets[Self.key(path)]
    }

    /// The key a path is stored under: its steps joined by a separator no JSON text holds unescaped.
    static func key(_ path: [JSONPathStep]) -> String {
        var key = ""
        for step in path { append(step, to: &key) }
        return key
    }

    /// `step` added to a path key.
    fileprivate static func append(_ step: JSONPathStep, to key: inout String) {
        switch step {
        case .key(let name): key += "\u{1}" + name
        case .index(let index): key += "\u{2}" + String(index)
        }
    }

    /// The one-pass scan, recursive as the document nests (which the parser bounded already).
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var offsets: [String: Int] = [:]

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func scan() -> [String: Int] {
            value(path: "")
            return offsets
        }

        /// Skips spaces, tabs and line breaks.
        private mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        /// Reads the value that starts here; `path` is its path key, `nil` below the depth recorded.
        private mutating func value(path: String?, depth: Int = 0) {
            skipWhitespace()
            guard index < bytes.count else { return }
            let deeper = depth + 1 < JSONPositions.maximumDepth
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { break }
                    let start = index
                    let key = readString()
                    var member: String?
                    if var child = path {
                        JSONPositions.append(.key(key), to: &child)
                        offsets[child] = start
                        member = deeper ? child : nil
                    }
                    skipWhitespace()
                    index += 1 // the colon
                    value(path: member, depth: depth + 1)
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                    index += 1
                }
                index += 1 // the closing brace
            case UInt8(ascii: "["):
                index += 1
                var count = 0
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { break }
                    var element: String?
                    if var child = path {
                        JSONPositions.append(.index(count), to: &child)
                        offsets[child] = index
                        element = deeper ? child : nil
                    }
                    count += 1
                    value(path: element, depth: depth + 1)
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                    index += 1
                }
                index += 1 // the closing bracket
            case UInt8(ascii: "\""):
                _ = readString()
            default:
                while index < bytes.count,
                    ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(
                        bytes[index])
                {
                    index += 1
                }
            }
        }

        /// Reads the string that starts here (its opening quote), escapes decoded.
        private mutating func readString() -> String {
            index += 1
            var utf8: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    break
                }
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    let escaped = bytes[index + 1]
                    index += 2
                    switch escaped {
                    case UInt8(ascii: "n"): utf8.append(0x0A)
                    case UInt8(ascii: "t"): utf8.append(0x09)
                    case UInt8(ascii: "r"): utf8.append(0x0D)
                    case UInt8(ascii: "b"): utf8.append(0x08)
                    case UInt8(ascii: "f"): utf8.append(0x0C)
                    case UInt8(ascii: "u"): appendUnicodeEscape(into: &utf8)
                    default: utf8.append(escaped)
                    }
                    continue
                }
                utf8.append(byte)
                index += 1
            }
            return String(decoding: utf8, as: UTF8.self)
        }

        /// Decodes `XXXX` (after `\u`), with a following low surrogate when it is a high one.
        private mutating func appendUnicodeEscape(into utf8: inout [UInt8]) {
            func hex() -> UInt32? {
                guard index + 4 <= bytes.count,
                    let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
                else { return nil }
                index += 4
                return value
            }
            guard var scalar = hex() else { return }
            if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            {
                index += 2
                if let low = hex(), (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
            }
            utf8 += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
        }
    }
}
