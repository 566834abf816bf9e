import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// `orchestrate-gen import recording` on the recording of every walk of signin-demo (Tests/Recorded, made by
/// Scripts/record-signin-demo.sh through `orchestrate-sandbox record` in front of the sandbox): the specs and
/// scripts it writes are the checked-in ones in Tests/Imported (which GoldenTests generates Swift from and
/// GeneratedCodeTests runs against the replay), and what they say is what the sandbox sent. The expected
/// values come from the sandbox's demo script (Sources/OrchestrateSandbox/Scripting/DemoScript.swift: the
/// `signIn` flow's forms and the `Login` tree's nodes) and the three walks the script records.
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
            script.contains("- when: [{credentials: {password: IDToken2, username: IDToken1}}]"),
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
                "when: [{credentials: {password: password, username: username}}]\n        then: {goto: otp}"))
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
        #expect(outcome.errors.contains("not-a-recording.json:1:1: error: not a recording of format 1"))
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")

        let broken = folder.appendingPathComponent("broken.json")
        try Data("{\"format\": 1,\n \"exchanges\": [\n  {\"walk\": 1}\n ]}".utf8).write(to: broken)
        let located = Commands.importRecording(path: broken.path, outputDirectory: output.path)
        #expect(
            located.errors.contains("broken.json:3:3: error: an exchange needs a request and a response"),
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
