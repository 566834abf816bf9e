import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// AM bodies that break the protocol in every way we could think of, served over HTTP: the runtime
/// answers with a node (a failure, an error, or callbacks with defaults), never a crash or a hang.
@Suite struct JourneyHostileTests {
    static let node: String = {
        (try? JourneyFixture.data("01-authenticate-name-password.json")).map { String(decoding: $0, as: UTF8.self) }
            ?? "{}"
    }()

    static let failures: [(name: String, status: Int, body: Data)] = [
        ("empty", 200, Data()),
        ("truncated", 200, Data(node.prefix(node.count / 2).utf8)),
        ("not JSON", 200, Data("<html>".utf8)),
        ("array", 200, Data("[]".utf8)),
        ("null", 200, Data("null".utf8)),
        ("authId not a string", 200, Data(#"{"authId": 5, "callbacks": []}"#.utf8)),
        (
            "non-UTF-8", 200,
            Data([0x7B, 0x22, 0x61, 0x75, 0x74, 0x68, 0x49, 0x64, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D])
        ),
        (
            "deep nesting", 200,
            Data(
                (#"{"authId":"a","callbacks":"# + String(repeating: "[", count: 50_000)
                    + String(repeating: "]", count: 50_000) + "}").utf8)
        ),
        ("huge", 200, Data((#"{"authId":"a","pad":""# + String(repeating: "x", count: 3_000_000) + #""}"#).utf8)),
        ("error not JSON", 401, Data("Unauthorized".utf8)),
        ("error array", 400, Data("[1]".utf8)),
        ("server error", 500, Data("down".utf8)),
        ("no content", 204, Data()),
        ("redirect without location", 302, Data()),
    ]

    static let degraded: [(name: String, body: String)] = [
        ("callbacks not an array", #"{"authId": "a", "callbacks": {"type": "NameCallback"}}"#),
        (
            "callbacks of wrong types",
            #"{"authId": "a", "callbacks": [1, "x", null, [], {"type": 5}, {"type": "NameCallback", "output": "prompt", "input": 7}]}"#
        ),
        (
            "outputs of wrong types",
            #"{"authId": "a", "callbacks": [{"type": "ChoiceCallback", "output": [{"name": "choices", "value": "one"}, {"name": "defaultChoice", "value": "x"}], "input": [{"name": "IDToken1", "value": {}}]}, {"type": "PollingWaitCallback", "output": [{"name": "waitTime", "value": [1]}]}, {"type": "TextOutputCallback", "output": [{"name": "messageType", "value": true}]}]}"#
        ),
        (
            "policies of wrong types",
            #"{"authId": "a", "callbacks": [{"type": "ValidatedCreatePasswordCallback", "output": [{"name": "policies", "value": "strict"}, {"name": "failedPolicies", "value": ["{not json", 5, {"policyRequirement": 3}]}], "input": [{"name": "IDToken1", "value": 5}]}]}"#
        ),
        (
            "metadata of wrong types",
            #"{"authId": "a", "callbacks": [{"type": "MetadataCallback", "output": [{"name": "data", "value": {"_type": "WebAuthn", "_action": 4}}]}]}"#
        ),
    ]

    @Test func everyHostileBodyBecomesAFailureOrErrorNode() async throws {
        for entry in Self.failures {
            let am = ScriptedAM([SandboxResponse(status: entry.status, body: entry.body)])
            try await am.run { journey, _ in
                let node = await journey.start("Login")
                #expect(node is FailureNode || node is ErrorNode, "\(entry.name) gave \(type(of: node))")
            }
        }
    }

    @Test func brokenCallbacksGiveCallbacksWithDefaultsThatCanBeSent() async throws {
        for entry in Self.degraded {
            let am = ScriptedAM([.json(200, entry.body), .json(200, #"{"tokenId": "t"}"#)])
            try await am.run { journey, _ in
                let step = try #require(await journey.start("Login") as? ContinueNode, "\(entry.name)")
                for callback in step.callbacks {
                    _ = callback.payload()
                    _ = "\(callback)"
                    if let validating = callback as? any Validating { _ = validating.validate() }
                }
                #expect(await step.next() is SuccessNode, "\(entry.name)")
            }
        }
    }

    @Test func tenThousandCallbacksAreReadAndSentBack() async throws {
        let one =
            #"{"type": "NameCallback", "output": [{"name": "prompt", "value": "p"}], "input": [{"name": "IDToken1", "value": ""}]}"#
        let body =
            #"{"authId": "a", "callbacks": ["# + Array(repeating: one, count: 10_000).joined(separator: ",") + "]}"
        let am = ScriptedAM([.json(200, body)])
        try await am.run { journey, _ in
            let step = try #require(await journey.start("Login") as? ContinueNode)
            #expect(step.callbacks.count == 10_000)
            #expect(step.callbacks.allSatisfy { $0 is NameCallback })
            let request = try step.asRequest()
            #expect(request.jsonBody?["callbacks"]?.arrayValue?.count == 10_000)
        }
    }

    @Test func secretsNeverReachTheLog() async throws {
        let logger = CapturingLogger()
        let node =
            #"{"authId": "a", "callbacks": [{"type": "PasswordCallback", "output": [], "input": [{"name": "IDToken1", "value": ""}]}, {"type": "KbaCreateCallback", "output": [{"name": "predefinedQuestions", "value": ["q"]}], "input": [{"name": "IDToken2question", "value": ""}, {"name": "IDToken2answer", "value": ""}]}]}"#
        let am = ScriptedAM([.json(200, node), .json(200, #"{"tokenId": "sso-token-value"}"#), .json(200, node)])
        try await am.run(configure: {
            $0.logger = logger
            $0.debug = true
        }) { journey, _ in
            let step = try #require(await journey.start("Login") as? ContinueNode)
            step.callback(PasswordCallback.self)?.password = "hunter2-password"
            step.callback(KbaCreateCallback.self)?.selectedAnswer = "kba-answer-text"
            #expect(!"\(step.callbacks)".contains("hunter2-password"))
            var dumped = ""
            dump(step.callbacks, to: &dumped)
            #expect(!dumped.contains("hunter2-password") && !dumped.contains("kba-answer-text"))
            let success = await step.next()
            #expect(!"\(success)".contains("sso-token-value"))
            _ = await journey.start("Again")
            _ = await journey.signOff()
        }
        #expect(!logger.all.isEmpty)
        for secret in ["hunter2-password", "kba-answer-text", "sso-token-value"] {
            #expect(
                !logger.all.contains { $0.contains(secret) },
                "\(secret) reached the log: \(logger.all.filter { $0.contains(secret) })")
        }
    }
}

/// A 2xx body that is neither a node nor a success never signs the user in (issue 28, P1: Ping's mock AM
/// answers some errors with HTTP 200 and `{"code": 401, …}`).
@Suite struct JourneySuccessRuleTests {
    @Test(arguments: [
        (#"{"code": 401, "reason": "Unauthorized", "message": "Login failure"}"#, "ErrorNode 401 Login failure"),
        (#"{"code": 500, "message": "Internal"}"#, "ErrorNode 500 Internal"),
        (#"{"code": 1999, "message": "Timed out"}"#, "FailureNode"),
        (#"{}"#, "FailureNode"),
        (#"{"realm": "/alpha"}"#, "FailureNode"),
        (#"{"code": 200, "message": "ok?"}"#, "FailureNode"),
        (#"{"tokenId": 42}"#, "FailureNode"),
        (#"{"tokenId": "AQIC5w", "successUrl": "/enduser", "realm": "/alpha"}"#, "SuccessNode AQIC5w"),
        (#"{"successUrl": "/enduser", "realm": "/alpha"}"#, "SuccessNode -"),
    ])
    func aBodyWithoutAuthIdIsASuccessOnlyWithATokenOrASuccessURL(body: String, expected: String) async throws {
        let am = ScriptedAM([.json(200, body)])
        let shown = try await am.run { journey, _ in
            switch await journey.start("Login") {
            case let error as ErrorNode: "ErrorNode \(error.status) \(error.message)"
            case is FailureNode: "FailureNode"
            case let success as SuccessNode: "SuccessNode \(success.session ?? "-")"
            case let other: "\(type(of: other))"
            }
        }
        #expect(shown == expected, "\(body)")
    }
}
