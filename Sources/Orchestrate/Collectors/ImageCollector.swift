import Foundation

/// An image to show (`IMAGE`), optionally a link. Sends nothing.
public final class ImageCollector: FieldCollector {
    /// The field's common properties.
    public let field: Field
    /// The image's address; `nil` when absent or not a URL.
    public let imageURL: URL?
    /// Text describing the image, for accessibility.
    public let imageDescription: String
    /// Where tapping the image leads; `nil` when absent or not a URL.
    public let hyperlinkURL: URL?

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        imageURL = json["imageUrl"]?.stringValue.flatMap(URL.init(string:))
        imageDescription = json["description"]?.stringValue ?? ""
        hyperlinkURL = json["hyperlinkUrl"]?.stringValue.flatMap(URL.init(string:))
    }

    /// The field's key, as the SDKs name it.
    public var id: String { field.key }

    /// `imageURL` as text, the Ping SDK's `imageUrl`; empty when the field has none.
    public var imageUrl: String { imageURL?.absoluteString ?? "" }
    /// `imageDescription`, the Ping SDK's `description` of the image.
    public var description: String { imageDescription }
    /// `hyperlinkURL` as text, the Ping SDK's `hyperlinkUrl`.
    public var hyperlinkUrl: String? { hyperlinkURL?.absoluteString }
}
