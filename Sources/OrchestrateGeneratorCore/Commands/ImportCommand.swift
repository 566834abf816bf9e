import Foundation
import OrchestrateBasics

extension Commands {
    /// `import journey`: reads journey exports at `paths` (frodo's files; Amster's entity files, or folders
    /// searched for `*.json`) and writes, for each tree (or only the
    /// tree named `tree`), `<Tree>.callbacks.yaml`, `<Tree>.flow.yaml` and `<Tree>.sandbox.yaml` into
    /// `outputDirectory`, each only when its bytes change. Warnings say what the export could not say, and
    /// `overlay` (a YAML file of decisions and attribute types) settles some of it;
    /// with any error, nothing is written.
    public static func importJourney(
        paths: [String], tree: String? = nil, overlay overlayPath: String? = nil, outputDirectory: String,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Outcome {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        var outcome = Outcome()
        let imported: [ImportedTree]
        switch importTrees(paths: paths, tree: tree, overlayPath: overlayPath, base: base) {
        case .success(let result):
            imported = result.trees
            outcome.errors = result.warnings
        case .failure(let failure): return failure.outcome
        }
        return write(imported, into: outputDirectory, base: base, outcome: outcome)
    }

    /// Writes the files of `imported` into `outputDirectory`, each only when its bytes change, and says so
    /// in `outcome`.
    private static func write(_ imported: [ImportedTree], into outputDirectory: String, base: URL, outcome: Outcome)
        -> Outcome
    {
        var outcome = outcome
        let files = imported.flatMap { tree in
            tree.output.files.map { GeneratedFile(name: $0.name, contents: $0.contents, sourcePath: tree.file) }
        }
        let output = URL(fileURLWithPath: outputDirectory, relativeTo: base).path
        for file in files.sorted(by: { $0.name < $1.name }) {
            do {
                outcome.output += "\(try OutputWriter.write(file, into: output).rawValue): \(file.name)\n"
            } catch {
                outcome.errors += "error: cannot write \(file.name) to \(output): \(error.localizedDescription)\n"
                outcome.failed = true
                return outcome
            }
        }
        return outcome
    }

    /// `import davinci`: reads DaVinci flow exports at `paths` (with subflows or without; PingOne forms from
    /// the exports or from `forms`) and writes, for each main flow (or only the flow named `flow`),
    /// `<Flow>.collectors.yaml`, `<Flow>.flow.yaml` and `<Flow>.sandbox.yaml` into `outputDirectory`, each only
    /// when its bytes change. With any error, nothing is written.
    public static func importDaVinci(
        paths: [String], forms: [String] = [], flow: String? = nil, overlay overlayPath: String? = nil,
        outputDirectory: String, currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Outcome {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        switch importFlows(paths: paths + forms, flow: flow, overlayPath: overlayPath, base: base) {
        case .success(let result):
            var outcome = Outcome()
            outcome.errors = result.warnings
            return write(result.trees, into: outputDirectory, base: base, outcome: outcome)
        case .failure(let failure): return failure.outcome
        }
    }

    /// One sandbox script that plays every tree of the journey exports at `paths` (or every main flow of the
    /// DaVinci exports there), for `orchestrate-sandbox --import`: each tree's nodes as `import journey` writes
    /// them, with ids that start with `<Tree>.` (each flow's forms as `import davinci` writes them, the first
    /// flow the default), and the user every imported script has. `nil`, with the diagnostics in the outcome's
    /// errors, when the exports have an error.
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
            outcome.errors = result.warnings
            let entries = result.trees.enumerated().map { index, imported in
                let entry = imported.output.sharedScript.entry
                // A script has one default DaVinci flow: the first.
                return "  - " + (isDaVinci && index == 0 ? DaVinciSpecWriter.defaultEntry(entry) : entry) + "\n"
            }
            let script = """
                # The \(isDaVinci ? "DaVinci flows" : "journeys") of \(paths.joined(separator: ", ")), imported for the sandbox.
                version: 1
                users:
                  - \(ImportedSpecWriter.scriptUser)
                \(isDaVinci ? "flows" : "trees"):
                \(entries.joined())
                \(isDaVinci ? "nodes" : "treeNodes"):
                \(result.trees.map(\.output.sharedScript.nodes).joined())
                """
            return (script, outcome)
        }
    }

    /// The exports and the overlay, read once, with what was wrong reading them.
    private struct Input {
        var documents: [(file: String, text: String)]
        var overlay: ImportOverlay
        var diagnostics: [Diagnostic]
    }

    /// Reads the exports at `paths` and the overlay at `overlayPath`.
    private static func read(_ paths: [String], overlayPath: String?, base: URL) -> Input {
        var diagnostics: [Diagnostic] = []
        let overlay = readOverlay(overlayPath, base: base, diagnostics: &diagnostics)
        let documents = readDocuments(paths, base: base, diagnostics: &diagnostics)
        return Input(documents: documents, overlay: overlay, diagnostics: diagnostics)
    }

    /// A tree (or a DaVinci flow) and what importing it gave.
    struct ImportedTree {
        var file: String
        var output: JourneyImport.Output
    }

    /// An import that failed: the outcome to return, its diagnostics in the errors.
    struct ImportFailure: Error {
        var outcome: Outcome

        /// A failure that says `message`, an error with no place.
        init(message: String) {
            outcome = Outcome()
            outcome.errors = "error: \(message)\n"
            outcome.failed = true
        }

