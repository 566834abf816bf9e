import Foundation
import OrchestrateBasics

/// Writes an imported DaVinci flow's three files: the collectors spec with its typed forms, the flow spec and
/// the sandbox script.
struct DaVinciSpecWriter {
    /// The flow.
    let flow: ExportedFlow
    /// Every flow of the exports (the steps of subflows are in theirs).
    let flows: [ExportedFlow]
    /// The name of the specs' types and files.
    let baseName: String
    /// The steps, in order.
    let steps: [DaVinciImport.Step]
    /// The steps by node.
    let byRef: [FlowWalk.NodeRef: DaVinciImport.Step]
    /// The ways from the flow's start: the script starts at the first form they reach.
    let start: [FlowWalk.Way]

    /// The ways from each step's buttons.
    typealias StepWays = DaVinciImport.ButtonWays

    /// The first lines of every file: where it came from.
    private func header(_ what: String) -> String {
        let file = URL(fileURLWithPath: flow.origin.file).lastPathComponent
        return """
            # \(what) of the DaVinci flow \(flow.name), imported from \(file) by `orchestrate-gen import davinci`.
            # Import again after the flow changes; settle what the export cannot say with --overlay.

            """
    }

    /// `<Flow>.collectors.yaml`: one typed form per step, matched by its node id.
    func collectorsSpec() -> String {
        var text = header("The typed forms") + "orchestrate: 1\n\nforms:\n"
        for step in steps {
            let match =
                step.matchesByName
                ? "formName: \(YAMLText.scalar(step.form.title))" : "nodeId: \(YAMLText.scalar(step.form.nodeID))"
            text += "  \(step.formName):\n    match: {\(match)}\n"
            guard !step.properties.isEmpty else {
                text += "    fields: {}\n"
                continue
            }
            text += "    fields:\n"
            for (property, field) in step.properties {
                var members = "key: \(YAMLText.scalar(field.key)), type: \(field.type)"
                if field.type == "FIDO2" {
                    let registers = field.json["action"]?.stringValue == "REGISTER"
                    members += ", collector: \(registers ? "FidoRegistrationCollector" : "FidoAuthenticationCollector")"
                }
                text += "      \(property): {\(members)}\n"
            }
        }
        return text
    }

    /// `<Flow>.flow.yaml`: a step per form, each button going on to the steps its ways reach or to `done`; an
    /// error (which any connector may answer, not only the error responses the walk meets) retries the step
    /// twice, then ends at `failed`.
    func flowSpec(_ ways: StepWays) -> String {
        var text =
            header("The steps") + """
                orchestrate: 1
                flow: \(baseName)
                workflow: {modules: [cookies]}
                modules:
                  cookies:
                    use: cookies

                steps:

                """
        var succeeds = false
        for step in steps where ways[step.ref] != nil {
            var next: [String] = []
            for (button, found) in ways[step.ref] ?? [] {
                let condition = button.flatMap { button in
                    step.properties.first { $0.field.key == button.key }.map { "{button: \($0.property)}" }
                }
                for way in found {
                    let target: String
                    switch way.end {
                    case .form(let ref):
                        guard let name = byRef[ref]?.stepName else { continue }
                        target = name
                    case .success:
                        target = "done"
                        succeeds = true
                    case .error: continue
                    }
                    let line = condition.map { "{to: \(target), when: \($0)}" } ?? target
                    if !next.contains(line) { next.append(line) }
                }
            }
            text += "  \(step.stepName):\n    form: \(step.formName)\n    next:\n"
            for line in next { text += "      - \(line)\n" }
            text += "      - {to: \(step.stepName), when: {error: true}, retry: 2}\n"
            text += "      - {to: failed, when: {error: true}}\n"
        }
        if succeeds { text += "  done: {success: true}\n" }
        text += "  failed: {error: true}\n"
        return text
    }

    /// `<Flow>.sandbox.yaml`: the flow as the sandbox plays it (its `flows` entry and `nodes`, as
    /// `sharedScript(_:)` writes them), with a user to sign in as.
    func sandboxScript(_ shared: (entry: String, nodes: String), defaulted: [String: String]) -> String {
        var text = header("A sandbox script")
        text += ImportedSpecWriter.defaultedComment(defaulted, heading: "Nodes the sandbox cannot run") { id in
            flows.lazy.compactMap { $0.nodes[id] }.first?.title ?? id
        }
        text += """
            version: 1
            users:
              - \(ImportedSpecWriter.scriptUser)
            flows:
              - \(Self.defaultEntry(shared.entry))

            nodes:

            """
        return text + shared.nodes
    }

    /// `entry` (a `flows` entry of `sharedScript(_:)`) as the script's default flow.
    static func defaultEntry(_ entry: String) -> String {
        "{default: true, " + entry.dropFirst()
    }

    /// The flow's `flows` entry (not the default) and its `nodes` in a sandbox script.
    func sharedScript(_ ways: StepWays) -> (entry: String, nodes: String) {
        let startID = start.compactMap(\.end.form).first.flatMap { byRef[$0]?.scriptID } ?? "none"
        let entry = "{name: \(YAMLText.scalar(flow.name)), start: \(YAMLText.scalar(startID))}"
        var nodes = ""
        for step in steps {
            let form = step.form
            nodes += "  - id: \(YAMLText.scalar(step.scriptID))\n"
            nodes +=
                "    form: \(YAMLText.flow(["name": .string(form.title), "description": .string(form.description)]))\n"
            nodes += "    fields:\n"
            for field in form.fields { nodes += "      - \(YAMLText.flow(field.json))\n" }
            let inputs = form.fields.filter { !$0.isButton && !$0.key.isEmpty && $0.type != "LABEL" }
            let formData = JSON.object(
                Dictionary(inputs.map { ($0.key, JSON.string("")) }, uniquingKeysWith: { a, _ in a }))
            nodes += "    formData: \(YAMLText.flow(formData))\n"
            nodes += "    transitions:\n"
            for (button, found) in ways[step.ref] ?? [] {
                for way in found { nodes += transition(way, action: button?.key) }
            }
        }
        return (entry, nodes)
    }

    /// One transition of the script.
    private func transition(_ way: FlowWalk.Way, action: String?) -> String {
        var line = "      - "
        if let action { line += "action: \(YAMLText.scalar(action))\n        " }
        if !way.conditions.isEmpty {
            line += "when: [\(way.conditions.map(YAMLText.flow).joined(separator: ", "))]\n        "
        }
        switch way.end {
        case .form(let ref): line += "then: {goto: \(YAMLText.scalar(byRef[ref]?.scriptID ?? ref.id))}"
        case .success: line += "then: {succeed: true}"
        case .error(let message):
            let body: JSON = ["code": "flowError", "message": .string(message)]
            line += "then: {error: {kind: custom, status: 400, body: \(YAMLText.flow(body))}}"
        }
        return line + "\n"
    }
}
