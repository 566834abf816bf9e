import Testing

@testable import OrchestrateGeneratorCore

/// Where a diagnostic about an export points: the member at a JSON path, by line and character column, found
/// in one pass over the file whatever it holds.
@Suite struct ExportDocumentTests {
    static func document(_ text: String) throws -> ExportDocument {
        try ExportDocument.read(file: "Flow.json", text: text).get()
    }

    @Test func aMemberIsLocatedByLineAndCharacterColumn() throws {
        let document = try Self.document("{\n  \"é\": \"ü\", \"page\": 1,\n  \"nodes\": {\"page\": {}}\n}")
        let page = document.location(of: [.key("page")])
        #expect(page.line == 2)
        #expect(page.column == 13, "characters, not bytes (15): é and ü take two bytes each")
        let nested = document.location(of: [.key("nodes"), .key("page")])
        #expect(nested.line == 3 && nested.column == 13, "the member under nodes, not the first \"page\" in the file")
    }

    @Test func anArrayElementAndAnEscapedKeyAreLocated() throws {
        let document = try Self.document("{\"a\\\"b\": [1,\n  {\"x\": 2},\n  [3]]}")
        #expect(document.location(of: [.key("a\"b")]).column == 2)
        let second = document.location(of: [.key("a\"b"), .index(1), .key("x")])
        #expect(second.line == 2 && second.column == 4)
        let third = document.location(of: [.key("a\"b"), .index(2)])
        #expect(third.line == 3 && third.column == 3)
    }

    @Test func aPathThatIsNotThereIsItsNearestAncestor() throws {
        let document = try Self.document("{\n \"nodes\": {\"a\": 1}}")
        let missing = document.location(of: [.key("nodes"), .key("b"), .key("c")])
        #expect(missing.line == 2 && missing.column == 2, "at nodes, the deepest member there is")
        #expect(document.location(of: [.key("none")]).line == 1)
    }

    @Test func aFileThatIsNotJSONSaysWhere() {
        guard case .failure(let problem) = ExportDocument.read(file: "Flow.json", text: "{\n  \"a\": [1,,2]\n}") else {
            Issue.record("a broken file must fail")
            return
        }
        #expect(problem.diagnostic.description.hasPrefix("Flow.json:2:11: error: the export is not JSON"))
    }

    @Test func outsideTextIsEscapedInADiagnostic() {
        let diagnostic = Diagnostic(
            .warning, "node \("Evil\nwarning: injected\u{1B}[31m")",
            at: SourceLocation(file: "F.json", line: 1, column: 1))
        #expect(!diagnostic.description.contains("\n"), "one line: \(diagnostic.description)")
        #expect(diagnostic.description.contains("Evil\\u{A}warning: injected\\u{1B}[31m"))
        #expect(DiagnosticText.clean(String(repeating: "x", count: 500)).count == DiagnosticText.maximumLength + 1)
    }
}
