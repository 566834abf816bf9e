import Foundation
import PackagePlugin

/// The targets the command plugin generates into.
enum CommittedTargets {
    /// The Swift targets `names` names (an unknown name is an error), or, without names, every Swift target
    /// whose folder holds spec files that are not among its own files.
    static func choose(named names: [String], in package: Package) throws -> [SwiftSourceModuleTarget] {
        let swiftTargets = package.targets(ofType: SwiftSourceModuleTarget.self)
        if !names.isEmpty {
            return try names.map { name in
                guard let target = swiftTargets.first(where: { $0.name == name }) else {
                    throw OrchestrateCommandError.unknownTarget(name, known: swiftTargets.map(\.name))
                }
                return target
            }
        }
        var chosen: [SwiftSourceModuleTarget] = []
        for target in swiftTargets {
            let specs = specFiles(under: target.directoryURL)
            guard !specs.isEmpty else { continue }
            let own = Set(target.sourceFiles.map { $0.url.standardizedFileURL.path })
            if specs.contains(where: { own.contains($0.standardizedFileURL.path) }) {
                print(
                    "\(target.name): skipped; its spec files are files of the target, so the build plugin generates its code "
                        + "(name it with --target to generate into it anyway)")
                continue
            }
            chosen.append(target)
        }
        if chosen.isEmpty {
            throw OrchestrateCommandError.noTargets
        }
        return chosen
    }

    /// The spec files (`*.flow.yaml`, `*.collectors.yaml`, `*.callbacks.yaml`, or `.yml`) under `folder`, hidden folders skipped.
    static func specFiles(under folder: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if [".flow.yaml", ".flow.yml", ".collectors.yaml", ".collectors.yml", ".callbacks.yaml", ".callbacks.yml"]
                .contains(where: name.hasSuffix)
            {
                found.append(url)
            }
        }
        return found
    }
}
