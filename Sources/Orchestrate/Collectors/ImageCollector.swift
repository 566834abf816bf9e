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
}
