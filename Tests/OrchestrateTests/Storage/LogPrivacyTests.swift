import Foundation
import OrchestrateSandbox
import Testing

@testable import Orchestrate

/// A logger that keeps every `LogMessage` as the runtime wrote it, with its private runs marked.
final class MessageRecorder: OrchestrateLogger {
    private let messages = Locked<[LogMessage]>([])

    func log(_ level: LogLevel, _ message: String) {
        Issue.record("the runtime wrote a plain line: \(message)")
    }

    func log(_ level: LogLevel, message: LogMessage) {
        messages.withLock { $0.append(message) }
    }

    var all: [LogMessage] { messages.current }
}

/// What reaches the unified log public: only the runtime's own wording, never a value.
@Suite struct LogPrivacyTests {
    @Test func interpolatedValuesArePrivateAndTheWordingPublic() {
        let url = "https://auth.example.com/a?code=secret"
        let message: LogMessage = "request: \(url) after \(public: 2) tries"
        #expect(
            message.segments == [
                .init("request: ", isPrivate: false), .init(url, isPrivate: true),
                .init(" after 2 tries", isPrivate: false),
            ])
        #expect(message.description == "request: \(url) after 2 tries")
        let literal: LogMessage = "plain"
        #expect(literal.segments == [.init("plain", isPrivate: false)])
    }

    @Test func aLineHasAtMostThreeValuesInTheUnifiedLog() {
        let one = UnifiedLogShape("node: \("n")")
        #expect(one.wording == ["node: ", ""] && one.values == ["n"])
        let none = UnifiedLogShape("fixed")
        #expect(none.wording == ["fixed"] && none.values.isEmpty)
        let five = UnifiedLogShape("a\(1)b\(2)c\(3)d\(4)e\(5)f")
        #expect(five.wording == ["a", "b", "c", ""])
        #expect(five.values == ["1", "2", "3d4e5f"], "the wording between later values stays private with them")
        let plain = UnifiedLogShape(LogMessage(segments: [.init("a whole line", isPrivate: true)]))
        #expect(plain.wording == ["", ""] && plain.values == ["a whole line"])
    }

    @Test func sanitizingKeepsEachRunsPrivacy() {
        let recorder = MessageRecorder()
        SanitizingLogger(recorder).log(.debug, message: "node: \("a\nforged line")")
        #expect(
            recorder.all == [
                LogMessage(segments: [
                    .init("node: ", isPrivate: false),
                    .init("a?forged line", isPrivate: true),
                ])
            ])
    }

    /// A type name is the server's text (a custom node may name its callback after a user or a tenant): it
    /// is logged private, the wording public.
    @Test func aServersTypeNameIsPrivate() {
        let recorder = MessageRecorder()
        _ = CallbackRegistry().callbacks(from: [["type": "TenantAcmeAliceCallback"]], logger: recorder)
        _ = CollectorFactory().collectors(from: [["type": "ACME_ALICE_FIELD", "key": "k"]], logger: recorder)
        #expect(recorder.all.count == 2)
        for message in recorder.all {
            let shown = message.segments.filter { !$0.isPrivate }.map(\.text).joined()
            #expect(!shown.contains("Alice") && !shown.contains("ALICE"), "\(message)")
            #expect(message.segments.contains { $0.isPrivate && $0.text.uppercased().contains("ALICE") })
        }
    }

    /// A DaVinci sign-in against the sandbox: every request, response and node the runtime logs is private,
    /// and no public run holds the user's name, the password, a token or the server's address.
    @Test func aSignInLogsNoValueInPublic() async throws {
        let recorder = MessageRecorder()
        try await withSandbox { server, _ in
            let workflow = try await oidcWorkflow(server, logger: recorder)
            _ = try #require(try await signInDemo(workflow) as? SuccessNode)
            let host = try #require(await server.discoveryURL()?.host)
            let demo = SandboxScript.demoCredentials
            #expect(recorder.all.count > 5)
            let publicText = recorder.all.flatMap(\.segments).filter { !$0.isPrivate }.map(\.text).joined(
                separator: "\n")
            for secret in [demo.username, demo.password, host, "Bearer", "access_token"] {
                #expect(!publicText.contains(secret), "'\(secret)' is in a public run")
            }
            let privateText = recorder.all.flatMap(\.segments).filter(\.isPrivate).map(\.text).joined()
            #expect(privateText.contains(host), "the values are there for a debugger")
        }
    }
}
