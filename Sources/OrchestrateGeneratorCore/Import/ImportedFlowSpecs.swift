import OrchestrateBasics

/// The flow-spec parts every importer writes the same way, whether from an export or a recording.
extension ImportedSpecs.File {
    /// A journey step's ways on: to each of `next`, back to itself on failed policies when `validated` (three
    /// times), and when `failing` (or going nowhere) on a 401 back to `first` twice, then to `failed`.
    func journeySegues(of step: String, next: [String], validated: Bool, failing: Bool, first: String) -> [SegueSpec] {
        var segues = next.map { SegueSpec(target: at($0), conditions: [], retry: nil) }
        if validated {
            segues.append(SegueSpec(target: at(step), conditions: [.failedPolicies(at: location)], retry: at(3)))
        }
        if failing || next.isEmpty {
            let unauthorized = SegueConditionSpec.error(status: 401, code: nil, at: location)
            segues.append(SegueSpec(target: at(first), conditions: [unauthorized], retry: at(2)))
            segues.append(SegueSpec(target: at("failed"), conditions: [unauthorized], retry: nil))
        }
        return segues
    }

    /// A journey's flow spec: the journey `journeyName` in `realm` through an `am` module, with `steps`.
    func journeyFlow(name: String, journeyName: String, realm: String, steps: [StepSpec]) -> FlowSpec {
        FlowSpec(
            source: source, name: at(name), access: nil, flowProtocol: at(.journey), journeyName: at(journeyName),
            timeout: nil, install: [at("am")], installLocation: nil,
            modules: [
                ModuleSpec(
                    name: at("am"), use: at("journey"),
                    with: [(at("realm"), YAMLNode(.scalar(realm, .string), at: location))],
                    priority: nil, config: [], states: [])
            ], steps: steps)
    }

    /// A DaVinci step's ways on an error (which any connector may answer): the step again twice, then `failed`.
    func daVinciErrorSegues(of step: String) -> [SegueSpec] {
        let error = SegueConditionSpec.error(status: nil, code: nil, at: location)
        return [
            SegueSpec(target: at(step), conditions: [error], retry: at(2)),
            SegueSpec(target: at("failed"), conditions: [error], retry: nil),
        ]
    }

    /// A DaVinci segue to `target`, taken when `button` (a property of the step's form) was pressed, or always.
    func daVinciSegue(to target: String, button: String?) -> SegueSpec {
        SegueSpec(target: at(target), conditions: button.map { [.button(at($0))] } ?? [], retry: nil)
    }

    /// A DaVinci form step: its `segues` in order, then its ways on an error.
    func daVinciFormStep(_ step: String, form: String, segues: [SegueSpec]) -> StepSpec {
        StepSpec(
            name: at(step), form: at(form), node: nil, call: nil, results: [], isSuccess: false, isError: false,
            next: segues + daVinciErrorSegues(of: step))
    }

    /// A DaVinci flow's flow spec: `steps` with a `cookies` module, then its ends: `done` when a way `succeeds`,
    /// and `failed`.
    func daVinciFlow(name: String, steps: [StepSpec], succeeds: Bool) -> FlowSpec {
        var steps = steps
        if succeeds { steps.append(.end(at("done"), success: true)) }
        steps.append(.end(at("failed"), success: false))
        return FlowSpec(
            source: source, name: at(name), access: nil, timeout: nil, install: [at("cookies")], installLocation: nil,
            modules: [
                ModuleSpec(name: at("cookies"), use: at("cookies"), with: [], priority: nil, config: [], states: [])
            ],
            steps: steps)
    }
}
