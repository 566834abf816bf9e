import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// `orchestrate-gen import recording` on the recording of every walk of signin-demo (Tests/Recorded, made by
/// Scripts/record-signin-demo.sh through `orchestrate-sandbox record` in front of the sandbox): the specs and
/// scripts it writes are the checked-in ones in Tests/Imported (which GoldenTests generates Swift from and
/// GeneratedCodeTests runs against the replay), and what they say is what the server sent. The expected
/// values are read from the recorded responses themselves, not from the import's output: the Login tree's
/// first node has `"stage": "UsernamePassword"` with a NameCallback and a PasswordCallback
/// (signin-demo.recording.json, the response near line 1211), the choice node `"header": "Verify it's you"` (near
/// line 1324) whose answers 0 and 1 were followed by the One-time code and the Security question nodes; the
/// DaVinci form `"id": "signIn"` sent fields username (TEXT), password (PASSWORD) and register (FLOW_LINK), and
/// its first submission was answered 400 "Invalid username and/or password", its second with the `otp` form.
@Suite struct ImportRecordingTests {
    static let recording = packageRoot.appendingPathComponent("Tests/Recorded/signin-demo.recording.json").path
    static let names = [
        "RecordedLogin.callbacks.yaml", "RecordedLogin.flow.yaml", "RecordedLogin.sandbox.yaml",
        "RecordedSigninDemo.collectors.yaml", "RecordedSigninDemo.flow.yaml", "RecordedSigninDemo.sandbox.yaml",
    ]

    func imported() throws -> (outcome: Commands.Outcome, files: [String: String]) {
        let output = try SwiftCompiler.temporaryFolder()
        let outcome = Commands.importRecording(path: Self.recording, prefix: "Recorded", outputDirectory: output.path)
        return (outcome, try ImportJourneyTests.files(in: output))
    }

    @Test func theRecordingImportsToTheCheckedInSpecs() throws {
        let (outcome, written) = try imported()
        #expect(!outcome.failed, "\(outcome.errors)")
        let expected = packageRoot.appendingPathComponent("Tests/Imported")
        if blessing {
            for (name, text) in written { try Data(text.utf8).write(to: expected.appendingPathComponent(name)) }
        }
        #expect(written.keys.sorted() == Self.names)
        for name in Self.names {
            let checkedIn = try String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
            #expect(
                written[name] == checkedIn, "\(name) differs from a fresh import; run ORCHESTRATE_BLESS=1 swift test")
        }
    }

    @Test func theTypesAndTheWaysAreThoseTheSandboxSent() throws {
        let files = try imported().files
        // The demo's Login tree: NameCallback + PasswordCallback (stage UsernamePassword), then a ChoiceCallback
        // whose 0 leads to the one-time code and 1 to the security question.
        let callbacks = try #require(files["RecordedLogin.callbacks.yaml"])
        #expect(callbacks.contains("match: {stage: UsernamePassword}"))
        #expect(callbacks.contains("userName: NameCallback\n      password: PasswordCallback"))
        let script = try #require(files["RecordedLogin.sandbox.yaml"])
        #expect(
            script.contains("- when: [{credentials: {username: IDToken1, password: IDToken2}}]"),
            "a wrong password was refused")
        #expect(script.contains("- when: [{equals: {input: IDToken1, value: 0}}]\n        then: {goto: oneTimeCode}"))
        #expect(
            script.contains("- when: [{equals: {input: IDToken1, value: 1}}]\n        then: {goto: securityQuestion}"))
        // The demo's signIn flow: the Sign On form's fields as sent; a wrong password was an error, the right one
        // led to the one-time code form.
        let collectors = try #require(files["RecordedSigninDemo.collectors.yaml"])
        #expect(collectors.contains("match: {nodeId: signIn}"))
        #expect(collectors.contains("password: {key: password, type: PASSWORD}"))
        #expect(collectors.contains("register: {key: register, type: FLOW_LINK}"))
        let daVinci = try #require(files["RecordedSigninDemo.sandbox.yaml"])
        #expect(
            daVinci.contains(
                "when: [{credentials: {username: username, password: password}}]\n        then: {goto: otp}"))
        #expect(daVinci.contains("then: {error: {kind: invalidCredentials}}"))
        // No value the recording replaced reaches the specs.
        for text in files.values { #expect(!text.contains("orchestrate-recorded-password")) }
    }

    @Test func aFileThatIsNotARecordingWritesNothingAndSaysWhere() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("not-a-recording.json")
        try Data(#"{"format": 2, "exchanges": []}"#.utf8).write(to: file)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importRecording(path: file.path, outputDirectory: output.path)
        #expect(outcome.failed)
        #expect(
            outcome.errors.contains(
                "not-a-recording.json:1:2: error: not a recording this build reads: format 2 is not 1"),
            "\(outcome.errors)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")

        let broken = folder.appendingPathComponent("broken.json")
        try Data("{\"format\": 1, \"upstream\": \"https://x.example\",\n \"exchanges\": [\n  {\"walk\": 1}\n ]}".utf8)
            .write(to: broken)
        let located = Commands.importRecording(path: broken.path, outputDirectory: output.path)
        #expect(
            located.errors.contains("broken.json:3:3: error: not a recording this build reads: no \"request\""),
            "\(located.errors)")

        let empty = folder.appendingPathComponent("empty.json")
        try Data(#"{"format": 1, "upstream": "https://x.example", "replacements": [], "exchanges": []}"#.utf8).write(
            to: empty)
        let nothing = Commands.importRecording(path: empty.path, outputDirectory: output.path)
        #expect(nothing.failed && nothing.errors.contains("shows no journey step and no DaVinci form"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func theSameRecordingGivesTheSameBytes() throws {
        let first = try imported().files
        let second = try imported().files
        #expect(first == second)
    }
}

