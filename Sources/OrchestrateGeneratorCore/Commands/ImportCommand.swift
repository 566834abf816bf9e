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

    /// One sandbox script that plays every tree of the journey exports at `paths`, for
    /// `orchestrate-sandbox --import`: each tree's nodes as `import journey` writes them, with ids that start
    /// with `<Tree>.`, and the user every imported script has. `nil`, with the diagnostics in the outcome's
    /// errors, when the exports have an error.
    public static func importedSandboxScript(
        paths: [String], overlay overlayPath: String? = nil,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> (script: String?, outcome: Outcome) {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        switch importTrees(paths: paths, tree: nil, overlayPath: overlayPath, base: base) {
        case .failure(let failure): return (nil, failure.outcome)
        case .success(let result):
            var outcome = Outcome()
            outcome.errors = result.warnings
            let script = """
                # The journeys of \(paths.joined(separator: ", ")), imported for the sandbox.
                version: 1
                users:
                  - \(ImportedSpecWriter.scriptUser)
                trees:
                \(result.trees.map { "  - \($0.output.sharedScript.tree)\n" }.joined())
                treeNodes:
                \(result.trees.map(\.output.sharedScript.treeNodes).joined())
                """
            return (script, outcome)
        }
    }

    /// A tree and what importing it gave.
    struct ImportedTree {
        var file: String
        var output: JourneyImport.Output
    }

    /// An import that failed: the outcome to return, its diagnostics in the errors.
    struct ImportFailure: Error {
        var outcome: Outcome
    }

    /// Reads the exports at `paths` and the overlay, inlines inner trees, and imports every tree (or the
    /// one named `tree`), in name order.
    private static func importTrees(paths: [String], tree: String?, overlayPath: String?, base: URL)
        -> Result<(trees: [ImportedTree], warnings: String), ImportFailure>
    {
        var diagnostics: [Diagnostic] = []
        var overlay = ImportOverlay()
        if let overlayPath {
            switch ImportOverlay.read(URL(fileURLWithPath: overlayPath, relativeTo: base).standardizedFileURL.path) {
            case .success(let read): overlay = read
            case .failure(let list): diagnostics += list.diagnostics
            }
        }
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
        let read = JourneyExportReader.read(documents)
        var trees = read.trees
        diagnostics += read.diagnostics
        // Inner trees are inlined from every tree read, whichever trees `tree` picks.
        let byName = Dictionary(trees.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        trees = trees.map { InnerTreeInliner.inline($0, from: byName) }
        if let tree {
            trees = trees.filter { $0.name == tree }
            if trees.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) {
                var outcome = Outcome()
                outcome.errors = "error: no tree named \(tree) in \(paths.joined(separator: ", "))\n"
                outcome.failed = true
                return .failure(ImportFailure(outcome: outcome))
            }
        }
        var imported: [ImportedTree] = []
        var owners: [String: ExportedTree] = [:]
        var nodeNames: Set<String> = []
        for exported in trees.sorted(by: { ($0.name, $0.origin.file) < ($1.name, $1.origin.file) }) {
            let importer = JourneyImport(tree: exported, overlay: overlay)
            if let other = owners[importer.baseName] {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "tree \(exported.name) is imported as \(importer.baseName), as is tree \(other.name) of \(other.origin.file)",
                        at: exported.origin.location(of: exported.entry),
                        note: "import them with --tree, into different folders"))
                continue
            }
            owners[importer.baseName] = exported
            let output = importer.run(names: &nodeNames)
            diagnostics += output.diagnostics
            imported.append(ImportedTree(file: exported.origin.file, output: output))
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            var outcome = Outcome()
            outcome.errors = render(diagnostics)
            outcome.failed = true
            return .failure(ImportFailure(outcome: outcome))
        }
        return .success((imported, render(diagnostics)))
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
