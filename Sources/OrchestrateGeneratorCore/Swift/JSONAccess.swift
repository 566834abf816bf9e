/// The Swift that reads a spec's typed value out of the runtime's `JSON`, and writes one into it: what custom
/// collectors and custom callbacks emit for their properties, outputs and inputs.
enum JSONAccess {
    /// Reads a value of `base` from the optional JSON `expression`, else `fallback`.
    static func read(_ expression: String, _ base: ValueType.Base, fallback: String) -> String {
        "\(accessor(base, of: expression + "?")) ?? \(fallback)"
    }

    /// An optional-typed read of the JSON `name` as `base`.
    static func accessor(_ base: ValueType.Base, of name: String) -> String {
        name + conversion(base).member
    }

    /// The JSON of the value called `name` of `base`.
    static func payload(_ base: ValueType.Base, of name: String = "value") -> String {
        conversion(base).payload(name)
    }

    /// How a value of `base` is read (the `JSON` member chain that answers it, optional) and written (the
    /// `JSON` that holds the value of a given name).
    private static func conversion(_ base: ValueType.Base) -> (member: String, payload: (String) -> String) {
        switch base {
        case .string: (".stringValue", { ".string(\($0))" })
        case .bool: (".boolValue", { ".bool(\($0))" })
        case .int: (".intValue", { ".number(Double(\($0)))" })
        case .double: (".doubleValue", { ".number(\($0))" })
        case .stringList: (".arrayValue?.compactMap(\\.stringValue)", { ".array(\($0).map(JSON.string))" })
        }
    }
}
