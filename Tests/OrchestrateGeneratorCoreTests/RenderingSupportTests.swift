import Mustache
import Testing
@testable import OrchestrateGeneratorCore

/// The pieces that make rendering fast without changing a byte: partial indentation, tag delimiters, typed
/// template values and worker threads.
@Suite struct RenderingSupportTests {
    @Test func standalonePartialTagsLoseTheirIndentationAndNothingElseChanges() {
        let text = "{{% CONTENT_TYPE: TEXT }}\n    {{#items}}\n    {{>Item}}\n\t{{>Other}}  \n    x {{>Inline}}\n    {{/items}}\n"
        #expect(PartialIndentation.removed(from: text)
            == "{{% CONTENT_TYPE: TEXT }}\n    {{#items}}\n{{>Item}}\n{{>Other}}  \n    x {{>Inline}}\n    {{/items}}\n")
        #expect(PartialIndentation.removed(from: "no partials\n  here") == "no partials\n  here")
    }

    @Test func workerThreadsReturnEveryResultInIndexOrder() {
        let squares = BigStackThread.map(100, width: 4, priority: Array((0..<100).reversed())) { $0 * $0 }
        #expect(squares == (0..<100).map { $0 * $0 })
        #expect(BigStackThread.map(0) { $0 }.isEmpty)
        #expect(BigStackThread.run { 42 } == 42)
    }

    @Test func theDefaultTemplatesCompileOnceWhateverThreadAsks() {
        let names = BigStackThread.map(8, width: 8) { _ in TemplateSet.defaults.library.getTemplate(named: "FlowFile") != nil }
        #expect(names == Array(repeating: true, count: 8))
    }

    @Test func tagsGetDelimitersThatSwiftCodeNeverHasAndRenderTheSame() throws {
        let text = "{{% CONTENT_TYPE: TEXT }}\nfunc f() { [1].map { $0 } }\n{{#items}}\n{{name}}: {{{raw}}} }}\n{{/items}}\n"
        let rewritten = TagDelimiters.rewritten(text)
        #expect(rewritten == "{{=\u{02} \u{03}=}}\n\u{02}% CONTENT_TYPE: TEXT \u{03}\nfunc f() { [1].map { $0 } }\n"
            + "\u{02}#items\u{03}\n\u{02}name\u{03}: \u{02}&raw\u{03} }}\n\u{02}/items\u{03}\n")
        let model = ["items": [["name": "a", "raw": "<b>"], ["name": "c", "raw": "&"]]]
        let expected = try MustacheTemplate(string: text).render(model)
        #expect(try MustacheTemplate(string: rewritten).render(model) == expected)
        #expect(expected == "func f() { [1].map { $0 } }\na: <b> }}\nc: & }}\n")
    }

    @Test func templatesThatChangeDelimitersOrLeaveATagOpenAreCompiledAsWritten() {
        for text in ["{{=<% %>=}}\n<%name%>\n", "{{name}} and {{unclosed\n", "a \u{02} b {{name}}\n", "{{na\u{03}me}}\n", "{{{raw}}\n"] {
            #expect(TagDelimiters.rewritten(text) == text)
        }
    }

    @Test func scopesAnswerForTheModelsTheyWereFoundIn() {
        let form = FormModel(typeName: "SignOnForm", title: "Sign on", formName: "\"SignOn\"", matchDescription: "",
                             matchCondition: "", fields: [], requiredFields: [])
        let file = CollectorsFileModel(header: "", access: "public ", namespace: "N", sourceFile: "", registrations: [],
                                       forms: [form], customCollectors: [])
        let fileScope = RenderScope(file)
        let forms = fileScope.child(named: "forms") as? [RenderScope]
        let formScope = forms?.first
        #expect((formScope?.child(named: "typeName") as? RenderedText)?.renderText == "SignOnForm")
        // Not the form's: found in the file it is in, as Mustache finds it further down its stack.
        #expect((formScope?.child(named: "access") as? RenderedText)?.renderText == "public ")
        #expect(formScope?.child(named: "notAName") == nil)
        #expect(fileScope.child(named: "typeName") == nil)
    }
}
