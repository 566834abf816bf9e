import Foundation
import OrchestrateBasics

/// Writes an imported tree's three files from values: the callbacks spec and the flow spec as the generator's
/// own spec model (`MappingsSpec`, `FlowSpec`, written by `SpecYAML`), and the sandbox script as a YAML value.
struct JourneySpecWriter {
    /// The tree.
    let tree: ExportedTree
    /// The name of the specs' types and files.
    let baseName: String
    /// The steps, the first where the flow starts.
    let steps: [ImportedStep]
    /// The steps by node id.
    let byID: [String: ImportedStep]
    /// The steps the tree's entry may lead to first (the first step's segues reach the others).
    let entrySteps: [String]
    /// Every end the tree's entry reaches through server-side nodes: a success or a failure there (AM's
    /// answer to the start, as with a Zero Page Login's headers) is routed from the first step too.
    var entryEnds: [TreeWalk.End] = []
    /// The sandbox's ways from the entry, when a script node of no callback must take them (they test the
    /// start's headers, or lead to more than one place); empty when the script starts at the first step.
    var entryWays: [TreeWalk.Way] = []
    /// What the script's node ids start with: nothing in a tree's own script, `<Tree>.` where the trees of
    /// several exports share one script (`orchestrate-sandbox --import`).
    var scriptIDPrefix = ""

    /// The first lines of every file: where it came from.
    func header(_ what: String) -> [String] {
        let file = URL(fileURLWithPath: tree.place.file).lastPathComponent
        return [
            "\(what) of the journey \(tree.name), imported from \(file) by `orchestrate-gen import journey`.",
            "Import again after the tree changes; settle what the export cannot say with --overlay.",
        ]
    }

    // MARK: The callbacks spec

    /// `<Tree>.callbacks.yaml`: one typed node per step, matched by its stage, else its header, else its
    /// callback types; a callback type the runtime has no class for is mapped to `UnknownCallback`.
    func callbacksFile() -> String {
        let model = ImportedSpecs.callbacksSpec(
            baseName,
            nodes: steps.map { step in
                ImportedSpecs.JourneyNode(
                    name: step.name, stage: step.stage, header: step.header, isUnmatched: step.isUnmatched,
                    callbacks: step.callbacks.map { ($0.property, $0.callback.typeInSpec) })
            })
        var notes: [String: String] = [:]
        for step in steps where step.hasKeptParts {
            notes[step.name] = "what \(step.isUnmatched ? "it" : "a part of it") sends is kept as it comes"
        }
        return YAMLOut.text(SpecYAML.mappings(model, notes: notes), header: header("The typed nodes"))
    }

    // MARK: The flow spec

    /// `<Tree>.flow.yaml`: a step per node the client sees, each going on to the steps its outcomes reach,
    /// to `done` on success, back to itself on failed policies, and on a 401 to the first step (twice at
    /// most), then to `failed`. The first step also goes on to the other steps the entry may lead to first.
    func flowFile(_ graph: [(step: ImportedStep, ends: [TreeWalk.End])]) -> String {
        let spec = ImportedSpecs.located(in: "\(baseName).flow.yaml")
        let first = steps.first?.stepName ?? "done"
        var flowSteps: [StepSpec] = []
        var succeeds = false
        var fails = false
        for (index, (step, ends)) in graph.enumerated() {
            var next: [String] = []
            func add(_ target: String) { if !next.contains(target) { next.append(target) } }
            var failing = false
            if index == 0 {
                for id in entrySteps where id != step.nodeID { byID[id].map { add($0.stepName) } }
            }
            // AM may answer the start itself (a Zero Page Login's headers): the first step routes that too.
            for end in ends + (index == 0 ? entryEnds.filter { $0.stepID == nil } : []) {
                switch end {
                case .step(let id): byID[id].map { add($0.stepName) }
                case .success:
                    add("done")
                    succeeds = true
                case .failure: failing = true
                }
            }
            let segues = spec.journeySegues(
                of: step.stepName, next: next, validated: step.isValidated, failing: failing, first: first)
            if failing || next.isEmpty { fails = true }
            flowSteps.append(
                StepSpec(
                    name: spec.at(step.stepName), form: nil, node: spec.at(step.name), call: nil, results: [],
                    isSuccess: false, isError: false, next: segues))
        }
        if succeeds { flowSteps.append(.end(spec.at("done"), success: true)) }
        if fails { flowSteps.append(.end(spec.at("failed"), success: false)) }
        let model = spec.journeyFlow(name: baseName, journeyName: tree.name, realm: "root", steps: flowSteps)
        return YAMLOut.text(SpecYAML.flow(model), header: header("The steps"))
    }

    // MARK: The sandbox script

    /// `<Tree>.sandbox.yaml`: the tree as the sandbox plays it, with a user to sign in as; the decisions it
    /// took by default listed first.
    func sandboxFile(_ script: [(step: ImportedStep, ways: [TreeWalk.Way])], defaulted: [String: String]) -> String {
        let comments = Self.defaultedComment(defaulted, heading: "Decisions the sandbox cannot check") { id in
            tree.nodes[id]?.displayName ?? id
        }
        let document = YAMLOut.mapping([
            .init("version", .int(1)),
            .init("users", .sequence([ImportedSpecs.scriptUser])),
            .init("trees", .sequence([treeEntry], flow: true)),
            .init("treeNodes", .sequence(entryNodes + sandboxTreeNodes(script))),
        ])
        let first = steps.isEmpty ? serverHeader("A sandbox script") : header("A sandbox script")
        return YAMLOut.text(document, header: first + comments)
    }

