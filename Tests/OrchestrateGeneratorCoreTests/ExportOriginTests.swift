import Testing

@testable import OrchestrateGeneratorCore

/// Where a diagnostic about an export points: the first quoted id, by line and by character column.
@Suite struct ExportOriginTests {
    @Test func anIdIsLocatedByLineAndCharacterColumn() {
        let text = "{\n  \"é\": \"ü\", \"page\": 1,\n  \"nodes\": {\"page\": {}}\n}"
        let origin = ExportOrigin(file: "Flow.json", text: text, path: "")
        let location = origin.location(of: "page")
        #expect(location.line == 2)
        #expect(location.column == 13, "characters, not bytes (15): é and ü take two bytes each")
        #expect(origin.location(of: "nodes").line == 3)
    }

    @Test func anIdThatIsNotThereIsTheFirstLine() {
        let origin = ExportOrigin(file: "Flow.json", text: "{\"page\": 1}", path: "")
        let location = origin.location(of: "pag")
        #expect(location.line == 1 && location.column == 1, "only the whole quoted id counts")
        #expect(origin.location(of: "").line == 1)
    }
}
