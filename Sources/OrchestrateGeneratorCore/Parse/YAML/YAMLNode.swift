/// A YAML value with the location it was read from: what the spec stages work on instead of Yams'
/// `Node`, so that alias expansion is bounded and every value keeps its line and column.
public struct YAMLNode: Sendable {
    /// What a scalar was written as, after YAML's core schema resolution.
    public enum ScalarKind: Sendable, Equatable {
        /// A string (quoted, or plain text that is no other kind).
        case string
        /// `true` / `false`.
        case bool
        /// An integer.
        case int
        /// A floating-point number.
        case float
        /// `null`, `~` or nothing.
        case null
    }

    /// The value.
    public enum Value: Sendable {
        /// A scalar: its text and kind.
        case scalar(String, ScalarKind)
        /// A mapping in document order; keys are nodes too (the spec accepts string keys only).
        case mapping([(key: YAMLNode, value: YAMLNode)])
        /// A sequence in order.
        case sequence([YAMLNode])
    }

    /// The value.
    public var value: Value
    /// Where the value starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The text of a scalar of any kind.
    public var scalarText: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// The text of a string scalar.
    public var string: String? {
        if case .scalar(let text, .string) = value { return text }
        return nil
    }

    /// The pairs of a mapping.
    public var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    /// The elements of a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    /// Whether this is a `null` scalar.
    public var isNull: Bool {
        if case .scalar(_, .null) = value { return true }
        return false
    }

    /// What the value is, for messages: `a string`, `a mapping`, ….
    public var kindDescription: String {
        switch value {
        case .scalar(_, .string): "a string"
        case .scalar(_, .bool): "a boolean"
        case .scalar(_, .int): "an integer"
        case .scalar(_, .float): "a number"
        case .scalar(_, .null): "null"
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        }
    }
}
