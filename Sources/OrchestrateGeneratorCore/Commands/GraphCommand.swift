import Foundation

extension Commands {
    /// `graph`: the steps and segues of every flow among the specs at `paths` as a diagram. The specs are
    /// validated together first (a flow's forms live in collectors files); any error prints diagnostics
    /// instead. `flow` picks one flow by name.
    public static func graph(
        paths: [String], format: FlowDiagram.Format, flow: String? = nil,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Outcome {
        var outcome = Outcome()
        let discovered = SpecDiscovery.sources(for: paths, currentDirectory: currentDirectory)
        let diagnostics = discovered.diagnostics + Generator.validate(discovered.sources)
        if diagnostics.contains(where: { $0.severity == .error }) {
            outcome.errors = render(diagnostics)
            outcome.failed = true
            return outcome
        }
        let flows = Generator.read(discovered.sources).specs.flows
            .filter { flow == nil || $0.name.value == flow }
            .sorted { $0.name.value < $1.name.value }
        let withSteps = flows.filter { !$0.steps.isEmpty }
        guard !withSteps.isEmpty else {
            outcome.errors = flow.map { "error: no flow named '\($0)' with steps\n" } ?? "error: no flow with steps\n"
            outcome.failed = true
            return outcome
        }
        outcome.output = withSteps.map { FlowDiagram.render($0, format: format) }.joined(separator: "\n")
        return outcome
    }
}
