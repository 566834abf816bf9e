import Foundation
import OrchestrateSandbox
import Testing

@Suite("Scripts")
struct ScriptLoadingTests {
    static let custom = """
        # A one-step flow with an equals condition and a custom error.
        users:
          - {username: bob, password: "s3cret", otp: "000111"}
        flows:
          - {name: login, start: login}
        nodes:
          - id: login
            capabilityName: customForm
            form: {name: Login, category: CUSTOM_FORM}
            fields:
              - {type: TEXT, key: username, label: Username, required: true}
              - {type: PASSWORD, key: password, label: Password}
              - {type: RADIO, key: plan, label: Plan, inputType: SINGLE_SELECT, options: [{label: "No", value: "no"}, {label: "Yes", value: "yes"}]}
              - {type: SUBMIT_BUTTON, key: go, label: Go}
            formData: {plan: "no"}
            transitions:
              - action: go
                when:
                  - credentials: {}
                  - equals: {field: plan, value: "yes"}
                then: {succeed: true}
              - action: go
                when: [{credentials: {}}]
                then: {goto: thanks}
              - action: go
                then:
                  error:
                    kind: custom
                    status: 401
                    body: {code: "NOPE", message: "Go away", httpResponseCode: 401}
          - id: thanks
            form: {name: Thanks}
            fields: [{type: LABEL, content: "Pick plan yes next time"}, {type: SUBMIT_BUTTON, key: ok, label: OK}]
            transitions:
              - {action: ok, then: {succeed: true}}
        """

    @Test("a custom YAML script is served: equals, credentials, custom error, capability, labels kept as strings")
    func customScript() async throws {
        let script = try SandboxScript(yaml: Self.custom, sourceName: "custom.yaml")
        #expect(script.flowNames == ["login"])
        #expect(script.defaultFlowName == "login")
        #expect(script.usernames == ["bob"])
        try await withSandbox(script: script) { _, driver in
            let (start, session) = try await driver.authorize()
            let node = try #require(start.json)
            #expect(node["capabilityName"] == "customForm")
            #expect(session.next.path.hasSuffix("/capabilities/customForm"))
            #expect(node["form"]?["category"] == "CUSTOM_FORM")
            #expect(
                node["form"]?["components"]?["fields"]?[2]?["options"] == [
                    ["label": "No", "value": "no"], ["label": "Yes", "value": "yes"],
                ])
            #expect(node["formData"] == ["value": ["plan": "no"]])

            let refused = try await driver.submit(
                session, actionKey: "go", formData: ["username": "bob", "password": "bad"])
            #expect(refused.status == 401)
            #expect(refused.json == ["code": "NOPE", "message": "Go away", "httpResponseCode": 401])

            let thanks = try await driver.submit(
                session, actionKey: "go",
                formData: ["username": "bob", "password": "s3cret", "plan": "no"])
            #expect(thanks.json?["id"] == "thanks")
            #expect(
                thanks.json?["form"]?["components"]?["fields"]?[0] == [
                    "type": "LABEL", "content": "Pick plan yes next time",
                ])
            let finished = try await driver.submit(try driver.advance(session, with: thanks), actionKey: "ok")
            #expect(finished.json?["status"] == "COMPLETED")

