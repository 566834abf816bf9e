/// A text read with its escapes undone, each decoded byte mapped back to the bytes of the text it came from: so
/// that a secret is found where a page or a script escapes it (a URI in a query as `%3D`, in AM's QR-code script
/// as `\x3D`, in JSON as `\u003D` or `\/`) and replaced there, in the text's own spelling around it.
///
/// Undone: percent-encoding (`%HH`, RFC 3986 §2.1), JavaScript's `\xHH` and `\uHHHH` (with surrogate pairs), and
/// `\/`. AM escapes the enrolment URI of its QR-code script with `\xHH` for every byte but letters, digits and
/// `,._` (ping-javascript-sdk `packages/journey-client/src/lib/qr-code/qr-code.mock.data.ts:127-136`).
package struct EscapedText {
    /// The text as written.
    package let raw: String
    /// Its bytes with the escapes undone.
    package let decoded: [UInt8]
    /// For each decoded byte, the range of raw bytes it came from; `nil` when the text has no escape (each byte
    /// comes from itself).
    private let sources: [Range<Int>]?
    private let rawBytes: [UInt8]

    /// Reads `raw`; `decodingPercent: false` leaves `%HH` as it is (a URI keeps its own encoding).
    package init(_ raw: String, decodingPercent: Bool = true) {
        self.raw = raw
        let bytes = Array(raw.utf8)
        rawBytes = bytes
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "\\") }) else {
            decoded = bytes
            sources = nil
            return
        }
        var decoded: [UInt8] = []
        var sources: [Range<Int>] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        func emit(_ scalar: UInt32, from range: Range<Int>) {
            guard let unicode = Unicode.Scalar(scalar) else { return }
            for byte in String(unicode).utf8 {
                decoded.append(byte)
                sources.append(range)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if decodingPercent, byte == UInt8(ascii: "%"), let value = Self.hex(bytes, index + 1, count: 2) {
                // A percent-encoded byte of UTF-8: kept as the byte; a run of them decodes as the text did.
                decoded.append(UInt8(value))
                sources.append(index..<(index + 3))
                index += 3
            } else if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "x"), let value = Self.hex(bytes, index + 2, count: 2) {
                    emit(value, from: index..<(index + 4))
                    index += 4
                } else if next == UInt8(ascii: "u"), let high = Self.hex(bytes, index + 2, count: 4) {
                    if (0xD800..<0xDC00).contains(high), index + 12 <= bytes.count,
                        bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u"),
                        let low = Self.hex(bytes, index + 8, count: 4), (0xDC00..<0xE000).contains(low)
                    {
                        emit(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00), from: index..<(index + 12))
                        index += 12
                    } else {
                        emit(high, from: index..<(index + 6))
                        index += 6
                    }
                } else if next == UInt8(ascii: "/") {
                    decoded.append(next)
                    sources.append(index..<(index + 2))
                    index += 2
                } else {
                    decoded.append(byte)
                    sources.append(index..<(index + 1))
                    index += 1
                }
            } else {
                decoded.append(byte)
                sources.append(index..<(index + 1))
                index += 1
            }
        }
        self.decoded = decoded
        self.sources = sources
    }

    /// The decoded text (invalid UTF-8 repaired).
    package var decodedText: String {
        String(decoding: decoded, as: UTF8.self)
    }

    /// Every range of raw bytes where `needle` is found in the decoded text, left to right, not overlapping.
    package func rawRanges(of needle: [UInt8]) -> [Range<Int>] {
        guard let first = needle.first, needle.count <= decoded.count else { return [] }
        var ranges: [Range<Int>] = []
        var start = 0
        let last = decoded.count - needle.count
        while start <= last {
            guard decoded[start] == first else {
                start += 1
                continue
            }
            var matched = true
            for offset in 1..<needle.count where decoded[start + offset] != needle[offset] {
                matched = false
                break
            }
            if matched {
                ranges.append(source(of: start).lowerBound..<source(of: start + needle.count - 1).upperBound)
                start += needle.count
            } else {
                start += 1
            }
        }
        return ranges
    }

    /// The raw bytes the decoded byte at `index` came from.
    private func source(of index: Int) -> Range<Int> {
        sources?[index] ?? index..<(index + 1)
    }

    /// Whether `needle` is in `haystack`, byte for byte.
    package static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    /// The ranges of raw bytes that are placeholders.
    package func placeholderRanges() -> [Range<Int>] {
        RecordedPlaceholder.occurrences(in: raw).map { occurrence in
            raw.utf8.distance(
                from: raw.startIndex, to: occurrence.range.lowerBound)..<raw.utf8.distance(
                    from: raw.startIndex, to: occurrence.range.upperBound)
        }
    }

    /// The raw text with `ranges` (ascending, not overlapping) replaced by `replacement`.
    package func replacingRaw(_ ranges: [Range<Int>], with replacement: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rawBytes.count)
        var cursor = 0
        for range in ranges {
            bytes.append(contentsOf: rawBytes[cursor..<range.lowerBound])
            bytes.append(contentsOf: replacement.utf8)
            cursor = range.upperBound
        }
        bytes.append(contentsOf: rawBytes[cursor...])
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex(_ bytes: [UInt8], _ start: Int, count: Int) -> UInt32? {
        guard start + count <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<(start + count)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
