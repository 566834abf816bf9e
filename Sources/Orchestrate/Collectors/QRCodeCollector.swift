import Foundation

/// A QR code to show (`QR_CODE`): the image from the field's `content` data URI, and text to show when
/// the code cannot be scanned. Sends nothing.
public final class QRCodeCollector: FieldCollector {
    /// The field's common properties.
    public let field: Field
    /// The field's `content`, as sent (a `data:` URI).
    public let content: String
    /// The text to show instead of the code.
    public let fallbackText: String
    /// The image, when `content` is a base64 data URI; `nil` otherwise (no error, as in the SDKs).
    public let image: DataURI?

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        content = json["content"]?.stringValue ?? ""
        fallbackText = json["fallbackText"]?.stringValue ?? ""
        image = DataURI(content)
    }

    /// The field's key, as the SDKs name it.
    public var id: String { field.key }
    /// The image's bytes (PNG, usually); `nil` when `content` could not be read.
    public var imageData: Data? { image?.data }
}
