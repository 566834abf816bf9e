/// Checks that every variable, section and partial a template names exists in its view model, by
/// walking the template's tags with the shapes of fully populated sample models (`TemplateSamples`),
/// the way Mustache looks names up (innermost context first, then outwards).
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

    /// The root templates and their sample models.
    static var roots: [(template: String, model: Any)] {
        [("FlowFile", TemplateSamples.flowFile), ("CollectorsFile", TemplateSamples.collectorsFile)]
    }

    /// Every problem of the templates `texts` (by name), checked from the root templates down.
    public static func check(texts: [String: String]) -> [Problem] {
        var problems: [Problem] = []
        var used = Set<String>()
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            if !text.hasPrefix("{{% CONTENT_TYPE: TEXT }}\n") {
                problems.append(Problem(template: name, line: 1, column: 1,
                                        message: "line 1 must be '{{% CONTENT_TYPE: TEXT }}' (else Mustache escapes '<' and '&' as HTML)"))
            }
        }
        for (template, model) in roots {
            var walker = Walker(texts: texts)
            walker.walk(template: template, stack: [shape(of: model)])
            problems += walker.problems
            used.formUnion(walker.visited)
        }
        for name in texts.keys.sorted() where !used.contains(name) {
            problems.append(Problem(template: name, line: 1, column: 1, message: "template '\(name)' is not used by any template"))
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

    /// A tag of a template.
    struct Tag {
        enum Kind { case variable, section, inverted, close, partial, comment, pragma }
        var kind: Kind
        var name: String
        var line: Int
        var column: Int
    }

    /// The tags of `text`, in order; a set-delimiter tag or an unclosed tag is a problem.
    static func tags(of text: String, template: String, problems: inout [Problem]) -> [Tag] {
        var tags: [Tag] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0, line = 1, lineStart = 0
        while index < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                index += 1
                lineStart = index
                continue
            }
            guard scalars[index] == "{", index + 1 < scalars.count, scalars[index + 1] == "{" else {
                index += 1
                continue
            }
            let column = index - lineStart + 1
            var start = index + 2
            let triple = start < scalars.count && scalars[start] == "{"
            if triple { start += 1 }
            var end = start
            while end + 1 < scalars.count, !(scalars[end] == "}" && scalars[end + 1] == "}") { end += 1 }
            guard end + 1 < scalars.count else {
                problems.append(Problem(template: template, line: line, column: column, message: "unclosed tag"))
                return tags
            }
            var body = ""
            body.unicodeScalars.append(contentsOf: scalars[start..<end])
            index = end + 2 + (triple && end + 2 < scalars.count && scalars[end + 2] == "}" ? 1 : 0)
            let trimmed = body.trimmingWhitespace()
            guard let sigil = trimmed.first else { continue }
            let rest = String(trimmed.dropFirst()).trimmingWhitespace()
            switch sigil {
            case "#": tags.append(Tag(kind: .section, name: rest, line: line, column: column))
            case "^": tags.append(Tag(kind: .inverted, name: rest, line: line, column: column))
            case "/": tags.append(Tag(kind: .close, name: rest, line: line, column: column))
            case ">": tags.append(Tag(kind: .partial, name: rest, line: line, column: column))
            case "!": tags.append(Tag(kind: .comment, name: rest, line: line, column: column))
            case "%": tags.append(Tag(kind: .pragma, name: rest, line: line, column: column))
            case "&": tags.append(Tag(kind: .variable, name: rest, line: line, column: column))
            case "=", "<", "$":
                problems.append(Problem(template: template, line: line, column: column,
                                        message: "'{{\(sigil)' tags (delimiters, inheritance) are not supported in generator templates"))
            default: tags.append(Tag(kind: .variable, name: trimmed, line: line, column: column))
            }
        }
        return tags
    }

    /// Walks templates and partials with a stack of shapes.
    struct Walker {
        let texts: [String: String]
        var problems: [Problem] = []
        var visited = Set<String>()
        private var active: [String] = []

        init(texts: [String: String]) {
            self.texts = texts
        }

        mutating func walk(template: String, stack: [Shape]) {
            guard let text = texts[template] else { return }
            guard !active.contains(template), active.count < 32 else { return }
            visited.insert(template)
            active.append(template)
            defer { active.removeLast() }
            var tagProblems: [Problem] = []
            let tags = TemplateLint.tags(of: text, template: template, problems: &tagProblems)
            problems += tagProblems
            var index = 0
            walk(tags, &index, template: template, stack: stack, closing: nil)
        }

        mutating func walk(_ tags: [Tag], _ index: inout Int, template: String, stack: [Shape], closing: Tag?) {
            while index < tags.count {
                let tag = tags[index]
                index += 1
                switch tag.kind {
                case .comment, .pragma:
                    continue
                case .close:
                    guard let closing else {
                        report(template, tag, "'{{/\(tag.name)}}' closes no section")
                        continue
                    }
                    if closing.name != tag.name {
                        report(template, tag, "'{{/\(tag.name)}}' closes '{{#\(closing.name)}}'")
                    }
                    return
                case .partial:
                    if texts[tag.name] == nil {
                        report(template, tag, "no template named '\(tag.name)' for the partial")
                    } else {
                        walk(template: tag.name, stack: stack)
                    }
                case .variable:
                    switch resolve(tag.name, in: stack) {
                    case .scalar?, .bool?: break
                    case .object(let type, _)?: report(template, tag, "'\(tag.name)' is a \(type), not text")
                    case .list?: report(template, tag, "'\(tag.name)' is a list, not text; loop over it with '{{#\(tag.name)}}'")
                    case .unknown(let why)?: report(template, tag, "the sample model has \(why) for '\(tag.name)'")
                    case nil: report(template, tag, "'\(tag.name)' is not in \(describe(stack))")
                    }
                case .section, .inverted:
                    var inner = stack
                    switch resolve(tag.name, in: stack) {
                    case nil:
                        report(template, tag, "'\(tag.name)' is not in \(describe(stack))")
                    case .list(let element)?:
                        if tag.kind == .section { inner.append(element) }
                    case .object(let type, let members)?:
                        if tag.kind == .section { inner.append(.object(type: type, members: members)) }
                    case .unknown(let why)?:
                        report(template, tag, "the sample model has \(why) for '\(tag.name)'")
                    case .scalar?, .bool?:
                        break
                    }
                    walk(tags, &index, template: template, stack: inner, closing: tag)
                }
            }
            if let closing {
                report(template, closing, "'{{#\(closing.name)}}' is not closed")
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

        mutating func report(_ template: String, _ tag: Tag, _ message: String) {
            problems.append(Problem(template: template, line: tag.line, column: tag.column, message: message))
        }
    }
}
