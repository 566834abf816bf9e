import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// Hostile specs give code that compiles (Corpus/valid, compiled by GeneratedCodeTests) or diagnostics
/// with a line and column, never a crash or a hang.
@Suite struct HostileCorpusTests {
    static let invalidFiles: [String] = {
        let folder = packageRoot.appendingPathComponent("Tests/OrchestrateGeneratorCoreTests/Corpus/invalid")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }()

    static let expectedFirstError: [String: String] = [
        "AliasKey.flow.yaml": "5:6: a YAML alias cannot be a mapping key in spec files",
        "BadNames.flow.yaml":
            "2:7: invalid flow name: 'Evil\\u{202E}flow' is not a Swift identifier: U+202E cannot appear in an identifier",
        "BillionLaughs.flow.yaml": "6:39: the document expands to too many values (YAML aliases?); refused",
        "CommentsOnly.collectors.yaml": "1:1: the file is empty; a spec starts with 'orchestrate: 1'",
        "ComplexKey.collectors.yaml": "3:3: complex mapping keys ('? ') are not supported in spec files",
        "DeepBlock.flow.yaml": "131:1: the document nests deeper than 128 levels",
        "DeepDashes.flow.yaml": "3:1: the document nests deeper than 128 levels",
        "DeepFlow.flow.yaml": "3:138: the document nests deeper than 128 levels",
        "DuplicateKeys.collectors.yaml": "3:3: duplicate key 'A' in a mapping",
        "Empty.flow.yaml": "1:1: the file is empty; a spec starts with 'orchestrate: 1'",
        "MergeKey.flow.yaml": "3:1: unknown key 'base' in a flow spec",
        "NotUTF8.flow.yaml": "2:10: the file is not valid UTF-8",
        "NulByte.flow.yaml": "2:8: invalid YAML: control characters are not allowed",
        "NullRoot.flow.yaml": "1:1: a flow spec must be a mapping, found null",
        "Tabs.flow.yaml":
            "4:1: invalid YAML: found character that cannot start any token while scanning for the next token",
    ]

    /// A file built to blow up a parser (BillionLaughs, DeepBlock) must end, not merely fail: the time limit
    /// catches a hang without asserting a speed.
    @Test(.timeLimit(.minutes(1)), arguments: invalidFiles)
    func anInvalidCorpusFileGivesDiagnosticsWithLocations(file: String) throws {
        let sources = sources(in: "Tests/OrchestrateGeneratorCoreTests/Corpus/invalid/\(file)")
        try #require(sources.count == 1)
        let result = Generator.generate(sources)
        #expect(result.files.isEmpty)
        let first = try #require(result.diagnostics.first { $0.severity == .error })
        #expect("\(first.location.line):\(first.location.column): \(first.message)" == Self.expectedFirstError[file])
        for diagnostic in result.diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
        }
    }

    @Test func everyCorpusFileHasAnExpectation() {
        #expect(Set(Self.invalidFiles) == Set(Self.expectedFirstError.keys))
    }

    @Test func aLegitimateAnchorStillWorks() {
        let result = generate([
            "A.flow.yaml": flow(
                """
                modules:
                  m:
                    start: &headers
                      - header: { a: b }
                    next: *headers
                """)
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.files.first?.contents.contains(
                "setup.next { flow, node, request in\n            request.header(name: \"a\", value: \"b\")") == true)
    }

    @Test func aHugeSpecReportsEveryProblem() {
        var text = "orchestrate: 1\nflow: Huge\nmodules:\n"
        for index in 0..<2_000 {
            text += "  m\(index):\n    config: { v: { type: String, default: \"value \(index)\" } }\n"
            text += "    start: [ { header: { \"x-\(index)\": \"${config.v}\" }, when: config.v } ]\n"
        }
        text += "steps:\n"
        for index in 0..<1_999 { text += "  s\(index): { form: F, next: [s\(index + 1)] }\n" }
        text += "  s1999: { success: true }\n"
        let result = Generator.generate([SpecSource(path: "/specs/Huge.flow.yaml", text: text)])
        #expect(result.diagnostics.count == 1_999)
        #expect(result.diagnostics.first?.message == "unknown form 'F'")
    }

    @Test func mutatedSpecsNeverCrash() {
        let originals = sources(in: "Examples/Specs") + sources(in: "Tests/OrchestrateGeneratorCoreTests/Corpus/valid")
        var generator = SeededRandom(seed: 42)
        let inserts: [[UInt8]] = [
            "\"", "'", "{", "[", "]", "}", ":", "- ", "*a", "&a ", "\n", "\t", "${", "\\(", "\u{0}", "\u{FF}", "#",
            "? ",
        ]
        .map { Array($0.utf8) }
        for round in 0..<150 {
            var sources = originals
            let index = Int(generator.next() % UInt64(sources.count))
            var bytes = sources[index].bytes
            for _ in 0..<(1 + round % 4) {
                let position = Int(generator.next() % UInt64(bytes.count + 1))
                switch generator.next() % 3 {
                case 0: bytes.insert(contentsOf: inserts[Int(generator.next() % UInt64(inserts.count))], at: position)
                case 1: if position < bytes.count { bytes.remove(at: position) }
                default: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: generator.next()) }
                }
            }
            sources[index].bytes = bytes
            let result = Generator.generate(sources)
            #expect(!result.files.isEmpty || result.hasErrors)
            for diagnostic in result.diagnostics {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
            }
        }
    }
}

/// A small deterministic generator (SplitMix64), so the mutation test is the same on every run.
struct SeededRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
