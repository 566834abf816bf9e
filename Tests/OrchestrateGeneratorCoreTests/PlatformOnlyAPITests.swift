import Foundation
import Testing

/// Nothing is silently platform-only: a public declaration that only some platforms compile (inside
/// `#if canImport(…)` or `#if os(…)`) says so in its doc comment ("… only"): a top-level one, and a member
/// that an extension adds to a type every platform has. (The members of a platform-only type are as
/// platform-only as their type, which says so.)
@Suite struct PlatformOnlyAPITests {
    /// The public declarations of `file` inside a platform condition, with the doc comment above each.
    static func platformOnlyDeclarations(in text: String) -> [(line: String, doc: String)] {
        var conditions: [Bool] = []
        var doc: [String] = []
        var found: [(String, String)] = []
        var inExtension = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let topLevel = raw.first.map { !$0.isWhitespace } ?? false
            if topLevel, let first = line.first, first.isLetter {
                inExtension = line.hasPrefix("extension ") || line.hasPrefix("public extension ")
            }
            if line.hasPrefix("#if ") {
                conditions.append(line.contains("canImport(") || line.contains("os("))
            } else if line.hasPrefix("#endif") {
                _ = conditions.popLast()
            } else if line.hasPrefix("///") {
                doc.append(line)
                continue
            } else if line.hasPrefix("@") {
                continue
            } else if line.hasPrefix("public ") && conditions.contains(true) && (topLevel || inExtension) {
                found.append((line, doc.joined(separator: " ")))
            }
            doc = []
        }
        return found
    }

    @Test func platformOnlyPublicAPISaysSo() throws {
        let sources = packageRoot.appendingPathComponent("Sources/Orchestrate")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var checked = 0
        for file in files {
            for (line, doc) in Self.platformOnlyDeclarations(in: try String(contentsOf: file, encoding: .utf8)) {
                checked += 1
                #expect(
                    doc.contains(" only"), "\(file.lastPathComponent): '\(line)' does not say which platforms have it")
            }
        }
        #expect(checked >= 8, "the Keychain, passkey and browser APIs are found")
    }

    @Test func theScanSeesConditionsAndDocComments() {
        let found = Self.platformOnlyDeclarations(
            in: """
                public func everywhere() {}
                #if canImport(Security)
                /// Apple platforms only.
                @MainActor
                public func apple() {}
                public func silent() {}
                public final class AppleType {
                    public func member() {}
                }
                extension String {
                    public func added() {}
                }
                #endif
                """)
        #expect(
            found.map(\.line) == [
                "public func apple() {}", "public func silent() {}", "public final class AppleType {",
                "public func added() {}",
            ])
        #expect(found.map(\.doc) == ["/// Apple platforms only.", "", "", ""])
    }
}
