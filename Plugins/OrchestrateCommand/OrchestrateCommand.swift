import Foundation
import PackagePlugin

/// The command plugin, `swift package --allow-writing-to-package-directory generate-orchestrate`: generates
/// into the targets' folders, for teams that commit generated code.
///
/// Options: `--target NAME` (repeatable) picks targets; without it, every target whose folder holds spec
/// files that are not among the target's own files (the committed layout excludes them, while the build
/// plugin needs them in the target). `--output FOLDER` is the folder inside each target (`Generated`);
/// `--access public|internal` is passed to the generator.
@main
struct OrchestrateCommand: CommandPlugin {
    /// Runs the generator once per chosen target and reports what it wrote.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last ?? "Generated"
        let access = extractor.extractOption(named: "access").last
        guard extractor.remainingArguments.isEmpty else {
            throw OrchestrateCommandError.unknownArguments(extractor.remainingArguments)
        }
        let targets = try CommittedTargets.choose(named: targetNames, in: context.package)
        let generator = try context.tool(named: "orchestrate-gen").url
        for target in targets {
            let folder = target.directoryURL.appending(path: output)
            var arguments = [
                "generate", target.directoryURL.path(percentEncoded: false),
                "--output", folder.path(percentEncoded: false),
            ]
            if let access { arguments += ["--access", access] }
            print("\(target.name): generating into \(folder.path(percentEncoded: false))")
            try GeneratorRun(executable: generator, arguments: arguments).run(for: target.name)
        }
    }
}
