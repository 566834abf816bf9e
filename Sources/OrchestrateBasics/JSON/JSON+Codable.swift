import Foundation

extension JSON: Codable {
    /// Decodes any value of a JSON or YAML document. Object members keep their order when the decoder
    /// reports keys in document order (Yams does). A YAML plain scalar such as `yes`, `on` or `No` stays a
    /// string: only `true` and `false` become booleans, so option labels survive unchanged.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var members = JSONObject()
            for key in keyed.allKeys {
                members[key.stringValue] = try keyed.decode(JSON.self, forKey: key)
            }
            self = .object(members)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSON] = []
            while !unkeyed.isAtEnd {
                elements.append(try unkeyed.decode(JSON.self))
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
        if let bool = try? single.decode(Bool.self), text == nil || ["true", "false"].contains(text?.lowercased()) {
            self = .bool(bool)
        } else if let integer = try? single.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? single.decode(Double.self), number.isFinite {
            self = .number(number)
        } else if let text {
            self = .string(text)
        } else {
            throw DecodingError.dataCorruptedError(in: single, debugDescription: "not a JSON value")
        }
    }

    /// Encodes the value as itself, object members in their order.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in members {
                try container.encode(value, forKey: AnyCodingKey(key))
            }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }
}
