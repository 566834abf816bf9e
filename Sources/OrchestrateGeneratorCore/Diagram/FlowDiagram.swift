/// A flow's steps and segues as a diagram: Mermaid (`flowchart`) or Graphviz DOT, with each segue's
/// conditions and retry limit on its edge.
public enum FlowDiagram {
    /// The diagram languages.
    public enum Format: String, Sendable, CaseIterable {
        /// A Mermaid flowchart, which GitHub renders in Markdown.
        case mermaid
        /// Graphviz DOT (`dot -Tsvg`).
        case dot
    }

    /// A step as drawn: its name, kind and what it shows (its form or typed node, or its app function).
    struct Box {
        enum Kind { case form, operation, success, error }
        var name: String
        var kind: Kind
        var detail: String
    }

    /// A segue as drawn.
    struct Edge {
        var source: String
        var target: String
        var label: String
    }

    /// The diagram of `flow` in `format`.
    public static func render(_ flow: FlowSpec, format: Format) -> String {
        let boxes = flow.steps.map(box)
        let edges = flow.steps.flatMap { step in
            step.next.map { Edge(source: step.name.value, target: $0.target.value, label: label($0)) }
        }
        switch format {
        case .mermaid: return mermaid(flow.name.value, boxes, edges)
        case .dot: return dot(flow.name.value, boxes, edges)
        }
    }

    static func box(_ step: StepSpec) -> Box {
        if step.isSuccess { return Box(name: step.name.value, kind: .success, detail: "success") }
        if step.isError { return Box(name: step.name.value, kind: .error, detail: "error") }
        if let call = step.call { return Box(name: step.name.value, kind: .operation, detail: call.value) }
        // A server step shows nothing: it is drawn as a step, its detail says the server answers there.
        if step.isServer { return Box(name: step.name.value, kind: .form, detail: "(server)") }
        return Box(name: step.name.value, kind: .form, detail: (step.form ?? step.node)?.value ?? "")
    }

    /// The segue's conditions as the spec writes them, then its retry limit.
    static func label(_ segue: SegueSpec) -> String {
        var parts: [String] = segue.conditions.map { condition in
            switch condition {
            case .button(let name): "button \(name.value)"
            case .error(nil, nil, _): "error"
            case .error(let status, let code, _): "error " + (status.map(String.init) ?? code ?? "")
            case .failure: "failure"
            case .field(let name, let value): "\(name.value) = \(value.scalarText ?? "")"
            case .result(let result): "result \(result.value)"
            case .failedPolicies: "failed policies"
            }
        }
        if let retry = segue.retry { parts.append("retry ≤ \(retry.value)") }
        return parts.joined(separator: ", ")
    }

    static func mermaid(_ name: String, _ boxes: [Box], _ edges: [Edge]) -> String {
        func text(_ value: String) -> String {
            "\"" + value.replacingOccurrences(of: "\"", with: "#quot;") + "\""
        }
        func id(_ value: String) -> String {
            "s_"
                + value.unicodeScalars.map {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0) ? String($0) : "_\($0.value)_"
                }.joined()
        }
        var lines = ["flowchart TD", "    %% \(name): steps and segues, tested in order from each step"]
        if let first = boxes.first { lines.append("    start(( )) --> \(id(first.name))") }
        for box in boxes {
            let label = text(box.kind == .success || box.kind == .error ? box.name : "\(box.name): \(box.detail)")
            switch box.kind {
            case .form: lines.append("    \(id(box.name))[\(label)]")
            case .operation: lines.append("    \(id(box.name))[[\(label)]]")
            case .success: lines.append("    \(id(box.name))([\(label)])")
            case .error: lines.append("    \(id(box.name)){{\(label)}}")
            }
        }
        for edge in edges {
            let arrow = edge.label.isEmpty ? "-->" : "-->|\(text(edge.label))|"
            lines.append("    \(id(edge.source)) \(arrow) \(id(edge.target))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func dot(_ name: String, _ boxes: [Box], _ edges: [Edge]) -> String {
        func text(_ value: String) -> String {
            "\""
                + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        var lines = ["digraph \(text(name)) {", "    rankdir=TB;", "    node [shape=box, fontname=\"Helvetica\"];"]
        if let first = boxes.first {
            lines.append("    \"(start)\" [shape=point, label=\"\"];")
            lines.append("    \"(start)\" -> \(text(first.name));")
        }
        for box in boxes {
            switch box.kind {
            case .form: lines.append("    \(text(box.name)) [label=\(text("\(box.name)\n\(box.detail)"))];")
            case .operation:
                lines.append("    \(text(box.name)) [label=\(text("\(box.name)\n\(box.detail)")), shape=component];")
            case .success: lines.append("    \(text(box.name)) [shape=doublecircle];")
            case .error: lines.append("    \(text(box.name)) [shape=octagon];")
            }
        }
        for edge in edges {
            let attributes = edge.label.isEmpty ? "" : " [label=\(text(edge.label))]"
            lines.append("    \(text(edge.source)) -> \(text(edge.target))\(attributes);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
