import Foundation

/// A target whose files the build plugin cannot turn into build commands, with the fix in the message.
enum OrchestratePluginError: Error, CustomStringConvertible {
    /// Two spec files would write the same Swift file.
    case sameOutput(target: String, output: String, first: URL, second: URL)
    /// The target already has a file named like a generated one (a committed copy, say).
    case committedOutput(target: String, file: URL, spec: URL)

    var description: String {
        switch self {
        case let .sameOutput(target, output, first, second):
            "target '\(target)': \(first.path(percentEncoded: false)) and \(second.path(percentEncoded: false)) both generate "
                + "\(output); rename one of them"
        case let .committedOutput(target, file, spec):
            "target '\(target)': \(file.path(percentEncoded: false)) has the name of the file OrchestratePlugin generates from "
                + "\(spec.lastPathComponent); delete it (generated code is not committed when the build plugin runs), or "
                + "remove the plugin from the target and regenerate with 'swift package generate-orchestrate'"
        }
    }
}
