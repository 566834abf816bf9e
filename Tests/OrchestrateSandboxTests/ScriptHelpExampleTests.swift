import Foundation
import OrchestrateSandbox
import Testing

/// The EXAMPLE of `orchestrate-sandbox serve --help` (Sources/orchestrate-sandbox/ScriptHelp.swift), read from the
/// source as written: it loads, and its `credentials: {}` reads the fields the grammar's defaults name.
@Suite("orchestrate-sandbox serve --help")
struct ScriptHelpExampleTests {
    static let helpSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/orchestrate-sandbox/ScriptHelp.swift")

    /// The lines after `EXAMPLE` up to the end of the help text, without their common indentation.
    static func example() throws -> String {
        let source = try String(contentsOf: helpSource, encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "EXAMPLE" })
        let end = try #require(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "\"\"\"" })
        let body = lines[(start + 1)..<end]
        let indent =
            body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    @Test("the help's EXAMPLE loads and signs bob in with credentials: {}")
    func exampleLoadsAndPlays() async throws {
        let text = try Self.example()
        #expect(text.contains("credentials: {}"))
        let script = try SandboxScript(yaml: text, sourceName: "help EXAMPLE")
        #expect(script.flowNames == ["login"])
        #expect(script.usernames == ["bob"])
        try await withSandbox(script: script) { _, driver in
            let (_, refusedSession) = try await driver.authorize()
            let refused = try await driver.submit(
                refusedSession, actionKey: "submit",
                formData: ["username": "bob", "password": "wrong"])
            #expect(refused.status == 400)
            let (_, session) = try await driver.authorize()
            let success = try await driver.submit(
                session, actionKey: "submit",
                formData: ["username": "bob", "password": "secret"])
            #expect(success.json?["status"] == "COMPLETED")
        }
    }
}
