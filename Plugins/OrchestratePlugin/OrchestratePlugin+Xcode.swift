#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

extension OrchestratePlugin: XcodeBuildToolPlugin {
    /// The commands for a target of an Xcode project: the same as for a package target, from the files
    /// the target's build phases name.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try SpecBuildCommands(
            targetName: target.displayName,
            files: target.inputFiles.map(\.url),
            generator: context.tool(named: "orchestrate-gen").url,
            workDirectory: context.pluginWorkDirectoryURL
        ).commands()
    }
}
#endif
