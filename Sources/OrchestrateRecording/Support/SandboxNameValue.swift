/// A name/value pair: a query item or a header line. Repeated names are kept as separate pairs.
public struct SandboxNameValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The query item or header name, as received.
    public var name: String
    /// The value, as received (query values are percent-decoded).
    public var value: String

    /// Creates a pair.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// `name: value`.
    public var description: String { "\(name): \(value)" }
}

extension Array where Element == SandboxNameValue {
    /// The first value whose name equals `name` ignoring case (header semantics).
    package func firstValue(caseInsensitive name: String) -> String? {
        first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Every value whose name equals `name` ignoring case, in order.
    package func allValues(caseInsensitive name: String) -> [String] {
        filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }
}
