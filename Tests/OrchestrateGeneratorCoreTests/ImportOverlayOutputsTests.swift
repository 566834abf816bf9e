import Foundation
import OrchestrateBasics
import Testing

@testable import OrchestrateGeneratorCore

/// The overlay's `outputs`: what the server fills in that no export holds (IDM's terms, the realm's
/// providers, policies), given by node and callback; the sandbox sends it, and the warning it settles goes.
@Suite struct ImportOverlayOutputsTests {
    static let export: JSON = [
        "tree": [
            "_id": "Terms", "entryNodeId": "terms",
            "nodes": [
                "terms": [
                    "nodeType": "AcceptTermsAndConditionsNode", "displayName": "Terms",
                    "connections": ["outcome": "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"],
                ]
            ],
        ],
        "nodes": ["terms": ["_id": "terms", "_type": ["_id": "AcceptTermsAndConditionsNode"]]],
    ]

    static func run(overlay: String?) throws -> (outcome: Commands.Outcome, script: String) {
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Terms.journey.json")
        try Data(Self.export.serializedText().utf8).write(to: file)
        var overlayPath: String?
        if let overlay {
            let url = folder.appendingPathComponent("overlay.yaml")
            try Data(overlay.utf8).write(to: url)
            overlayPath = url.path
        }
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(paths: [file.path], overlay: overlayPath, outputDirectory: output.path)
        let script =
            (try? String(contentsOf: output.appendingPathComponent("Terms.sandbox.yaml"), encoding: .utf8)) ?? ""
        return (outcome, script)
    }

    @Test func outputsTheOverlayGivesAreSentAndSettleTheirWarning() throws {
        let bare = try Self.run(overlay: nil)
        #expect(bare.outcome.errors.contains("note: settle it with the overlay key outputs.terms.terms"))
        let given = try Self.run(overlay: "outputs:\n  terms:\n    terms: {terms: Be kind., version: \"2.1\"}\n")
        #expect(!given.outcome.failed, "\(given.outcome.errors)")
        #expect(!given.outcome.errors.contains("outputs.terms.terms"), "settled: \(given.outcome.errors)")
        #expect(given.script.contains("terms: Be kind."), "\(given.script)")
        #expect(given.script.contains("version: \"2.1\""))
    }

    /// Values are read as the spec reader reads YAML (`yes` and `on` are true, `0x10` and `1_000` numbers).
    @Test func outputValuesAreReadAsYAMLReadsThem() throws {
        let text = "{a: yes, b: On, c: no, d: 0x10, e: 1_000, f: 2.5, g: text}"
        let node = try YAMLReader.read(SpecSource(path: "o.yaml", bytes: Array(text.utf8))).get()
        #expect(
            ImportOverlay.json(node)
                == ["a": true, "b": true, "c": false, "d": 16, "e": 1000, "f": 2.5, "g": "text"])
    }

    @Test func outputsThatAreNotAMappingAreALocatedError() throws {
        let bad = try Self.run(overlay: "outputs:\n  terms:\n    terms: [1, 2]\n")
        #expect(bad.outcome.failed)
        #expect(
            bad.outcome.errors.contains("overlay.yaml:3:12: error: a callback's outputs are a mapping"),
            "\(bad.outcome.errors)")
    }
}
