/// Checks that every template compiles (`TemplateCompiler`) and that every variable, section and partial
/// it names exists in its view model, by walking the compiled templates with the shapes of fully populated
/// sample models (`TemplateSamples`, derived from the models themselves), the way Mustache looks names up
/// (innermost context first, then outwards).
public enum TemplateLint {
    /// A name a template uses that its model does not have, or a rule it breaks.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The template.
        public var template: String
        /// 1-based line and column of the tag.
        public var line: Int
        /// 1-based column.
        public var column: Int
        /// What is wrong.
        public var message: String

        /// `Template:line:column: message`.
        public var description: String { "\(template).mustache:\(line):\(column): \(message)" }
    }

    /// The shape of a view model value, read with `Mirror`.
    indirect enum Shape {
        case scalar
        case bool
        case object(type: String, members: [String: Shape])
        case list(Shape)
        case unknown(String)
    }

    /// Every problem of the templates `texts` (by name), checked from the root templates down: each
    /// is compiled (`TemplateCompiler`; its errors are problems), then walked.
    public static func check(texts: [String: String]) -> [Problem] {
        var compiled: [String: CompiledTemplate] = [:]
        var problems: [Problem] = []
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            do {
                compiled[name] = try TemplateCompiler.compile(text)
            } catch {
                problems.append(Problem(template: name, line: error.line, column: error.column, message: error.message))
            }
        }
        return problems + check(compiled, texts: texts)
    }

    /// Every problem of the compiled templates `compiled`, whose texts are `texts` (templates that did not
    /// compile are in `texts` only, and are not walked).
    static func check(_ compiled: [String: CompiledTemplate], texts: [String: String]) -> [Problem] {
        var problems: [Problem] = []
        var used = Set<String>()
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            if !text.hasPrefix("{{% CONTENT_TYPE: TEXT }}\n") {
                problems.append(
                    Problem(
                        template: name, line: 1, column: 1,
                        message:
                            "line 1 must be '{{% CONTENT_TYPE: TEXT }}' (else Mustache escapes '<' and '&' as HTML)"))
            }
        }
        for (template, model) in TemplateSamples.roots {
            var walker = Walker(compiled: compiled, texts: texts)
            walker.walk(template: template, stack: [shape(of: model)])
            problems += walker.problems
            used.formUnion(walker.visited)
        }
        for name in texts.keys.sorted() where !used.contains(name) {
            problems.append(
                Problem(template: name, line: 1, column: 1, message: "template '\(name)' is not used by any template"))
        }
        var seen = Set<String>()
        return problems.filter { seen.insert($0.description).inserted }
    }

    /// The shape of `value`; optionals and collections are read through their first element.
    static func shape(of value: Any) -> Shape {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return .unknown("nil") }
            return shape(of: wrapped)
        case .collection:
            guard let first = mirror.children.first?.value else { return .unknown("an empty list in the sample") }
            return .list(shape(of: first))
        case .struct, .class:
            var members: [String: Shape] = [:]
            for child in mirror.children {
                if let label = child.label { members[label] = shape(of: child.value) }
            }
            return .object(type: String(describing: type(of: value)), members: members)
        default:
            return value is Bool ? .bool : .scalar
        }
    }

    /// Walks compiled templates and their partials with a stack of shapes.
    struct Walker {
        let compiled: [String: CompiledTemplate]
        let texts: [String: String]
        var problems: [Problem] = []
        var visited = Set<String>()
        private var active: [String] = []

        init(compiled: [String: CompiledTemplate], texts: [String: String]) {
            self.compiled = compiled
            self.texts = texts
        }

        mutating func walk(template: String, stack: [Shape]) {
            visited.insert(template)
            guard let nodes = compiled[template]?.nodes else { return }
            guard !active.contains(template), active.count < 32 else { return }
            active.append(template)
            defer { active.removeLast() }
            walk(nodes, template: template, stack: stack)
        }

        mutating func walk(_ nodes: [TemplateNode], template: String, stack: [Shape]) {
            for node in nodes {
                switch node {
                case .text, .lineBreak:
                    continue
                case .partial(let name, _, let offset):
                    if texts[name] == nil {
                        report(template, offset, "no template named '\(name)' for the partial")
                    } else if let start = active.firstIndex(of: name) {
                        // View models are not recursive, so a template that includes itself never stops rendering.
                        let cycle = (active[start...] + [name]).joined(separator: " → ")
                        report(
                            template, offset,
                            "the partial '\(name)' includes itself (\(cycle)); rendering would never end")
                    } else {
                        walk(template: name, stack: stack)
                    }
                case .variable(let name):
                    let tag = name.description
                    switch resolve(tag, in: stack) {
                    case .scalar?, .bool?: break
                    case .object(let type, _)?: report(template, name.offset, "'\(tag)' is a \(type), not text")
                    case .list?:
                        report(template, name.offset, "'\(tag)' is a list, not text; loop over it with '{{#\(tag)}}'")
                    case .unknown(let why)?: report(template, name.offset, "the sample model has \(why) for '\(tag)'")
                    case nil: report(template, name.offset, "'\(tag)' is not in \(describe(stack))")
                    }
                case .section(let name, let body), .inverted(let name, let body):
                    var inner = stack
                    var isSection = false
                    if case .section = node { isSection = true }
                    switch resolve(name.description, in: stack) {
                    case nil:
                        report(template, name.offset, "'\(name)' is not in \(describe(stack))")
                    case .list(let element)?:
                        if isSection { inner.append(element) }
                    case .object(let type, let members)?:
                        if isSection { inner.append(.object(type: type, members: members)) }
                    case .unknown(let why)?:
                        report(template, name.offset, "the sample model has \(why) for '\(name)'")
                    case .scalar?, .bool?:
                        break
                    }
                    walk(body, template: template, stack: inner)
                }
            }
        }

        func resolve(_ name: String, in stack: [Shape]) -> Shape? {
            if name == "." { return stack.last }
            let parts = name.split(separator: ".").map(String.init)
            guard let first = parts.first else { return nil }
            for shape in stack.reversed() {
                guard case .object(_, let members) = shape, var current = members[first] else { continue }
                for part in parts.dropFirst() {
                    guard case .object(_, let inner) = current, let next = inner[part] else { return nil }
                    current = next
                }
                return current
            }
            return nil
        }

        func describe(_ stack: [Shape]) -> String {
            let types = stack.reversed().compactMap { shape -> String? in
                if case .object(let type, _) = shape { return type }
                return nil
            }
            return types.isEmpty ? "the model" : types.joined(separator: " or ")
        }

        mutating func report(_ template: String, _ offset: Int, _ message: String) {
            let (line, column) = TemplateCompiler.location(of: offset, in: texts[template] ?? "")
            problems.append(Problem(template: template, line: line, column: column, message: message))
        }
    }
}
