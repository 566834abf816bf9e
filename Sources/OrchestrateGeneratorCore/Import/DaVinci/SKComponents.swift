import Foundation

/// The DaVinci components of a custom HTML template, in document order: elements with a
/// `data-skcomponent` attribute (`<button data-skcomponent="skbutton" data-skbuttonvalue="SIGNON">Sign
/// On</button>`, also on `<a>` and `<div>`), and the DaVinci UI Studio's pills
/// (`[[[skcomponent###<base64 attributes>###<base64 JSON>]]]`, whose attributes drop the `data-sk` prefix:
/// `value`, `buttonType`, `pollInterval`).
enum SKComponents {
    /// One component: its kind (`skbutton`, `skpolling`, `skrisk`, …), its attributes by lowercased name
    /// without the `data-sk` prefix, its text (an element's, tags dropped) and its element's tag (lowercased;
    /// `nil` for a UI Studio pill).
    struct Component: Equatable, Sendable {
        var kind: String
        var attributes: [String: String]
        var text: String
        var tag: String? = nil
    }

    /// The components of `html`.
    static func read(_ html: String) -> [Component] {
        var found: [(offset: Int, component: Component)] = []
        found += elements(html)
        found += pills(html)
        return found.sorted { $0.offset < $1.offset }.map(\.component)
    }

    /// The elements that have a `data-skcomponent` attribute, each with its byte offset.
    private static func elements(_ html: String) -> [(offset: Int, component: Component)] {
        var found: [(offset: Int, component: Component)] = []
        let bytes = Array(html.utf8)
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = open + 1
            guard index < bytes.count, isLetter(bytes[index]) else { continue }
            var nameEnd = index
            while nameEnd < bytes.count, isLetter(bytes[nameEnd]) || isDigit(bytes[nameEnd]) { nameEnd += 1 }
            guard let close = tagEnd(bytes, from: nameEnd) else { break }
            index = close + 1
            // Most tags are no component: their attributes are not read.
            guard search(marker, in: bytes, from: nameEnd, before: close) != nil else { continue }
            let name = String(decoding: bytes[open + 1..<nameEnd], as: UTF8.self).lowercased()
            let attributes = Self.attributes(String(decoding: bytes[nameEnd..<close], as: UTF8.self))
            guard let kind = attributes["data-skcomponent"] else { continue }
            // The element's text runs to its closing tag (a void or unclosed element has none).
            let closing = Array("</\(name)".utf8)
            var textEnd = index
            var end = index
            if let position = search(closing, in: bytes, from: index) {
                textEnd = position
                end = position
            }
            let text = Self.text(String(decoding: bytes[index..<textEnd], as: UTF8.self))
            var named: [String: String] = [:]
            for (key, value) in attributes {
                named[key.hasPrefix("data-sk") ? String(key.dropFirst("data-sk".count)) : key] = value
            }
            found.append((open, Component(kind: kind, attributes: named, text: text, tag: name)))
            // A button's text is its own: a component inside it is no other field.
            if DaVinciRules.componentRule(kind)?.field == .button { index = max(index, end) }
        }
        return found
    }

    /// The UI Studio's pills, each with its byte offset.
    private static func pills(_ html: String) -> [(offset: Int, component: Component)] {
        var found: [(offset: Int, component: Component)] = []
        let bytes = Array(html.utf8)
        var index = 0
        while let start = search(pillMarker, in: bytes, from: index) {
            let body = start + pillMarker.count
            guard let end = search(Array("]]]".utf8), in: bytes, from: body) else { break }
            index = end + 3
            let encoded = bytes[body..<end].split(separator: UInt8(ascii: "#"), omittingEmptySubsequences: true).first
            guard let encoded, let data = Data(base64Encoded: Data(encoded)),
                let declaration = String(data: data, encoding: .utf8),
                let kindStart = declaration.range(of: "skcomponent \""),
                let kindEnd = declaration[kindStart.upperBound...].firstIndex(of: "\"")
            else { continue }
            let kind = String(declaration[kindStart.upperBound..<kindEnd])
            var attributes = Self.attributes(String(declaration[declaration.index(after: kindEnd)...]))
            attributes["label"] = attributes["label"] ?? ""
            found.append((start, Component(kind: kind, attributes: attributes, text: attributes["label"] ?? "")))
        }
        return found
    }

    /// What opens a UI Studio pill (lowercase: the search ignores ASCII case).
    private static let pillMarker = Array("[[[skcomponent###".utf8)

    /// The attributes of a tag's text (`name="value"`, `name='value'`, `name=value` or a bare `name`), by
    /// lowercased name; a scan of the UTF-8 bytes.
    static func attributes(_ text: String) -> [String: String] {
        var attributes: [String: String] = [:]
        let bytes = Array(text.utf8)
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == UInt8(ascii: "/")
        }
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                bytes[index] != UInt8(ascii: ">")
            {
                index += 1
            }
            guard index > nameStart else {
                index += 1
                continue
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                attributes[name] = attributes[name] ?? ""
                continue
            }
            index += 1
            while index < bytes.count, isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/") { index += 1 }
            var valueStart = index
            var valueEnd = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let quote = bytes[index]
                valueStart = index + 1
                index = valueStart
                while index < bytes.count, bytes[index] != quote { index += 1 }
                valueEnd = index
                index += 1
            } else {
                while index < bytes.count, !isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
                valueEnd = index
            }
            // The first of a repeated attribute wins, as in a browser.
            if attributes[name] == nil {
                attributes[name] = decodeEntities(String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self))
            }
        }
        return attributes
    }

    /// The end (`>`) of the tag whose name ends at `from`, past quoted attribute values.
    private static func tagEnd(_ bytes: [UInt8], from: Int) -> Int? {
        var quote: UInt8?
        var index = from
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `data-skcomponent`, which every component's tag has.
    private static let marker = Array("data-skcomponent".utf8)

    /// The first place of `needle` (lowercase ASCII) in `bytes` from `from` (and ending before `before`),
    /// ignoring ASCII case.
    private static func search(_ needle: [UInt8], in bytes: [UInt8], from: Int, before: Int? = nil) -> Int? {
        let end = min(before ?? bytes.count, bytes.count)
        guard let first = needle.first, end >= needle.count else { return nil }
        var index = from
        while index + needle.count <= end {
            if lowered(bytes[index]) == first,
                (0..<needle.count).allSatisfy({ lowered(bytes[index + $0]) == needle[$0] })
            {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func lowered(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }
    private static func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

    /// The text of `html`: tags dropped, whitespace collapsed, the common entities decoded.
    static func text(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        return decodeEntities(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `text` with the common entities decoded (`&amp;` last, so `&amp;lt;` stays `&lt;`).
    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var text = text
        for (entity, character) in [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&"),
        ] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }
}
