import Foundation

/// The commands of `orchestrate-gen`, as plain functions the CLI calls: the CLI only parses arguments.
public enum Commands {
    /// The generator's version.
    public static let version = "0.4.0"

    /// What a command produced: text for standard output and standard error, and whether it failed.
    public struct Outcome: Sendable {
        /// Text for standard output.
        public var output: String = ""
        /// Text for standard error (diagnostics).
        public var errors: String = ""
        /// Whether the command failed (exit non-zero).
        public var failed = false
        /// Whether an import that failed still wrote the trees or flows it could read (others were refused).
        public var partlyWritten = false

        /// The exit status: 0 when it succeeded (warnings or not), 2 when an import wrote some trees or
        /// flows and refused others, 1 when it failed and wrote nothing.
        public var exitStatus: Int32 { failed ? (partlyWritten ? 2 : 1) : 0 }
    }

    /// `generate`: reads the specs at `paths`, writes one Swift file per spec into `outputDirectory`, only
    /// when its bytes change. With any error, nothing is written.
    ///
    /// With `emit` (`--emit`), every spec is still read but only the outputs of the spec files `emit` names
    /// (inputs too) are written; see ``OutputSelection``.
    public static func generate(
        paths: [String], outputDirectory: String, access: AccessLevel?,
        templatesDirectory: String?, emit: [String] = [],
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Outcome {
        var outcome = Outcome()
        var diagnostics: [Diagnostic] = []
        var templates = TemplateSet.defaults
        if let templatesDirectory {
            let path = URL(
                fileURLWithPath: templatesDirectory,
                relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
            ).path
            switch TemplateSet.loading(overrides: path) {
            case .success(let set): templates = set
            case .failure(let list): diagnostics += list.diagnostics
            }
        }
        let selection = OutputSelection.resolving(emit, currentDirectory: currentDirectory)
        diagnostics += selection.diagnostics
        let discovered = SpecDiscovery.sources(for: paths + emit, currentDirectory: currentDirectory)
        diagnostics += discovered.diagnostics
        // Each file is written by the thread that rendered it, once every spec is known to be free of errors.
        let output = URL(
            fileURLWithPath: outputDirectory, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
        ).path
        let generated = Generator.generate(
            discovered.sources, options: GeneratorOptions(access: access ?? .internal, templates: templates),
            selection: selection.selection,
            render: !diagnostics.contains { $0.severity == .error }
        ) { file in
            (file.name, Result { try OutputWriter.write(file, into: output) })
        }
        diagnostics += generated.diagnostics
        outcome.errors = render(diagnostics.filter(selection.selection.shows))
        if diagnostics.contains(where: { $0.severity == .error }) {
            outcome.failed = true
            return outcome
        }
        var firstError: (any Error)?
        for (name, result) in generated.delivered.sorted(by: { $0.0 < $1.0 }) {
            switch result {
            case .success(let change): outcome.output += "\(change.rawValue): \(name)\n"
            case .failure(let error): firstError = firstError ?? error
            }
        }
        if let firstError {
            outcome.errors += "error: cannot write to \(output): \(firstError.localizedDescription)\n"
            outcome.failed = true
        }
        return outcome
    }

    /// `validate`: checks the specs at `paths` and reports every diagnostic.
    public static func validate(paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath)
        -> Outcome
    {
        var outcome = Outcome()
        let discovered = SpecDiscovery.sources(for: paths, currentDirectory: currentDirectory)
        let diagnostics = discovered.diagnostics + Generator.validate(discovered.sources)
        outcome.errors = render(diagnostics)
        outcome.failed = diagnostics.contains { $0.severity == .error }
        if !outcome.failed {
            outcome.output = "\(discovered.sources.count) spec file\(discovered.sources.count == 1 ? "" : "s") valid\n"
        }
        return outcome
    }

    /// `schema`: the JSON Schema of both formats.
    public static func schema() -> Outcome {
        Outcome(output: JSONSchema.document() + "\n")
    }

    /// `init`: writes a starter flow and its collector mapping (or, for Journey, callback mapping) into
    /// `directory`, never over existing files.
    public static func initialize(
        directory: String, flowProtocol: FlowProtocol = .davinci,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Outcome {
        var outcome = Outcome()
        let folder = URL(
            fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
        ).standardizedFileURL
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in StarterSpecs.files(for: flowProtocol) {
                let url = folder.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: url.path) {
                    outcome.errors += "\(url.path): error: the file exists; not overwritten\n"
                    outcome.failed = true
                    continue
                }
                try Data(text.utf8).write(to: url, options: .atomic)
                outcome.output += "created: \(url.path)\n"
            }
        } catch {
            outcome.errors += "\(folder.path): error: \(error.localizedDescription)\n"
            outcome.failed = true
        }
        return outcome
    }

    /// Diagnostics as stderr lines, sorted.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        var seen = Set<Diagnostic>()
        return diagnostics.sorted().filter { seen.insert($0).inserted }.map { $0.description + "\n" }.joined()
    }
}
