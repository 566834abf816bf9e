import Foundation
@_spi(Generated) import Orchestrate
import Testing

/// What a flow spec's `store` actions and `${flow.name}` interpolations call in the generated hooks.
@Suite struct ContextStoreTests {
    @Test func aMissingValueLeavesTheStoredOneAndAPresentOneReplacesIt() {
        let context = WorkflowContext()
        context.store(text: "first", as: "id")
        context.store(text: nil, as: "id")
        #expect(context.string("id") == "first")
        context.store(json: nil, as: "id")
        #expect(context.string("id") == "first")
        context.store(text: "second", as: "id")
        #expect(context.string("id") == "second")
    }

    @Test func aJSONStringIsStoredAsItIsAndAnotherValueAsItsJSON() {
        let context = WorkflowContext()
        context.store(json: .string("abc"), as: "text")
        context.store(json: .integer(42), as: "number")
        context.store(json: ["a": .bool(true)], as: "object")
        #expect(context["text"] as? String == "abc")
        #expect(context["number"] as? String == "42")
        #expect(context["object"] as? String == #"{"a":true}"#)
    }

    @Test func textIsTheStoredValueOrNothing() {
        let context = WorkflowContext()
        #expect(context.text("absent") == "")
        context["count"] = 3
        #expect(context.text("count") == "3")
    }

    @Test func aResponseGivesTheValueOfTheCookieItSets() throws {
        let url = try #require(URL(string: "https://example.com/flow"))
        let response = Response(
            url: url, status: 200,
            headers: HTTPHeaders([
                ("Set-Cookie", "a=1; Path=/"), ("Set-Cookie", "ST=session; Path=/; HttpOnly"),
            ]))
        #expect(response.cookie(named: "ST") == "session")
        #expect(response.cookie(named: "a") == "1")
        #expect(response.cookie(named: "missing") == nil)
    }
}
