import OrchestrateGeneratorCore

/// The options of a plain `generate` command line, read without swift-argument-parser.
///
/// The build plugin starts `orchestrate-gen generate SPEC… --output DIR` once per target in every build that
/// changes a spec, and swift-argument-parser costs about a quarter of such a run's start-up: it
/// reflects over every command and parses the line twice more to look for a completion-script request. This
/// reads only command lines whose meaning is plain: `generate`, then inputs and the options `--output`/`-o`,
/// `--access`, `--templates` and `--emit`, each given once (`--emit` any number of times) with its value
/// after a space or `=`. Anything else (help, `--version`, an unknown or repeated option, a missing value or
/// output, no input) is left to swift-argument-parser, which reports it. `PlainGenerateArgumentsTests` checks
/// that both read the same options from the same lines.
struct PlainGenerateArguments: Equatable {
    /// Spec files and folders.
    var inputs: [String] = []
    /// `--output`.
    var output = ""
    /// `--access`.
    var access: AccessLevel?
    /// `--templates`.
    var templates: String?
    /// `--emit`, in order.
    var emit: [String] = []

    /// The options of `arguments` (without the program's name), or `nil` when they are not a plain `generate`.
    init?(_ arguments: [String]) {
        guard arguments.first == "generate" else { return nil }
        var output: String?
        var remaining = arguments.dropFirst()
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-") else {
                inputs.append(argument)
                continue
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            } else if let next = remaining.first, !next.hasPrefix("-") {
                value = remaining.removeFirst()
            }
            guard let value, !value.isEmpty else { return nil }
            switch name {
            case "--output", "-o":
                guard output == nil else { return nil }
                output = value
            case "--access":
                guard access == nil, let level = AccessLevel(rawValue: value) else { return nil }
                access = level
            case "--templates":
                guard templates == nil else { return nil }
                templates = value
            case "--emit":
                emit.append(value)
            default:
                return nil
            }
        }
        guard let output, !inputs.isEmpty else { return nil }
        self.output = output
    }
}
