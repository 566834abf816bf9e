import Foundation
import OrchestrateBasics

/// Imports one AM tree: the typed nodes (`<Tree>.callbacks.yaml`), the flow of its steps
/// (`<Tree>.flow.yaml`) and a sandbox script that plays it (`<Tree>.sandbox.yaml`), with a warning for
/// each thing the export cannot say.
struct JourneyImport {
    /// The tree.
    let tree: ExportedTree
    /// What the team supplied (`--overlay`).
    var overlay = ImportOverlay()

    /// What an import produced: the files by name, the warnings, and the tree's part of a script several
    /// trees share (its `trees` entry and its `treeNodes`, with ids that start with `<Tree>.`).
    typealias Output = ImportOutput

    /// The name the specs' types and files take (`PlatformLogin`).
    var baseName: String { ImportNames.typeName(tree.name) }

    /// Imports the tree. `names` holds the typed node names the trees imported before it took: node names
    /// are one namespace in a target, so a name taken there gets the tree's name in front
    /// (`PlatformLoginSignIn`); the names this tree takes are added.
    func run(names: inout Set<String>) -> Output {
        var diagnostics: [Diagnostic] = []
        let steps = self.steps(names: &names, diagnostics: &diagnostics)
        let visible = Set(steps.map(\.nodeID))
        let walk = TreeWalk(tree: tree, visible: visible, decisions: overlay.decisions)
        var defaulted: [String: String] = [:]
        var problems: [String] = []
        var graph: [(step: ImportedStep, ways: [TreeWalk.Way])] = []
        var script: [(step: ImportedStep, ways: [TreeWalk.Way])] = []
        for step in steps {
            graph.append((step, walk.ways(from: step, all: true, defaulted: &defaulted, problems: &problems)))
            script.append((step, walk.ways(from: step, all: false, defaulted: &defaulted, problems: &problems)))
        }
        let at = tree.origin.location(of: tree.entry)
        for problem in Set(problems).sorted() {
            diagnostics.append(Diagnostic(.warning, "tree \(tree.name): \(problem)", at: at))
        }
        for (id, outcome) in defaulted.sorted(by: { $0.key < $1.key }) {
            let name = tree.nodes[id]?.displayName ?? id
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(path(id)): the sandbox script takes outcome \(outcome) of \(name) (\(id)), a decision it cannot check",
                    at: tree.origin.location(of: id), note: "name another with the overlay key decisions.\(id)"))
        }
        if steps.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .error, "tree \(tree.name) sends no callback the client sees: there is nothing to type", at: at))
        }
        // The flow starts at the first step; a step only server decisions before it lead to stays typed
        // but leaves the graph, which has one start.
        let reached = reachable(graph)
        for step in steps where !reached.contains(step.nodeID) {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(path(step.nodeID)): step \(step.stepName) is not reached from the first step \(steps[0].stepName); its node is typed, and the flow leaves it out",
                    at: tree.origin.location(of: step.nodeID)))
        }
        graph = graph.filter { reached.contains($0.step.nodeID) }
        let writer = ImportedSpecWriter(
            tree: tree, baseName: baseName, steps: steps,
            byID: Dictionary(uniqueKeysWithValues: steps.map { ($0.nodeID, $0) }))
        return Output(
            files: [
                ("\(baseName).callbacks.yaml", writer.callbacksSpec()),
                ("\(baseName).flow.yaml", writer.flowSpec(graph)),
                ("\(baseName).sandbox.yaml", writer.sandboxScript(script, defaulted: defaulted)),
            ],
            diagnostics: diagnostics,
            sharedScript: sharedScript(writer, script))
    }

    /// The tree's `trees` entry and `treeNodes` in a script it shares with other trees.
    private func sharedScript(_ writer: ImportedSpecWriter, _ script: [(step: ImportedStep, ways: [TreeWalk.Way])])
        -> (entry: String, nodes: String)
    {
        var shared = writer
        shared.scriptIDPrefix = baseName + "."
        return (
            "{name: \(YAMLText.scalar(tree.name)), start: \(YAMLText.scalar(shared.scriptStart))}",
            shared.sandboxTreeNodes(script)
        )
    }

    /// The node ids of the steps the first step leads to, itself included.
    private func reachable(_ graph: [(step: ImportedStep, ways: [TreeWalk.Way])]) -> Set<String> {
        guard let first = graph.first?.step.nodeID else { return [] }
        let ways = Dictionary(graph.map { ($0.step.nodeID, $0.ways) }, uniquingKeysWith: { first, _ in first })
        var reached: Set<String> = [first]
        var queue = [first]
        while let id = queue.popLast() {
            for way in ways[id] ?? [] {
                if case .step(let target) = way.end, reached.insert(target).inserted { queue.append(target) }
            }
        }
        return reached
    }

    /// The step of scripted `node`, whose callbacks the overlay does not declare: none when the export
    /// holds its script and the script sends no callback (a server-side decision), or when `first`, an
    /// earlier scripted step, already takes the nodes no typed node matches (the client could not tell the
    /// two apart); otherwise a step whose typed node takes any such node, its callbacks kept as they come.
    private func scripted(
        _ node: ExportedNode, first: ImportedStep?, names: inout Set<String>, stepNames: inout Set<String>,
        diagnostics: inout [Diagnostic]
    ) -> ImportedStep? {
        let sends = tree.scriptSendsCallbacks(node.id)
        let at = tree.origin.location(of: node.id)
        let note = "declare them with the overlay key callbacks.\(node.id)"
        if sends == false {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(path(node.id)): ScriptedDecisionNode \(node.displayName) (\(node.id)) is taken for a server-side decision: its script shows no callback (no callbacksBuilder, Action.send or callback object)",
                    at: at, note: "if it sends some (from a library script, say), \(note)"))
            return nil
        }
        let what = sends == nil ? "its script is not in the export" : "its script sends callbacks"
        if let first {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(path(node.id)): ScriptedDecisionNode \(node.displayName) (\(node.id)) is taken for a server-side node: \(what), and step \(first.stepName), also scripted, already takes the nodes no step matches",
                    at: at, note: note))
            return nil
        }
        diagnostics.append(
            Diagnostic(
                .warning,
                "\(path(node.id)): ScriptedDecisionNode \(node.displayName) (\(node.id)) is a step whose callbacks are kept as they come: \(what)",
                at: at, note: note))
        let (name, stepName) = self.names(node.displayName, names: &names, stepNames: &stepNames)
        var step = ImportedStep(
            nodeID: node.id, type: node.type, name: name, stepName: stepName, stage: nil, header: nil,
            description: nil, callbacks: [])
        step.isScripted = true
        return step
    }

    /// The typed node's name and the step's name for a step titled `title`, unique among `names` (typed
    /// nodes of every tree of the import, with the tree's name in front when taken) and `stepNames`.
    private func names(_ title: String, names: inout Set<String>, stepNames: inout Set<String>) -> (String, String) {
        let plain = ImportNames.typeName(title)
        return (
            ImportNames.unique(names.contains(plain) ? baseName + plain : plain, in: &names),
            ImportNames.unique(SwiftIdentifier.lowercasedFirst(plain), in: &stepNames)
        )
    }

    /// The JSON path of node `id` in the export.
    func path(_ id: String) -> String {
        tree.origin.path + ".nodes.\(id)"
    }

    /// The steps: every node the client sees, in the order a walk from the entry meets them (then any left,
    /// by id), named uniquely.
    private func steps(names: inout Set<String>, diagnostics: inout [Diagnostic]) -> [ImportedStep] {
        var order: [String] = []
        var queue = [tree.entry]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard let node = tree.nodes[id], seen.insert(id).inserted else { continue }
            order.append(id)
            queue += node.connections.map(\.target)
        }
        order += tree.nodes.keys.filter { !seen.contains($0) }.sorted()
        var stepNames: Set<String> = ["done", "failed"]
        var steps: [ImportedStep] = []
        var scriptedStep: ImportedStep?
        for id in order {
            guard let node = tree.nodes[id] else { continue }
            let configuration = tree.configurations[id]
            guard NodeCallbacks.isClientVisible(type: node.type, id: id, configuration: configuration, overlay: overlay)
            else {
                if node.type == "ScriptedDecisionNode" {
                    if let step = scripted(
                        node, first: scriptedStep, names: &names, stepNames: &stepNames, diagnostics: &diagnostics)
                    {
                        scriptedStep = step
                        steps.append(step)
                    }
                } else if node.type == "InnerTreeEvaluatorNode" {
                    let inner = configuration?["tree"]?.stringValue ?? "?"
                    diagnostics.append(
                        Diagnostic(
                            .warning,
                            "\(path(id)): inner tree \(inner) of \(node.displayName) (\(id)) is not inlined; its steps are not typed and the sandbox passes over it",
                            at: tree.origin.location(of: id), note: "import tree \(inner) on its own"))
                } else if !NodeCallbacks.serverTypes.contains(node.type) {
                    diagnostics.append(
                        Diagnostic(
                            .warning,
                            "\(path(id)): \(node.type) \(node.displayName) (\(id)) is taken for a server-side node; what it sends the client is not in the export",
                            at: tree.origin.location(of: id),
                            note: "declare its callbacks with the overlay key callbacks.\(id)"))
                }
                continue
            }
            let sent = NodeCallbacks.callbacks(
                type: node.type, id: id, displayName: node.displayName, configuration: configuration,
                configurations: tree.configurations, overlay: overlay)
            for assumption in sent.assumptions {
                diagnostics.append(
                    Diagnostic(
                        .warning, "\(path(id)): \(assumption.message)", at: tree.origin.location(of: assumption.nodeID),
                        note: "settle it with the overlay key \(assumption.overlayKey)"))
            }
            let header = NodeCallbacks.localized(configuration?["pageHeader"]).stringValue.flatMap {
                $0.isEmpty ? nil : $0
            }
            let description = NodeCallbacks.localized(configuration?["pageDescription"]).stringValue.flatMap {
                $0.isEmpty ? nil : $0
            }
            // frodo writes an unset stage as the string "null".
            let stage = configuration?["stage"]?.stringValue.flatMap { $0.isEmpty || $0 == "null" ? nil : $0 }
            let (name, stepName) = self.names(header ?? node.displayName, names: &names, stepNames: &stepNames)
            var properties: Set<String> = []
            let callbacks = sent.callbacks.map { callback in
                (ImportNames.unique(ImportNames.memberName(callback.name), in: &properties), callback)
            }
            if callbacks.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(path(id)): \(node.displayName) (\(id)) sends no callback the importer knows; it is left out",
                        at: tree.origin.location(of: id)))
                continue
            }
            steps.append(
                ImportedStep(
                    nodeID: id, type: node.type, name: name, stepName: stepName,
                    stage: stage, header: header, description: description, callbacks: callbacks))
        }
        return steps
    }
}
