import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// The example specs and the valid hostile corpus against their checked-in output, byte for byte. The
/// output lives in Tests/GeneratedCodeTests/Generated, where the test build compiles it against the
/// runtime. `ORCHESTRATE_BLESS=1 swift test` rewrites it.
@Suite struct GoldenTests {
    static let cases: [(specs: String, expected: String)] = [
        ("Examples/Specs", "Tests/GeneratedCodeTests/Generated"),
        ("Tests/OrchestrateGeneratorCoreTests/Corpus/valid", "Tests/GeneratedCodeTests/Generated"),
        // The specs `orchestrate-gen import journey` writes from Corpus/import (ImportJourneyTests).
        ("Tests/Imported", "Tests/GeneratedCodeTests/Generated"),
        // The example app's own specs, which OrchestratePlugin turns into the same files when Xcode builds it.
        ("Examples/SignInApp.swiftpm", "Tests/GeneratedCodeTests/Generated"),
    ]

    @Test(arguments: cases.indices)
    func generatedFilesMatchTheCheckedInOutput(index: Int) throws {
        let (specs, expected) = Self.cases[index]
        let result = Generator.generate(sources(in: specs))
        #expect(result.diagnostics.map(\.description) == [])
        #expect(!result.files.isEmpty)
        let folder = packageRoot.appendingPathComponent(expected)
        for file in result.files {
            let url = folder.appendingPathComponent(file.name)
            if blessing {
                _ = try OutputWriter.write(file, into: folder.path)
                continue
            }
            let existing = try String(contentsOf: url, encoding: .utf8)
            #expect(
                existing == file.contents, "\(file.name) differs from fresh output; run ORCHESTRATE_BLESS=1 swift test")
        }
    }

    /// No pass re-indents or trims the rendered text: the templates print it tidy themselves.
    @Test(arguments: [AccessLevel.internal, .public])
    func theTemplatesPrintTidyCode(access: AccessLevel) {
        let all = sources(in: "Examples/Specs") + sources(in: "Tests/OrchestrateGeneratorCoreTests/Corpus/valid")
        for file in Generator.generate(all, options: GeneratorOptions(access: access)).files {
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.allSatisfy { $0.last != " " && $0.last != "\t" }, "\(file.name) has trailing blanks")
            #expect(
                file.contents.hasSuffix("}\n") && !file.contents.hasPrefix("\n"),
                "\(file.name) does not end with one line feed")
            for index in lines.indices.dropFirst().dropLast(2) where lines[index].isEmpty {
                let next = lines[index + 1].drop { $0 == " " }
                // No two blank lines in a row, and none just inside brackets.
                #expect(
                    !next.isEmpty && lines[index - 1].last != "{" && !"})]".contains(next.first ?? " "),
                    "\(file.name):\(index + 1): a blank line out of place")
            }
        }
    }

    @Test func everyInputOrderGivesTheSameBytes() {
        let all = sources(in: "Examples/Specs") + sources(in: "Tests/OrchestrateGeneratorCoreTests/Corpus/valid")
        let forward = Generator.generate(all).files
        let backward = Generator.generate(all.reversed()).files
        let rotated = Generator.generate(Array(all.dropFirst()) + all.prefix(1)).files
        #expect(forward == backward)
        #expect(forward == rotated)
        #expect(forward.count == all.count)
    }

    @Test func outputNamesComeFromTheInputNameAlone() {
        #expect(SpecSource(path: "/a/SignIn.flow.yaml", text: "").outputFileName == "SignIn.flow.swift")
        #expect(SpecSource(path: "/a/SignIn.flow.yml", text: "").outputFileName == "SignIn.flow.swift")
        #expect(SpecSource(path: "/a/DaVinci.collectors.yml", text: "").outputFileName == "DaVinci.collectors.swift")
        #expect(SpecSource(path: "/a/x.y.flow.yaml", text: "").outputFileName == "x.y.flow.swift")
        #expect(SpecSource(path: "/a/.flow.yaml", text: "").kind == nil)
    }
}
