import ArgumentParser
import Foundation
import OrchestrateGeneratorCore

/// `orchestrate-gen`: generates Swift from Orchestrate flow specs and collector mappings.
@main
struct OrchestrateGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orchestrate-gen",
        abstract:
            "Generates Swift from Orchestrate flow specs (*.flow.yaml), collector mappings (*.collectors.yaml) and callback mappings (*.callbacks.yaml).",
        version: Commands.version,
        subcommands: [Generate.self, Validate.self, Schema.self, Init.self, Graph.self, Import.self])

    /// Runs the command. A plain `generate` line (the build plugin's) is read without swift-argument-parser
    /// (see `PlainGenerateArguments`).
    ///
    /// Each subcommand names itself in its configuration: swift-argument-parser would otherwise derive the
    /// name from the type's name at every start.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "generate" {
            if let plain = PlainGenerateArguments(arguments) {
                let succeeded = write(
                    Commands.generate(
                        paths: plain.inputs, outputDirectory: plain.output, access: plain.access,
                        templatesDirectory: plain.templates, emit: plain.emit))
                Self.exit(withError: succeeded ? nil : ExitCode.failure)
            }
        }
        main(nil)
    }
}

extension AccessLevel: ExpressibleByArgument {}

/// Writes an outcome's text; whether the command succeeded.
func write(_ outcome: Commands.Outcome) -> Bool {
    if !outcome.output.isEmpty { FileHandle.standardOutput.write(Data(outcome.output.utf8)) }
    if !outcome.errors.isEmpty { FileHandle.standardError.write(Data(outcome.errors.utf8)) }
    return !outcome.failed
}

/// Writes an outcome's text and exits with its status (``Commands/Outcome/exitStatus``) when it failed.
func finish(_ outcome: Commands.Outcome) throws {
    if !write(outcome) { throw ExitCode(outcome.exitStatus) }
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates one Swift file per spec file; writes nothing when any spec has an error.")

    @Argument(
        help: "Spec files, or folders searched for *.flow.yaml, *.collectors.yaml and *.callbacks.yaml (also .yml).")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The folder to write the Swift files into (created when missing).")
    var output: String

    @Option(help: "The access level of files whose spec has no 'access:' (public or internal).")
    var access: AccessLevel?

    @Option(help: "A folder of *.mustache templates that replace the built-in templates of the same name.")
    var templates: String?

    @Option(
        help: ArgumentHelp(
            "Write only the output of this spec file (repeatable); the inputs are still all read, for references.",
            discussion: "Every input is still read and checked; only the named specs' files are written.",
            valueName: "spec"))
    var emit: [String] = []

    func run() throws {
        try finish(
            Commands.generate(
                paths: inputs, outputDirectory: output, access: access, templatesDirectory: templates,
                emit: emit))
    }
}

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Checks spec files and prints every problem.")

    @Argument(help: "Spec files, or folders searched for spec files.")
    var inputs: [String]

    func run() throws {
        try finish(Commands.validate(paths: inputs))
    }
}

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Prints the JSON Schema of the spec formats (flow, collectors and callbacks files).")

    func run() throws {
        try finish(Commands.schema())
    }
}

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract:
            "Writes a starter flow spec and collector mapping (or callback mapping, with --journey) that generate cleanly."
    )

    @Argument(help: "The folder to write them into.")
    var directory: String = "."

    @Flag(
        help:
            "Write a ForgeRock Journey starter (a callbacks file and a 'protocol: journey' flow) instead of a DaVinci one."
    )
    var journey = false

    func run() throws {
        try finish(Commands.initialize(directory: directory, flowProtocol: journey ? .journey : .davinci))
    }
}

extension FlowDiagram.Format: ExpressibleByArgument {}

struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Prints each flow's steps and segues as a Mermaid diagram, or Graphviz DOT with --format dot.")

    @Argument(
        help: "The flow spec, with the collectors and callbacks files its forms and nodes come from (files or folders)."
    )
    var inputs: [String]

    @Option(help: "mermaid or dot.")
    var format: FlowDiagram.Format = .mermaid

    @Option(help: "Only the flow of this name (the spec's 'flow:').")
    var flow: String?

    func run() throws {
        try finish(Commands.graph(paths: inputs, format: format, flow: flow))
    }
}

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Imports specs and a sandbox script from what a tenant exports.",
        subcommands: [ImportJourney.self, ImportDaVinci.self, ImportRecording.self])

    /// What an import's exit status says.
    static let exitStatuses =
        "Exit status: 0 when every tree or flow was written (warnings say what the export could not say), "
        + "2 when some were written and others refused (each refusal is an error at its place), "
        + "1 when nothing was written."
}

struct ImportDaVinci: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "davinci",
        abstract:
            "Writes <Flow>.collectors.yaml, <Flow>.flow.yaml and <Flow>.sandbox.yaml from DaVinci flow exports; nothing when any has an error.",
        discussion: Import.exitStatuses)

    @Argument(help: "DaVinci flow exports (the console's JSON, with or without subflows).")
    var exports: [String]

    @Option(help: "A PingOne forms export, for the flows' PingOne forms nodes.")
    var forms: [String] = []

    @Option(help: "Only the flow of this name.")
    var flow: String?

    @Option(help: "A YAML file of what the exports cannot say: decisions (node id: true, false or a compared value).")
    var overlay: String?

    @Option(help: "The folder the files are written to.")
    var output: String

    func run() throws {
        try finish(
            Commands.importDaVinci(
                paths: exports, forms: forms, flow: flow, overlay: overlay, outputDirectory: output))
    }
}

struct ImportRecording: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recording",
        abstract:
            "Writes the specs and a sandbox script of each journey and DaVinci flow a recording (orchestrate-sandbox record) walked, from the responses the server sent."
    )

    @Argument(help: "A recording file.")
    var recording: String

    @Option(help: "The DaVinci flow's name (by default the file's, without its extensions).")
    var flow: String?

    @Option(
        help: "A prefix for every name the files give (Recorded: RecordedLogin), where a target has the names already.")
    var prefix = ""

    @Option(
        name: .customLong("export"),
        help: ArgumentHelp(
            "A journey or DaVinci export of the same flows: where it and the recording disagree, a warning says so (the recording's specs are written); repeat for more.",
            valueName: "file"))
    var exports: [String] = []

    @Option(help: "The folder the files are written to.")
    var output: String

    func run() throws {
        try finish(
            Commands.importRecording(
                path: recording, flowName: flow, prefix: prefix, exports: exports, outputDirectory: output))
    }
}

struct ImportJourney: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journey",
        abstract:
            "Writes <Tree>.callbacks.yaml, <Tree>.flow.yaml and <Tree>.sandbox.yaml from journey exports; nothing when a file has an error, and not a tree AM could not load.",
        discussion: Import.exitStatuses)

    @Argument(
        help:
            "Journey exports: frodo's or the admin console's files, amtree.sh's, or folders of Amster, file-based configuration or fr-config-manager entities."
    )
    var exports: [String]

    @Option(help: "Only the tree of this name.")
    var tree: String?

    @Option(
        help:
            "A YAML file of what the exports cannot say: decisions (node id: outcome), attributes (name: String, Number or Boolean), callbacks (node id: [types]) and outputs (node id: {callback: {output: value}})."
    )
    var overlay: String?

    @Option(help: "The folder the files are written to.")
    var output: String

    func run() throws {
        try finish(Commands.importJourney(paths: exports, tree: tree, overlay: overlay, outputDirectory: output))
    }
}
