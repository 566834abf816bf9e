import Foundation

/// What `OidcConfig.additionalParameters` accepts: name-value pairs, sent in their order
/// (`[("audience", "https://api.example.com")]`), or a dictionary, the Ping SDK's shape
/// (`["audience": "https://api.example.com"]`), sent sorted by name so that requests are the same each time.
public protocol OidcParameterList: Sendable {
    /// The parameters in the order they are sent.
    var orderedParameters: [(name: String, value: String)] { get }
}

extension Array: OidcParameterList where Element == (name: String, value: String) {
    /// The pairs themselves: sent in their order.
    public var orderedParameters: [(name: String, value: String)] { self }
}

extension Dictionary: OidcParameterList where Key == String, Value == String {
    /// The entries sorted by name.
    public var orderedParameters: [(name: String, value: String)] {
        sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }
}
