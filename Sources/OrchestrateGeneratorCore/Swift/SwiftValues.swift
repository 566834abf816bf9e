/// Turns YAML values into Swift literals of a declared type (defaults) or into `JSON` expressions.
struct SwiftValues {
    /// The Swift literal of `node` as a value of `type`; the type's empty value when `node` is `nil`.
    static func literal(
        _ node: YAMLNode?, as type: ValueType, what: String,
        diagnostics: inout DiagnosticBag
    ) -> String? {
        guard let node else { return zero(type) }
        if node.isNull {
            if type.optional { return "nil" }
            diagnostics.error(
                "\(what) cannot be null; its type is \(type.swift)", at: node.location,
                note: "make the type optional (\(type.swift)?) or give a value")
            return nil
        }
        func mismatch() -> String? {
            diagnostics.error(
                "\(what) must be \(describe(type.base)), found \(node.kindDescription)", at: node.location)
            return nil
        }
        switch (type.base, node.value) {
        case (.string, .scalar(let text, _)):
            return SwiftLiteral.string(text)
        case (.bool, .scalar(let text, .bool)):
            return YAMLNode.ScalarKind.isTrue(text) ? "true" : "false"
        case (.int, .scalar(let text, .int)):
            guard let value = SpecValueReader.parseInt(text) else { return mismatch() }
            return String(value)
        case (.double, .scalar(let text, let kind)) where kind == .int || kind == .float:
            guard let value = SpecValueReader.parseDouble(text, kind: kind), let literal = SwiftLiteral.number(value)
            else {
                return mismatch()
            }
            return literal
        case (.stringList, .sequence(let items)):
            var parts: [String] = []
            for item in items {
                guard case .scalar(let text, let kind) = item.value, kind != .null else {
                    diagnostics.error(
                        "\(what) must be a list of strings, found \(item.kindDescription) in it", at: item.location)
                    return nil
                }
                parts.append(SwiftLiteral.string(text))
            }
            return "[" + parts.joined(separator: ", ") + "]"
        default:
            return mismatch()
        }
    }

    /// The empty value of `type`: `""`, `false`, `0`, `[]` or `nil`.
    static func zero(_ type: ValueType) -> String {
        if type.optional { return "nil" }
        switch type.base {
        case .string: return "\"\""
        case .bool: return "false"
        case .int, .double: return "0"
        case .stringList: return "[]"
        }
    }

    static func describe(_ base: ValueType.Base) -> String {
        switch base {
        case .string: "a string"
        case .bool: "true or false"
        case .int: "an integer"
        case .double: "a number"
        case .stringList: "a list of strings"
        }
    }

    /// The Swift literal of a YAML number (`30`, `0.5`, `1e-05`); `nil`, with an error at `location`, when
    /// it is not a finite number.
    static func finiteNumber(
        _ text: String, kind: YAMLNode.ScalarKind, at location: SourceLocation,
        diagnostics: inout DiagnosticBag
    ) -> String? {
        guard let value = SpecValueReader.parseDouble(text, kind: kind), let literal = SwiftLiteral.number(value) else {
            diagnostics.error("'\(text)' is not a finite number", at: location)
            return nil
        }
        return literal
    }

    /// A `JSON` expression for `node`; strings go through `string`, which may interpolate.
    static func json(
        _ node: YAMLNode, diagnostics: inout DiagnosticBag,
        string: (Located<String>, inout DiagnosticBag) -> String?
    ) -> String? {
        switch node.value {
        case .scalar(let text, .string):
            return string(Located(text, at: node.location), &diagnostics).map { ".string(\($0))" }
        case .scalar(let text, .bool):
            return YAMLNode.ScalarKind.isTrue(text) ? ".bool(true)" : ".bool(false)"
        case .scalar(let text, let kind) where kind == .int || kind == .float:
            return finiteNumber(text, kind: kind, at: node.location, diagnostics: &diagnostics).map { ".number(\($0))" }
        case .scalar:
            return ".null"
        case .sequence(let items):
            var parts: [String] = []
            for item in items {
                guard let part = json(item, diagnostics: &diagnostics, string: string) else { return nil }
                parts.append(part)
            }
            return ".array([" + parts.joined(separator: ", ") + "])"
        case .mapping(let pairs):
            if pairs.isEmpty { return ".object([:])" }
            var parts: [String] = []
            var seen = Set<String>()
            for (key, value) in pairs {
                guard let name = key.scalarText, !key.isNull else {
                    diagnostics.error("a JSON key must be text, found \(key.kindDescription)", at: key.location)
                    return nil
                }
                guard seen.insert(name).inserted else {
                    diagnostics.error("duplicate JSON key '\(SwiftIdentifier.displayable(name))'", at: key.location)
                    return nil
                }
                guard let part = json(value, diagnostics: &diagnostics, string: string) else { return nil }
                parts.append("\(SwiftLiteral.string(name)): \(part)")
            }
            return ".object([" + parts.joined(separator: ", ") + "])"
        }
    }
}
