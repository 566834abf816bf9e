import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// The `steps:` graph: segues, conditions and retry limits in the emitted `FlowGraph`, the graph's
/// diagnostics, and `orchestrate-gen graph`.
@Suite struct GraphSpecTests {
    let guarded = flow(
        """
        steps:
          session:
            call: App.session
            results: [found, missing]
            next:
              - { to: done, when: { result: found } }
              - signIn
          signIn:
            form: Login
            next:
              - { to: signIn, when: { error: 400 }, retry: 3 }
              - { to: locked, when: { error: INVALID_VALUE } }
              - { to: locked, when: { failure: true } }
              - { to: done, when: { button: submit, field: { username: alice } } }
          done: { success: true }
          locked: { error: true }
        """)

    @Test func seguesBecomeTheRuntimeGraphInOrder() {
        let output = flowOutput(guarded)
        #expect(output.diagnostics == [])
        let text = output.text
        #expect(
            text.contains(
                "enum SessionResult: String, Sendable, CaseIterable {\n        case found = \"found\"\n        case missing = \"missing\"\n    }"
            ))
        let graph = """
                static let graph = FlowGraph<Step.Name>(start: .session, \"""
                    session operation
                      -> done when result "found"
                      -> signIn
                    signIn form
                      -> signIn when error 400 retry 3
                      -> locked when error "INVALID_VALUE"
                      -> locked when failure
                      -> done when success and button "submit" and field "username" = "alice"
                    done success
                    locked error
                    \""")
            """
        #expect(text.contains(graph), "a line per step, then its segues in the order of the spec")
        #expect(text.contains("case .session: return await runner.operation(App.session)"))
        #expect(text.contains("case .signIn: return await runner.form(state, interaction.signIn)"))
        #expect(text.contains("case .done, .locked: return StepOutcome()"))
        #expect(
            text.contains("case session, signIn, done, locked\n"), "operation and end steps are names of the graph too")
    }

    @Test func aPlainSegueToAFormWaitsForThatForm() {
        let text = flowOutput(flow("steps:\n  a: { form: Login, next: [a, done] }\n  done: { success: true }\n")).text
        #expect(text.contains("    a form\n          -> a when form a\n          -> done when success\n"))
    }

    @Test func anErrorStatusMustBeAnHTTPStatus() {
        #expect(
            errors([
                "Test.flow.yaml": flow(
                    """
                    steps:
                      a: { form: Login, next: [{ to: a, when: { error: -1 } }, { to: done, when: { error: 600 } }] }
                      done: { success: true }
                    """), "Demo.collectors.yaml": standardCollectors,
            ]) == [
                "Test.flow.yaml:4:52: 'error' status -1 is not an HTTP status (100 to 599)",
                "Test.flow.yaml:4:87: 'error' status 600 is not an HTTP status (100 to 599)",
            ])
    }

    @Test func theGraphsProblemsAreDiagnostics() {
        let found = errors([
            "Test.flow.yaml": flow(
                """
                steps:
                  a: { form: Login, next: [b, { to: done, when: { result: ok, button: nope }, retry: 0 }] }
                  b: { form: Login, next: [a] }
                  c: { call: App.c, results: [x, x], next: [{ to: done, when: { error: true, result: y } }] }
                  done: { success: true, next: [a] }
                  lost: { error: true }
                  stuck: { call: App.stuck }
                  loop: { call: App.loop, next: [loop] }
                """), "Demo.collectors.yaml": standardCollectors,
        ])
        #expect(
            found == [
                "Test.flow.yaml:4:59: 'result' needs a step with 'call:' and 'results:'",
                "Test.flow.yaml:4:71: form 'Login' has no field 'nope'",
                "Test.flow.yaml:4:86: 'retry' must be at least 1, found 0",
                "Test.flow.yaml:5:14: form 'Login' is already the form of step 'a'; a node could not tell the steps apart",
                "Test.flow.yaml:6:3: step 'c' cannot be reached from the first step 'a'",
                "Test.flow.yaml:6:34: result 'x' is listed twice",
                "Test.flow.yaml:6:72: 'error' needs a form step: only the server answers with an error",
                "Test.flow.yaml:6:86: step 'c' has no result 'y'; did you mean 'x'?",
                "Test.flow.yaml:7:33: step 'done' ends the flow; it cannot have 'next'",
                "Test.flow.yaml:8:3: step 'lost' cannot be reached from the first step 'a'",
                "Test.flow.yaml:9:3: step 'stuck' cannot be reached from the first step 'a'",
                "Test.flow.yaml:10:3: step 'loop' cannot be reached from the first step 'a'",
            ])
        #expect(
            errors([
                "Test.flow.yaml": flow(
                    """
                    steps:
                      a: { form: Login, next: [b, done] }
                      b: { call: App.b }
                      c: { call: App.c, next: [c] }
                      done: { success: true }
                    """), "Demo.collectors.yaml": standardCollectors,
            ]) == [
                "Test.flow.yaml:5:3: step 'b' is a dead end: it is not an end and has no 'next'",
                "Test.flow.yaml:6:3: step 'c' cannot be reached from the first step 'a'",
            ])
        #expect(
            errors([
                "Test.flow.yaml": flow(
                    """
                    steps:
                      a: { form: Login, next: [b] }
                      b: { call: App.b, next: [a, { to: dne }] }
                      done: { success: true }
                    """), "Demo.collectors.yaml": standardCollectors,
            ]) == [
                "Test.flow.yaml:4:3: no end step can be reached from step 'a'",
                "Test.flow.yaml:5:3: no end step can be reached from step 'b'",
                "Test.flow.yaml:5:37: unknown step 'dne' in 'next'; did you mean 'done'?",
                "Test.flow.yaml:6:3: step 'done' cannot be reached from the first step 'a'",
            ])
    }

    @Test func graphPrintsMermaidAndDotWithConditionsAndRetries() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try guarded.write(to: folder.appendingPathComponent("Test.flow.yaml"), atomically: true, encoding: .utf8)
        try standardCollectors.write(
            to: folder.appendingPathComponent("Demo.collectors.yaml"), atomically: true, encoding: .utf8)

        let mermaid = Commands.graph(paths: [folder.path], format: .mermaid)
        #expect(!mermaid.failed)
        #expect(mermaid.output.hasPrefix("flowchart TD\n"))
        #expect(mermaid.output.contains("    start(( )) --> s_session\n"))
        #expect(mermaid.output.contains("    s_session[[\"session: App.session\"]]\n"))
        #expect(mermaid.output.contains("    s_signIn[\"signIn: Login\"]\n"))
        #expect(mermaid.output.contains("    s_done([\"done\"])\n"))
        #expect(mermaid.output.contains("    s_locked{{\"locked\"}}\n"))
        #expect(mermaid.output.contains("    s_session -->|\"result found\"| s_done\n    s_session --> s_signIn\n"))
        #expect(mermaid.output.contains("    s_signIn -->|\"error 400, retry ≤ 3\"| s_signIn\n"))
        #expect(mermaid.output.contains("    s_signIn -->|\"button submit, username = alice\"| s_done\n"))

        let dot = Commands.graph(paths: [folder.path], format: .dot)
        #expect(dot.output.hasPrefix("digraph \"Test\" {\n"))
        #expect(dot.output.contains("    \"signIn\" -> \"signIn\" [label=\"error 400, retry ≤ 3\"];\n"))
        #expect(dot.output.contains("    \"session\" [label=\"session\\nApp.session\", shape=component];\n"))
        #expect(dot.output.hasSuffix("}\n"))

        try "orchestrate: 1\nflow: Test\nsteps:\n  a: { form: Nope }\n".write(
            to: folder.appendingPathComponent("Test.flow.yaml"),
            atomically: true, encoding: .utf8)
        let broken = Commands.graph(paths: [folder.path], format: .mermaid)
        #expect(broken.failed)
        #expect(broken.output.isEmpty)
        #expect(broken.errors.contains("Test.flow.yaml:4:3: error: step 'a' is a dead end"))
    }

    @Test func theReadmeShowsTheExamplesCurrentDiagram() throws {
        let diagram = Commands.graph(
            paths: [packageRoot.appendingPathComponent("Examples/Specs").path], format: .mermaid,
            flow: "GuardedSignIn")
        #expect(!diagram.failed)
        let readme = try String(
            contentsOf: packageRoot.appendingPathComponent(
                "Sources/Orchestrate/Orchestrate.docc/GeneratorAndSpecFormat.md"), encoding: .utf8)
        #expect(
            readme.contains("```mermaid\n" + diagram.output + "```"),
            "GeneratorAndSpecFormat.md's diagram differs from `orchestrate-gen graph Examples/Specs --flow GuardedSignIn`"
        )
    }
}
