/// The small expression language of flow specs: `${scope.name}` interpolation in strings and `when:`
/// conditions. Parsed by hand (no regular expressions), in one pass over the text.
enum Expressions {
    /// What a reference reads.
    enum Scope: String, CaseIterable {
        /// A field of the module's config struct.
        case config
        /// The workflow context (`setup.context`).
        case context
        /// The flow context of the current flow.
        case flow
    }

    /// `config.name`, `context.name` or `flow.name`.
    struct Reference: Equatable {
        var scope: Scope
        var name: String
    }

    /// A piece of an interpolated string.
    enum Segment: Equatable {
        case literal(String)
        case reference(Reference)
    }

    /// A literal on the right of `==` / `!=`.
    enum Literal: Equatable {
        case string(String)
        case int(Int)
        case double(Double)
        case bool(Bool)

        var text: String {
            switch self {
            case .string(let text): text
            case .int(let value): String(value)
            case .double(let value): SwiftLiteral.number(value) ?? "\(value)"
            case .bool(let value): value ? "true" : "false"
            }
        }
    }

    /// A parsed condition: `[!]reference [== | != literal]`.
    struct Condition: Equatable {
        var negated: Bool
        var reference: Reference
        var comparison: (equal: Bool, literal: Literal)?

        static func == (lhs: Condition, rhs: Condition) -> Bool {
            lhs.negated == rhs.negated && lhs.reference == rhs.reference
                && lhs.comparison?.equal == rhs.comparison?.equal && lhs.comparison?.literal == rhs.comparison?.literal
        }
    }

    /// Splits `text` at `${…}` references; `$${` writes a literal `${`.
    static func interpolation(_ text: String) -> Result<[Segment], ExpressionError> {
        var segments: [Segment] = []
        var literal = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "$", index + 2 < scalars.count, scalars[index + 1] == "$", scalars[index + 2] == "{" {
                literal += "${"
                index += 3
                continue
            }
            if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "{" {
                guard let close = scalars[(index + 2)...].firstIndex(of: "}") else {
                    return .failure(
                        ExpressionError(
                            "unterminated '${' in '\(SwiftIdentifier.displayable(text))'; close it with '}' or write '$${' for a literal"
                        ))
                }
                var inner = ""
                inner.unicodeScalars.append(contentsOf: scalars[(index + 2)..<close])
                switch reference(inner.trimmingWhitespace()) {
                case .success(let reference):
                    if !literal.isEmpty { segments.append(.literal(literal)) }
                    literal = ""
                    segments.append(.reference(reference))
                case .failure(let error):
                    return .failure(error)
                }
                index = close + 1
                continue
            }
            literal.unicodeScalars.append(scalar)
            index += 1
        }
        if !literal.isEmpty || segments.isEmpty { segments.append(.literal(literal)) }
        return .success(segments)
    }

    /// `config.x`, `context.x` or `flow.x`.
    static func reference(_ text: String) -> Result<Reference, ExpressionError> {
        guard let dot = text.firstIndex(of: ".") else {
            return .failure(
                ExpressionError(
                    "'\(SwiftIdentifier.displayable(text))' is not a reference; write config.NAME, context.NAME or flow.NAME"
                ))
        }
        let scopeText = String(text[..<dot])
        let name = String(text[text.index(after: dot)...])
        guard let scope = Scope(rawValue: scopeText) else {
            let scopes = Scope.allCases.map(\.rawValue)
            return .failure(
                ExpressionError(
                    "unknown scope '\(SwiftIdentifier.displayable(scopeText))' in '\(SwiftIdentifier.displayable(text))'\(Suggestions.didYouMean(scopeText, in: scopes))",
                    note: "references are config.NAME, context.NAME (workflow context) or flow.NAME (flow context)"))
        }
        guard !name.isEmpty else {
            return .failure(
                ExpressionError("'\(SwiftIdentifier.displayable(text))' needs a name after '\(scopeText).'"))
        }
        return .success(Reference(scope: scope, name: name))
    }

    /// Parses a `when:` condition.
    static func condition(_ text: String) -> Result<Condition, ExpressionError> {
        var rest = Substring(text.trimmingWhitespace())
        var negated = false
        if rest.hasPrefix("!") && !rest.hasPrefix("!=") {
            negated = true
            rest = rest.dropFirst().drop(while: { $0 == " " })
        }
        var comparison: (equal: Bool, literal: Literal)?
        var referenceText = rest
        for op in ["==", "!="] {
            guard let range = rest.range(of: op) else { continue }
            referenceText = rest[..<range.lowerBound]
            let literalText = String(rest[range.upperBound...]).trimmingWhitespace()
            guard let literal = literal(literalText) else {
                return .failure(
                    ExpressionError(
                        "'\(SwiftIdentifier.displayable(literalText))' is not a value to compare with; quote text, or write a number or true/false"
                    ))
            }
            comparison = (op == "==", literal)
            break
        }
        if negated && comparison != nil {
            return .failure(
                ExpressionError("write '!=' instead of negating a comparison in '\(SwiftIdentifier.displayable(text))'")
            )
        }
        switch reference(String(referenceText).trimmingWhitespace()) {
        case .success(let reference):
            return .success(Condition(negated: negated, reference: reference, comparison: comparison))
        case .failure(let error):
            return .failure(error)
        }
    }

    static func literal(_ text: String) -> Literal? {
        if text.count >= 2, let first = text.first, first == "'" || first == "\"", text.last == first {
            return .string(String(text.dropFirst().dropLast()))
        }
        if text == "true" { return .bool(true) }
        if text == "false" { return .bool(false) }
        if let value = Int(text) { return .int(value) }
        if let value = Double(text), value.isFinite, text.first?.isNumber == true || text.first == "-" {
            return .double(value)
        }
        if !text.isEmpty, text.unicodeScalars.allSatisfy({ !$0.properties.isWhitespace && $0 != "\"" && $0 != "'" }) {
            return .string(text)
        }
        return nil
    }
}

/// Why an expression cannot be read.
struct ExpressionError: Error {
    var message: String
    var note: String?

    init(_ message: String, note: String? = nil) {
        self.message = message
        self.note = note
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let end = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[start...end])
        return result
    }
}
