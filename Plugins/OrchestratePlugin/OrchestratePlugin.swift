import Foundation
import PackagePlugin

/// The build-tool plugin: one build command per target with spec files, running `orchestrate-gen` to write
/// one Swift file per spec into the plugin's work directory, where the target compiles them.
///
/// Use it in a target: `plugins: [.plugin(name: "OrchestratePlugin", package: "Orchestrate")]`. The plugin
/// only passes paths; reading, checking and generating are the generator's.
@main
struct OrchestratePlugin: BuildToolPlugin {
    /// The commands for a SwiftPM target: none for a target without spec files.
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try SpecBuildCommands(
            targetName: target.name,
            files: module.sourceFiles.map(\.url),
            generator: context.tool(named: "orchestrate-gen").url,
            workDirectory: context.pluginWorkDirectoryURL
        ).commands()
    }
}
