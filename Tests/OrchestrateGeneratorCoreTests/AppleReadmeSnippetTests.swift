import Foundation
import Testing

/// The "Apple platforms" article of the runtime's documentation shows only code that is compiled: each of its
/// Swift blocks is in a file of `Examples/AppleApp`, word for word, which `Scripts/apple-check.sh` type-checks for
/// iOS and macOS (and `AppleShimCheckTests` on Linux, for the AuthenticationServices ones).
@Suite struct AppleReadmeSnippetTests {
    /// The article.
    static let article = "Sources/Orchestrate/Orchestrate.docc/ApplePlatforms.md"

    /// The Swift blocks of the file at `path`.
    static func swiftBlocks(in path: String) throws -> [String] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        return text.components(separatedBy: "```swift\n").dropFirst().compactMap { block in
            block.components(separatedBy: "\n```").first
        }
    }

    @Test func everySwiftBlockOfTheAppleArticleIsCompiledCode() throws {
        let blocks = try Self.swiftBlocks(in: Self.article)
        #expect(blocks.count >= 4, "Keychain storage, passkeys, social login and the unified log")
        let folder = packageRoot.appendingPathComponent("Examples/AppleApp")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        for block in blocks {
            #expect(files.contains { $0.contains(block) }, "not in Examples/AppleApp:\n\(block)")
        }
    }

    /// The OrchestrateUI articles show only compiled code: each Swift block of each article is in a file of
    /// `Examples/AppleApp`, word for word, which `Scripts/apple-check.sh` type-checks for iOS and macOS.
    @Test func everySwiftBlockOfTheOrchestrateUIArticlesIsCompiledCode() throws {
        let docs = "Sources/OrchestrateUI/OrchestrateUI.docc"
        let articles = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent(docs).path
        ).filter { $0.hasSuffix(".md") }.sorted()
        #expect(articles.count >= 5, "the landing page and an article per task")
        let folder = packageRoot.appendingPathComponent("Examples/AppleApp")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        var blockCount = 0
        for article in articles {
            for block in try Self.swiftBlocks(in: "\(docs)/\(article)") {
                blockCount += 1
                #expect(files.contains { $0.contains(block) }, "\(article): not in Examples/AppleApp:\n\(block)")
            }
        }
        #expect(blockCount >= 15)
    }

    /// The README's SwiftUI section shows the example app as it is type-checked: each Swift block of the
    /// section is in a file of `Examples/SignInApp.swiftpm`, word for word.
    @Test func theReadmesSwiftUIBlocksAreTheExampleApp() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section =
            try #require(readme.components(separatedBy: "## SwiftUI: OrchestrateUI").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
        #expect(blocks.count >= 2, "the journey view and the custom field")
        let folder = packageRoot.appendingPathComponent("Examples/SignInApp.swiftpm")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        for block in blocks {
            #expect(files.contains { $0.contains(block) }, "not in Examples/SignInApp.swiftpm:\n\(block)")
        }
        #expect(section.contains("not yet"), "the README says the views are not screenshot-tested")
    }
}