        /// A failure with `outcome`.
        init(outcome: Outcome) {
            self.outcome = outcome
        }
    }

    /// A tree or flow about to be imported: its name, the name its files take, where it is, and its import.
    private struct Importing {
        var name: String
        var baseName: String
        var file: String
        var at: SourceLocation
        var run: (_ names: inout Set<String>) -> ImportOutput
    }

    /// Runs each import in order, the names its types take shared; one whose files would take the name of
    /// another's is refused, an error at its place that names `what` it is and the `option` that picks one.
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
                        "\(what) \(item.name) is imported as \(item.baseName), as is \(what) \(other.name) of \(other.file)",
                        at: item.at, note: "import them with \(option), into different folders"))
                continue
            }
            owners[item.baseName] = item
            let output = item.run(&names)
            diagnostics += output.diagnostics
            imported.append(ImportedTree(file: item.file, output: output))
        }
        return imported
    }

    /// What importing gave: the imports and their warnings, or, with an error among `diagnostics`, a failure
    /// that says them all.
    private static func finished(_ imported: [ImportedTree], _ diagnostics: [Diagnostic])
        -> Result<(trees: [ImportedTree], warnings: String), ImportFailure>
    {
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            var outcome = Outcome()
            outcome.errors = render(diagnostics)
            outcome.failed = true
            return .failure(ImportFailure(outcome: outcome))
        }
        return .success((imported, render(diagnostics)))
    }

    /// Reads the exports at `paths` and the overlay, inlines inner trees, and imports every tree (or the
    /// one named `tree`), in name order.
    private static func importTrees(paths: [String], tree: String?, overlayPath: String?, base: URL)
        -> Result<(trees: [ImportedTree], warnings: String), ImportFailure>
    {
        importTrees(read(paths, overlayPath: overlayPath, base: base), paths: paths, tree: tree)
    }

    /// Imports every tree of the `input` read (or the one named `tree`), in name order.
    private static func importTrees(_ input: Input, paths: [String], tree: String?)
        -> Result<(trees: [ImportedTree], warnings: String), ImportFailure>
    {
        var diagnostics = input.diagnostics
        let overlay = input.overlay
        let read = JourneyExportReader.read(input.documents)
        var trees = read.trees
        diagnostics += read.diagnostics
        // Inner trees are inlined from every tree read, whichever trees `tree` picks.
        let byName = Dictionary(trees.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        trees = trees.map { InnerTreeInliner.inline($0, from: byName) }
        if let tree {
            trees = trees.filter { $0.name == tree }
            if trees.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) {
                return .failure(ImportFailure(message: "no tree named \(tree) in \(paths.joined(separator: ", "))"))
            }
        }
        let sorted = trees.sorted(by: { ($0.name, $0.origin.file) < ($1.name, $1.origin.file) })
        let imported = importEach(
            sorted.map { tree in
                let importer = JourneyImport(tree: tree, overlay: overlay)
                return Importing(
                    name: tree.name, baseName: importer.baseName, file: tree.origin.file,
                    at: tree.origin.location(of: tree.entry), run: importer.run)
            }, what: "tree", option: "--tree", diagnostics: &diagnostics)
        return finished(imported, diagnostics)
    }

    /// Reads the DaVinci exports at `paths` and the overlay, and imports every main flow (one no other flow
    /// of its file starts as a subflow), or the one named `flow`, in name order.
    private static func importFlows(paths: [String], flow: String?, overlayPath: String?, base: URL)
        -> Result<(trees: [ImportedTree], warnings: String), ImportFailure>
    {
        importFlows(read(paths, overlayPath: overlayPath, base: base), paths: paths, flow: flow)
    }

    /// Imports every main flow of the `input` read (one no other flow starts as a subflow), or the one named
    /// `flow`, in name order.
    private static func importFlows(_ input: Input, paths: [String], flow: String?)
        -> Result<(trees: [ImportedTree], warnings: String), ImportFailure>
    {
        var diagnostics = input.diagnostics
        let overlay = input.overlay
        let read = DaVinciExportReader.read(input.documents)
        diagnostics += read.diagnostics
        let subflows = FlowWalk.subflows(of: read.flows)
        var chosen = read.flows.indices.filter { !subflows.contains($0) }
        if let flow {
            chosen = read.flows.indices.filter { read.flows[$0].name == flow }
            if chosen.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) {
                return .failure(ImportFailure(message: "no flow named \(flow) in \(paths.joined(separator: ", "))"))
            }
        }
        let sorted = chosen.sorted {
            (read.flows[$0].name, read.flows[$0].origin.file) < (read.flows[$1].name, read.flows[$1].origin.file)
        }
        let imported = importEach(
            sorted.map { index in
                let flow = read.flows[index]
                let importer = DaVinciImport(flows: read.flows, flow: index, pingOneForms: read.forms, overlay: overlay)
                return Importing(
                    name: flow.name, baseName: importer.baseName, file: flow.origin.file,
                    at: flow.origin.location(of: flow.id), run: importer.run)
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
        file: String, text: String
    )] {
        var documents: [(file: String, text: String)] = []
        for path in exportFiles(paths.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL.path }) {
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(
                    Diagnostic(.error, "cannot read the export", at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            guard let text = StrictUTF8.string(from: data) else {
                diagnostics.append(
                    Diagnostic(.error, "the export is not UTF-8", at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            documents.append((path, text))
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
