import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// Server bodies that break the DaVinci protocol in every way we could think of. Each is served over HTTP
/// with the status given; the runtime must answer with a node, never crash.
enum HostileBody {
    static let startForm: String = {
        (try? Fixture.data("05-start-login-form.json")).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }()

    static let corpus: [(name: String, status: Int, body: Data)] = [
        ("empty", 200, Data()),
        ("truncated", 200, Data(startForm.prefix(startForm.count / 2).utf8)),
        ("not JSON", 200, Data(" Not a Json ".utf8)),
        ("array", 200, Data("[]".utf8)),
        ("string", 200, Data(#""hello""#.utf8)),
        ("null", 200, Data("null".utf8)),
        ("missing links", 200, Data(#"{"id": "x", "form": {"components": {"fields": []}}}"#.utf8)),
        ("href not a string", 200, Data(#"{"_links": {"next": {"href": 5}}}"#.utf8)),
        ("links not an object", 200, Data(#"{"_links": "next"}"#.utf8)),
        ("authorizeResponse not an object", 200, Data(#"{"authorizeResponse": "code"}"#.utf8)),
        ("non-UTF-8", 200, Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])),
        (
            "deep nesting", 200,
            Data((String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)).utf8)
        ),
        (
            "huge", 200,
            Data(
                ("{\"_links\":{\"next\":{\"href\":\"http://127.0.0.1:1/x\"}},\"pad\":\""
                    + String(repeating: "x", count: 3_000_000) + "\"}").utf8)
        ),
        ("error not JSON", 400, Data("<html>bad</html>".utf8)),
        ("error array", 400, Data("[1,2]".utf8)),
        ("error wrong types", 400, Data(#"{"message": 5, "code": [], "details": "x"}"#.utf8)),
        ("server error", 503, Data("down".utf8)),
        ("teapot empty", 418, Data()),
        ("no content", 204, Data()),
    ]

    /// Bodies that are continue nodes with broken parts: the node is made with what can be read.
    static let brokenForms: [(name: String, body: String)] = [
        (
            "fields not an array",
            #"{"_links": {"next": {"href": "HREF"}}, "form": {"components": {"fields": {"a": 1}}}}"#
        ),
        (
            "fields of wrong types",
            #"{"_links": {"next": {"href": "HREF"}}, "form": {"components": {"fields": [1, "x", null, [], {"type": 5}, {"type": "TEXT", "key": 7, "required": "yes"}]}}}"#
        ),
        (
            "formData of wrong types",
            #"{"_links": {"next": {"href": "HREF"}}, "formData": {"value": {"k": {"deep": true}, "m": 5}}, "form": {"components": {"fields": [{"type": "TEXT", "key": "k"}, {"type": "CHECKBOX", "key": "m", "options": "none"}, {"type": "PHONE_NUMBER", "key": "p", "defaultCountryCode": 4}]}}}"#
        ),
        (
            "policy of wrong types",
            #"{"_links": {"next": {"href": "HREF"}}, "passwordPolicy": {"length": "long", "minCharacters": [1]}, "form": {"components": {"fields": [{"type": "PASSWORD", "key": "pw", "validation": {"regex": "([", "errorMessage": 3}}]}}}"#
        ),
        (
            "next is not a URL",
            #"{"_links": {"next": {"href": "not a url"}}, "form": {"components": {"fields": [{"type": "SUBMIT_BUTTON", "key": "go"}]}}}"#
        ),
    ]
}

@Suite struct HostileResponseTests {
    @Test func everyHostileBodyBecomesAFailureOrErrorNode() async throws {
        let routes = HostileBody.corpus.enumerated().map { index, entry in
            SandboxRoute.fixed(
                method: "GET", path: "/hostile/\(index)",
                response: SandboxResponse(status: entry.status, body: entry.body))
        }
        try await withSandbox(routes: routes) { _, base in
            let workflow = DaVinci.createDaVinci { $0.logger = SilentLogger() }
            for (index, entry) in HostileBody.corpus.enumerated() {
                let node = await workflow.start(Request(url: base.string("/hostile/\(index)")))
                #expect(node is FailureNode || node is ErrorNode, "\(entry.name) gave \(type(of: node))")
                if entry.status == 400, let error = node as? ErrorNode {
                    _ = error.details // reading details of a malformed body must not crash
                }
            }
        }
    }

    @Test func brokenFormsBecomeNodesWithWhatCanBeRead() async throws {
        let routes =
            [
                SandboxRoute.fixed(
                    method: "POST", path: "/accept", response: .json(200, #"{"authorizeResponse": {"code": "c"}}"#))
            ]
            + HostileBody.brokenForms.enumerated().map { index, entry in
                SandboxRoute(method: "GET", path: "/broken/\(index)") { _ in .json(200, entry.body) }
            }
        try await withSandbox(routes: routes) { _, base in
            let workflow = DaVinci.createDaVinci { $0.logger = SilentLogger() }
            for (index, entry) in HostileBody.brokenForms.enumerated() {
                let request = Request(url: base.string("/broken/\(index)"))
                let node = await workflow.start(request)
                let form = try #require(node as? ContinueNode, "\(entry.name)")
                _ = form.validate()
                for case let password as PasswordCollector in form.actions { _ = password.passwordPolicy }
                let next = await form.next()
                #expect(next is FailureNode, "\(entry.name): HREF is not a URL, so submitting fails cleanly")
            }
        }
    }
}
