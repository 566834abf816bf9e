import Foundation
import OrchestrateBasics
import OrchestrateRecording

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
        let walks: RecordedWalks
        switch ImportPipeline.readExport(file, what: "recording") {
        case .failure(let problem): return ImportFailure(diagnostics: [problem.diagnostic]).outcome
        case .success(let document):
            let recording: SandboxRecording
            do {
                recording = try SandboxRecording(fileJSON: document.json)
            } catch {
                let place = ExportPlace(
                    document: document,
                    path: error.path.map {
                        switch $0 {
                        case .key(let key): JSONPathStep.key(key)
                        case .index(let index): JSONPathStep.index(index)
                        }
                    })
                return ImportFailure(
                    diagnostics: [
                        Diagnostic(
                            .error, "not a recording this build reads: \(error.reason)", at: place.location,
                            note: "record one with `orchestrate-sandbox record --upstream URL --output FILE`")
                    ]
                ).outcome
            }
            // A file recorded before today's rules, or edited by hand, may hold a secret: it is not typed into specs.
            let findings = recording.secretFindings()
            guard findings.isEmpty else {
                return ImportFailure(
                    diagnostics: [
                        Diagnostic(
                            .error,
                            "the recording holds \(findings.count) value\(findings.count == 1 ? "" : "s") today's rules take for secrets: "
                                + findings.prefix(5).joined(separator: "; ") + (findings.count > 5 ? "; …" : ""),
                            at: at,
                            note: "scrub it again with `orchestrate-sandbox scrub \(path)`, review it, then import it")
                    ]
                ).outcome
            }
            walks = RecordedWalks.read(recording, in: document)
        }
        var names: Set<String> = []
        let typePrefix = prefix.isEmpty ? "" : ImportNames.typeName(prefix)
        func prefixed(_ name: String) -> String { typePrefix + ImportNames.typeName(name) }
        var imports: [ImportedTree] = []
        let fileName = URL(fileURLWithPath: file).lastPathComponent
        for journey in walks.journeys where !journey.steps.isEmpty {
            let writer = RecordedJourneySpecWriter(
                journey: journey, baseName: prefixed(journey.name), typePrefix: typePrefix, file: fileName,
                realm: journey.realm, names: &names)
            imports.append(
                ImportedTree(
                    file: file,
                    output: ImportOutput(
                        files: writer.files(), diagnostics: writer.diagnostics(at: at),
                        sharedScript: (.mapping([]), []))))
        }
        if let flow = walks.davinci, !flow.steps.isEmpty {
            let name =
                flowName ?? URL(fileURLWithPath: file).deletingPathExtension().deletingPathExtension().lastPathComponent
            let writer = RecordedDaVinciSpecWriter(
                flow: flow, baseName: prefixed(name), typePrefix: typePrefix, file: fileName, names: &names)
            imports.append(
                ImportedTree(
                    file: file,
                    output: ImportOutput(
                        files: writer.files(), diagnostics: writer.diagnostics(at: at),
                        sharedScript: (.mapping([]), []))))
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
        // What the import writes must be what `generate` takes: a spec it refuses is an error here, nothing written.
        let refused = Self.generatorErrors(of: imports, outputDirectory: outputDirectory, base: base)
        guard refused.isEmpty else {
            return ImportFailure(
                diagnostics: refused + [
                    Diagnostic(
                        .error, "the specs this recording gives are not whole (the errors above); nothing was written",
                        at: at, note: "record the walks that reach every step, from each journey's start")
                ]
            ).outcome
        }
        var warnings = imports.flatMap(\.output.diagnostics)
        if !exports.isEmpty {
            let input = ImportPipeline.read(exports, overlayPath: nil, base: base)
            switch ImportPipeline.importAll(input, paths: exports) {
            case .failure(let failure): return failure.outcome
            case .success(let result):
                warnings += RecordedVersusExported.warnings(
                    recorded: imports.flatMap(\.output.files), exported: result.imports.flatMap(\.output.files), at: at)
            }
        }
        return ImportPipeline.write(
            ImportResult(imports: imports, diagnostics: render(warnings), failed: false), into: outputDirectory,
            base: base)
    }

    /// The errors `generate` finds in the specs of `imports` (not their sandbox scripts), placed in the files they
    /// would be written to.
    static func generatorErrors(of imports: [ImportedTree], outputDirectory: String, base: URL) -> [Diagnostic] {
        let output = URL(fileURLWithPath: outputDirectory, relativeTo: base).standardizedFileURL
        let specs = imports.flatMap(\.output.files).filter { !$0.name.hasSuffix(".sandbox.yaml") }.map {
            SpecSource(path: output.appendingPathComponent($0.name).path, text: $0.contents)
        }
        return Generator.generate(specs, options: GeneratorOptions()).diagnostics.filter { $0.severity == .error }
    }
}
