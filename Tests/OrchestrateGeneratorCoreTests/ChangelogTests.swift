import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// CHANGELOG.md, `orchestrate-gen --version` and the generated-code API marker stay in step, and every
/// breaking change says how to migrate.
@Suite struct ChangelogTests {
    static var changelog: String {
        get throws { try String(contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8) }
    }

    /// The `## [VERSION]` sections, newest first, each with its heading.
    static func sections(_ text: String) -> [Substring] {
        text.components(separatedBy: "\n## ").dropFirst().map { Substring($0) }
    }

    @Test func theNewestVersionIsTheToolsAndNamesTheGeneratedCodeAPI() throws {
        let newest = try #require(Self.sections(try Self.changelog).first)
        #expect(newest.hasPrefix("[\(Commands.version)]"), "CHANGELOG.md's newest section is not \(Commands.version)")
        #expect(newest.contains("Generated-code API: \(RuntimeCatalog.generatedCodeAPI)"))
        #expect(newest.contains("OrchestrateGeneratedCodeVersion_\(RuntimeCatalog.generatedCodeAPI)"))
    }

    @Test func everyBreakingChangeHasItsMigration() throws {
        let bullets = try Self.changelog.components(separatedBy: "\n- ").dropFirst()
            .map { $0.components(separatedBy: "\n\n").first ?? $0 }
            .filter { $0.hasPrefix("**Breaking") }
        #expect(bullets.count >= 20)
        for bullet in bullets {
            #expect(bullet.contains("Migration:"), "no migration: \(bullet.prefix(120))")
        }
    }

    @Test func theReleaseTheAPICheckComparesWithIsAVersionOfTheChangelog() throws {
        let line = try String(contentsOf: packageRoot.appendingPathComponent(".ci/api-baseline"), encoding: .utf8)
        let parts = line.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(parts.count == 2)
        let released = try #require(parts.last)
        #expect(
            Self.sections(try Self.changelog).dropFirst().contains { $0.hasPrefix("[\(released)]") },
            "the API baseline names \(released), which CHANGELOG.md has no section for")
    }
}
