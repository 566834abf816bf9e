import Foundation
import OrchestrateBasics

extension Commands {
    /// `import journey`: reads journey exports at `paths` (files of any shape `JourneyExportShape` names, or
    /// folders searched for `*.json`) and writes, for each tree (or only the tree named `tree`),
    /// `<Tree>.callbacks.yaml`, `<Tree>.flow.yaml` and `<Tree>.sandbox.yaml` into `outputDirectory`, each only
    /// when its bytes change. Warnings say what the export could not say, and `overlay` settles some of it.
    ///
    /// A file that cannot be read, is not JSON or is no journey export, or an overlay with an error, writes
    /// nothing. A tree AM could not load, or that sends the client nothing, is refused with an error at its
    /// place; the other trees are written, and the outcome fails.
    public static func importJourney(
        paths: [String], tree: String? = nil, overlay overlayPath: String? = nil, outputDirectory: String,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Outcome {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        let input = ImportPipeline.read(paths, overlayPath: overlayPath, base: base)
        switch ImportPipeline.importTrees(input, paths: paths, tree: tree) {
        case .success(let result): return ImportPipeline.write(result, into: outputDirectory, base: base)
        case .failure(let failure): return failure.outcome
        }
    }

    /// `import davinci`: reads DaVinci flow exports at `paths` (with subflows or without; PingOne forms from
    /// the exports or from `forms`) and writes, for each main flow (or only the flow named `flow`),
    /// `<Flow>.collectors.yaml`, `<Flow>.flow.yaml` and `<Flow>.sandbox.yaml` into `outputDirectory`, each only
    /// when its bytes change. A file that cannot be read or is no DaVinci export writes nothing; a flow that
    /// shows the client no form is refused, and the other flows are written.
    public static func importDaVinci(
        paths: [String], forms: [String] = [], flow: String? = nil, overlay overlayPath: String? = nil,
        outputDirectory: String, currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Outcome {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        let input = ImportPipeline.read(paths + forms, overlayPath: overlayPath, base: base)
        switch ImportPipeline.importFlows(input, paths: paths, flow: flow) {
        case .success(let result): return ImportPipeline.write(result, into: outputDirectory, base: base)
        case .failure(let failure): return failure.outcome
        }
    }

    /// One sandbox script that plays every tree of the journey exports at `paths` (or every main flow of the
    /// DaVinci exports there), for `orchestrate-sandbox --import`: each tree's nodes as `import journey` writes
    /// them, with ids that start with `<Tree>.` (each flow's forms as `import davinci` writes them, the first
    /// flow the default), and the user every imported script has. `nil`, with the diagnostics in the outcome's
    /// errors, when a file has an error or nothing could be imported. A tree or flow that is refused is left
    /// out of the script, an error at its place; the outcome then fails, `partlyWritten`.
    public static func importedSandboxScript(
        paths: [String], overlay overlayPath: String? = nil,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> (script: String?, outcome: Outcome) {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        let input = ImportPipeline.read(paths, overlayPath: overlayPath, base: base)
        let isDaVinci = input.isDaVinci
        switch ImportPipeline.importAll(input, paths: paths) {
        case .failure(let failure): return (nil, failure.outcome)
        case .success(let result):
            var outcome = Outcome()
            outcome.errors = result.diagnostics
            outcome.failed = result.failed
            outcome.partlyWritten = result.failed
            let entries = result.imports.enumerated().map { index, imported in
                // A script has one default DaVinci flow: the first.
                let entry = imported.output.sharedScript.entry
                return isDaVinci && index == 0 ? DaVinciSpecWriter.defaultEntry(entry) : entry
            }
            let document = YAMLOut.mapping([
                .init("version", .int(1)),
                .init("users", .sequence([ImportedSpecs.scriptUser])),
                .init(isDaVinci ? "flows" : "trees", .sequence(entries)),
                .init(
                    isDaVinci ? "nodes" : "treeNodes", .sequence(result.imports.flatMap(\.output.sharedScript.nodes))),
            ])
            let what = isDaVinci ? "DaVinci flows" : "journeys"
            return (
                YAMLOut.text(
                    document, header: ["The \(what) of \(paths.joined(separator: ", ")), imported for the sandbox."]),
                outcome
            )
        }
    }
}
