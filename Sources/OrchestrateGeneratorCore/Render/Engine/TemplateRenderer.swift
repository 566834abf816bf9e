/// Renders compiled templates with view models: Mustache's rules for names, sections and partials over
/// `TemplateModel` values, into UTF-8 bytes.
///
/// A name is looked up in the models on the context stack, innermost first; a dotted name's later parts
/// in the value its first part found. A section over a list renders once per item, over a model once
/// with the model pushed, over a flag once when it is true, over text once with the text pushed; an
/// inverted section renders when the value is missing, false or an empty list. A variable prints text
/// as it is, a flag as `true` or `false`, and nothing for a model or a list (`TemplateLint` rejects
/// those tags before anything renders).
///
/// A standalone partial tag's indentation goes before every line the partial prints, its partials' lines
/// included (their indentations add up), so that templates place the code they print at its depth
/// themselves: before its first line, where the tag's line was, and before whatever it prints after a line
/// feed. A line that stays empty gets none (no trailing whitespace), nor does a partial that prints
/// nothing; the line breaks inside a variable's text are printed as they are, as Mustache prints them.
struct TemplateRenderer {
    /// What a section pushes on the context stack.
    private enum Frame {
        case model(any TemplateModel)
        case text(String)
    }

    private let templates: [String: CompiledTemplate]
    private var stack: [Frame]
    private var output: [UInt8] = []
    /// The indentation of the standalone partials being rendered, outermost first, one after the other.
    private var indentation: [UInt8] = []
    /// Whether the next byte printed starts a line, so that it gets the indentation; kept only while there
    /// is one. True at a standalone partial's start, whose first line is a line of its own even when the
    /// output before it does not end with a line feed (after a partial that does not end its last line).
    private var lineStarts = true

    /// Renders the template `name` of `templates` with `model`; empty when there is no such template.
    static func render(_ name: String, of templates: [String: CompiledTemplate], with model: any TemplateModel)
        -> String
    {
        guard let template = templates[name] else { return "" }
        var renderer = TemplateRenderer(templates: templates, stack: [.model(model)])
        renderer.render(template.nodes)
        return String(decoding: renderer.output, as: UTF8.self)
    }

    /// Renders `nodes`.
    ///
    /// The loops here and in `value(of:)` go by index: the build plugin runs a debug build, where
    /// `reversed()`, `dropFirst()` and `for`-`in` each cost a generic iterator per call.
    private mutating func render(_ nodes: [TemplateNode]) {
        var index = 0
        while index < nodes.count {
            render(nodes[index])
            index += 1
        }
    }

    /// Renders one node: prints it, or renders the nodes of its section or partial.
    private mutating func render(_ node: TemplateNode) {
        switch node {
        case .text(let bytes, let endsLine):
            if indentation.count != 0 {
                if lineStarts { output.append(contentsOf: indentation) }
                lineStarts = endsLine
            }
            output.append(contentsOf: bytes)
        case .lineBreak(let bytes):
            output.append(contentsOf: bytes)
            lineStarts = true
        case .variable(let name):
            switch value(of: name) {
            case .text(let text)?: print(text)
            case .flag(let flag)?: print(flag ? "true" : "false")
            case .model?, .list?, nil: break
            }
        case .section(let name, let nodes):
            switch value(of: name) {
            case .flag(let flag)?:
                if flag { render(nodes) }
            case .text(let text)?:
                render(nodes, with: .text(text))
            case .model(let model)?:
                render(nodes, with: .model(model))
            case .list(let items)?:
                var index = 0
                while index < items.count {
                    render(nodes, with: .model(items[index]))
                    index += 1
                }
            case nil:
                break
            }
        case .inverted(let name, let nodes):
            switch value(of: name) {
            case .flag(false)?, nil:
                render(nodes)
            case .list(let items)? where items.isEmpty:
                render(nodes)
            case .flag?, .text?, .model?, .list?:
                break
            }
        case .partial(let name, let partialIndentation, _):
            guard let template = templates[name] else { return }
            guard let partialIndentation else {
                render(template.nodes)
                return
            }
            indentation.append(contentsOf: partialIndentation)
            let lineStartedBefore = lineStarts
            let printedBefore = output.count
            lineStarts = true
            render(template.nodes)
            // A partial that printed nothing leaves the line as it was.
            if output.count == printedBefore { lineStarts = lineStartedBefore }
            indentation.removeLast(partialIndentation.count)
        }
    }

    /// Renders `nodes` with `frame` pushed on the context stack.
    private mutating func render(_ nodes: [TemplateNode], with frame: Frame) {
        stack.append(frame)
        render(nodes)
        stack.removeLast()
    }

    /// Prints a variable's text, after the indentation when it starts a line and is not a line break.
    ///
    /// The checks go without `||` and without calls on `self`: in a debug build (the build plugin's), both
    /// made a copy of the renderer for every piece printed.
    private mutating func print(_ text: String) {
        if text.isEmpty { return }
        if indentation.count != 0 {
            if lineStarts, !Self.startsWithLineBreak(text) { output.append(contentsOf: indentation) }
            output.append(contentsOf: text.utf8)
            lineStarts = output[output.count - 1] == .newline
        } else {
            output.append(contentsOf: text.utf8)
        }
    }

    /// Whether the non-empty `text` starts with a line break (`\n` or `\r\n`).
    private static func startsWithLineBreak(_ text: String) -> Bool {
        let utf8 = text.utf8
        let first = utf8[utf8.startIndex]
        if first == .newline { return true }
        guard first == .carriageReturn, utf8.count > 1 else { return false }
        return utf8[utf8.index(after: utf8.startIndex)] == .newline
    }

    /// The value `name` names on the context stack.
    private func value(of name: TemplateName) -> TemplateValue? {
        let parts = name.parts
        guard !parts.isEmpty else {
            switch stack.last {
            case .model(let model)?: return .model(model)
            case .text(let text)?: return .text(text)
            case nil: return nil
            }
        }
        // `.name` starts from the current value only; a model there answers for the models around it.
        if name.isAnchored, case .text? = stack.last { return nil }
        var found: TemplateValue?
        var level = stack.count
        while found == nil, level > 0 {
            level -= 1
            if case .model(let model) = stack[level] {
                found = model.value(named: parts[0])
            }
        }
        var part = 1
        while part < parts.count {
            guard case .model(let model)? = found else { return nil }
            found = model.value(named: parts[part])
            part += 1
        }
        return found
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
}