            let (_, direct) = try await driver.authorize()
            let success = try await driver.submit(
                direct, actionKey: "go",
                formData: ["username": "bob", "password": "s3cret", "plan": "yes"])
            #expect(success.json?["status"] == "COMPLETED")
        }
    }

    @Test("a JSON script loads too")
    func jsonScript() throws {
        let json = """
            {"flows": [{"name": "only", "start": "a"}],
             "nodes": [{"id": "a", "form": {"name": "A"},
                        "fields": [{"type": "SUBMIT_BUTTON", "key": "next", "label": "Next", "order": 1.5, "flag": false}],
                        "transitions": [{"action": "next", "then": {"succeed": true}}]}]}
            """
        let script = try SandboxScript(yaml: json, sourceName: "script.json")
        #expect(script.flowNames == ["only"])
        #expect(script.usernames.isEmpty)
    }

    @Test("a script file loads; a missing file is a clear error")
    func scriptFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString).yaml")
        try Data(Self.custom.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try SandboxScript(contentsOf: url).sourceName == url.path)
        let missing = url.appendingPathExtension("missing")
        let error = try #require(throws: SandboxScriptError.self) { try SandboxScript(contentsOf: missing) }
        #expect(error.source == missing.path)
        #expect(error.description.contains("cannot read the file"))
    }

    @Test("a script of AM trees alone loads, serves its tree and answers an authorize request with a clear 400")
    func treesOnly() async throws {
        let script = try SandboxScript(
            yaml: """
                users: [{username: bob, password: secret}]
                trees: [{name: Login, start: login}]
                treeNodes:
                  - id: login
                    callbacks: [{type: NameCallback, output: {prompt: User}}, {type: PasswordCallback, output: {prompt: Password}}]
                    transitions:
                      - {when: [{credentials: {username: IDToken1, password: IDToken2}}], then: {succeed: true}}
                      - {then: {fail: true}}
                """, sourceName: "trees.yaml")
        #expect(script.defaultFlowName == nil)
        #expect(script.flowNames.isEmpty)
        let server = SandboxServer(script: script)
        _ = try await server.start()
        defer { Task { await server.stop() } }
        let am = try #require(await server.amBaseURL())
        let client = TestHTTPClient()
        let start = try #require(
            URL(string: am.absoluteString + "/json/realms/root/authenticate?authIndexType=service&authIndexValue=Login")
        )
        let journey = try await client.postJSON(start, "{}")
        #expect(journey.status == 200)
        #expect(journey.text.contains("NameCallback"))
        let davinci = try await client.get(try #require(await server.authorizeURL()))
        #expect(davinci.status == 400, "no DaVinci flow to start")
    }

    static let minimalNode =
        "nodes: [{id: a, fields: [{type: SUBMIT_BUTTON, key: go}], transitions: [{action: go, then: {succeed: true}}]}]"

    /// Broken scripts and what the error must say (location, then a fragment of the reason).
    static let broken: [(yaml: String, location: String, reason: String)] = [
        ("flows: [\n  - {name: a, start: a\n", "", "not valid YAML"),
        ("nodes: []", "flows", "a script needs DaVinci flows and nodes, AM trees and tree nodes, or both"),
        ("flows: []\n" + minimalNode, "flows", "at least one flow"),
        ("flows: [{name: f, start: zz}]\n" + minimalNode, "flows[0] (f).start", "no node has id 'zz'"),
        ("flows: [{name: f, start: a}, {name: g, start: a}]\n" + minimalNode, "flows", "default: true"),
        (
            "flows: [{name: f, start: a, default: true}, {name: f, start: a}]\n" + minimalNode, "flows[1]",
            "duplicate flow name 'f'"
        ),
        ("flows: [{name: f, start: a, colour: red}]\n" + minimalNode, "flows[0]", "unknown key(s) 'colour'"),
        ("version: 2\nflows: [{name: f, start: a}]\n" + minimalNode, "version", "unsupported version 2"),
        (
            "flows: [{name: f, start: a}]\nusers: [{username: u}]\n" + minimalNode, "users[0]",
            "missing required key 'password'"
        ),
        (
            "flows: [{name: f, start: a}]\nnodes: [{id: a, fields: [{type: TEXT, key: k}], transitions: [{action: go, then: {succeed: true}}]}]",
            "nodes[0] (a).transitions[0].action", "'go' is not the key of any field"
        ),
        (
            "flows: [{name: f, start: a}]\nnodes: [{id: a, fields: [{type: SUBMIT_BUTTON, key: go}], transitions: [{action: go, then: {goto: b}}]}]",
            "nodes[0] (a).transitions[0].then.goto", "no node has id 'b'"
        ),
        (
            "flows: [{name: f, start: a}]\nnodes: [{id: a, fields: [{type: SUBMIT_BUTTON, key: go}], transitions: [{action: go, then: {}}]}]",
            "nodes[0].transitions[0].then", "exactly one of `goto`, `succeed`, `error`"
        ),
        (
            "flows: [{name: f, start: a}]\nnodes: [{id: a, fields: [{type: SUBMIT_BUTTON, key: go}], transitions: [{action: go, then: {error: {kind: oops}}}]}]",
            "nodes[0].transitions[0].then.error.kind", "unknown error kind 'oops'"
        ),
        (
            "flows: [{name: f, start: a}]\nnodes: [{id: a, fields: [{type: SUBMIT_BUTTON, key: go}], transitions: [{action: go, when: [{otp: {}, equals: {}}], then: {succeed: true}}]}]",
            "nodes[0].transitions[0].when[0]", "exactly one key"
        ),
        (
            "flows: [{name: f, start: a}]\nnodes: [{id: a, fields: [{type: SUBMIT_BUTTON, key: go}], transitions: [{action: go, when: [{passwordPolicy: {}}], then: {succeed: true}}]}]",
            "nodes[0] (a).transitions[0].when", "needs a node-level passwordPolicy"
        ),
        (
            "flows: [{name: f, start: a}]\nnodes: [{id: a, passwordPolicy: {length: {min: many}}, fields: []}]",
            "nodes[0] (a)", "passwordPolicy.length.min must be a non-negative integer"
        ),
        (
            "flows: [{name: f, start: a}]\nnodes: [{id: a, fields: [label only]}]", "nodes[0] (a).fields[0]",
            "a field must be a mapping"
        ),
        (
            "flows: [{name: f, start: a}]\nnodes: [{id: a, fields: [{key: x}]}]", "nodes[0] (a).fields[0]",
            "needs a string `type`"
        ),
        (
            "flows: [{name: f, start: a}]\nnodes: [{id: a, formData: [1, 2]}]", "nodes[0] (a).formData",
            "must be a mapping"
        ),
        ("flows: [{name: f, start: a}]\nnodes: [{id: a}, {id: a}]", "nodes[1]", "duplicate node id 'a'"),
        (
            "flows: [{name: f, start: a}]\nnodes: [{id: a, transitions: {action: go}}]", "nodes[0].transitions",
            "expected a list"
        ),
        (
            "trees: [{name: T, start: p}]\ntreeNodes: [{id: p, callbacks: [], transitions: [{when: [{attempts: {atMost: 0}}], then: {fail: true}}]}]",
            "treeNodes[0].transitions[0].when[0].attempts.atMost", "atMost must be at least 1"
        ),
    ]

    @Test("broken scripts name the source, the location and the problem", arguments: broken.indices)
    func brokenScript(_ index: Int) throws {
        let (yaml, location, reason) = Self.broken[index]
        let error = try #require(throws: SandboxScriptError.self) {
            try SandboxScript(yaml: yaml, sourceName: "broken.yaml")
        }
        #expect(error.source == "broken.yaml")
        #expect(error.location == location, "\(error)")
        #expect(error.reason.contains(reason), "\(error)")
        #expect(error.description.hasPrefix("broken.yaml: "))
    }

    @Test("the demo script is valid and its text is available")
    func demoScript() throws {
        let demo = SandboxScript.demo
        #expect(demo.flowNames == ["signIn", "register", "registerWithTerms", "push"])
        #expect(demo.defaultFlowName == "signIn")
        #expect(demo.usernames == ["alice"])
        #expect(demo.text == SandboxScript.demoYAML)
        #expect(
            SandboxScript.demoCredentials
                == DemoCredentials(username: "alice", password: "Passw0rd!", oneTimeCode: "123456"))
        let reloaded = try SandboxScript(yaml: SandboxScript.demoYAML)
        #expect(reloaded.flowNames == demo.flowNames)
    }
}

/// The demo credentials print their password only where asked, in the banner.
@Suite struct DemoCredentialsTests {
    @Test func theDescriptionShowsNoPasswordAndTheBannerShowsAll() {
        let demo = SandboxScript.demoCredentials
        var dumped = ""
        dump(demo, to: &dumped)
        for text in [String(describing: demo), String(reflecting: demo), dumped] {
            #expect(!text.contains(demo.password) && text.contains(demo.username), "\(text)")
        }
        #expect(demo.banner == "alice / Passw0rd!, one-time code 123456")
    }
}
