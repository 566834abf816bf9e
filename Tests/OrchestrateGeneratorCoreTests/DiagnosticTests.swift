import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// One test per kind of diagnostic: the message and its line and column.
@Suite struct DiagnosticTests {
    @Test func diagnosticsPrintAsFileLineColumnWithANote() {
        let diagnostic = Diagnostic(
            .error, "unknown form 'Sigin'; did you mean 'SignIn'?",
            at: SourceLocation(file: "/abs/SignIn.flow.yaml", line: 12, column: 7), note: "forms: SignIn")
        #expect(
            diagnostic.description == """
                /abs/SignIn.flow.yaml:12:7: error: unknown form 'Sigin'; did you mean 'SignIn'?
                /abs/SignIn.flow.yaml:12:7: note: forms: SignIn
                """)
    }

    @Test func unknownKeysSuggestTheClosestKey() {
        #expect(
            errors(["A.flow.yaml": flow("acess: public\nworkflow: { timout: 3 }\n")]) == [
                "A.flow.yaml:3:1: unknown key 'acess' in a flow spec; did you mean 'access'?",
                "A.flow.yaml:4:13: unknown key 'timout' in 'workflow'; did you mean 'timeout'?",
            ])
    }

    @Test func wrongValueTypes() {
        #expect(
            errors(["A.flow.yaml": flow("workflow: { timeout: soon, modules: x }\nsteps: []\naccess: private\n")]) == [
                "A.flow.yaml:3:22: 'timeout' must be a number, found a string",
                "A.flow.yaml:3:37: 'modules' must be a sequence, found a string",
                "A.flow.yaml:4:8: 'steps' must be a mapping, found a sequence",
                "A.flow.yaml:5:9: 'access' must be one of public, internal, found 'private'",
            ])
    }

    @Test func missingRequiredKeys() {
        #expect(
            errors(["A.flow.yaml": "flow: A\n", "B.collectors.yaml": "orchestrate: 1\nforms: { F: {} }\n"]) == [
                "A.flow.yaml:1:1: missing required key 'orchestrate' in a flow spec",
                "B.collectors.yaml:2:13: missing required key 'fields' in form 'F'",
            ])
    }

    @Test func versionMismatch() {
        let result = generate(["A.flow.yaml": "orchestrate: 2\nflow: A\n"])
        #expect(
            result.diagnostics.map(\.description) == [
                "/specs/A.flow.yaml:1:14: error: unsupported format version 2; this generator reads version 1\n/specs/A.flow.yaml:1:14: note: write 'orchestrate: 1' or use a generator that reads version 2"
            ])
        #expect(result.files.isEmpty)
    }

    @Test func unknownAndDuplicateModules() {
        #expect(
            errors([
                "A.flow.yaml": flow(
                    """
                    workflow: { modules: [headrs, headers, headers] }
                    modules:
                      headers: { start: [ { header: { a: b } } ] }
                    """)
            ]) == [
                "A.flow.yaml:3:23: unknown module 'headrs' in workflow.modules; did you mean 'headers'?",
                "A.flow.yaml:3:40: module 'headers' is installed twice",
            ])
    }

    @Test func unknownAndDuplicateFormsStepsAndFields() {
        let collectors =
            standardCollectors + """

                  Login2:
                    fields:
                      username: TEXTT
                      password: { type: PASWORD, key: username }
                """
        #expect(
            errors([
                "Test.flow.yaml": flow(
                    """
                    steps:
                      signIn: { form: Logn, next: [otp, signIn, signIn, again] }
                      otp: { form: Login, next: [done] }
                      again: { form: Login, next: [done] }
                      done: { success: true }
                    """), "Demo.collectors.yaml": collectors,
            ])
                == [
                    "Demo.collectors.yaml:12:17: unknown field type 'TEXTT'; did you mean 'TEXT'?",
                    "Demo.collectors.yaml:13:39: two fields of form 'Login2' have the key 'username'",
                    "Demo.collectors.yaml:13:25: unknown field type 'PASWORD'; did you mean 'PASSWORD'?",
                    "Test.flow.yaml:4:19: unknown form 'Logn'; did you mean 'Login'?",
                    "Test.flow.yaml:4:45: step 'signIn' is listed twice in 'next'",
                    "Test.flow.yaml:6:18: form 'Login' is already the form of step 'otp'; a node could not tell the steps apart",
                ].sorted(by: lineOrder))
    }

    @Test func duplicateNamesAcrossFiles() {
        let one =
            "orchestrate: 1\nname: One\ncollectors:\n  TEXT: TextCollector\nforms:\n  F: { fields: { a: TEXT } }\n"
        let two =
            "orchestrate: 1\nname: Two\ncollectors:\n  TEXT: PasswordCollector\nforms:\n  F: { fields: { a: TEXT } }\n"
        #expect(
            errors(["One.collectors.yaml": one, "Two.collectors.yaml": two]) == [
                "Two.collectors.yaml:4:3: field type 'TEXT' is mapped twice",
                "Two.collectors.yaml:6:3: form 'F' is declared twice",
            ])
        let same = two.replacingOccurrences(of: "PasswordCollector", with: "TextCollector")
            .replacingOccurrences(of: "  F:", with: "  G:")
        #expect(
            errors(["One.collectors.yaml": one, "Two.collectors.yaml": same]) == [],
            "the same mapping in two files (each import maps what the runtime lacks) is one")
        #expect(
            errors(["A.flow.yaml": flow(""), "B.flow.yaml": flow("")]) == [
                "B.flow.yaml:2:7: flow 'Test' becomes 'TestFlow', as 'Test' at line 2 does, in the generated module"
            ])
    }

    @Test func sameBaseNameTwiceIsAnError() {
        let result = Generator.generate([
            SpecSource(path: "/a/X.flow.yaml", text: flow("")),
            SpecSource(path: "/b/X.flow.yml", text: "orchestrate: 1\nflow: Y\n"),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "/b/X.flow.yml:1:1: error: this file and /a/X.flow.yaml both generate X.flow.swift; rename one of them"
            ])
        #expect(result.files.isEmpty)
    }

    @Test func referencesAcrossFilesResolve() {
        let result = generate([
            "Test.flow.yaml": flow("steps:\n  s: { form: Login, next: [done] }\n  done: { success: true }\n"),
            "Demo.collectors.yaml": standardCollectors,
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.files.first { $0.name == "Test.flow.swift" }?.contents.contains("case s(DemoCollectors.LoginForm)")
                == true)
        #expect(
            errors(["Test.flow.yaml": flow("steps:\n  s: { form: Login, next: [done] }\n  done: { success: true }\n")])
                == [
                    "Test.flow.yaml:4:14: unknown form 'Login'"
                ])
    }

    @Test func badInterpolationsAndConditions() {
        #expect(
            errors([
                "A.flow.yaml": flow(
                    """
                    modules:
                      m:
                        config: { on: Bool, list: "[String]" }
                        start:
                          - header: { a: "${config.of}", b: "${conf.on}", c: "${config.on", d: "${flow.}" }
                          - query: { a: b }
                            when: ["config.list == 'x'", "config.on == 3", "!config.on == true", "nope"]
                        signOff:
                          - header: { a: "${flow.x}" }
                    """)
            ]) == [
                "A.flow.yaml:7:22: module 'm' has no config field 'of'; did you mean 'on'?",
                "A.flow.yaml:7:41: unknown scope 'conf' in 'conf.on'; did you mean 'config'?",
                "A.flow.yaml:7:58: unterminated '${' in '${config.on'; close it with '}' or write '$${' for a literal",
                "A.flow.yaml:7:76: 'flow.' needs a name after 'flow.'",
                "A.flow.yaml:9:16: cannot compare config field 'list' of type [String] with 'x'",
                "A.flow.yaml:9:38: cannot compare config field 'on' of type Bool with '3'",
                "A.flow.yaml:9:56: bad condition: write '!=' instead of negating a comparison in '!config.on == true'",
                "A.flow.yaml:9:78: bad condition: 'nope' is not a reference; write config.NAME, context.NAME or flow.NAME",
                "A.flow.yaml:11:22: there is no flow context here; use context.x (the workflow context)",
            ])
    }

    @Test func actionsInTheWrongState() {
        #expect(
            errors([
                "A.flow.yaml": flow(
                    """
                    modules:
                      m:
                        response: [ { header: { a: b } }, { body: { a: 1 } } ]
                        start: [ { store: { header: a, into: flow.a } }, { store: { json: a, into: config.a } } ]
                        success: [ { store: { cookie: a, into: flow.a } } ]
                    """)
            ]) == [
                "A.flow.yaml:5:17: 'header' changes a request, so it runs in start, next or signOff, not in 'response'",
                "A.flow.yaml:5:39: 'body' changes a request, so it runs in start, next or signOff, not in 'response'",
                "A.flow.yaml:6:33: storing a response header or cookie runs in 'response', not in 'start'",
                "A.flow.yaml:6:71: storing a JSON value runs in 'response', 'node' or 'success', not in 'start'",
                "A.flow.yaml:7:35: storing a response header or cookie runs in 'response', not in 'success'",
            ])
    }

    @Test func invalidIdentifiers() {
        #expect(
            errors([
                "A.flow.yaml": """
                orchestrate: 1
                flow: "my flow"
                modules:
                  "1st": {}
                  self: {}
                  "a\\u200Bb": {}
                  ok:
                    node: [ { call: "Audit.re cord" } ]
                """
            ]) == [
                "A.flow.yaml:2:7: invalid flow name: 'my flow' is not a Swift identifier: ' ' (U+0020) cannot appear in an identifier",
                "A.flow.yaml:4:3: invalid module name: '1st' is not a Swift identifier: '1' (U+0031) cannot start an identifier",
                "A.flow.yaml:5:3: invalid module name: 'self' cannot be used as a name in Swift code",
                "A.flow.yaml:6:3: invalid module name: 'a\\u{200B}b' is not a Swift identifier: U+200B cannot appear in an identifier",
                "A.flow.yaml:8:21: invalid function name 'Audit.re cord': 're cord' is not a Swift identifier: ' ' (U+0020) cannot appear in an identifier",
            ])
    }

    @Test func namesThatClashWithGeneratedMembers() {
        let collectors = """
            orchestrate: 1
            name: Demo
            collectors:
              X: { collector: TextCollector, value: Bool }
              Y: { collector: MyCollector, value: Bool, properties: { value: String, label: Int } }
            forms:
              Login: { fields: { node: TEXT } }
            """
        #expect(
            errors([
                "Test.flow.yaml": flow("modules:\n  workflow: {}\nsteps:\n  error: { success: true }\n"),
                "Demo.collectors.yaml": collectors,
            ]) == [
                "Demo.collectors.yaml:4:19: collector class 'TextCollector' would hide a type of the runtime or the standard library",
                "Demo.collectors.yaml:5:59: property 'value' clashes with the value that the generator emits in collector 'MyCollector'",
                "Demo.collectors.yaml:5:81: property 'label' is provided by FieldCollector as String, not Int",
                "Demo.collectors.yaml:7:22: field 'node' clashes with the node property that the generator emits in form 'Login'",
                "Test.flow.yaml:4:3: module 'workflow' clashes with the workflow factory that the generator emits in flow 'Test'",
                "Test.flow.yaml:6:3: step 'error' clashes with the ErrorNode case that the generator emits in the Step enum of flow 'Test'",
            ])
    }

    @Test func yamlErrorsHaveLineAndColumn() {
        #expect(
            errors(["A.flow.yaml": "orchestrate: 1\nflow: [a\n"]) == [
                "A.flow.yaml:3:1: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence"
            ])
        #expect(
            errors(["A.flow.yaml": "orchestrate: 1\nflow: A\nflow: B\n"]) == [
                "A.flow.yaml:2:1: duplicate key 'flow' in a mapping"
            ])
        #expect(
            errors(["A.flow.yaml": ""]) == ["A.flow.yaml:1:1: the file is empty; a spec starts with 'orchestrate: 1'"])
        #expect(
            errors(["A.flow.yaml": "- a\n"]) == ["A.flow.yaml:1:1: a flow spec must be a mapping, found a sequence"])
        #expect(
            errors(["A.txt": "x"]) == [
                "A.txt:1:1: 'A.txt' is not a spec file; name it *.flow.yaml, *.collectors.yaml or *.callbacks.yaml (or .yml)"
            ])
    }

    @Test func allProblemsOfARunAreReportedSorted() {
        let result = generate(["B.flow.yaml": flow("x: 1\n"), "A.flow.yaml": "orchestrate: 1\nflow: A\ny: 2\n"])
        #expect(result.diagnostics.map(\.location.file) == ["/specs/A.flow.yaml", "/specs/B.flow.yaml"])
        #expect(result.files.isEmpty)
    }

    @Test func warningsDoNotStopGeneration() {
        let result = generate(["A.flow.yaml": flow("workflow: { modules: [] }\nmodules:\n  m: {}\n")])
        #expect(
            result.diagnostics.map(\.description) == [
                "/specs/A.flow.yaml:5:3: warning: module 'm' is not in workflow.modules, so workflow() does not install it"
            ])
        #expect(result.files.count == 1)
    }
}

/// Orders `File:line:column: message` strings as diagnostics are sorted.
func lineOrder(_ a: String, _ b: String) -> Bool {
    func key(_ text: String) -> (String, Int, Int, String) {
        let parts = text.split(separator: ":", maxSplits: 3).map(String.init)
        return (parts[0], Int(parts[1]) ?? 0, Int(parts[2]) ?? 0, parts[3])
    }
    return key(a) < key(b)
}
