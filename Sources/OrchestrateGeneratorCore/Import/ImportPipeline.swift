import Foundation
import OrchestrateBasics

/// The import, from files to specs: each export file read once (`readExport`, the one size gate, then its
/// JSON), its format told once (`ExportFormat`), the reader of that format, one importer per tree
/// (`JourneyImport`) or flow (`DaVinciImport`), and the files written each only when its bytes change. The
/// `import` commands and the sandbox's `--import` are this pipeline with their own ends.
enum ImportPipeline {
    /// The largest file an import reads: past it the file is refused, with the size in the message. An AM
    /// realm of a few hundred journeys, or a DaVinci flow with its subflows, is a few megabytes.
    static let maximumBytes = 64 << 20

    /// One export file, read: its document, its format, and whether it was named (not found in a folder).
    struct Document {
        var document: ExportDocument
        var format: ExportFormat
        var named: Bool
    }

    /// The exports and the overlay, read once, with what was wrong reading them.
    struct Input {
        var documents: [Document]
        var overlay: ImportOverlay
        /// The overlay's and the files' problems: any of them writes nothing.
        var diagnostics: [Diagnostic]

        /// Whether the exports are DaVinci flows (else journeys).
        var isDaVinci: Bool { documents.contains { $0.format == .davinciFlows } }
    }

    /// Reads the exports at `paths` (folders searched for `*.json`) and the overlay at `overlayPath`.
    static func read(_ paths: [String], overlayPath: String?, base: URL) -> Input {
        var diagnostics: [Diagnostic] = []
        let overlay = readOverlay(overlayPath, base: base, diagnostics: &diagnostics)
        var documents: [Document] = []
        let named = Set(paths.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL.path })
        for path in exportFiles(Array(named)) {
            switch readExport(path, what: "export", note: "export the journeys or flows in smaller files") {
            case .success(let document):
                documents.append(
                    Document(document: document, format: .of(document.json), named: named.contains(path)))
            case .failure(let problem):
                diagnostics.append(problem.diagnostic)
            }
        }
        return Input(documents: documents, overlay: overlay, diagnostics: diagnostics)
    }

    /// The file at `path` (an export, or a recording: `what`), read and parsed: refused with an error at it
    /// when it is larger than `maximumBytes` (before it is read), unreadable, not UTF-8 or not JSON.
    static func readExport(_ path: String, what: String, note: String? = nil) -> Result<ExportDocument, ExportProblem> {
        let at = SourceLocation(file: path, line: 1, column: 1)
        func refused(_ message: String, note: String? = nil) -> Result<ExportDocument, ExportProblem> {
            .failure(ExportProblem(diagnostic: Diagnostic(.error, message, at: at, note: note)))
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumBytes {
            return refused("the \(what) is \(size) bytes, more than the \(maximumBytes) an import reads", note: note)
        }
        guard let data = FileManager.default.contents(atPath: path) else { return refused("cannot read the \(what)") }
        // Again on what was read: a pipe or a special file has no size to look at first.
        guard data.count <= maximumBytes else {
            return refused(
                "the \(what) is \(data.count) bytes, more than the \(maximumBytes) an import reads", note: note)
        }
        guard let text = StrictUTF8.string(from: data) else { return refused("the \(what) is not UTF-8") }
        return ExportDocument.read(file: path, text: text)
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

    // MARK: Importing

    /// Imports every flow of `input` when it holds DaVinci flows, else every tree.
    static func importAll(_ input: Input, paths: [String]) -> Result<ImportResult, ImportFailure> {
        input.isDaVinci ? importFlows(input, paths: paths, flow: nil) : importTrees(input, paths: paths, tree: nil)
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
        return .success(ImportResult(imports: imported, diagnostics: Commands.render(diagnostics), failed: failed))
    }

    /// Imports every tree of the `input` read (or the one named `tree`), in name order, inner trees inlined;
    /// the managed-object files among the inputs give the types of the attributes the trees collect.
    static func importTrees(_ input: Input, paths: [String], tree: String?) -> Result<ImportResult, ImportFailure> {
        let input = withManagedObjects(input)
        var diagnostics = input.diagnostics
        let read = JourneyExportReader.read(
            input.documents.map { JourneyExportReader.Input(document: $0.document, named: $0.named) })
        diagnostics += read.diagnostics
        // A file that is no export, or an overlay's error: nothing is written.
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
        for document in input.documents {
            schema.add(document.document.json, file: URL(fileURLWithPath: document.document.file).lastPathComponent)
        }
        input.documents.removeAll { $0.format == .managedObjects }
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
    static func importFlows(_ input: Input, paths: [String], flow: String?) -> Result<ImportResult, ImportFailure> {
        var diagnostics = input.diagnostics
        let read = DaVinciExportReader.read(input.documents.map { ($0.document, $0.format) })
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

    // MARK: Writing

    /// Writes the files of `result` into `outputDirectory`, each only when its bytes change, and says so.
    static func write(_ result: ImportResult, into outputDirectory: String, base: URL) -> Commands.Outcome {
        var outcome = Commands.Outcome()
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
    var outcome: Commands.Outcome

    /// A failure that says `message`, an error with no place.
    init(message: String) {
        outcome = Commands.Outcome()
        outcome.errors = "error: \(DiagnosticText.escaped(message))\n"
        outcome.failed = true
    }

    /// A failure that says `diagnostics`.
    init(diagnostics: [Diagnostic]) {
        outcome = Commands.Outcome()
        outcome.errors = Commands.render(diagnostics)
        outcome.failed = true
    }
}
