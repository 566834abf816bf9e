/// Renders compiled templates with view models: Mustache's rules for names, sections and partials over
/// `TemplateModel` values, into UTF-8 bytes.
///
/// A name is looked up in the models on the context stack, innermost first; a dotted name's later parts
/// in the value its first part found. A section over a list renders once per item, over a model once
/// with the model pushed, over a flag once when it is true, over text once with the text pushed; an
/// inverted section renders when the value is missing, false or an empty list. A variable prints text
/// as it is, a flag as `true` or `false`, and nothing for a model or a list (`TemplateLint` rejects
/// those tags before anything renders).
struct TemplateRenderer {
    /// What a section pushes on the context stack.
    private enum Frame {
        case model(any TemplateModel)
        case text(String)
    }

    private let templates: [String: CompiledTemplate]
    private var stack: [Frame]
    private var output: [UInt8] = []

    /// Renders the template `name` of `templates` with `model`; empty when there is no such template.
    static func render(_ name: String, of templates: [String: CompiledTemplate], with model: any TemplateModel) -> String {
        guard let template = templates[name] else { return "" }
        var renderer = TemplateRenderer(templates: templates, stack: [.model(model)])
        renderer.render(template.nodes, indentation: nil)
        return String(decoding: renderer.output, as: UTF8.self)
    }

    /// Renders `nodes`. With an indentation (inside a standalone partial tag that had one), every node
    /// that prints something on a new line of this rendering gets the indentation first.
    private mutating func render(_ nodes: [TemplateNode], indentation: [UInt8]?) {
        guard let indentation, !indentation.isEmpty else {
            var index = 0
            while index < nodes.count {
                render(nodes[index], indentation: nil)
                index += 1
            }
            return
        }
        let start = output.count
        for node in nodes {
            let before = output.count
            let indents = before > start && endsLine(since: start)
            if indents { output.append(contentsOf: indentation) }
            let printedFrom = output.count
            render(node, indentation: indentation)
            if indents, output.count == printedFrom { output.removeLast(indentation.count) }
        }
    }

    private mutating func render(_ node: TemplateNode, indentation: [UInt8]?) {
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)
        case .variable(let name):
            switch value(of: name) {
            case .text(let text)?: output.append(contentsOf: text.utf8)
            case .flag(let flag)?: output.append(contentsOf: (flag ? "true" : "false").utf8)
            case .model?, .list?, nil: break
            }
        case .section(let name, let nodes):
            switch value(of: name) {
            case .flag(let flag)?:
                if flag { render(nodes, indentation: indentation) }
            case .text(let text)?:
                render(nodes, indentation: indentation, with: .text(text))
            case .model(let model)?:
                render(nodes, indentation: indentation, with: .model(model))
            case .list(let items)?:
                var index = 0
                while index < items.count {
                    render(nodes, indentation: indentation, with: .model(items[index]))
                    index += 1
                }
            case nil:
                break
            }
        case .inverted(let name, let nodes):
            switch value(of: name) {
            case .flag(false)?, nil:
                render(nodes, indentation: indentation)
            case .list(let items)? where items.isEmpty:
                render(nodes, indentation: indentation)
            case .flag?, .text?, .model?, .list?:
                break
            }
        case .partial(let name, let partialIndentation, _):
            guard let template = templates[name] else { return }
            let combined = partialIndentation.map { (indentation ?? []) + $0 } ?? indentation
            render(template.nodes, indentation: combined)
        }
    }

    /// Renders `nodes` with `frame` pushed on the context stack.
    private mutating func render(_ nodes: [TemplateNode], indentation: [UInt8]?, with frame: Frame) {
        stack.append(frame)
        render(nodes, indentation: indentation)
        stack.removeLast()
    }

    /// Whether what was printed since `start` ends with a line feed (a `\r\n` does not count, as in
    /// swift-mustache, which compares the last `Character`).
    private func endsLine(since start: Int) -> Bool {
        let count = output.count
        guard count > start, output[count - 1] == UInt8(ascii: "\n") else { return false }
        return count - 1 == start || output[count - 2] != UInt8(ascii: "\r")
    }

    /// The value `name` names on the context stack.
    ///
    /// The loops here and in `render` go by index: the build plugin runs a debug build, where `reversed()`,
    /// `dropFirst()` and `for`-`in` each cost a generic iterator per call.
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
