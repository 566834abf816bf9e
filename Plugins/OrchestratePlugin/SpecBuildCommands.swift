import Foundation
import PackagePlugin

/// The build commands of one target, the same for a package target and an Xcode target: one per spec file,
/// reading every spec file of the target and writing only its own output.
struct SpecBuildCommands {
    /// The target's name, for messages.
    var targetName: String
    /// Every file of the target; the spec files are picked out by suffix.
    var files: [URL]
    /// The `orchestrate-gen` executable.
    var generator: URL
    /// The plugin's work directory for this target, where the outputs go.
    var workDirectory: URL

    /// One `.buildCommand` per spec file. Inputs: the spec, every other spec of the target and the generator
    /// (so a rebuilt generator runs again); output: the spec's one Swift file. Throws when the target's
    /// files are set up so that the outputs would clash.
    func commands() throws -> [Command] {
        let specs = files.compactMap(SpecFile.init(url:)).sorted { $0.url.path < $1.url.path }
        guard !specs.isEmpty else { return [] }
        try checkOutputNames(specs)
        let specPaths = specs.map { $0.url.path(percentEncoded: false) }
        return specs.map { spec in
            let output = workDirectory.appending(path: spec.outputName)
            return .buildCommand(
                displayName: "Orchestrate: generating \(spec.outputName) from \(spec.url.lastPathComponent) (\(targetName))",
                executable: generator,
                arguments: ["generate"] + specPaths + [
                    "--emit", spec.url.path(percentEncoded: false),
                    "--output", workDirectory.path(percentEncoded: false),
                ],
                inputFiles: specs.map(\.url) + [generator],
                outputFiles: [output])
        }
    }

    /// Two specs may not make the same file, and the target may not already have a file of that name.
    private func checkOutputNames(_ specs: [SpecFile]) throws {
        var producers: [String: URL] = [:]
        for spec in specs {
            if let first = producers[spec.outputName] {
                throw OrchestratePluginError.sameOutput(target: targetName, output: spec.outputName, first: first, second: spec.url)
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
