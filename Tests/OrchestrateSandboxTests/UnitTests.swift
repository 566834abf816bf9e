import Foundation
import Testing
import Yams

@testable import OrchestrateSandbox

@Suite("Password policy")
struct PasswordPolicyTests {
    static let full: JSON = [
        "length": ["min": 8, "max": 20],
        "minUniqueCharacters": 5,
        "maxRepeatedCharacters": 2,
        "minCharacters": [
            "0123456789": 1, "ABCDEFGHIJKLMNOPQRSTUVWXYZ": 1, "abcdefghijklmnopqrstuvwxyz": 1,
            "~!@#$%^&*()-_=+[]{}|;:,.<>/?": 1,
        ],
    ]

    @Test(
        "requirements are checked one by one",
        arguments: [
            ("Passw0rd!", [String]()),
            ("Short1!", ["length"]),
            ("Waytoolong1!abcdefghij", ["length"]),
            ("aaa111@@@Bcd", ["maxRepeatedCharacters"]),
            ("Aa1!Aa1!Aa1!", ["minUniqueCharacters"]),
            ("password1!", ["minCharacters"]),
            ("PASSWORD", ["minCharacters", "minCharacters", "minCharacters"]),
            (
                "",
                ["minCharacters", "minCharacters", "minCharacters", "minCharacters", "length", "minUniqueCharacters"]
            ),
        ])
    func violations(password: String, expected: [String]) throws {
        let policy = try PasswordPolicy(reading: Self.full)
        #expect(policy.failedRequirements(of: password).map(\.requirement) == expected)
    }

    @Test("character sets are literal, and messages")
    func literalSetsAndMessages() throws {
        let policy = try PasswordPolicy(reading: ["minCharacters": ["0123456789": 2]])
        let violation = try #require(policy.failedRequirements(of: "Password@1").first)
        #expect(violation.message.contains("'0123456789'"))
        let named = try PasswordPolicy(reading: ["minCharacters": ["digits": 1]])
        #expect(
            named.failedRequirements(of: "12345678").map(\.requirement) == ["minCharacters"],
            "`digits` is the letters d, i, g, t, s")
        #expect(named.failedRequirements(of: "dog").isEmpty)
        #expect(violation.message.hasSuffix("is 2"))
        #expect(try PasswordPolicy(reading: [:]).failedRequirements(of: "").isEmpty)
        #expect(PasswordPolicy.longestRun(in: "abbcccd") == 3)
        #expect(throws: PasswordPolicy.FormatError.self) {
            try PasswordPolicy(reading: ["minCharacters": ["x": "two"]])
        }
        #expect(throws: PasswordPolicy.FormatError.self) { try PasswordPolicy(reading: "strict") }
    }
}

@Suite("JSON values")
struct SandboxJSONTests {
    @Test("parse and print keep member order and escapes")
    func roundTrip() throws {
        let text = #"{"z":1,"a":[true,false,null,-1.5,2e3],"s":"q\"\\\/\n\u00e9\ud83d\ude00","n":{}}"#
        let value = try JSON.parse(Data(text.utf8))
        #expect(value.members?.map(\.key) == ["z", "a", "s", "n"])
        #expect(value["a"] == [true, false, nil, .number(-1.5), .number(2000)])
        #expect(value["s"] == .string("q\"\\/\né😀"))
        #expect(try JSON.parse(value.serialized(keyOrder: .stored)) == value)
        #expect(JSON.string("a\u{1}b").serializedText(keyOrder: .stored) == #""a\u0001b""#)
    }

    @Test(
        "invalid JSON is rejected",
        arguments: [
            "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "\"\\x\"", "tru", "[] []",
            "\"\\ud800\"",
            String(repeating: "[", count: JSON.maximumDepth + 1)
                + String(repeating: "]", count: JSON.maximumDepth + 1),
        ])
    func invalid(_ text: String) {
        #expect(throws: (any Error).self) { try JSON.parse(Data(text.utf8)) }
    }

    @Test("YAML scalars: only true/false are booleans, quoted numbers stay strings")
    func yamlScalars() throws {
        let value = try YAMLDecoder().decode(
            JSON.self,
            from: """
                {a: yes, b: No, c: true, d: "12", e: 12, f: 1.5, g: ~, h: "true", i: '', j: [x, 2]}
                """)
        #expect(
            value == [
                "a": "yes", "b": "No", "c": true, "d": "12", "e": 12, "f": .number(1.5), "g": nil,
                "h": "true", "i": "", "j": ["x", 2],
            ])
    }

    @Test("cookies parse like browsers send them")
    func cookies() {
        let record = SandboxRecord(
            method: "get", path: "/", headers: [SandboxNameValue(name: "cookie", value: "a=1; b=\"two\"; a=3; c")])
        #expect(record.method == "GET")
        #expect(record.cookies == ["a": "1", "b": "two", "c": ""])
    }
}

@Suite("Interaction store")
struct InteractionStoreTests {
    static func request(_ json: JSON) throws -> ContinueRequest {
        try ContinueRequest(body: json.serialized(keyOrder: .stored))
    }

    @Test("an expired interaction is refused and forgotten")
    func expiry() async throws {
        let store = InteractionStore(script: .demo, lifetime: -1)
        let (interaction, node) = try await store.begin(flowName: nil)
        #expect(node.id == "signIn")
        let body = try Self.request([
            "id": "signIn",
            "parameters": ["eventType": "submit", "data": ["actionKey": "submit", "formData": [:]]],
        ])
        let error = await #expect(throws: ProtocolError.self) {
            try await store.advance(interactionID: interaction.id, request: body)
        }
        #expect(error?.message == "The interaction has expired")
        #expect(await store.interactionCount == 0)
    }

    @Test("a missing formData is an empty form; actions need no formData")
    func optionalFormData() async throws {
        let store = InteractionStore(script: .demo)
        let (interaction, _) = try await store.begin(flowName: "signIn")
        let body = try Self.request([
            "id": "signIn", "parameters": ["eventType": "action", "data": ["actionKey": "register"]],
        ])
        guard case let .node(_, next) = try await store.advance(interactionID: interaction.id, request: body) else {
            Issue.record("expected a node")
            return
        }
        #expect(next.id == "register")
    }
}
