import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// Journey in the spec files: callbacks files, `protocol: journey` flows, their diagnostics, the starter
/// and the diagram.
@Suite struct JourneySpecTests {
    static let callbacks = """
        orchestrate: 1
        name: Login
        callbacks:
          RiskCallback:
            class: RiskCallback
            outputs: { score: Int, reasons: "[String]" }
            inputs: { acknowledged: Bool }
        nodes:
          Credentials:
            match: { stage: UsernamePassword }
            callbacks:
              username: NameCallback
              password: PasswordCallback
          Risk:
            callbacks:
              risk: RiskCallback
              notice: { type: TextOutputCallback, optional: true }
        """

    /// A Journey flow of the `Test` flow spec with `steps`.
    static func journeyFlow(_ steps: String, header: String = "protocol: journey\njourney: Login\n") -> String {
        flow(header + steps)
    }

    @Test func aJourneyFlowEmitsTheJourneyFactoryAndTypedNodeSteps() {
        let result = generate([
            "Test.flow.yaml": Self.journeyFlow(
                """
                modules:
                  am: { use: journey, with: { realm: alpha, cookie: session } }
                steps:
                  credentials: { node: Credentials, next: [risk, { to: credentials, when: { error: 401 }, retry: 2 }] }
                  risk: { node: Risk, next: [done] }
                  done: { success: true }
                """), "Login.callbacks.yaml": Self.callbacks,
        ])
        #expect(result.diagnostics.map(\.description) == [])
        let flowText = result.files.first { $0.name == "Test.flow.swift" }?.contents ?? ""
        #expect(flowText.contains("return Journey.createJourney { config in"))
        #expect(flowText.contains("config.realm = \"alpha\"\n            config.cookie = \"session\""))
        #expect(flowText.contains("journey.journeyName = \"Login\""))
        #expect(flowText.contains("LoginCallbacks.register(on: registry)"))
        #expect(flowText.contains("case credentials(LoginCallbacks.CredentialsNode)"))
        #expect(flowText.contains("\n          -> credentials when error 401 retry 2\n"))
        #expect(!flowText.contains("collectorFactory"), "a Journey flow has no collector factory")
        let callbacksText = result.files.first { $0.name == "Login.callbacks.swift" }?.contents ?? ""
        #expect(callbacksText.contains("registry.register(type: \"RiskCallback\", callback: RiskCallback.self)"))
        #expect(callbacksText.contains("FormMatch.stage(\"UsernamePassword\").matches(node)"))
        #expect(
            callbacksText.contains("FormMatch.callbackTypes([\"RiskCallback\", \"TextOutputCallback?\"]).matches(node)")
        )
        #expect(callbacksText.contains("notice: callbacks.optionalCallback(),"))
        #expect(callbacksText.contains("final class RiskCallback: InputCallback {"))
        #expect(
            callbacksText.contains(
                "var reasons: [String] { content.output(\"reasons\")?.arrayValue?.compactMap(\\.stringValue) ?? [] }"))
        #expect(callbacksText.contains("set { setInput(.bool(newValue), at: 0) }"))
    }

    /// A Journey flow's diagnostics call its steps' nodes nodes, never forms.
    @Test func aJourneyFlowsDiagnosticsNameNodes() {
        let found = errors([
            "Test.flow.yaml": Self.journeyFlow(
                """
                steps:
                  a: { node: Credentials, next: [b] }
                  b: { node: Credentials, next: [c] }
                  c: { call: App.c, next: [{ to: done, when: { error: 401 } }] }
                  done: { success: true }
                """), "Login.callbacks.yaml": Self.callbacks,
        ])
        #expect(
            found.contains {
                $0.hasSuffix(
                    "node 'Credentials' is already the node of step 'a'; a node could not tell the steps apart")
            },
            "\(found)")
        #expect(
            found.contains { $0.hasSuffix("'error' needs a node step: only the server answers with an error") },
            "\(found)")
        #expect(!found.contains { $0.contains("form") }, "\(found)")
    }

    /// Two scripted nodes, each taking any node no other step's node matches.
    static let scriptedNodes = """
        orchestrate: 1
        name: Scripted
        nodes:
          Check: { match: { unmatched: true }, callbacks: {} }
          Audit: { match: { unmatched: true }, callbacks: {} }
          Wrong: { match: { unmatched: false }, callbacks: { name: NameCallback } }
        """

    @Test func anUnmatchedNodeIsTriedAfterEveryOtherStepAndTakesNoCallbacks() {
        let result = generate([
            "Test.flow.yaml": Self.journeyFlow(
                """
                steps:
                  check: { node: Check, next: [credentials] }
                  credentials: { node: Credentials, next: [done] }
                  done: { success: true }
                """), "Login.callbacks.yaml": Self.callbacks,
            "Scripted.callbacks.yaml": Self.scriptedNodes.replacingOccurrences(
                of: "\n  Wrong: { match: { unmatched: false }, callbacks: { name: NameCallback } }", with: ""),
        ])
        #expect(result.diagnostics.map(\.description) == [])
        let flowText = result.files.first { $0.name == "Test.flow.swift" }?.contents ?? ""
        #expect(
            flowText.contains("StepForm(Step.credentials),\n            StepForm(Step.check),\n"),
            "the step that takes any node comes last, whatever the order of the steps")
        let nodes = result.files.first { $0.name == "Scripted.callbacks.swift" }?.contents ?? ""
        #expect(nodes.contains("FormMatch.unmatched.matches(node)"))
        #expect(nodes.contains("let callbacks = FormReader(node)"), "no callback to read: no `var` to warn about")
    }

    /// A node typed by its stage or header alone: what it sends is kept as it comes (an imported page of
    /// custom nodes). Without a match it would be every node that sends nothing, which is an error.
    @Test func aNodeWithNoCallbacksNeedsAMatch() {
        let matched = """
            orchestrate: 1
            name: Kept
            nodes:
              ByStage: { match: { stage: Risk }, callbacks: {} }
              ByHeader: { match: { header: Checking }, callbacks: {} }
            """
        #expect(errors(["Kept.callbacks.yaml": matched]) == [])
        let bare = "orchestrate: 1\nname: Bare\nnodes:\n  Anything: { callbacks: {} }\n"
        #expect(errors(["Bare.callbacks.yaml": bare]).contains { $0.hasSuffix("node 'Anything' has no callbacks") })
    }

    /// A server step (`server: true`) routes the server's answer with no form: a 401 or a success, never a
    /// field or a button; its flow names API 5, which has `FlowGraphRunner.serverStep(_:)`, and a flow without
    /// one still names API 4.
    @Test func aServerStepRoutesTheServersAnswerAndNamesItsAPI() {
        let server = generate([
            "Test.flow.yaml": Self.journeyFlow(
                """
                steps:
                  agent: { server: true, next: [done, { to: failed, when: { error: 401 } }] }
                  done: { success: true }
                  failed: { error: true }
                """)
        ])
        #expect(server.diagnostics.filter { $0.severity == .error }.isEmpty, "\(server.diagnostics)")
        let text = server.files.first { $0.name == "Test.flow.swift" }?.contents ?? ""
        #expect(text.contains("OrchestrateGeneratedCodeVersion_5 "))
        #expect(text.contains("case .agent: return await runner.serverStep(state)"))
        #expect(text.contains("agent form\n          -> done when success\n          -> failed when error 401"))
        let plain = flowOutput(flow("steps:\n  signIn: { form: Login, next: [done] }\n  done: { success: true }\n"))
        #expect(plain.text.contains("OrchestrateGeneratedCodeVersion_4 "))
        let wrong = errors([
            "Test.flow.yaml": Self.journeyFlow(
                """
                steps:
                  agent: { server: false, next: [done] }
                  check: { server: true, node: Check, next: [done] }
                  done: { success: true }
                """), "Scripted.callbacks.yaml": Self.scriptedNodes,
        ])
        #expect(wrong.contains { $0.hasSuffix("'server' can only be true; leave it out for a form or call step") })
        #expect(wrong.contains { $0.contains("check") && $0.contains("server") }, "\(wrong)")
    }

    @Test func twoUnmatchedStepsInOneFlowAreAnError() {
        let found = errors([
            "Test.flow.yaml": Self.journeyFlow(
                """
                steps:
                  check: { node: Check, next: [audit] }
                  audit: { node: Audit, next: [done] }
                  done: { success: true }
                """), "Scripted.callbacks.yaml": Self.scriptedNodes,
        ])
        #expect(
            found.contains {
                $0.hasSuffix(
                    "node 'Audit' matches the nodes no other step matches, as step 'check''s does; a node could not tell the steps apart"
                )
            }, "\(found)")
        #expect(
            found.contains {
                $0.hasSuffix("'unmatched' can only be true; leave 'match:' out to match by the callback types")
            }, "\(found)")
    }

    @Test func whatDoesNotApplyToAProtocolIsALocatedError() {
        let found = errors([
            "Test.flow.yaml": flow(
                """
                protocol: journey
                modules:
                  dv: { use: davinci }
                steps:
                  a: { form: Credentials, next: [b] }
                  b: { node: Credentials, next: [{ to: done, when: { button: username } }] }
                  done: { success: true }
                """), "Login.callbacks.yaml": Self.callbacks,
        ])
        #expect(
            found == [
                "Test.flow.yaml:2:7: flow 'Test' speaks journey but names no journey",
                "Test.flow.yaml:5:14: module 'dv' uses 'davinci', the protocol of DaVinci flows; flow 'Test' speaks journey",
                "Test.flow.yaml:7:14: a Journey flow's steps name typed nodes with 'node:', not 'form:'",
                "Test.flow.yaml:8:62: 'button' conditions test a DaVinci form's fields; a Journey node has none",
            ])
        let davinci = errors([
            "Test.flow.yaml": flow(
                """
                journey: Login
                steps:
                  a: { node: Login, next: [b] }
                  b: { form: Credentials, next: [done] }
                  done: { success: true }
                """), "Login.callbacks.yaml": Self.callbacks, "Demo.collectors.yaml": standardCollectors,
        ])
        #expect(
            davinci == [
                "Test.flow.yaml:3:10: 'journey' names the journey of a Journey flow; flow 'Test' speaks davinci",
                "Test.flow.yaml:5:14: 'node' names a typed Journey node; flow 'Test' speaks davinci",
                "Test.flow.yaml:6:14: 'Credentials' is a Journey node (of a callbacks file); flow 'Test' speaks davinci",
            ])
    }

    @Test func callbacksFileErrorsSuggestTheClosestName() {
        let found = errors([
            "Login.callbacks.yaml": """
            orchestrate: 1
            callbacks:
              X: NameCallbak
            nodes:
              A:
                callbacks:
                  user: NameCalback
            nodez: {}
            """
        ])
        #expect(
            found == [
                "Login.callbacks.yaml:3:6: unknown callback class 'NameCallbak'; did you mean 'NameCallback'?",
                "Login.callbacks.yaml:7:13: unknown callback type 'NameCalback'; did you mean 'NameCallback'?",
                "Login.callbacks.yaml:8:1: unknown key 'nodez' in a callbacks file; did you mean 'nodes'?",
            ])
        let notes = generate([
            "Login.callbacks.yaml": "orchestrate: 1\nnodes:\n  A:\n    callbacks:\n      user: Nope\n"
        ])
        .diagnostics.compactMap(\.note)
        #expect(notes.first?.contains("NameCallback") == true, "the note lists the runtime's callback types")
    }

    /// A callback's class is its type's: a node never asks for the `collector:` a DaVinci field whose type's
    /// collector chooses by the field (FIDO2's `FidoCollector`) must name, even when a mapping names that
    /// collector by mistake.
    @Test func aCallbackMappedToACollectorIsOneError() {
        let found = errors([
            "Login.callbacks.yaml": """
            orchestrate: 1
            callbacks:
              MyCallback: FidoCollector
            nodes:
              A:
                callbacks:
                  key: MyCallback
            """
        ])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("Login.callbacks.yaml:3:15: unknown callback class 'FidoCollector'") == true)
    }

    @Test func aCustomCallbackCannotTakeARuntimeName() {
        let found = errors([
            "Login.callbacks.yaml": """
            orchestrate: 1
            callbacks:
              NameCallback: { class: NameCallback, outputs: { prompt: String } }
            """
        ])
        #expect(
            found == [
                "Login.callbacks.yaml:3:26: callback class 'NameCallback' would hide a type of the runtime or the standard library"
            ])
    }

    @Test func initWritesAJourneyStarterThatGeneratesCleanly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orchestrate-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = Commands.initialize(directory: folder.path, flowProtocol: .journey)
        #expect(!created.failed)
        let result = Generator.generate(SpecDiscovery.sources(for: [folder.path]).sources)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.files.map(\.name) == ["Starter.callbacks.swift", "Starter.flow.swift"])
        #expect(result.files.last?.contents.contains("journey.journeyName = \"Login\"") == true)
    }

    @Test func theGraphDrawsJourneyFlowsWithTheirNodes() {
        let spec = Generator.read([
            SpecSource(
                path: "/specs/Test.flow.yaml",
                text: Self.journeyFlow(
                    """
                    steps:
                      credentials: { node: Credentials, next: [done, { to: credentials, when: { error: 401 }, retry: 2 }] }
                      done: { success: true }
                    """))
        ]).specs.flows[0]
        let diagram = FlowDiagram.render(spec, format: .mermaid)
        #expect(diagram.contains("s_credentials[\"credentials: Credentials\"]"), "the node step shows its typed node")
        #expect(diagram.contains("error 401"))
    }
}

