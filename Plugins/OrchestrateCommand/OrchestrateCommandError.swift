/// Why `generate-orchestrate` stopped, with the fix in the message.
enum OrchestrateCommandError: Error, CustomStringConvertible {
    /// Arguments the command does not know.
    case unknownArguments([String])
    /// `--target` named no target of the package.
    case unknownTarget(String, known: [String])
    /// No `--target` and no target set up for committed code.
    case noTargets
    /// The generator reported errors (printed above) or could not write.
    case generatorFailed(target: String, status: Int32)

    var description: String {
        switch self {
        case .unknownArguments(let arguments):
            "unknown arguments \(arguments.joined(separator: " ")); the options are --target NAME (repeatable), "
                + "--output FOLDER and --access public|internal"
        case let .unknownTarget(name, known):
            "no Swift target '\(name)' in the package; its Swift targets: \(known.sorted().joined(separator: ", "))"
        case .noTargets:
            "no target to generate into: no target's folder holds *.flow.yaml, *.collectors.yaml or *.callbacks.yaml files that are excluded "
                + "from the target; name targets with --target"
        case let .generatorFailed(target, status):
            "orchestrate-gen failed for target '\(target)' (exit status \(status)); its errors are above"
        }
    }
}
