import OrchestrateBasics

/// The files of a tree whose client sees no page: every node runs on the server, from what the request
/// carries (AM's `Agent` sample tree reads the `X-OpenAM-Username` and `X-OpenAM-Password` headers with a
/// `ZeroPageLoginNode`). No typed node; a flow of one server step; a script whose first node has no callback.
extension ImportedSpecWriter {
    /// `<Tree>.flow.yaml`: the server step `step`, which goes on to `done` when the tree can succeed and to
    /// `failed` on AM's 401 (the headers are not a user's: asking again cannot help).
    func serverFlowFile(step: String, succeeds: Bool) -> String {
        let spec = ImportedSpecs.located(in: "\(baseName).flow.yaml")
        let unauthorized = SegueConditionSpec.error(status: 401, code: nil, at: spec.location)
        var next: [SegueSpec] = []
        if succeeds { next.append(SegueSpec(target: spec.at("done"), conditions: [], retry: nil)) }
        next.append(SegueSpec(target: spec.at("failed"), conditions: [unauthorized], retry: nil))
        var server = StepSpec(
            name: spec.at(step), form: nil, node: nil, call: nil, results: [], isSuccess: false, isError: false,
            next: next)
        server.isServer = true
        var steps = [server]
        if succeeds { steps.append(.end(spec.at("done"), success: true)) }
        steps.append(.end(spec.at("failed"), success: false))
        let model = spec.journeyFlow(name: baseName, journeyName: tree.name, realm: "root", steps: steps)
        return YAMLOut.text(SpecYAML.flow(model), header: serverHeader("The steps"))
    }

    /// `<Tree>.sandbox.yaml`: the tree as one node of no callback, whose transitions are the ways from the
    /// entry, with a user to sign in as.
    func serverSandboxFile(step: String, ways: [TreeWalk.Way], defaulted: [String: String]) -> String {
        let comments = Self.defaultedComment(defaulted, heading: "Decisions the sandbox cannot check") { id in
            tree.nodes[id]?.displayName ?? id
        }
        let document = YAMLOut.mapping([
            .init("version", .int(1)),
            .init("users", .sequence([ImportedSpecs.scriptUser])),
            .init("trees", .sequence([serverTreeEntry(step)], flow: true)),
            .init("treeNodes", .sequence([serverTreeNode(step, ways: ways)])),
        ])
        return YAMLOut.text(document, header: serverHeader("A sandbox script") + comments)
    }

    /// The tree's part of a script several trees share, ids prefixed with `<Tree>.`.
    func serverSharedScript(step: String, ways: [TreeWalk.Way]) -> (entry: YAMLOut, nodes: [YAMLOut]) {
        var shared = self
        shared.scriptIDPrefix = baseName + "."
        return (shared.serverTreeEntry(step), [shared.serverTreeNode(step, ways: ways)])
    }

    /// The tree's `trees` entry, starting on its one node.
    private func serverTreeEntry(_ step: String) -> YAMLOut {
        .flowMapping([("name", .string(tree.name)), ("start", .string(scriptIDPrefix + step))])
    }

    /// The node of no callback: each way's conditions (such as `headers`) and its end; a way that ends at a
    /// step cannot be, as the tree has none, and fails.
    private func serverTreeNode(_ step: String, ways: [TreeWalk.Way]) -> YAMLOut {
        var transitions: [YAMLOut] = ways.map { way in
            var entries: [YAMLOut.Entry] = []
            if !way.conditions.isEmpty {
                entries.append(.init("when", .sequence(way.conditions.map(YAMLOut.json), flow: true)))
            }
            let then: (String, YAMLOut) = way.end == .success ? ("succeed", .bool(true)) : ("fail", .bool(true))
            entries.append(.init("then", .flowMapping([then])))
            return .mapping(entries)
        }
        if ways.last.map({ !$0.conditions.isEmpty }) ?? true {
            transitions.append(.mapping([.init("then", .flowMapping([("fail", .bool(true))]))]))
        }
        return .mapping([
            .init("id", .string(scriptIDPrefix + step), comment: "no page: the server decides from the request"),
            .init("callbacks", .sequence([])),
            .init("transitions", .sequence(transitions)),
        ])
    }

    /// The first lines of a file of a tree with no page.
    private func serverHeader(_ what: String) -> [String] {
        header(what) + ["The client sees no page of it: every node runs on the server, from what the request carries."]
    }
}
