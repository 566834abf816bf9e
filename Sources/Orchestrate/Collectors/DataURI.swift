import Foundation

/// A `data:` URI (RFC 2397) with base64 content, as a QR code field sends its image.
public struct DataURI: Sendable, Equatable {
    /// The media type, e.g. `image/png`; empty when the URI names none.
    public let mediaType: String
    /// The decoded bytes.
    public let data: Data

    /// Reads `data:<type>[;params];base64,<content>`; `nil` when `text` is not a base64 data URI or its
    /// content is not base64. Whitespace in the content is ignored.
    public init?(_ text: String) {
        guard text.lowercased().hasPrefix("data:"), let comma = text.firstIndex(of: ",") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma]
        let parameters = header.split(separator: ";", omittingEmptySubsequences: false)
        guard parameters.contains(where: { $0.lowercased() == "base64" }) else { return nil }
        let content = text[text.index(after: comma)...].filter { !$0.isWhitespace }
        let padded = content + String(repeating: "=", count: (4 - content.count % 4) % 4)
        guard content.count % 4 != 1, let data = Data(base64Encoded: padded) else { return nil }
        mediaType = parameters.first.map(String.init) ?? ""
        self.data = data
    }
}
