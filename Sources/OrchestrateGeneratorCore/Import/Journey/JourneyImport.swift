import Foundation
import OrchestrateBasics

/// Imports one AM tree: the typed nodes (`<Tree>.callbacks.yaml`), the flow of its steps
/// (`<Tree>.flow.yaml`) and a sandbox script that plays it (`<Tree>.sandbox.yaml`), with a warning, located at
/// the node or setting, for each thing the export cannot say.
struct JourneyImport {
    /// The tree.
    let tree: ExportedTree
    /// What the team supplied (`--overlay`).
    var overlay = ImportOverlay()
    /// The name the specs' types and files take (`PlatformLogin`).
    let baseName: String

    /// An import of `tree`, with what the team supplied.
    init(tree: ExportedTree, overlay: ImportOverlay = ImportOverlay()) {
        self.tree = tree
        self.overlay = overlay
        baseName = ImportNames.typeName(tree.name)
    }

    /// What an import produced: the files by name, the warnings, and the tree's part of a script several
    /// trees share (its `trees` entry and its `treeNodes`, with ids that start with `<Tree>.`).
    typealias Output = ImportOutput

    /// The tree read: its steps in order (the first is where the sandbox starts), how each server-side
    /// node's outcomes are taken, and the warnings.
    struct Reading {
        var steps: [ImportedStep] = []
        var server: [String: (checks: [String: OutcomeCheck], likely: String?)] = [:]
        var diagnostics: [Diagnostic] = []
    }

