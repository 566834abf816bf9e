import Foundation
import Testing

/// The README's "Apple platforms" section shows only code that is compiled: each of its Swift blocks is in
/// a file of `Examples/AppleApp`, word for word, which `Scripts/apple-check.sh` type-checks for iOS and
/// macOS (and `AppleShimCheckTests` on Linux, for the AuthenticationServices ones).
@Suite struct AppleReadmeSnippetTests {
    /// The Swift blocks of the README section headed `heading`, up to the next section of its level.
    static func swiftBlocks(inSection heading: String) throws -> [String] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n\(heading)\n"), "README has no '\(heading)'")
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        return section.components(separatedBy: "```swift\n").dropFirst().compactMap { block in
            block.components(separatedBy: "\n```").first
        }
    }

    @Test func everySwiftBlockOfTheAppleSectionIsCompiledCode() throws {
        let blocks = try Self.swiftBlocks(inSection: "## Apple platforms")
        #expect(blocks.count >= 4, "Keychain storage, passkeys, social login and the unified log")
        let folder = packageRoot.appendingPathComponent("Examples/AppleApp")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        for block in blocks {
            #expect(files.contains { $0.contains(block) }, "not in Examples/AppleApp:\n\(block)")
        }
    }
}
