import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// The generated examples compile, without a warning, in a package that enables upcoming features: each
/// feature alone with `-warnings-as-errors`, at both access levels, against the real runtime module.
@Suite struct StrictSettingsTests {
    /// The upcoming features a package may enable (`nil`: none, the baseline).
    static let features: [String?] = [
        nil, "InternalImportsByDefault", "ExistentialAny", "MemberImportVisibility",
        "NonisolatedNonsendingByDefault", "InferIsolatedConformances",
    ]

    /// The app functions the example flows call (`call:`), as an app declares them: `Examples/AppleApp/SpecFunctions.swift`,
    /// which the Apple check compiles with the same generated code.
    static var appFunctions: String {
        get throws {
            try String(
                contentsOf: packageRoot.appendingPathComponent("Examples/AppleApp/SpecFunctions.swift"), encoding: .utf8
            )
        }
    }

    /// The output of Examples/Specs at `access`: as written (they say `access: public`), or with their
    /// `access:` lines removed and generated at `internal`.
    static func examples(_ access: AccessLevel) -> [GeneratedFile] {
        let specs = sources(in: "Examples/Specs").map { source in
            guard access == .internal else { return source }
            let text = String(decoding: source.bytes, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .filter { !$0.hasPrefix("access:") }.joined(separator: "\n")
            return SpecSource(path: source.path, text: text)
        }
        let result = Generator.generate(specs, options: GeneratorOptions(access: access))
        #expect(result.diagnostics.map(\.description) == [])
        return result.files
    }

    static let cases: [(feature: String?, access: AccessLevel)] = features.flatMap { feature in
        AccessLevel.allCases.map { (feature, $0) }
    }

    @Test(arguments: cases.indices)
    func theExamplesCompileWithoutWarnings(index: Int) throws {
        let (feature, access) = Self.cases[index]
        let modules = try #require(
            SwiftCompiler.runtimeModulesFolder(),
            "no Modules/Orchestrate.swiftmodule above the test bundle or in .build/debug: build the tests first (swift build --build-tests)"
        )
        let files = Self.examples(access)
        #expect(files.count == 8)
        if access == .public {
            #expect(files.allSatisfy { $0.contents.contains("\n@_spi(Generated) public import Orchestrate\n") })
        } else {
            #expect(
                files.allSatisfy {
                    $0.contents.contains("\n@_spi(Generated) import Orchestrate\n")
                        && !$0.contents.contains("public import")
                })
        }
        let folder = try SwiftCompiler.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var texts = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
        texts["AppFunctions.swift"] = try Self.appFunctions
        let paths = try SwiftCompiler.write(texts, into: folder)
        let settings = feature.map { ["-enable-upcoming-feature", $0] } ?? []
        let run = try SwiftCompiler.run(
            [
                "-typecheck", "-swift-version", "6", "-module-name", "App", "-parse-as-library",
                "-warnings-as-errors", "-I", modules.path,
            ] + settings + paths)
        #expect(
            run.status == 0 && run.output.isEmpty,
            "\(feature ?? "no upcoming feature"), access \(access): \(run.output)")
    }
}
