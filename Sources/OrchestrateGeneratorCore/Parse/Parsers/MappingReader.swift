import Foundation

/// A mapping checked against its `ObjectSchema`: unknown keys (with a did-you-mean), missing required
/// keys, "exactly one of" groups and the shape of each value are reported when it is made; its
/// accessors then read values whose shape is already known to be right.
struct ObjectView {
    /// The table the mapping was checked against.
    let schema: ObjectSchema
    /// The mapping node.
    let node: YAMLNode
    private let entries: [String: (key: YAMLNode, value: YAMLNode)]

    fileprivate init(schema: ObjectSchema, node: YAMLNode, entries: [String: (key: YAMLNode, value: YAMLNode)]) {
        self.schema = schema
        self.node = node
        self.entries = entries
    }

    /// The value of `key`, which must be a key of the table (a reader reading a key the table does not
    /// list is a generator bug: the validator would have rejected the key as unknown).
    subscript(_ key: String) -> YAMLNode? {
        assert(schema.key(key) != nil, "key '\(key)' is not in table '\(schema.name)'")
        return entries[key]?.value
    }

    /// The value of `key` when the table lists it, else `nil`: for a reader of several tables (a form's and a
    /// Journey node's) that reads a key only some of them have.
    subscript(ifListed key: String) -> YAMLNode? {
        schema.key(key) == nil ? nil : entries[key]?.value
    }

    /// Where `key` itself was written.
    func keyLocation(_ key: String) -> SourceLocation? {
        entries[key]?.key.location
    }

    /// Whether the mapping has `key`.
    func has(_ key: String) -> Bool { self[key] != nil }
}

/// Reads spec values with their shapes checked, reporting every problem into `diagnostics`.
struct SpecValueReader {
    var diagnostics = DiagnosticBag()

    /// `node` as a mapping checked against `schema`, or `nil` (reported) when it is not a mapping.
    mutating func object(_ node: YAMLNode, _ schema: ObjectSchema, context: String) -> ObjectView? {
        guard let pairs = node.mapping else {
            diagnostics.error("\(context) must be a mapping, found \(node.kindDescription)", at: node.location)
            return nil
        }
        var entries: [String: (key: YAMLNode, value: YAMLNode)] = [:]
        let known = schema.keys.map(\.name)
        for (key, value) in pairs {
            guard let name = keyText(key) else { continue }
            guard let spec = schema.key(name) else {
                diagnostics.error(
                    "unknown key '\(SwiftIdentifier.displayable(name))' in \(context)\(Suggestions.didYouMean(name, in: known))",
                    at: key.location, note: "valid keys: \(known.joined(separator: ", "))")
                continue
            }
            if entries[name] != nil {
                diagnostics.error("duplicate key '\(name)' in \(context)", at: key.location)
                continue
            }
            entries[name] = (key, value)
            checkShape(value, spec.shape, context: "'\(name)'")
        }
        for spec in schema.keys where spec.required && entries[spec.name] == nil {
            diagnostics.error("missing required key '\(spec.name)' in \(context)", at: node.location)
        }
        if !schema.exactlyOne.isEmpty {
            let present = schema.exactlyOne.filter { entries[$0] != nil }
            let list = schema.exactlyOne.map { "'\($0)'" }.joined(separator: ", ")
            if present.isEmpty {
                diagnostics.error("\(context) needs one of \(list)", at: node.location)
            } else if present.count > 1, let second = entries[present[1]] {
                diagnostics.error(
                    "\(context) has both '\(present[0])' and '\(present[1])'; use exactly one of \(list)",
                    at: second.key.location)
            }
        }
        return ObjectView(schema: schema, node: node, entries: entries)
    }

    /// The text of a mapping key, or `nil` (reported) when the key is not a usable scalar.
    mutating func keyText(_ key: YAMLNode) -> String? {
        guard let text = key.scalarText else {
            diagnostics.error("a mapping key must be a plain name, found \(key.kindDescription)", at: key.location)
            return nil
        }
        if key.isNull || text.isEmpty {
            diagnostics.error("a mapping key must not be empty", at: key.location)
            return nil
        }
        return text
    }

    /// Reports when `node` does not have `shape` (shallowly: nested tables are checked when read).
    @discardableResult
    mutating func checkShape(_ node: YAMLNode, _ shape: ValueShape, context: String) -> Bool {
        if matches(node, shape) { return true }
        if case .oneOfStrings(let options) = shape, let text = node.scalarText, !node.isNull {
            diagnostics.error(
                "\(context) must be one of \(options.joined(separator: ", ")), found '\(SwiftIdentifier.displayable(text))'\(Suggestions.didYouMean(text, in: options))",
                at: node.location)
            return false
        }
        diagnostics.error("\(context) must be \(shape.expectation), found \(node.kindDescription)", at: node.location)
        return false
    }

