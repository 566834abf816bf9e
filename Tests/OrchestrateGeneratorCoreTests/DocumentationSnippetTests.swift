import Foundation
import Testing

/// "Every Swift block in an article is compiled code": each ```swift block of every article of every DocC catalog
/// under Sources, and of the README, is in a Swift file that a build compiles, word for word. The block may be
/// indented there as a whole (inside a function or a type), and its first line may follow other text on its line
/// and its last line go on (`public static func run(…) {`, a declaration as the generator writes it). Where each
/// article's code is compiled:
///
/// - `Examples/AppleApp` (Apple platforms, the OrchestrateUI articles): `Scripts/apple-check.sh` type-checks it for
///   iOS and macOS with the code generated from `Examples/Specs`; `Examples/SignInApp.swiftpm` (the README), the
///   same, as the example app's module;
/// - `Tests/*/Docs`, `Tests/PingPortTests`, `Tests/OrchestrateTests/Recording`: test targets that compile the blocks
///   and run them against the sandbox (all but the few that name a tenant's URL), over the generated code of
///   `Tests/GeneratedCodeTests/Generated` where they use generated types (the golden output of `Examples/Specs`,
///   whose first lines the spec reference shows);
/// - `PluginManifestExampleTests`: the plugins article's `Package.swift`, compiled and run by SwiftPM.
@Suite struct DocumentationSnippetTests {
    /// A ```swift block of an article: where it starts (1-based line of its fence) and its text, with the fence's
    /// own indentation (a block in a list item) removed from each line.
    struct Block {
        var line: Int
        var text: String
    }

    /// The Swift blocks of `markdown`, and the line of every ```swift fence that is never closed.
    static func swiftBlocks(in markdown: String) -> (blocks: [Block], unclosed: [Int]) {
        let lines = markdown.components(separatedBy: "\n")
        var blocks: [Block] = []
        var unclosed: [Int] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indentation = line.prefix { $0 == " " }.count
            guard line.dropFirst(indentation).trimmingCharacters(in: .whitespaces) == "```swift" else {
                index += 1
                continue
            }
            var body: [String] = []
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
                let text = lines[end]
                let drop = min(indentation, text.prefix { $0 == " " }.count)
                body.append(String(text.dropFirst(drop)))
                end += 1
            }
            if end == lines.count { unclosed.append(index + 1) }
            blocks.append(Block(line: index + 1, text: body.joined(separator: "\n")))
            index = end + 1
        }
        return (blocks, unclosed)
    }

    /// Whether `block` is in `file`: its lines in a row, every non-empty one after the first indented by the same
    /// spaces as the line where the first one is found (empty lines stay empty).
    static func file(_ file: String, contains block: String) -> Bool {
        let lines = block.components(separatedBy: "\n")
        guard let first = lines.first, !first.isEmpty else { return false }
        var searchStart = file.startIndex
        while let found = file.range(of: first, range: searchStart..<file.endIndex) {
            let lineStart =
                file[..<found.lowerBound].lastIndex(of: "\n").map { file.index(after: $0) } ?? file.startIndex
            let indentation = String(file[lineStart...].prefix { $0 == " " })
            let indented = ([first] + lines.dropFirst().map { $0.isEmpty ? "" : indentation + $0 })
                .joined(separator: "\n")
            if file[found.lowerBound...].hasPrefix(indented) { return true }
            searchStart = found.upperBound
        }
        return false
    }

    /// The articles: every Markdown file of every `.docc` folder under Sources, and the README, by path from the root.
    static func articles() throws -> [String] {
        let sources = packageRoot.appendingPathComponent("Sources")
        var paths: [String] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let targetFolder = sources.appendingPathComponent(target)
            for catalog in (try? FileManager.default.contentsOfDirectory(atPath: targetFolder.path)) ?? []
            where catalog.hasSuffix(".docc") {
                let folder = targetFolder.appendingPathComponent(catalog)
                let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
                paths += files.filter { $0.hasSuffix(".md") }.sorted().map { "Sources/\(target)/\(catalog)/\($0)" }
            }
        }
        return paths + ["README.md"]
    }

    /// The text of every Swift file a build compiles: under Examples (the Apple check's app, the example app and
    /// packages) and Tests (the test targets, the Apple shims), build folders left out.
    static func compiledFiles() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        for folder in ["Examples", "Tests"] {
            let url = packageRoot.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
            for path in paths.sorted() where path.hasSuffix(".swift") {
                let components = path.split(separator: "/")
                if components.contains(where: { $0.hasPrefix(".") }) { continue }
                let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                files.append(("\(folder)/\(path)", text))
            }
        }
        return files
    }

    @Test func everySwiftBlockOfEveryArticleIsCompiledCode() throws {
        let articles = try Self.articles()
        #expect(articles.count >= 20, "the catalogs' articles and landing pages, and the README")
        #expect(articles.contains("Sources/OrchestrateSandbox/OrchestrateSandbox.docc/UsingTheSandbox.md"))
        let files = try Self.compiledFiles()
        #expect(files.count >= 200)
        var checked = 0
        for article in articles {
            let markdown = try String(contentsOf: packageRoot.appendingPathComponent(article), encoding: .utf8)
            let (blocks, unclosed) = Self.swiftBlocks(in: markdown)
            #expect(unclosed.isEmpty, "\(article): a ```swift fence is not closed (lines \(unclosed))")
            for block in blocks {
                checked += 1
                #expect(
                    files.contains { Self.file($0.text, contains: block.text) },
                    "\(article):\(block.line): this Swift block is in no compiled file:\n\(block.text)")
            }
        }
        #expect(checked >= 70, "every article's blocks were read")

        // The reading itself: a block in a list item loses its fence's indentation, and is found re-indented.
        let item = Self.swiftBlocks(in: "- A list item:\n\n  ```swift\n  if ready {\n      go()\n  }\n  ```\n")
        #expect(item.blocks.map(\.text) == ["if ready {\n    go()\n}"])
        #expect(Self.file("func f() {\n    if ready {\n        go()\n    }\n}\n", contains: "if ready {\n    go()\n}"))
        #expect(!Self.file("func f() {\n    if ready {\n    go()\n    }\n}\n", contains: "if ready {\n    go()\n}"))
    }
}