extension JourneySpecTests {
    @Test func aFailedPolicyRetryIsAJourneyCondition() {
        let text =
            generate([
                "Test.flow.yaml": Self.journeyFlow(
                    """
                    steps:
                      credentials: { node: Credentials, next: [done, { to: credentials, when: { failedPolicies: true }, retry: 3 }] }
                      done: { success: true }
                    """), "Login.callbacks.yaml": Self.callbacks,
            ]).files.first { $0.name == "Test.flow.swift" }?.contents ?? ""
        #expect(text.contains("\n          -> credentials when form credentials and failedPolicies retry 3\n"))
        let found = errors([
            "Test.flow.yaml": flow(
                """
                steps:
                  signIn: { form: Login, next: [done, { to: signIn, when: { failedPolicies: true } }] }
                  done: { success: true }
                """), "Demo.collectors.yaml": standardCollectors,
        ])
        #expect(
            found == [
                "Test.flow.yaml:4:77: 'failedPolicies' tests a Journey node AM sends back; it needs a node step of a Journey flow"
            ])
    }

    @Test func aProtocolModuleSetsTheFactoryEvenWhenWorkflowModulesLeavesItOut() {
        let result = generate([
            "Test.flow.yaml": Self.journeyFlow(
                """
                workflow: { modules: [headers] }
                modules:
                  am: { use: journey, with: { realm: alpha } }
                  headers: { start: [{ header: { x-a: b } }] }
                steps:
                  credentials: { node: Credentials, next: [done] }
                  done: { success: true }
                """), "Login.callbacks.yaml": Self.callbacks,
        ])
        #expect(
            result.diagnostics.map(\.description) == [],
            "no warning that 'am' is not installed: the factory installs it")
        let text = result.files.first { $0.name == "Test.flow.swift" }?.contents ?? ""
        #expect(text.contains("config.realm = \"alpha\""))
        #expect(text.contains("installed in\n    /// order (headers)"))
    }
}
