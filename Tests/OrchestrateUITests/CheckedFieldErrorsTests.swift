import Foundation
import Orchestrate
import Testing

@testable import OrchestrateUI

/// A screen checks a field once per change, however many of its views ask: the field's view, its style and its
/// accessibility hint read the same errors while the field is drawn.
@Suite struct CheckedFieldErrorsTests {
    @Test func aFieldIsCheckedOncePerChangeOfItsValueOrOfTheAttempt() async throws {
        let node = try await daVinciNode(
            daVinciForm([["type": "TEXT", "key": "user.username", "label": "Username", "required": true]]))
        let fields = NodeFields(node: node)
        let field = try #require(fields.fields.first)
        var checked = CheckedFieldErrors()
        var attempt = SubmitAttempt()
        #expect(checked.errors(for: field, attempt: attempt, revision: 0).isEmpty, "before an attempt, the server's")
        _ = checked.errors(for: field, attempt: attempt, revision: 0)
        #expect(checked.checks == 1, "asked twice, checked once")

        let next = NodeButton(id: "next", label: "", style: .primary, press: .next, validatesFields: true, action: nil)
        _ = attempt.press(next, on: fields)
        #expect(checked.errors(for: field, attempt: attempt, revision: 0) == [.validation(.required)])
        #expect(checked.checks == 2, "a new attempt checks again")

        field.textAction?.textValue = "ada"
        #expect(checked.errors(for: field, attempt: attempt, revision: 1).isEmpty)
        #expect(checked.checks == 3)
        field.textAction?.textValue = ""
        #expect(
            checked.errors(for: field, attempt: attempt, revision: 1) == [.validation(.required)],
            "a value written past the bindings (no new revision) is still checked again")
        #expect(checked.checks == 4)
    }
}
