/// The JSON Schema (draft 2020-12) of both spec formats, written from `SpecSchema`'s tables so it
/// cannot drift from what the validator accepts.
public enum JSONSchema {
    /// The schema document: `oneOf` a flow spec, a collector mapping or a callback mapping, with a definition per table.
    public static func document() -> String {
        var definitions: [(String, JSONText)] = []
        for table in SpecSchema.allTables {
            definitions.append((table.name, object(table)))
        }
        let root: JSONText = .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://orchestrate.invalid/schema/spec-v\(SpecSchema.version).json")),
            ("title", .string("Orchestrate spec files (format version \(SpecSchema.version))")),
            (
                "description",
                .string(
                    "*.flow.yaml files are flowFile; *.collectors.yaml files are collectorsFile; *.callbacks.yaml files are callbacksFile."
                )
            ),
            (
                "oneOf",
                .array([
                    .object([("$ref", .string("#/$defs/flowFile"))]),
                    .object([("$ref", .string("#/$defs/collectorsFile"))]),
                    .object([("$ref", .string("#/$defs/callbacksFile"))]),
                ])
            ),
            ("$defs", .object(definitions)),
        ])
        return root.rendered(indent: 0)
    }

    static func object(_ table: ObjectSchema) -> JSONText {
        var members: [(String, JSONText)] = [
            ("type", .string("object")),
            ("description", .string(table.summary)),
            ("properties", .object(table.keys.map { ($0.name, shape($0.shape, summary: $0.summary)) })),
            ("additionalProperties", .bool(false)),
        ]
        let required = table.keys.filter(\.required).map(\.name)
        if !required.isEmpty { members.append(("required", .array(required.map(JSONText.string)))) }
        if !table.exactlyOne.isEmpty {
            members.append(
                (
                    "oneOf",
                    .array(
                        table.exactlyOne.map { key in
                            .object([("required", .array([.string(key)]))])
                        })
                ))
        }
        return .object(members)
    }

    static func shape(_ shape: ValueShape, summary: String?) -> JSONText {
        var members: [(String, JSONText)] = []
        switch shape {
        case .string:
            members.append(("type", .array([.string("string"), .string("number"), .string("boolean")])))
        case .oneOfStrings(let options):
            members.append(("enum", .array(options.map(JSONText.string))))
        case .bool:
            members.append(("type", .string("boolean")))
        case .integer:
            members.append(("type", .string("integer")))
        case .number:
            members.append(("type", .string("number")))
        case .object(let table):
            members.append(("$ref", .string("#/$defs/\(table.name)")))
        case .dictionary(let value):
            members.append(("type", .string("object")))
            members.append(("additionalProperties", self.shape(value, summary: nil)))
        case .list(let element):
            members.append(("type", .string("array")))
            members.append(("items", self.shape(element, summary: nil)))
        case .either(let a, let b):
            members.append(("anyOf", .array([self.shape(a, summary: nil), self.shape(b, summary: nil)])))
        case .any:
            break
        }
        if let summary { members.append(("description", .string(summary))) }
        return .object(members)
    }
}

/// A JSON value with ordered object members, rendered with two-space indentation.
indirect enum JSONText {
    case string(String)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    func rendered(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let end = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): return JSONText.quote(text)
        case .bool(let value): return value ? "true" : "false"
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { pad + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(end)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n"
                + members.map { pad + JSONText.quote($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
                .joined(separator: ",\n") + "\n\(end)}"
        }
    }

    /// `text` as a JSON string literal.
    static func quote(_ text: String) -> String {
        quote(text, escapingC1: false)
    }

    /// `text` as a JSON string literal. With `escapingC1`, the C1 control characters (U+0080–U+009F) are
    /// escaped too, as a YAML double-quoted scalar needs (YAML reads JSON's escapes).
    static func quote(_ text: String, escapingC1: Bool) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || (escapingC1 && (0x7F...0x9F).contains(scalar.value)) {
                    result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