/// `import recording --export`: where an export of the same tree and the recording disagree, the recording's
/// specs are written and a warning says where. The export is a frodo export written here for the sandbox's
/// `Login` tree as an administrator might have it: its first page agrees with what the sandbox sent (a
/// Username and a Password Collector send NameCallback and PasswordCallback: ForgeRock/am-external 8.0.2
/// openam-auth-trees/auth-nodes UsernameCollectorNode.java and PasswordCollectorNode.java); its code page holds
/// a OneTimePasswordCollectorDecisionNode, which sends a PasswordCallback (OneTimePasswordCollectorDecisionNode.java,
/// same release) where the recording shows a TextInputCallback (the recorded "One-time code" node); and a third
/// page no walk reached.
@Suite struct ImportRecordingAgainstAnExportTests {
    static func node(_ id: String, _ type: String, outcomes: [String], page: [String: Any] = [:]) -> [String: Any] {
        var node: [String: Any] = [
            "_id": id, "_type": ["_id": type, "name": type, "version": "1.0"],
            "_outcomes": outcomes.map { ["id": $0, "displayName": $0] },
        ]
        node.merge(page) { _, new in new }
        return node
    }

    static func export() throws -> Data {
        let success = "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"
        let failure = "e301438c-0bd0-429c-ab0c-66126501069a"
        func child(_ id: String, _ type: String) -> [String: Any] {
            ["_id": id, "displayName": type, "nodeType": type]
        }
        let tree: [String: Any] = [
            "_id": "Login", "enabled": true, "entryNodeId": "p1", "staticNodes": [:],
            "nodes": [
                "p1": ["connections": ["outcome": "d1"], "displayName": "Sign In", "nodeType": "PageNode"],
                "d1": [
                    "connections": ["true": "p2", "false": failure], "displayName": "Check",
                    "nodeType": "DataStoreDecisionNode",
                ],
                "p2": [
                    "connections": ["true": success, "false": "p3"], "displayName": "Code", "nodeType": "PageNode",
                ],
                "p3": ["connections": ["outcome": success], "displayName": "Never", "nodeType": "PageNode"],
            ],
        ]
        let nodes: [String: Any] = [
            "p1": node(
                "p1", "PageNode", outcomes: ["outcome"],
                page: [
                    "nodes": [child("u1", "UsernameCollectorNode"), child("w1", "PasswordCollectorNode")],
                    "pageHeader": ["en": "Sign In"], "stage": "UsernamePassword",
                ]),
            "d1": node("d1", "DataStoreDecisionNode", outcomes: ["true", "false"]),
            "p2": node(
                "p2", "PageNode", outcomes: ["true", "false"],
                page: [
                    "nodes": [child("o1", "OneTimePasswordCollectorDecisionNode")],
                    "pageHeader": ["en": "One-time code"],
                ]),
            "p3": node(
                "p3", "PageNode", outcomes: ["outcome"],
                page: [
                    "nodes": [child("u2", "UsernameCollectorNode")], "pageHeader": ["en": "Never walked"],
                ]),
        ]
        let inner: [String: Any] = [
            "u1": node("u1", "UsernameCollectorNode", outcomes: ["outcome"]),
            "w1": node("w1", "PasswordCollectorNode", outcomes: ["outcome"]),
            "o1": node("o1", "OneTimePasswordCollectorDecisionNode", outcomes: ["true", "false"]),
            "u2": node("u2", "UsernameCollectorNode", outcomes: ["outcome"]),
        ]
        let document: [String: Any] = [
            "trees": ["Login": ["tree": tree, "nodes": nodes, "innerNodes": inner, "scripts": [:]]]
        ]
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    @Test func theRecordingIsWrittenAndEachDisagreementIsAWarning() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let export = folder.appendingPathComponent("Login.journey.json")
        try Self.export().write(to: export)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importRecording(
            path: ImportRecordingTests.recording, prefix: "Recorded", exports: [export.path],
            outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        let warnings = outcome.errors
        #expect(
            warnings.contains(
                "the recording and the export disagree at header One-time code: the export says [PasswordCallback], the server sent [TextInputCallback]; the recording's are written"
            ), "\(warnings)")
        #expect(warnings.contains("(header Never walked) was not reached by a recorded walk"))
        #expect(warnings.contains("the recording shows header Verify it's you, which the export does not declare"))
        #expect(!warnings.contains("stage UsernamePassword"), "the first page agrees")
        // The recording's specs are the ones written.
        let written = try ImportJourneyTests.files(in: output)
        let checkedIn = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Imported/RecordedLogin.callbacks.yaml"),
            encoding: .utf8)
        #expect(written["RecordedLogin.callbacks.yaml"] == checkedIn)
    }
}
