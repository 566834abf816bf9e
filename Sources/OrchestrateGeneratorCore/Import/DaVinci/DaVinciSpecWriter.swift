import Foundation
import OrchestrateBasics

/// Writes an imported DaVinci flow's three files from values: the collectors spec and the flow spec as the
/// generator's own spec model (`MappingsSpec`, `FlowSpec`, written by `SpecYAML`), and the sandbox script
/// as a YAML value.
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
    /// The forms the flow's start may lead to first; the first step (where the sandbox starts) goes on to the
    /// others.
    let entryForms: [FlowWalk.NodeRef]

    /// The ways from each step's buttons.
    typealias StepWays = DaVinciImport.ButtonWays

    /// The first lines of every file: where it came from.
    private func header(_ what: String) -> [String] {
        let file = URL(fileURLWithPath: flow.place.file).lastPathComponent
        return [
            "\(what) of the DaVinci flow \(flow.name), imported from \(file) by `orchestrate-gen import davinci`.",
            "Import again after the flow changes; settle what the export cannot say with --overlay.",
        ]
    }

    /// `<Flow>.collectors.yaml`: one typed form per step, matched by its node id (by its name where another
    /// flow's form has the id).
    func collectorsFile() -> String {
        let spec = ImportedSpecs.located(in: "\(baseName).collectors.yaml")
        let model = MappingsSpec(
            kind: .davinci, source: spec.source, namespace: spec.at(baseName), access: nil, mappings: [],
            forms: steps.map { step in
                FormSpec(
                    name: spec.at(step.formName),
                    match: step.matchesByName
                        ? .formName(spec.at(step.form.title)) : .nodeId(spec.at(step.form.nodeID)),
                    fields: step.properties.map { property, field in
                        let collector = RuntimeCatalog.defaultMappings[field.type].flatMap {
                            RuntimeCatalog.chosenCollector(of: $0, for: field.json).map { spec.at($0) }
                        }
                        return FieldSpec(
                            name: spec.at(property), key: spec.at(field.key), type: spec.at(field.type),
                            optional: false, collector: collector)
                    })
            })
        return YAMLOut.text(SpecYAML.mappings(model), header: header("The typed forms"))
    }

    /// `<Flow>.flow.yaml`: a step per form, each button going on to the steps its ways reach or to `done`; an
    /// error (which any connector may answer, not only the error responses the walk meets) retries the step
    /// twice, then ends at `failed`.
    func flowFile(_ ways: StepWays) -> String {
        let spec = ImportedSpecs.located(in: "\(baseName).flow.yaml")
        var flowSteps: [StepSpec] = []
        var succeeds = false
        for (index, step) in steps.enumerated() where ways[step.ref] != nil {
            var segues: [SegueSpec] = []
            var seen: Set<String> = []
            if index == 0 {
                for ref in entryForms where ref != step.ref {
                    guard let target = byRef[ref]?.stepName, seen.insert("\u{0}\(target)").inserted else { continue }
                    segues.append(spec.daVinciSegue(to: target, button: nil))
                }
            }
            for (button, found) in ways[step.ref] ?? [] {
                let property = button.flatMap { button in step.properties.first { $0.field.key == button.key }?.property
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
                    guard seen.insert("\(property ?? "")\u{0}\(target)").inserted else { continue }
                    segues.append(spec.daVinciSegue(to: target, button: property))
                }
            }
            flowSteps.append(spec.daVinciFormStep(step.stepName, form: step.formName, segues: segues))
        }
        let model = spec.daVinciFlow(name: baseName, steps: flowSteps, succeeds: succeeds)
        return YAMLOut.text(SpecYAML.flow(model), header: header("The steps"))
    }

    /// `<Flow>.sandbox.yaml`: the flow as the sandbox plays it (its `flows` entry, the default, and its
    /// `nodes`, as `sharedScript(_:)` gives them), with a user to sign in as.
    func sandboxFile(_ shared: (entry: YAMLOut, nodes: [YAMLOut]), defaulted: [String: String]) -> String {
        let comments = JourneySpecWriter.defaultedComment(defaulted, heading: "Nodes the sandbox cannot run") { id in
            flows.lazy.compactMap { $0.nodes[id] }.first?.title ?? id
        }
        let document = YAMLOut.mapping([
            .init("version", .int(1)),
            .init("users", .sequence([ImportedSpecs.scriptUser])),
            .init("flows", .sequence([Self.defaultEntry(shared.entry)])),
            .init("nodes", .sequence(shared.nodes)),
        ])
        return YAMLOut.text(document, header: header("A sandbox script") + comments)
    }

    /// `entry` (a `flows` entry of `sharedScript(_:)`) as the script's default flow.
    static func defaultEntry(_ entry: YAMLOut) -> YAMLOut {
        guard case .mapping(let entries, let flow) = entry else { return entry }
        return .mapping([.init("default", .bool(true))] + entries, flow: flow)
    }

    /// The flow's `flows` entry (not the default) and its `nodes` in a sandbox script.
    func sharedScript(_ ways: StepWays) -> (entry: YAMLOut, nodes: [YAMLOut]) {
        let startID = steps.first?.scriptID ?? "none"
        let entry = YAMLOut.flowMapping([("name", .string(flow.name)), ("start", .string(startID))])
        let nodes = steps.map { step -> YAMLOut in
            let form = step.form
            let inputs = form.fields.filter { !$0.isButton && !$0.key.isEmpty && $0.type != "LABEL" }
            var formData: [(String, YAMLOut)] = []
            for field in inputs where !formData.contains(where: { $0.0 == field.key }) {
                formData.append((field.key, .string("")))
            }
            var transitions: [YAMLOut] = []
            for (button, found) in ways[step.ref] ?? [] {
                transitions += found.map { transition($0, action: button?.key) }
            }
            return .mapping([
                .init("id", .string(step.scriptID)),
                .init(
                    "form",
                    .json(["name": .string(form.title), "description": .string(form.description)])),
                .init("fields", .sequence(form.fields.map { .json($0.json) })),
                .init("formData", .flowMapping(formData.sorted { $0.0 < $1.0 })),
                .init("transitions", .sequence(transitions)),
            ])
        }
        return (entry, nodes)
    }

    /// One transition of the script.
    private func transition(_ way: FlowWalk.Way, action: String?) -> YAMLOut {
        var entries: [YAMLOut.Entry] = []
        if let action { entries.append(.init("action", .string(action))) }
        if !way.conditions.isEmpty {
            entries.append(.init("when", .sequence(way.conditions.map(YAMLOut.json), flow: true)))
        }
        let then: YAMLOut
        switch way.end {
        case .form(let ref): then = .flowMapping([("goto", .string(byRef[ref]?.scriptID ?? ref.id))])
        case .success: then = .flowMapping([("succeed", .bool(true))])
        case .error(let message):
            then = .flowMapping([
                (
                    "error",
                    .flowMapping([
                        ("kind", .string("custom")), ("status", .int(400)),
                        ("body", .json(["code": "flowError", "message": .string(message)])),
                    ])
                )
            ])
        }
        entries.append(.init("then", then))
        return .mapping(entries)
    }
}
