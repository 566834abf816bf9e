import Foundation
import Orchestrate
import OrchestrateUI
import Testing

/// The "Every key" table of the "Styles and theme" article lists every key OrchestrateUI's views look up, with its
/// English default, as the code has them: the screen's texts (`ScreenText`), each validation rule's template and
/// each IDM policy code's. `ORCHESTRATE_BLESS=1` rewrites the table from the code.
@Suite struct MessageKeysArticleTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(
            "Sources/OrchestrateUI/OrchestrateUI.docc/StylesAndTheme.md")
    static let begin = "<!-- BEGIN MESSAGE KEYS -->"
    static let end = "<!-- END MESSAGE KEYS -->"

    /// One value of each validation rule, covering every template `MessageTemplate.of(_:)` gives.
    static let validationErrors: [ValidationError] = [
        .required, .requiredWithMessage("m"), .regexError(message: ""), .regexError(message: "m"), .notAnOption("x"),
        .invalidLength(min: 2, max: Int.max), .invalidLength(min: 0, max: 8), .invalidLength(min: 2, max: 8),
        .uniqueCharacter(min: 2), .maxRepeat(max: 2), .minCharacters(character: "0123456789", min: 1),
        .forbiddenCharacters("<>"),
    ]

    /// Every key and its English text, in the table's order.
    static var templates: [MessageTemplate] {
        let screen = ScreenText.allCases.map(\.template)
        let validation = validationErrors.map(MessageTemplate.of)
        let policies =
            MessageTemplate.policyTemplates.values.sorted { $0.key < $1.key }
            + [MessageTemplate.of(FailedPolicy(policyRequirement: "NOT_A_CODE"))]
        return screen + validation + policies
    }

    static var table: String {
        let rows = templates.map { template in
            "| `\(template.key)` | \(template.english.replacingOccurrences(of: "|", with: "\\|")) |"
        }
        return (["| key | English |", "|---|---|"] + rows).joined(separator: "\n")
    }

    @Test func theArticleListsEveryKeyWithItsEnglish() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "the article marks its table")
        let stop = try #require(text.range(of: Self.end))
        let expected = "\n" + Self.table + "\n"
        if ProcessInfo.processInfo.environment["ORCHESTRATE_BLESS"] == "1" {
            try (String(text[..<start.upperBound]) + expected + String(text[stop.lowerBound...]))
                .write(to: Self.article, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(text[start.upperBound..<stop.lowerBound]) == expected,
            "run ORCHESTRATE_BLESS=1 swift test --filter MessageKeysArticle")
        #expect(Set(Self.templates.map(\.key)).count == Self.templates.count, "no key twice")
        #expect(Self.templates.count > 60)
    }
}
