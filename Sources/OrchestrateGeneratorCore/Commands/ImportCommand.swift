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
        switch importTrees(read(paths, overlayPath: overlayPath, base: base), paths: paths, tree: tree) {
        case .success(let result): return write(result, into: outputDirectory, base: base)
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
        switch importFlows(read(paths + forms, overlayPath: overlayPath, base: base), paths: paths, flow: flow) {
        case .success(let result): return write(result, into: outputDirectory, base: base)
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
        let input = read(paths, overlayPath: overlayPath, base: base)
        // Only a DaVinci export has a graph: the exports are read once, and parsed by the reader they are for.
        let isDaVinci = input.documents.contains { $0.text.contains("\"graphData\"") }
        let imported =
            isDaVinci ? importFlows(input, paths: paths, flow: nil) : importTrees(input, paths: paths, tree: nil)
        switch imported {
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

    /// A tree (or a DaVinci flow) and what importing it gave.
    struct ImportedTree {
        var file: String
        var output: ImportOutput
    }

    /// What an import gave: the trees or flows imported, the diagnostics as text, and whether some were
    /// refused (the others are still written).
    struct ImportResult {
        var imports: [ImportedTree]
        var diagnostics: String
        var failed: Bool
    }

    /// An import that wrote nothing: the outcome to return, its diagnostics in the errors.
    struct ImportFailure: Error {
        var outcome: Outcome

        /// A failure that says `message`, an error with no place.
        init(message: String) {
            outcome = Outcome()
            outcome.errors = "error: \(DiagnosticText.escaped(message))\n"
            outcome.failed = true
        }

        /// A failure that says `diagnostics`.
        init(diagnostics: [Diagnostic]) {
            outcome = Outcome()
            outcome.errors = render(diagnostics)
            outcome.failed = true
        }
    }

    /// Writes the files of `result` into `outputDirectory`, each only when its bytes change, and says so.
    static func write(_ result: ImportResult, into outputDirectory: String, base: URL) -> Outcome {
        var outcome = Outcome()
        outcome.errors = result.diagnostics
        outcome.failed = result.failed
        outcome.partlyWritten = result.failed && !result.imports.isEmpty
        let files = result.imports.flatMap { tree in
            tree.output.files.map { GeneratedFile(name: $0.name, contents: $0.contents, sourcePath: tree.file) }
        }
        let output = URL(fileURLWithPath: outputDirectory, relativeTo: base).path
        for file in files.sorted(by: { $0.name < $1.name }) {
            do {
                outcome.output += "\(try OutputWriter.write(file, into: output).rawValue): \(file.name)\n"
            } catch {
                outcome.errors += "error: cannot write \(file.name) to \(output): \(error.localizedDescription)\n"
                outcome.failed = true
                outcome.partlyWritten = false
                return outcome
            }
        }
        return outcome
    }

    /// The exports and the overlay, read once, with what was wrong reading them.
    struct Input {
        /// Each export file's path and text, and whether it was named (not found in a folder).
        var documents: [(file: String, text: String, named: Bool)]
        var overlay: ImportOverlay
        /// The overlay's and the files' problems: any of them writes nothing.
        var diagnostics: [Diagnostic]
    }

    /// Reads the exports at `paths` and the overlay at `overlayPath`.
    static func read(_ paths: [String], overlayPath: String?, base: URL) -> Input {
        var diagnostics: [Diagnostic] = []
        let overlay = readOverlay(overlayPath, base: base, diagnostics: &diagnostics)
        let documents = readDocuments(paths, base: base, diagnostics: &diagnostics)
        return Input(documents: documents, overlay: overlay, diagnostics: diagnostics)
    }

    /// A tree or flow about to be imported: its name, the name its files take, where it is, and its import.
    private struct Importing {
        var name: String
        var baseName: String
        var file: String
        var at: ExportPlace
        var run: (_ names: inout Set<String>) -> ImportOutput
    }

    /// Runs each import in order, the names its types take shared; one whose files would take the name of
    /// another's, or that ends with an error, is refused, an error at its place (the `option` that picks one
    /// is named for a clash).
    private static func importEach(
        _ imports: [Importing], what: String, option: String, diagnostics: inout [Diagnostic]
    ) -> [ImportedTree] {
        var imported: [ImportedTree] = []
        var owners: [String: Importing] = [:]
        var names: Set<String> = []
        for item in imports {
            if let other = owners[item.baseName] {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "\(what) \(DiagnosticText.clean(item.name)) is imported as \(item.baseName), as is \(what) \(DiagnosticText.clean(other.name)) of \(other.file)",
                        at: item.at.location, note: "import them with \(option), into different folders"))
                continue
            }
            owners[item.baseName] = item
            let output = item.run(&names)
            diagnostics += output.diagnostics
            if output.diagnostics.contains(where: { $0.severity == .error }) { continue }
            imported.append(ImportedTree(file: item.file, output: output))
        }
        return imported
    }

    /// What importing gave: the imports, the diagnostics, and whether one was refused; a failure when none
    /// was imported and something was wrong.
    private static func finished(_ imported: [ImportedTree], _ diagnostics: [Diagnostic])
        -> Result<ImportResult, ImportFailure>
    {
        let failed = diagnostics.contains { $0.severity == .error }
        if failed, imported.isEmpty { return .failure(ImportFailure(diagnostics: diagnostics)) }
        return .success(ImportResult(imports: imported, diagnostics: render(diagnostics), failed: failed))
    }

    /// Imports every tree of the `input` read (or the one named `tree`), in name order, inner trees inlined;
    /// the managed-object files among the inputs give the types of the attributes the trees collect.
    static func importTrees(_ input: Input, paths: [String], tree: String?)
        -> Result<ImportResult, ImportFailure>
    {
        let input = withManagedObjects(input)
        var diagnostics = input.diagnostics
        let read = JourneyExportReader.read(
            input.documents.map { JourneyExportReader.Input(file: $0.file, text: $0.text, named: $0.named) })
        diagnostics += read.diagnostics
        // A file that cannot be read, is no export, or an overlay's error: nothing is written.
        if diagnostics.contains(where: { $0.severity == .error }) {
            return .failure(ImportFailure(diagnostics: diagnostics + read.refusals))
        }
        diagnostics += read.refusals
        if !read.passedOver.isEmpty { diagnostics.append(passedOver(read.passedOver)) }
        // Inner trees are inlined from every tree read, whichever trees `tree` picks.
        let byName = Dictionary(read.trees.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var trees = read.trees.map { InnerTreeInliner.inline($0, from: byName) }
        if let tree {
            trees = trees.filter { $0.name == tree }
            if trees.isEmpty {
                return .failure(
                    read.refused.contains(tree)
                        ? ImportFailure(diagnostics: diagnostics)
                        : ImportFailure(message: "no tree named \(tree) in \(paths.joined(separator: ", "))"))
            }
            diagnostics.removeAll { $0.severity == .error }
        }
        if trees.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) {
            return .failure(ImportFailure(message: "no journey export in \(paths.joined(separator: ", "))"))
        }
        let sorted = trees.sorted(by: { ($0.name, $0.place.file) < ($1.name, $1.place.file) })
        let imported = importEach(
            sorted.map { tree in
                let importer = JourneyImport(tree: tree, overlay: input.overlay)
                return Importing(
                    name: tree.name, baseName: importer.baseName, file: tree.place.file, at: tree.place,
                    run: importer.run)
            }, what: "tree", option: "--tree", diagnostics: &diagnostics)
        return finished(imported, diagnostics)
    }

    /// `input` with IDM's managed objects its files hold in the overlay (`IDMSchema`), and without the files
    /// that hold only managed objects, which are no journey export.
    private static func withManagedObjects(_ input: Input) -> Input {
        var input = input
        var schema = IDMSchema()
        input.documents = input.documents.filter { document in
            guard IDMSchema.mayHold(document.text),
                case .success(let parsed) = ExportDocument.read(file: document.file, text: document.text),
                schema.add(parsed.json, file: URL(fileURLWithPath: document.file).lastPathComponent)
            else { return true }
            if case .unknown = JourneyExportShape.of(parsed.json) { return false }
            return true
        }
        input.overlay.idm = schema
        return input
    }

    /// A warning that names the files found in folders that are no journey export.
    private static func passedOver(_ files: [String]) -> Diagnostic {
        let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
        return Diagnostic(
            .warning,
            "\(files.count) file\(files.count == 1 ? " is" : "s are") in the folders given but no journey export, and passed over: \(shown)",
            at: SourceLocation(file: files[0], line: 1, column: 1),
            note: "the shapes read are \(JourneyExportShape.names)")
    }

    /// Imports every main flow of the `input` read (one no other flow starts as a subflow), or the one named
    /// `flow`, in name order.
    static func importFlows(_ input: Input, paths: [String], flow: String?)
        -> Result<ImportResult, ImportFailure>
    {
        var diagnostics = input.diagnostics
        let read = DaVinciExportReader.read(input.documents.map { ($0.file, $0.text) })
        diagnostics += read.diagnostics
        if diagnostics.contains(where: { $0.severity == .error }) {
            return .failure(ImportFailure(diagnostics: diagnostics))
        }
        let subflows = FlowWalk.subflows(of: read.flows)
        var chosen = read.flows.indices.filter { !subflows.contains($0) }
        if let flow {
            chosen = read.flows.indices.filter { read.flows[$0].name == flow }
            if chosen.isEmpty {
                return .failure(ImportFailure(message: "no flow named \(flow) in \(paths.joined(separator: ", "))"))
            }
        }
        let sorted = chosen.sorted {
            (read.flows[$0].name, read.flows[$0].place.file) < (read.flows[$1].name, read.flows[$1].place.file)
        }
        let imported = importEach(
            sorted.map { index in
                let flow = read.flows[index]
                let importer = DaVinciImport(
                    flows: read.flows, flow: index, pingOneForms: read.forms, overlay: input.overlay)
                return Importing(
                    name: flow.name, baseName: importer.baseName, file: flow.place.file, at: flow.place,
                    run: importer.run)
            }, what: "flow", option: "--flow", diagnostics: &diagnostics)
        return finished(imported, diagnostics)
    }

    /// The overlay at `path` (none without a path); its problems are added to `diagnostics`.
    private static func readOverlay(_ path: String?, base: URL, diagnostics: inout [Diagnostic]) -> ImportOverlay {
        guard let path else { return ImportOverlay() }
        switch ImportOverlay.read(URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path) {
        case .success(let read): return read
        case .failure(let list):
            diagnostics += list.diagnostics
            return ImportOverlay()
        }
    }

    /// The text of each export file at `paths` (folders searched for `*.json`); what cannot be read is added
    /// to `diagnostics`.
    private static func readDocuments(_ paths: [String], base: URL, diagnostics: inout [Diagnostic]) -> [(
        file: String, text: String, named: Bool
    )] {
        var documents: [(file: String, text: String, named: Bool)] = []
        let named = Set(paths.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL.path })
        for path in exportFiles(Array(named)) {
            let at = SourceLocation(file: path, line: 1, column: 1)
            if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
                size > ExportDocument.maximumBytes
            {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "the export is \(size) bytes, more than the \(ExportDocument.maximumBytes) an import reads",
                        at: at, note: "export the journeys or flows in smaller files"))
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(Diagnostic(.error, "cannot read the export", at: at))
                continue
            }
            guard let text = StrictUTF8.string(from: data) else {
                diagnostics.append(Diagnostic(.error, "the export is not UTF-8", at: at))
                continue
            }
            documents.append((path, text, named.contains(path)))
        }
        return documents
    }

    /// The files `paths` name, each folder replaced by the `*.json` files under it; sorted, each once.
    static func exportFiles(_ paths: [String]) -> [String] {
        var files: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                files.insert(path)
                continue
            }
            let found = FileManager.default.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil)
            for case let url as URL in found ?? FileManager.DirectoryEnumerator() where url.pathExtension == "json" {
                files.insert(url.standardizedFileURL.path)
            }
        }
        return files.sorted()
    }
}
