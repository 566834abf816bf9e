// The spec's expressions as Swift: interpolated strings, `config.`/`flow.`/`context.` references and `when:`
// conditions, checked against the module's config fields and the state's shape.

extension FlowModelBuilder {
    /// A Swift `String` expression for an interpolated spec string.
    mutating func stringExpression(_ text: Located<String>, shape: StateShape, context: inout ActionContext) -> String?
    {
        let segments: [Expressions.Segment]
        switch Expressions.interpolation(text.value) {
        case .success(let value): segments = value
        case .failure(let error):
            diagnostics.error(error.message, at: text.location, note: error.note)
            return nil
        }
        if segments.count == 1, case .literal(let literal) = segments[0] { return SwiftLiteral.string(literal) }
        var parts: [(isLiteral: Bool, text: String)] = []
        for segment in segments {
            switch segment {
            case .literal(let literal):
                parts.append((true, SwiftLiteral.escapedContents(literal)))
            case .reference(let reference):
                guard let resolved = resolve(reference, at: text.location, shape: shape, context: &context) else {
                    return nil
                }
                parts.append((false, resolved.interpolated))
                if segments.count == 1, resolved.interpolatesAsString { return resolved.interpolated }
            }
        }
        return "\"" + parts.map { $0.isLiteral ? $0.text : "\\(\($0.text))" }.joined() + "\""
    }

    struct Resolved {
        /// The expression of its own type.
        var expression: String
        /// An expression for interpolation: of type `String` when `interpolatesAsString`.
        var interpolated: String
        /// Whether `interpolated` is of type `String`, so a string of this reference alone can be it.
        var interpolatesAsString: Bool
        /// The config field's type; `nil` for a context value (an optional `any Sendable`).
        var type: ValueType?
        /// For a context value: the context variable.
        var contextVariable: String?
        var key: String
    }

    mutating func resolve(
        _ reference: Expressions.Reference, at location: SourceLocation, shape: StateShape,
        context: inout ActionContext
    ) -> Resolved? {
        switch reference.scope {
        case .config:
            guard let field = context.field(reference.name) else {
                let names = context.module.config.map(\.name.value)
                diagnostics.error(
                    "module '\(SwiftIdentifier.displayable(context.module.name.value))' has no config field '\(SwiftIdentifier.displayable(reference.name))'\(Suggestions.didYouMean(reference.name, in: names))",
                    at: location,
                    note: names.isEmpty
                        ? "declare it under the module's 'config:'" : "config fields: \(names.joined(separator: ", "))")
                return nil
            }
            context.usesConfig = true
            let expression = "config." + SwiftIdentifier.escaped(reference.name)
            let type = field.type.value
            let interpolated: String
            var interpolatesAsString = true
            switch (type.base, type.optional) {
            case (.string, false): interpolated = expression
            case (.string, true): interpolated = "\(expression) ?? \"\""
            case (.stringList, false): interpolated = "\(expression).joined(separator: \",\")"
            case (.stringList, true): interpolated = "\(expression)?.joined(separator: \",\") ?? \"\""
            case (_, true): interpolated = "\(expression).map { String(describing: $0) } ?? \"\""
            case (_, false):
                interpolated = expression
                interpolatesAsString = false
            }
            return Resolved(
                expression: expression, interpolated: interpolated, interpolatesAsString: interpolatesAsString,
                type: type, contextVariable: nil, key: "")
        case .flow, .context:
            if reference.scope == .flow && !shape.hasFlow {
                diagnostics.error(
                    "there is no flow context here; use context.\(SwiftIdentifier.displayable(reference.name)) (the workflow context)",
                    at: location)
                return nil
            }
            let variable = reference.scope == .flow ? "flow" : "context"
            if reference.scope == .context { context.usesContext = true }
            let key = SwiftLiteral.string(reference.name)
            return Resolved(
                expression: "\(variable).string(\(key))", interpolated: "\(variable).text(\(key))",
                interpolatesAsString: true,
                type: nil, contextVariable: variable, key: key)
        }
    }

    /// A Swift `Bool` expression for a `when:` condition.
    mutating func conditionExpression(_ text: Located<String>, shape: StateShape, context: inout ActionContext)
        -> String?
    {
        let condition: Expressions.Condition
        switch Expressions.condition(text.value) {
        case .success(let value): condition = value
        case .failure(let error):
            diagnostics.error("bad condition: \(error.message)", at: text.location, note: error.note)
            return nil
        }
        guard let resolved = resolve(condition.reference, at: text.location, shape: shape, context: &context) else {
            return nil
        }
        guard let type = resolved.type else {
            let variable = resolved.contextVariable ?? "flow"
            if let (equal, literal) = condition.comparison {
                return "\(variable).string(\(resolved.key)) \(equal ? "==" : "!=") \(SwiftLiteral.string(literal.text))"
            }
            return "\(variable)[\(resolved.key)] \(condition.negated ? "==" : "!=") nil"
        }
        let expression = resolved.expression
        if let (equal, literal) = condition.comparison {
            let op = equal ? "==" : "!="
            switch (type.base, literal) {
            case (.string, _):
                return "\(expression) \(op) \(SwiftLiteral.string(literal.text))"
            case (.bool, .bool(let value)):
                return "\(expression) \(op) \(value)"
            case (.int, .int(let value)):
                return "\(expression) \(op) \(value)"
            case (.double, .int(let value)):
                return "\(expression) \(op) \(value)"
            case (.double, .double(let value)):
                return "\(expression) \(op) \(SwiftLiteral.number(value) ?? "0")"
            default:
                diagnostics.error(
                    "cannot compare config field '\(SwiftIdentifier.displayable(condition.reference.name))' of type \(type.swift) with '\(SwiftIdentifier.displayable(literal.text))'",
                    at: text.location)
                return nil
            }
        }
        let not = condition.negated
        if type.optional { return "\(expression) \(not ? "==" : "!=") nil" }
        switch type.base {
        case .bool: return not ? "!\(expression)" : expression
        case .string, .stringList: return not ? "\(expression).isEmpty" : "!\(expression).isEmpty"
        case .int, .double: return "\(expression) \(not ? "==" : "!=") 0"
        }
    }
}
