import Foundation

/// Percent-encoding for query strings and `application/x-www-form-urlencoded` bodies.
enum FormEncoding {
    /// Characters left as they are: RFC 3986 unreserved.
    private static let unreserved = CharacterSet(
        charactersIn:
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `text` with every character outside the unreserved set percent-encoded.
    static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    /// `name=value` pairs joined by `&`, in the given order.
    static func encode(_ fields: [(name: String, value: String)]) -> String {
        fields.map { "\(escape($0.name))=\(escape($0.value))" }.joined(separator: "&")
    }
}
