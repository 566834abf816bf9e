// The graph generated from the hostile corpus (Tests/OrchestrateGeneratorCoreTests/Corpus/valid/Hostile.flow.yaml):
// keys, values and codes with quotes, `"""`, backslashes, `\(` and tabs reach the runtime's graph as the
// spec wrote them, through the text the generator writes into a `"""` literal.
import Orchestrate
import Testing

@Suite struct HostileGraphTests {
    typealias Graph = FlowGraph<ÜnïcödéFlow.Step.Name>

    @Test func everyConditionOfTheHostileGraphIsTheSpecsText() {
        let graph = ÜnïcödéFlow.graph
        #expect(graph.start == .case)
        #expect(graph.steps == [.case: .form, .where: .form, .func: .success])
        #expect(
            graph.segues == [
                Graph.Segue(
                    from: .case, to: .where,
                    when: .all([
                        .reaches("where"), .button("enum"),
                        .field("user.\"name\"", equals: .string("triple \"\"\" \\(x) back\\slash\ttab")),
                    ])),
                Graph.Segue(
                    from: .case, to: .where, when: .all([.reaches("where"), .field("émoji😀", equals: .number(2.5))])),
                Graph.Segue(from: .case, to: .case, when: .error(status: nil, code: "CODE \"\"\"#"), retryLimit: 2),
                Graph.Segue(from: .case, to: .where, when: .reaches("where")),
                Graph.Segue(from: .case, to: .case, when: .reaches("case")),
                Graph.Segue(from: .where, to: .func, when: .succeeded),
            ])
    }

    @Test func theGraphsTextReadsBackToTheSameGraph() throws {
        let graph = ÜnïcödéFlow.graph
        #expect(try Graph(start: .case, text: graph.text) == graph)
    }
}
