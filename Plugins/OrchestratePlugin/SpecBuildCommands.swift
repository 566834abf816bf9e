import Foundation
import PackagePlugin

/// The build command of one target, the same for a package target and an Xcode target: one command that
/// reads every spec file of the target and writes every output, rewriting only the files whose bytes change.
///
/// One command per target, not one per spec: every spec of a target is read together (a flow names forms of
/// a collectors file), so per-spec commands each read every spec, and an edit of one spec ran all of them —
/// 102 generator runs for a 1 000-form target where one `generate` does the work. With one command an edit
/// costs one `generate` of the target, a no-change build runs nothing, and outputs whose bytes did not change
/// keep their dates, so the compiler rebuilds only the files that changed.
struct SpecBuildCommands {
    /// The target's name, for messages.
    var targetName: String
    /// Every file of the target; the spec files are picked out by suffix.
    var files: [URL]
    /// The `orchestrate-gen` executable.
    var generator: URL
    /// The plugin's work directory for this target, where the outputs go.
    var workDirectory: URL

    /// One `.buildCommand` for the target's spec files, none without spec files. Inputs: the specs and the
    /// generator (so a rebuilt generator runs again); outputs: one Swift file per spec. Throws when the
    /// target's files are set up so that the outputs would clash.
    func commands() throws -> [Command] {
        let specs = files.compactMap(SpecFile.init(url:)).sorted { $0.url.path < $1.url.path }
        guard !specs.isEmpty else { return [] }
        try checkOutputNames(specs)
        let outputs = specs.map(\.outputName)
        return [
            .buildCommand(
                displayName: "Orchestrate: generating \(outputs.joined(separator: ", ")) (\(targetName))",
                executable: generator,
                arguments: ["generate"] + specs.map { $0.url.path(percentEncoded: false) }
                    + ["--output", workDirectory.path(percentEncoded: false)],
                inputFiles: specs.map(\.url) + [generator],
                outputFiles: outputs.map { workDirectory.appending(path: $0) })
        ]
    }

    /// Two specs may not make the same file, and the target may not already have a file of that name.
    private func checkOutputNames(_ specs: [SpecFile]) throws {
        var producers: [String: URL] = [:]
        for spec in specs {
            if let first = producers[spec.outputName] {
                throw OrchestratePluginError.sameOutput(
                    target: targetName, output: spec.outputName, first: first, second: spec.url)
            }
            producers[spec.outputName] = spec.url
        }
        for file in files {
            if let spec = producers[file.lastPathComponent] {
                throw OrchestratePluginError.committedOutput(target: targetName, file: file, spec: spec)
            }
        }
    }
}
