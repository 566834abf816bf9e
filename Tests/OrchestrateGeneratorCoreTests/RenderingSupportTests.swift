import Testing

@testable import OrchestrateGeneratorCore

/// The pieces that make rendering fast without changing a byte: worker threads, and the reference
/// renderer's scopes.
@Suite struct RenderingSupportTests {
    @Test func workerThreadsReturnEveryResultInIndexOrder() {
        let squares = ParallelFileWork.map(100, width: 4, priority: Array((0..<100).reversed())) { $0 * $0 }
        #expect(squares == (0..<100).map { $0 * $0 })
        #expect(ParallelFileWork.map(0) { $0 }.isEmpty)
        #expect(ParallelFileWork.run { 42 } == 42)
    }

    @Test func theDefaultTemplatesCompileOnceWhateverThreadAsks() {
        let names = ParallelFileWork.map(8, width: 8) { _ in TemplateSet.defaults.templates["FlowFile"] != nil }
        #expect(names == Array(repeating: true, count: 8))
    }

    @Test func scopesAnswerForTheModelsTheyWereFoundIn() {
        let form = FormModel(
            typeName: "SignOnForm", title: "Sign on", formName: "\"SignOn\"", matchDescription: "",
            match: "", fields: [])
        let file = MappingsFileModel(
            header: "", access: "public ", runtimeAPI: "1", namespace: "N", sourceFile: "",
            words: MappingVocabulary.collectors.words, registrations: [], forms: [form], customCollectors: [],
            customCallbacks: [])
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