    /// Imports the tree. `names` holds the typed node names the trees imported before it took: node names
    /// are one namespace in a target, so a name taken there gets the tree's name in front
    /// (`PlatformLoginSignIn`); the names this tree takes are added.
    func run(names: inout Set<String>) -> Output {
        var reading = read(names: &names)
        let walk = TreeWalk(
            tree: tree, steps: Dictionary(reading.steps.map { ($0.nodeID, $0) }, uniquingKeysWith: { a, _ in a }),
            server: reading.server, decisions: overlay.decisions)
        var findings = TreeWalk.Findings()
        let entryWays = walk.entryWays(findings: &findings)
        let entrySteps = walk.entryEnds().compactMap(\.stepID)
        // The sandbox starts where its walk from the entry leads; the flow, where the sandbox starts.
        let start = entryWays.lazy.compactMap(\.end.stepID).first ?? entrySteps.first
        var graph: [(step: ImportedStep, ends: [TreeWalk.End])] = []
        var script: [(step: ImportedStep, ways: [TreeWalk.Way])] = []
        for step in reading.steps {
            graph.append((step, walk.ends(from: step)))
            script.append((step, walk.ways(from: step, findings: &findings)))
        }
        // Located only when there is something to say.
        var at: SourceLocation { tree.place.location }
        for problem in findings.problems.sorted() {
            reading.diagnostics.append(Diagnostic(.warning, "tree \(named): \(problem)", at: at))
        }
        for (id, outcome) in findings.defaulted.sorted(by: { $0.key < $1.key }) {
            reading.diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(path(id)): the sandbox script takes outcome \(DiagnosticText.clean(outcome)) of \(nodeName(id)), a decision it cannot check",
                    at: tree.place(of: id).location, note: "name another with the overlay key decisions.\(id)"))
        }
        if reading.steps.isEmpty {
            return serverOnly(
                entryWays: entryWays, succeeds: walk.entryEnds().contains(.success), findings: findings,
                diagnostics: reading.diagnostics)
        }
        guard let start else {
            reading.diagnostics.append(
                Diagnostic(.error, "tree \(named): no way from its entry reaches a step the client sees", at: at))
            return Output(files: [], diagnostics: reading.diagnostics, sharedScript: (.mapping([]), []))
        }
        let order = [start] + reading.steps.map(\.nodeID).filter { $0 != start }
        let byID = Dictionary(reading.steps.map { ($0.nodeID, $0) }, uniquingKeysWith: { a, _ in a })
        var writer = JourneySpecWriter(
            tree: tree, baseName: baseName, steps: order.compactMap { byID[$0] }, byID: byID,
            entrySteps: entrySteps)
        writer.entryEnds = walk.entryEnds()
        // The script starts at a node of no callback where the entry's ways test the start (a Zero Page
        // Login's headers) or lead to more than one place; else at the first step.
        if entryWays.count > 1 || entryWays.contains(where: { !$0.conditions.isEmpty }) {
            writer.entryWays = entryWays
        }
        let flowGraph = order.compactMap { id in graph.first { $0.step.nodeID == id } }
        let scriptOrder = order.compactMap { id in script.first { $0.step.nodeID == id } }
        return Output(
            files: [
                ("\(baseName).callbacks.yaml", writer.callbacksFile()),
                ("\(baseName).flow.yaml", writer.flowFile(flowGraph)),
                ("\(baseName).sandbox.yaml", writer.sandboxFile(scriptOrder, defaulted: findings.defaulted)),
            ],
            diagnostics: reading.diagnostics,
            sharedScript: writer.sharedScript(scriptOrder))
    }

    /// The output of a tree whose client sees no page (every node runs on the server, from the request's
    /// headers or cookies): a flow of one server step and a script of one node of no callback, with a warning
    /// that says so. No callbacks file: there is no node to type.
    private func serverOnly(
        entryWays: [TreeWalk.Way], succeeds: Bool, findings: TreeWalk.Findings, diagnostics: [Diagnostic]
    ) -> Output {
        var stepNames = ImportNames.reservedStepNames
        let step = ImportNames.unique(SwiftIdentifier.lowercasedFirst(baseName), in: &stepNames)
        var writer = JourneySpecWriter(tree: tree, baseName: baseName, steps: [], byID: [:], entrySteps: [])
        writer.entryWays = entryWays
        let reads = entryWays.contains { way in way.conditions.contains { $0["headers"] != nil } }
        let warning = Diagnostic(
            .warning,
            "tree \(named) sends no callback the client sees: every node runs on the server; its flow is one server step '\(step)' and no typed node",
            at: tree.place.location,
            note: reads
                ? "the client starts it with the headers its Zero Page Login node reads"
                : "the client starts it with what its nodes read (headers, cookies, the session)")
        return Output(
            files: [
                ("\(baseName).flow.yaml", writer.serverFlowFile(step: step, succeeds: succeeds)),
                ("\(baseName).sandbox.yaml", writer.sandboxFile([], defaulted: findings.defaulted)),
            ],
            diagnostics: diagnostics + [warning],
            sharedScript: writer.sharedScript([]))
    }

    /// The tree as a message names it.
    private var named: String { DiagnosticText.clean(tree.name) }

    /// Node `id` as a message names it: `Display Name (id)`.
    private func nodeName(_ id: String) -> String {
        NodeReader(tree: tree, overlay: overlay).named(id)
    }

    /// The JSON path of node `id` in the export, as a message writes it.
    func path(_ id: String) -> String {
        tree.place(of: id).pathText
    }

    /// The tree's nodes read in the order a walk from the entry meets them: each step named uniquely among
    /// `names` (typed nodes of every tree of the import) and the tree's own step names, each server-side
    /// node's outcomes, and a warning for everything the export cannot say.
    private func read(names: inout Set<String>) -> Reading {
        let reader = NodeReader(tree: tree, overlay: overlay)
        var reading = Reading()
        var stepNames = ImportNames.reservedStepNames
        var unmatched: ImportedStep?
        for id in reachableNodes() {
            guard let node = tree.nodes[id] else { continue }
            let content = reader.read(
                id, type: node.type, displayName: node.displayName, outcomes: node.connections.map(\.outcome))
            var page: NodeReader.PageContent
            // Why what the node sends is kept as it comes, when it is.
            var kept = "part of what it sends is kept as it comes"
            switch content {
            case .server(let checks, let likely, let notes):
                reading.server[id] = (checks, likely)
                reading.diagnostics += notes.map(warning)
                continue
            case .innerTree(let name):
                reading.server[id] = ([:], "true")
                reading.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(path(id)): inner tree \(DiagnosticText.clean(name.isEmpty ? "?" : name)) of \(reader.named(id)) is not in the export; its steps are not typed and the sandbox passes over it",
                        at: tree.place(of: id).location, note: "import it together with this tree"))
                continue
            case .unknown(let why):
                page = NodeReader.PageContent(parts: [.kept(id)], decider: id)
                kept = why

            case .page(let content):
                page = content
            }
            reading.diagnostics += page.notes.map(warning)
            let settings = tree.settings(of: id)
            let header = Self.text(NodeReading.localized(settings["pageHeader"]))
            let description = Self.text(NodeReading.localized(settings["pageDescription"]))
            // frodo writes an unset stage as the string "null".
            let stage = settings["stage"]?.stringValue.flatMap { $0 == "null" ? nil : Self.text($0) }
            guard
                page.parts.contains(where: { if case .callback = $0 { true } else { false } })
                    || page.parts.contains(where: { if case .kept = $0 { true } else { false } })
            else {
                // A page whose children all go on without a page is passed on the server.
                reading.server[id] = (page.checks, page.likely)
                continue
            }
            let (name, stepName) = self.names(header ?? node.displayName, names: &names, stepNames: &stepNames)
            var properties = ImportNames.reservedNodeProperties
            let callbacks = page.parts.compactMap { part -> (String, ImportedCallback)? in
                guard case .callback(let callback) = part else { return nil }
                return (ImportNames.unique(ImportNames.memberName(callback.name), in: &properties), callback)
            }
            var step = ImportedStep(
                nodeID: id, type: node.type, name: name, stepName: stepName, stage: stage, header: header,
                description: description, parts: page.parts, callbacks: callbacks, checks: page.checks,
                likely: page.likely, decider: page.decider)
            let what = "\(path(id)): \(DiagnosticText.clean(node.type)) \(reader.named(id))"
            if step.hasKeptParts, stage == nil, header == nil {
                // The client tells such a node apart from no other: one step of the tree takes them.
                if let first = unmatched {
                    reading.server[id] = (page.checks, page.likely)
                    reading.diagnostics.append(
                        Diagnostic(
                            .warning,
                            "\(what) is taken for a server-side node: \(kept), and step \(first.stepName) already takes the nodes no step matches",
                            at: node.place.location, note: "declare what it sends with the overlay key callbacks.\(id)")
                    )
                    continue
                }
                step.isUnmatched = true
                unmatched = step
            }
            if case .unknown = content {
                reading.diagnostics.append(
                    Diagnostic(
                        .warning, "\(what) is a step whose callbacks are kept as they come: \(kept)",
                        at: node.place.location, note: "declare them with the overlay key callbacks.\(id)"))
            }
            reading.steps.append(step)
        }
        return reading
    }

    /// `text`, or `nil` when it is empty.
    private static func text(_ text: String) -> String? { text.isEmpty ? nil : text }

    /// The warning of `note`, at its place.
    private func warning(_ note: ImportNote) -> Diagnostic {
        Diagnostic(
            .warning, "\(path(note.nodeID)): \(note.message)", at: note.place.location,
            note: note.overlayKey.map { "settle it with the overlay key \($0)" })
    }

    /// The tree's node ids in the order a walk from the entry meets them; a node no way leads to AM never
    /// runs.
    private func reachableNodes() -> [String] {
        var order: [String] = []
        var seen: Set<String> = []
        var queue = [tree.entry][...]
        while let id = queue.popFirst() {
            guard let node = tree.nodes[id], seen.insert(id).inserted else { continue }
            order.append(id)
            queue += node.connections.map(\.target)
        }
        return order
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
}

extension TreeWalk.End {
    /// The node id of the step it ends at, if it does.
    var stepID: String? {
        if case .step(let id) = self { return id }
        return nil
    }
}
