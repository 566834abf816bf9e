import Foundation
import OrchestrateBasics

/// Writes an imported tree's three files: the callbacks spec, the flow spec and the sandbox script.
struct ImportedSpecWriter {
    /// The tree.
    let tree: ExportedTree
    /// The name of the specs' types and files.
    let baseName: String
    /// The steps, in order.
    let steps: [ImportedStep]
    /// The steps by node id.
    let byID: [String: ImportedStep]
    /// What the script's node ids start with: nothing in a tree's own script, `<Tree>.` where the trees of
    /// several exports share one script (`orchestrate-sandbox --import`).
    var scriptIDPrefix = ""

    /// The first lines of every file: where it came from.
    private func header(_ what: String) -> String {
        let file = URL(fileURLWithPath: tree.origin.file).lastPathComponent
        return """
            # \(what) of the journey \(tree.name), imported from \(file) by `orchestrate-gen import journey`.
            # Import again after the tree changes; settle what the export cannot say with --overlay.

            """
    }

    /// `<Tree>.callbacks.yaml`: one typed node per step, matched by its stage, else its header, else its
    /// callback types.
    func callbacksSpec() -> String {
        var text = header("The typed nodes") + "orchestrate: 1\nname: \(baseName)\n\nnodes:\n"
        for step in steps {
            text += "  \(step.name):\n"
            if let stage = step.stage {
                text += "    match: {stage: \(YAMLText.scalar(stage))}\n"
            } else if let header = step.header {
                text += "    match: {header: \(YAMLText.scalar(header))}\n"
            } else if step.isScripted {
                text += "    match: {unmatched: true}    # a scripted node: its callbacks are kept as they come\n"
            }
            text += step.callbacks.isEmpty ? "    callbacks: {}\n" : "    callbacks:\n"
            for (property, callback) in step.callbacks {
                text += "      \(property): \(callback.typeInSpec)\n"
            }
        }
        return text
    }

    /// `<Tree>.flow.yaml`: a step per node the client sees, each going on to the steps its ways reach,
    /// to `done` on success, back to itself on failed policies, and on a 401 to the first step (twice at
    /// most), then to `failed`.
    func flowSpec(_ graph: [(step: ImportedStep, ways: [TreeWalk.Way])]) -> String {
        var text =
            header("The steps") + """
                orchestrate: 1
                flow: \(baseName)
                protocol: journey
                journey: \(YAMLText.scalar(tree.name))
                workflow: {modules: [am]}
                modules:
                  am:
                    use: journey
                    with: {realm: root}

                steps:

                """
        let first = steps.first?.stepName ?? "done"
        var succeeds = false
        var failed = false
        for (step, ways) in graph {
            var next: [String] = []
            var fails = false
            for way in ways {
                switch way.end {
                case .step(let id):
                    if let target = byID[id]?.stepName, !next.contains(target) { next.append(target) }
                case .success:
                    if !next.contains("done") { next.append("done") }
                    succeeds = true
                case .failure:
                    fails = true
                }
            }
            text += "  \(step.stepName):\n    node: \(step.name)\n    next:\n"
            for target in next { text += "      - \(target)\n" }
            if step.isValidated {
                text += "      - {to: \(step.stepName), when: {failedPolicies: true}, retry: 3}\n"
            }
            if fails || next.isEmpty {
                text += "      - {to: \(first), when: {error: 401}, retry: 2}\n"
                text += "      - {to: failed, when: {error: 401}}\n"
                failed = true
            }
        }
        if succeeds { text += "  done: {success: true}\n" }
        if failed { text += "  failed: {error: true}\n" }
        return text
    }

    /// `<Tree>.sandbox.yaml`: the tree as the sandbox plays it, with a user to sign in as.
    func sandboxScript(_ script: [(step: ImportedStep, ways: [TreeWalk.Way])], defaulted: [String: String]) -> String {
        var text = header("A sandbox script")
        text += Self.defaultedComment(defaulted, heading: "Decisions the sandbox cannot check") { id in
            tree.nodes[id]?.displayName ?? id
        }
        text += """
            version: 1
            users:
              - \(Self.scriptUser)
            trees: [{name: \(YAMLText.scalar(tree.name)), start: \(scriptStart)}]

            treeNodes:

            """
        text += sandboxTreeNodes(script)
        return text
    }

    /// The comment that opens an imported script: each decision it took by default, by `name(id)` and id, under
    /// `heading`; nothing when there is none.
    static func defaultedComment(_ defaulted: [String: String], heading: String, name: (String) -> String) -> String {
        guard !defaulted.isEmpty else { return "" }
        var text = "# \(heading) take one outcome (overlay key decisions.<node id>):\n"
        for (id, outcome) in defaulted.sorted(by: { $0.key < $1.key }) {
            text += "#   \(name(id)) (\(id)): \(outcome)\n"
        }
        return text + "\n"
    }

    /// The user every imported script signs in as.
    static let scriptUser =
        #"{username: demo, password: "Demo-Passw0rd!", email: demo@example.com, kbaAnswer: blue, otp: "123456"}"#

    /// The id of the script's first node.
    var scriptStart: String { scriptIDPrefix + (steps.first?.stepName ?? "none") }

    /// The `treeNodes` entries of the script: each step, its callbacks and its transitions.
    func sandboxTreeNodes(_ script: [(step: ImportedStep, ways: [TreeWalk.Way])]) -> String {
        var text = ""
        for (step, ways) in script {
            text += "  - id: \(scriptIDPrefix)\(step.stepName)\n"
            if let stage = step.stage { text += "    stage: \(YAMLText.scalar(stage))\n" }
            if let header = step.header { text += "    header: \(YAMLText.scalar(header))\n" }
            if let description = step.description { text += "    description: \(YAMLText.scalar(description))\n" }
            text += "    callbacks:\n"
            for (index, entry) in step.sandboxCallbacks.enumerated() {
                text += "      - type: \(entry.callback.type)    # \(ImportedStep.input(index)): \(entry.property)\n"
                text += "        output: \(YAMLText.flow(.object(entry.callback.outputs)))\n"
            }
            text += "    transitions:\n"
            for way in ways { text += transition(way, from: step) }
            if ways.last.map({ !$0.conditions.isEmpty }) ?? true {
                text += "      - then: {fail: true}\n"
            }
        }
        return text
    }

    /// One transition of the script.
    private func transition(_ way: TreeWalk.Way, from step: ImportedStep) -> String {
        var then: [String] = []
        if way.createsUser, way.end != .failure, let username = step.usernameInput, let password = step.passwordInput {
            var user = "username: \(username), password: \(password)"
            if let email = step.emailInput { user += ", email: \(email)" }
            if let answer = step.kbaAnswerInput { user += ", kbaAnswer: \(answer)" }
            then.append("createUser: {\(user)}")
        }
        switch way.end {
        case .step(let id): then.append("goto: \(scriptIDPrefix)\(byID[id]?.stepName ?? "none")")
        case .success: then.append("succeed: true")
        case .failure: then.append("fail: true")
        }
        var line = "      - "
        if !way.conditions.isEmpty {
            line += "when: [\(way.conditions.map(YAMLText.flow).joined(separator: ", "))]\n        "
        }
        return line + "then: {\(then.joined(separator: ", "))}\n"
    }
}
