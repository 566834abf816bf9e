import OrchestrateBasics

/// The files of a tree whose client sees no page: every node runs on the server, from what the request
/// carries (AM's `Agent` sample tree reads the `X-OpenAM-Username` and `X-OpenAM-Password` headers with a
/// `ZeroPageLoginNode`). No typed node; a flow of one server step; a script of one node of no callback, the
/// entry node (`entryNodes`).
extension JourneySpecWriter {
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

    /// The first lines of a file of a tree with no page.
    func serverHeader(_ what: String) -> [String] {
        header(what) + ["The client sees no page of it: every node runs on the server, from what the request carries."]
    }
}
