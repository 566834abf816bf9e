import Foundation

@testable import OrchestrateGeneratorCore

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Whether golden files are rewritten instead of compared (`ORCHESTRATE_BLESS=1 swift test`).
let blessing = ProcessInfo.processInfo.environment["ORCHESTRATE_BLESS"] == "1"

/// A collectors file most snippets use.
let standardCollectors = """
    orchestrate: 1
    name: Demo
    forms:
      Login:
        match: { formName: Sign On }
        fields:
          username: TEXT
          password: PASSWORD
          submit: SUBMIT_BUTTON
    """

/// Generates from in-memory specs at `/specs/<name>`.
func generate(_ files: [String: String], access: AccessLevel = .internal) -> GenerationResult {
    let sources = files.sorted { $0.key < $1.key }.map { SpecSource(path: "/specs/\($0.key)", text: $0.value) }
    return Generator.generate(sources, options: GeneratorOptions(access: access))
}

/// Generates a flow (with `standardCollectors`) and returns the flow file's text, or the diagnostics.
func flowOutput(_ flow: String, collectors: String = standardCollectors) -> (text: String, diagnostics: [String]) {
    let result = generate(["Test.flow.yaml": flow, "Demo.collectors.yaml": collectors])
    let text = result.files.first { $0.name == "Test.flow.swift" }?.contents ?? ""
    return (text, result.diagnostics.map(\.description))
}

/// The errors of generating `files`, each as `File:line:column: message` (the folder left out).
func errors(_ files: [String: String]) -> [String] {
    generate(files).diagnostics.filter { $0.severity == .error }.map {
        "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line):\($0.location.column): \($0.message)"
    }
}

/// A flow spec header followed by `body`.
func flow(_ body: String) -> String {
    "orchestrate: 1\nflow: Test\n" + body
}

/// The spec sources of a folder of the package.
func sources(in folder: String) -> [SpecSource] {
    let url = packageRoot.appendingPathComponent(folder)
    return SpecDiscovery.sources(for: [url.path]).sources
}