    func matches(_ node: YAMLNode, _ shape: ValueShape) -> Bool {
        switch (shape, node.value) {
        case (.any, _): return true
        case (.string, .scalar(_, let kind)): return kind != .null
        case (.oneOfStrings(let options), .scalar(let text, let kind)): return kind != .null && options.contains(text)
        case (.bool, .scalar(_, .bool)): return true
        case (.integer, .scalar(_, .int)): return true
        case (.number, .scalar(_, .int)), (.number, .scalar(_, .float)): return true
        case (.object, .mapping), (.dictionary, .mapping), (.list, .sequence): return true
        case (.either(let a, let b), _): return matches(node, a) || matches(node, b)
        default: return false
        }
    }

    // MARK: Typed reads (shapes already checked by `object`)

    func string(_ node: YAMLNode?) -> Located<String>? {
        guard let node, let text = node.scalarText, !node.isNull else { return nil }
        return Located(text, at: node.location)
    }

    func bool(_ node: YAMLNode?) -> Located<Bool>? {
        guard let node, case .scalar(let text, .bool) = node.value else { return nil }
        return Located(YAMLNode.ScalarKind.isTrue(text), at: node.location)
    }

    mutating func integer(_ node: YAMLNode?) -> Located<Int>? {
        guard let node, case .scalar(let text, .int) = node.value else { return nil }
        guard let value = Self.parseInt(text) else {
            diagnostics.error("'\(text)' is not an integer Swift can hold", at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    mutating func number(_ node: YAMLNode?) -> Located<Double>? {
        guard let node, case .scalar(let text, let kind) = node.value, kind == .int || kind == .float else {
            return nil
        }
        guard let value = Self.parseDouble(text, kind: kind), value.isFinite else {
            diagnostics.error("'\(text)' is not a finite number", at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    /// The entries of a mapping whose keys the author chose, in order, with duplicate names reported.
    mutating func dictionary(_ node: YAMLNode?, context: String) -> [(name: Located<String>, value: YAMLNode)] {
        guard let node, let pairs = node.mapping else { return [] }
        var seen: [String: SourceLocation] = [:]
        var result: [(name: Located<String>, value: YAMLNode)] = []
        for (key, value) in pairs {
            guard let name = keyText(key) else { continue }
            if let first = seen[name] {
                diagnostics.error(
                    "duplicate \(context) '\(SwiftIdentifier.displayable(name))'", at: key.location,
                    note: "first declared at line \(first.line), column \(first.column)")
                continue
            }
            seen[name] = key.location
            result.append((Located(name, at: key.location), value))
        }
        return result
    }

    /// The strings of a sequence of strings, each checked.
    mutating func strings(_ node: YAMLNode?, context: String, allowSingle: Bool = false) -> [Located<String>] {
        guard let node else { return [] }
        if allowSingle, node.scalarText != nil && !node.isNull, let single = string(node) { return [single] }
        guard let items = node.sequence else { return [] }
        var result: [Located<String>] = []
        for item in items {
            guard checkShape(item, .string, context: context), let text = string(item) else { continue }
            result.append(text)
        }
        return result
    }

    /// A YAML integer's text as an `Int`: decimal, `0x`, `0o`, with `_` separators and a sign.
    static func parseInt(_ text: String) -> Int? {
        var digits = text.replacingOccurrences(of: "_", with: "")
        var negative = false
        if digits.hasPrefix("-") || digits.hasPrefix("+") {
            negative = digits.hasPrefix("-")
            digits.removeFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") {
            radix = 16
            digits.removeFirst(2)
        } else if digits.hasPrefix("0o") {
            radix = 8
            digits.removeFirst(2)
        } else if digits.hasPrefix("0b") {
            radix = 2
            digits.removeFirst(2)
        }
        guard let magnitude = Int(digits, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// A YAML number's text as a `Double`.
    static func parseDouble(_ text: String, kind: YAMLNode.ScalarKind) -> Double? {
        if kind == .int { return parseInt(text).map(Double.init) }
        let cleaned = text.replacingOccurrences(of: "_", with: "")
        switch cleaned.lowercased() {
        case ".inf", "+.inf", "-.inf", ".nan": return nil
        default: return Double(cleaned)
        }
    }
}
