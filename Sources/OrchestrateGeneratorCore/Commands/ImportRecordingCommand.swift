import Foundation
import OrchestrateBasics

extension Commands {
    /// `import recording`: reads a recording of `orchestrate-sandbox record` and writes, for each journey it
    /// walked, `<Tree>.callbacks.yaml`, `<Tree>.flow.yaml` and `<Tree>.sandbox.yaml`, and for a DaVinci flow it
    /// walked `<Flow>.collectors.yaml`, `<Flow>.flow.yaml` and `<Flow>.sandbox.yaml` (the flow named `flowName`,
    /// else after the file), from the responses the server sent: every callback with its outputs, every field
    /// with its type, key, label and options, and the ways the walks took. `prefix` goes before every name the
    /// files give (`Recorded` → `RecordedLogin`), for a target that has the names already. With `exports` (the
    /// journey or DaVinci exports of the same flows), a warning names each node or form where the export and
    /// the recording disagree, and each the walks did not reach; the recording's specs are written. A file
    /// that is not a recording, one that walked nothing, or an export with an error writes nothing.
    public static func importRecording(
        path: String, flowName: String? = nil, prefix: String = "", exports: [String] = [], outputDirectory: String,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Outcome {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        let file = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
        let at = SourceLocation(file: file, line: 1, column: 1)
        if let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int,
            size > ExportDocument.maximumBytes
        {
            return ImportFailure(
                diagnostics: [
                    Diagnostic(
                        .error,
                        "the recording is \(size) bytes, more than the \(ExportDocument.maximumBytes) an import reads",
                        at: at)
                ]
            ).outcome
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            return ImportFailure(diagnostics: [Diagnostic(.error, "cannot read the recording", at: at)]).outcome
        }
        guard let text = StrictUTF8.string(from: data) else {
            return ImportFailure(diagnostics: [Diagnostic(.error, "the recording is not UTF-8", at: at)]).outcome
        }
        let walks: RecordedWalks
        switch ExportDocument.read(file: file, text: text).flatMap(RecordedWalks.read) {
        case .failure(let problem): return ImportFailure(diagnostics: [problem.diagnostic]).outcome
        case .success(let read): walks = read
        }
        var names: Set<String> = []
        let typePrefix = prefix.isEmpty ? "" : ImportNames.typeName(prefix)
        func prefixed(_ name: String) -> String { typePrefix + ImportNames.typeName(name) }
        var imports: [ImportedTree] = []
        let fileName = URL(fileURLWithPath: file).lastPathComponent
        for journey in walks.journeys where !journey.steps.isEmpty {
            let writer = RecordedJourneyWriter(
                journey: journey, baseName: prefixed(journey.name), typePrefix: typePrefix, file: fileName,
                realm: journey.realm, names: &names)
            imports.append(
                ImportedTree(
                    file: file,
                    output: ImportOutput(files: writer.files(), diagnostics: [], sharedScript: (.mapping([]), []))))
        }
        if let flow = walks.davinci, !flow.steps.isEmpty {
            let name =
                flowName ?? URL(fileURLWithPath: file).deletingPathExtension().deletingPathExtension().lastPathComponent
            let writer = RecordedDaVinciWriter(
                flow: flow, baseName: prefixed(name), typePrefix: typePrefix, file: fileName, names: &names)
            imports.append(
                ImportedTree(
                    file: file,
                    output: ImportOutput(files: writer.files(), diagnostics: [], sharedScript: (.mapping([]), []))))
        }
        guard !imports.isEmpty else {
            return ImportFailure(
                diagnostics: [
                    Diagnostic(
                        .error, "the recording shows no journey step and no DaVinci form: there is nothing to type",
                        at: at,
                        note: "record a sign-in through `orchestrate-sandbox record`, then import it")
                ]
            ).outcome
        }
        var warnings: [Diagnostic] = []
        if !exports.isEmpty {
            let input = read(exports, overlayPath: nil, base: base)
            let isDaVinci = input.documents.contains { $0.text.contains("\"graphData\"") }
            let exported =
                isDaVinci
                ? importFlows(input, paths: exports, flow: nil) : importTrees(input, paths: exports, tree: nil)
            switch exported {
            case .failure(let failure): return failure.outcome
            case .success(let result):
                warnings = RecordedVersusExported.warnings(
                    recorded: imports.flatMap(\.output.files), exported: result.imports.flatMap(\.output.files), at: at)
            }
        }
        return write(
            ImportResult(imports: imports, diagnostics: render(warnings), failed: false), into: outputDirectory,
            base: base)
    }
}
