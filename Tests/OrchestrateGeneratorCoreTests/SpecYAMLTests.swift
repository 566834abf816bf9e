import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// What an import writes is the spec model `generate` reads: each imported spec, read back by the
/// generator's own parser into `FlowSpec`, `MappingsSpec` and written again through
/// `SpecYAML`, is the same text; and the YAML the importers write quotes whatever YAML would read otherwise.
@Suite struct SpecYAMLTests {
    /// The imported specs checked in, by file name.
    static let specs: [String] = {
        let folder = packageRoot.appendingPathComponent("Tests/Imported")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasSuffix(".sandbox.yaml") }.sorted()
    }()

    @Test(arguments: specs)
    func anImportedSpecReadBackIsWrittenTheSame(name: String) throws {
        let url = packageRoot.appendingPathComponent("Tests/Imported/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        var diagnostics = DiagnosticBag()
        let set = Generator.readAll([SpecSource(path: url.path, text: text)], &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        let value: YAMLOut
        if let flow = set.flows.first {
            value = SpecYAML.flow(flow)
        } else if let callbacks = set.callbacks.first {
            // The comments an import writes after a node's match are not in the model.
            value = SpecYAML.mappings(callbacks, notes: Self.matchComments(text))
        } else {
            value = SpecYAML.mappings(try #require(set.collectors.first))
        }
        let header = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("#") }
            .map { $0.dropFirst(2) }.map(String.init)
        #expect(YAMLOut.text(value, header: header) == text)
    }

    @Test func theCheckedInImportsAreAllCovered() {
        #expect(Self.specs.count >= 10, "\(Self.specs)")
    }

    /// The comment after each node's `match:` in a callbacks file, by node name.
    static func matchComments(_ text: String) -> [String: String] {
        var comments: [String: String] = [:]
        var node = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("  "), !line.hasPrefix("    "), line.hasSuffix(":") {
                node = String(line.dropFirst(2).dropLast())
            } else if line.hasPrefix("    match:"), let hash = line.range(of: "    # ") {
                comments[node] = String(line[hash.upperBound...])
            }
        }
        return comments
    }

    @Test func scalarsYAMLWouldReadAsSomethingElseAreQuoted() {
        #expect(YAMLOut.string("plain text").flowText == "plain text")
        for text in ["true", "No", "null", "~", "12", "1e3", "-x", "a: b", "#c", "", " lead", "trail ", "x\ny", "@at"] {
            #expect(YAMLOut.string(text).flowText.hasPrefix("\""), "\(text) must be quoted")
        }
        #expect(YAMLOut.string("\u{202E}").flowText == #""\u202E""#)
        #expect(YAMLOut.comment("a\nb: c") == #"# a\u{A}b: c"#, "a comment stays on its line")
    }
}
