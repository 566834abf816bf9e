/// The shape a spec value must have: the single description of the formats from which the validator
/// checks keys and types and `JSONSchema` is written, so the two cannot drift.
public indirect enum ValueShape: Sendable {
    /// Any scalar, read as text (YAML `yes` is the text "yes" where a string is expected).
    case string
    /// One of the listed strings.
    case oneOfStrings([String])
    /// `true` or `false`.
    case bool
    /// An integer.
    case integer
    /// A number.
    case number
    /// A mapping with the keys of a table.
    case object(ObjectSchema)
    /// A mapping whose keys the spec author chooses (names), each value of one shape, in order.
    case dictionary(ValueShape)
    /// A sequence of values of one shape.
    case list(ValueShape)
    /// Either shape: a shorthand scalar or the full mapping, say.
    case either(ValueShape, ValueShape)
    /// Any YAML value (a JSON body value, a default).
    case any

    /// A short name for messages: `a string`, `a mapping`.
    var expectation: String {
        switch self {
        case .string, .oneOfStrings: "a string"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .object, .dictionary: "a mapping"
        case .list: "a sequence"
        case .either(let a, let b):
            a.expectation == b.expectation ? a.expectation : "\(a.expectation) or \(b.expectation)"
        case .any: "a value"
        }
    }
}

/// One key of a mapping.
public struct KeySpec: Sendable {
    /// The key.
    public var name: String
    /// The value's shape.
    public var shape: ValueShape
    /// Whether the key must be present.
    public var required: Bool
    /// One sentence for the reference and the JSON Schema.
    public var summary: String

    /// Creates a key.
    public init(_ name: String, _ shape: ValueShape, required: Bool = false, _ summary: String) {
        self.name = name
        self.shape = shape
        self.required = required
        self.summary = summary
    }
}

/// The keys a mapping may have.
public struct ObjectSchema: Sendable {
    /// A name for the JSON Schema definition and messages (`module`, `action`).
    public var name: String
    /// One sentence for the reference.
    public var summary: String
    /// The keys, in the order the reference lists them.
    public var keys: [KeySpec]
    /// Keys of which exactly one must be present (the action of an action item, say); empty for none.
    public var exactlyOne: [String]

    /// Creates a table.
    public init(_ name: String, _ summary: String, keys: [KeySpec], exactlyOne: [String] = []) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.exactlyOne = exactlyOne
    }

    /// The key called `name`.
    public func key(_ name: String) -> KeySpec? {
        keys.first { $0.name == name }
    }
}
