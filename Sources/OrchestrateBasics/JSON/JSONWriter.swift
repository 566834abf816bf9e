import Foundation

extension JSON {
    /// The order in which `serialized` writes an object's members.
    public enum KeyOrder: Sendable {
        /// Sorted by key, so equal values always give equal bytes.
        case sorted
        /// In the object's own order: as read, or as added.
        case stored
    }

    /// Compact UTF-8 JSON; by default object keys are sorted, so equal values always give equal bytes.
    public func serialized(keyOrder: KeyOrder = .sorted) -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(into: &output, keyOrder: keyOrder)
        return Data(output)
    }

    /// The compact JSON text of `serialized(keyOrder:)`.
    public func serializedText(keyOrder: KeyOrder = .sorted) -> String {
        String(decoding: serialized(keyOrder: keyOrder), as: UTF8.self)
    }

    /// The indented JSON text of `prettySerialized(keyOrder:)`, for a screen or a log people read (Ping's
    /// `JSONUtils.jsonStringify(value:prettyPrinted: true)`).
    public func prettySerializedText(keyOrder: KeyOrder = .sorted) -> String {
        String(decoding: prettySerialized(keyOrder: keyOrder), as: UTF8.self)
    }

    /// Indented UTF-8 JSON, two spaces a level, a member or element a line, for files people review.
    package func prettySerialized(keyOrder: KeyOrder = .sorted) -> Data {
        var output: [UInt8] = []
        writePretty(into: &output, keyOrder: keyOrder, depth: 0)
        output.append(UInt8(ascii: "\n"))
        return Data(output)
    }

    /// This value indented as it stands `depth` levels down in a ``prettySerialized(keyOrder:)`` document (its
    /// first line not indented, no final newline): a part that a writer of a long document can keep and put
    /// back unchanged.
    package func prettySerialized(keyOrder: KeyOrder, depth: Int) -> [UInt8] {
        var output: [UInt8] = []
        writePretty(into: &output, keyOrder: keyOrder, depth: depth)
        return output
    }

    private func writePretty(into output: inout [UInt8], keyOrder: KeyOrder, depth: Int) {
        let inner = [UInt8](repeating: UInt8(ascii: " "), count: 2 * (depth + 1))
        let outer = inner.dropLast(2)
        switch self {
        case .array(let elements) where !elements.isEmpty:
            output.append(contentsOf: "[\n".utf8)
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(contentsOf: ",\n".utf8) }
                output.append(contentsOf: inner)
                element.writePretty(into: &output, keyOrder: keyOrder, depth: depth + 1)
            }
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: outer)
            output.append(UInt8(ascii: "]"))
        case .object(let members) where !members.keys.isEmpty:
            output.append(contentsOf: "{\n".utf8)
            let keys = keyOrder == .sorted ? members.keys.sorted() : members.keys
            for (offset, key) in keys.enumerated() {
                if offset > 0 { output.append(contentsOf: ",\n".utf8) }
                output.append(contentsOf: inner)
                JSON.writeString(key, into: &output)
                output.append(contentsOf: ": ".utf8)
                (members[key] ?? .null).writePretty(into: &output, keyOrder: keyOrder, depth: depth + 1)
            }
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: outer)
            output.append(UInt8(ascii: "}"))
        default:
            write(into: &output, keyOrder: keyOrder)
        }
    }

    private func write(into output: inout [UInt8], keyOrder: KeyOrder) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): output.append(contentsOf: JSON.format(value).utf8)
        case .integer(let value): output.append(contentsOf: String(value).utf8)
        case .string(let value): JSON.writeString(value, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                element.write(into: &output, keyOrder: keyOrder)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            let keys = keyOrder == .sorted ? members.keys.sorted() : members.keys
            for (offset, key) in keys.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                JSON.writeString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                (members[key] ?? .null).write(into: &output, keyOrder: keyOrder)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    private static func writeString(_ value: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
