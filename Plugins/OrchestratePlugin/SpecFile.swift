import Foundation

/// A spec file of a target and the name of the Swift file it gives.
///
/// The rule is the generator's (`SpecSource.outputFileName` in OrchestrateGeneratorCore): a build plugin
/// must declare its outputs before any tool runs, so the plugin repeats it. `SignIn.flow.yaml` →
/// `SignIn.flow.swift`, `DaVinci.collectors.yml` → `DaVinci.collectors.swift`, `Login.callbacks.yaml` →
/// `Login.callbacks.swift`.
struct SpecFile {
    /// The spec's location.
    var url: URL
    /// The generated file's name.
    var outputName: String

    /// The spec at `url`, or `nil` when the file is not a spec file.
    init?(url: URL) {
        let name = url.lastPathComponent
        for kind in ["flow", "collectors", "callbacks"] {
            for ext in ["yaml", "yml"] where name.hasSuffix(".\(kind).\(ext)") {
                let base = name.dropLast(kind.count + ext.count + 2)
                guard !base.isEmpty else { return nil }
                self.url = url
                self.outputName = "\(base).\(kind).swift"
                return
            }
        }
        return nil
    }
}