    /// The comment lines that open an imported script: each decision it took by default, by `name(id)` and
    /// id, under `heading`; none when there is none.
    static func defaultedComment(_ defaulted: [String: String], heading: String, name: (String) -> String) -> [String] {
        guard !defaulted.isEmpty else { return [] }
        return [""] + ["\(heading) take one outcome (overlay key decisions.<node id>):"]
            + defaulted.sorted(by: { $0.key < $1.key }).map { id, outcome in "  \(name(id)) (\(id)): \(outcome)" }
    }

    /// The tree's `trees` entry: its name and first node.
    var treeEntry: YAMLOut {
        .flowMapping([("name", .string(tree.name)), ("start", .string(scriptStart))])
    }

    /// The id of the script's first node: the entry node, when there is one, else the first step.
    var scriptStart: String {
        scriptIDPrefix + (entryWays.isEmpty ? (steps.first?.stepName ?? "none") : entryNodeID)
    }

    /// The id of the script's entry node: a name no step takes.
    var entryNodeID: String {
        var names = Set(steps.map(\.stepName))
        return ImportNames.unique("entry", in: &names)
    }

    /// The script's entry node, of no callback, which takes the ways from the tree's entry at the start
    /// (a Zero Page Login's headers); none when the script starts at the first step.
    var entryNodes: [YAMLOut] {
        guard !entryWays.isEmpty else { return [] }
        let none = StepInputs([])
        var transitions = entryWays.map { transition($0, inputs: none) }
        if entryWays.last.map({ !$0.conditions.isEmpty }) ?? true {
            transitions.append(.mapping([.init("then", .flowMapping([("fail", .bool(true))]))]))
        }
        return [
            .mapping([
                .init(
                    "id", .string(scriptIDPrefix + entryNodeID),
                    comment: "no page: the ways from the tree's entry, tested against the start"),
                .init("callbacks", .sequence([])),
                .init("transitions", .sequence(transitions)),
            ])
        ]
    }

    /// The tree's part of a script several trees share: its `trees` entry and its `treeNodes`, ids prefixed.
    func sharedScript(_ script: [(step: ImportedStep, ways: [TreeWalk.Way])]) -> (
        entry: YAMLOut, nodes: [YAMLOut]
    ) {
        var shared = self
        shared.scriptIDPrefix = baseName + "."
        return (shared.treeEntry, shared.entryNodes + shared.sandboxTreeNodes(script))
    }

    /// The `treeNodes` entries: each step, its callbacks and its transitions (or, for a node that suspends
    /// and goes on to one step, the step its emailed link resumes at).
    func sandboxTreeNodes(_ script: [(step: ImportedStep, ways: [TreeWalk.Way])]) -> [YAMLOut] {
        script.map { step, ways in
            var entries: [YAMLOut.Entry] = [.init("id", .string(scriptIDPrefix + step.stepName))]
            if let stage = step.stage { entries.append(.init("stage", .string(stage))) }
            if let header = step.header { entries.append(.init("header", .string(header))) }
            if let description = step.description { entries.append(.init("description", .string(description))) }
            let callbacks = step.sandboxCallbacks.enumerated().map { index, entry -> YAMLOut in
                .mapping([
                    .init(
                        "type", .string(entry.callback.type),
                        comment: "\(ImportedStep.input(index)): \(entry.property)"),
                    .init("output", .json(.object(entry.callback.outputs))),
                ])
            }
            entries.append(.init("callbacks", .sequence(callbacks)))
            let resumes = ways.compactMap(\.end.stepID)
            if NodeRules.canonicalType(step.type) == "EmailSuspendNode", ways.count == 1, let resume = resumes.first,
                let next = byID[resume]
            {
                entries.append(.init("suspend", .flowMapping([("resume", .string(scriptIDPrefix + next.stepName))])))
                return .mapping(entries)
            }
            let inputs = step.inputs
            var transitions = ways.map { transition($0, inputs: inputs) }
            if ways.last.map({ !$0.conditions.isEmpty }) ?? true {
                transitions.append(.mapping([.init("then", .flowMapping([("fail", .bool(true))]))]))
            }
            entries.append(.init("transitions", .sequence(transitions)))
            return .mapping(entries)
        }
    }

    /// One transition of the script.
    private func transition(_ way: TreeWalk.Way, inputs: StepInputs) -> YAMLOut {
        var then: [(String, YAMLOut)] = []
        if way.createsUser, way.end != .failure, let username = inputs.username, let password = inputs.password {
            var user: [(String, YAMLOut)] = [("username", .string(username)), ("password", .string(password))]
            if let email = inputs.email { user.append(("email", .string(email))) }
            if let answer = inputs.kbaAnswer { user.append(("kbaAnswer", .string(answer))) }
            then.append(("createUser", .flowMapping(user)))
        }
        switch way.end {
        case .step(let id): then.append(("goto", .string(scriptIDPrefix + (byID[id]?.stepName ?? "none"))))
        case .success: then.append(("succeed", .bool(true)))
        case .failure: then.append(("fail", .bool(true)))
        }
        var entries: [YAMLOut.Entry] = []
        if !way.conditions.isEmpty {
            entries.append(.init("when", .sequence(way.conditions.map(YAMLOut.json), flow: true)))
        }
        entries.append(.init("then", .flowMapping(then)))
        return .mapping(entries)
    }
}
