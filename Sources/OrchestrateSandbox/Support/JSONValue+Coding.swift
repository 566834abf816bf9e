import Foundation

/// A coding key that accepts any string, used to read objects with unknown keys.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        self.stringValue = string
        self.intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension SandboxJSON: Decodable {
    /// Decodes any JSON or YAML value. Object key order is kept when the decoder reports keys in
    /// document order (Yams does). YAML plain scalars such as `yes`/`on` stay strings: only
    /// `true`/`false` become booleans, so option labels like `No` survive unchanged.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var members: [(key: String, value: SandboxJSON)] = []
            for key in keyed.allKeys {
                members.append((key: key.stringValue, value: try keyed.decode(SandboxJSON.self, forKey: key)))
            }
            self = .object(members)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [SandboxJSON] = []
            while !unkeyed.isAtEnd {
                elements.append(try unkeyed.decode(SandboxJSON.self))
            }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
            return
        }
        let text = try? single.decode(String.self)
        if let bool = try? single.decode(Bool.self),
           text == nil || ["true", "false"].contains(text?.lowercased() ?? "") {
            self = .bool(bool)
        } else if let int = try? single.decode(Int.self) {
            self = .int(int)
        } else if let double = try? single.decode(Double.self), double.isFinite {
            self = .double(double)
        } else if let text {
            self = .string(text)
        } else {
            throw DecodingError.dataCorruptedError(in: single, debugDescription: "Unsupported JSON value")
        }
    }

    /// Parses JSON text (UTF-8), keeping object member order. Throws when the data is not valid
    /// JSON or nests deeper than 256 levels.
    public init(parsing data: Data) throws {
        self = try JSONParser.parse(data)
    }

    /// Parses JSON text (UTF-8). Throws when the data is not valid JSON.
    static func parse(_ data: Data) throws -> SandboxJSON {
        try SandboxJSON(parsing: data)
    }
}

extension SandboxJSON {
    /// Compact JSON text with object members in their stored order.
    public var jsonText: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// The compact JSON text as UTF-8 data.
    public var jsonData: Data { Data(jsonText.utf8) }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? String(value) : "null"
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    output += String(format: "\\u%04x", scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
