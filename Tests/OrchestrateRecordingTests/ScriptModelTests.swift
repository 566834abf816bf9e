import Foundation
import OrchestrateBasics
import Testing

@testable import OrchestrateRecording

/// The sandbox script's typed model both ways: what `import recording` writes (`scriptJSON`) is read back by the
/// same model's decoders (which the sandbox uses) as the same script, for every kind of node, condition and
/// outcome; and a value the decoders refuse is not one the writing can make up.
@Suite struct ScriptModelTests {
    static let document = ScriptDocument(
        users: [
            ScriptUser(
                username: "demo", password: "Demo-Passw0rd!", otp: "123456", email: "d@example.com", kbaAnswer: "blue")
        ],
        flows: [ScriptFlow(name: "SignOn", isDefault: true, start: "signIn")],
        nodes: [
            ScriptNode(
                id: "signIn", form: ScriptForm(name: "Sign On", description: "", category: "EXAMPLE"),
                fields: [["key": "username", "type": "TEXT"], ["key": "password", "type": "PASSWORD"]],
                formData: ["username": "", "password": ""], passwordPolicy: ["length": ["min": 8]],
                transitions: [
                    ScriptTransition(
                        action: "submit",
                        conditions: [.credentials(usernameField: "username", passwordField: "password")],
                        outcome: ScriptOutcome(.goto("otp"))),
                    ScriptTransition(
                        action: nil,
                        conditions: [.equals(field: "remember", value: true), .passwordPolicy(field: "password")],
                        outcome: ScriptOutcome(.error(ScriptError(kind: .custom, status: 409, body: ["code": "TAKEN"])))
                    ),
                    ScriptTransition(
                        action: "poll",
                        conditions: [.approved(field: "polling"), .user(field: "username"), .otp(field: "otp")],
                        outcome: ScriptOutcome(.succeed)),
                    ScriptTransition(
                        action: nil, conditions: [],
                        outcome: ScriptOutcome(.error(ScriptError(kind: .invalidCredentials, attempts: 3)))),
                ])
        ],
        trees: [ScriptTree(name: "Login", start: "page")],
        treeNodes: [
            TreeNode(
                id: "page", stage: "UsernamePassword", header: "Sign in", description: "Welcome",
                callbacks: [
                    TreeCallback(type: "NameCallback", output: ["prompt": "User Name"]),
                    TreeCallback(
                        type: "PasswordCallback", output: ["prompt": "Password"],
                        input: [(name: "IDToken2", value: .string(""))]),
                ],
                transitions: [
                    TreeTransition(
                        conditions: [
                            .credentials(usernameInput: "IDToken1", passwordInput: "IDToken2"), .attempts(atMost: 3),
                        ],
                        outcome: TreeOutcome(.goto("wait"))),
                    TreeTransition(
                        conditions: [
                            .user(usernameInput: "IDToken1"), .otp(input: "IDToken2"), .kba(input: "IDToken3"),
                        ],
                        outcome: TreeOutcome(.succeed)),
                    TreeTransition(conditions: [.equals(input: "IDToken1", value: 1)], outcome: TreeOutcome(.fail)),
                ]),
            TreeNode(
                id: "wait", callbacks: [TreeCallback(type: "PollingWaitCallback", output: ["waitTime": "1000"])],
                approval: nil, suspend: nil,
                transitions: [TreeTransition(conditions: [], outcome: TreeOutcome(.succeed))]),
        ])

    @Test func whatIsWrittenIsReadBackAsTheSameScript() throws {
        let written = Self.document.scriptJSON
        let read = try JSONDecoder().decode(ScriptDocument.self, from: written.serialized())
        #expect(read.scriptJSON == written)
        #expect(read.nodes.first?.transitions.count == 4)
        #expect(read.treeNodes.first?.transitions.first?.conditions.count == 2)
        #expect(read.users.first?.kbaAnswer == "blue")
    }

    @Test func everyKindOfConditionIsWritten() {
        let text = Self.document.scriptJSON.serializedText()
        for key in [
            "credentials", "equals", "passwordPolicy", "approved", "user", "otp", "kba", "attempts", "goto", "succeed",
            "fail", "error",
        ] {
            #expect(text.contains("\"\(key)\""), "\(key)")
        }
        // Defaults are left out: the decoder gives them back.
        #expect(!text.contains("\"attempts\":5") && text.contains("\"attempts\":3"))
        #expect(text.contains("\"status\":409") && !text.contains("\"status\":400"))
    }
}
