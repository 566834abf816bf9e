// The Swift of the "Using the sandbox in tests" article (Sources/OrchestrateSandbox/OrchestrateSandbox.docc/
// UsingTheSandbox.md), word for word (DocumentationSnippetTests checks it is compiled code), run.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct UsingTheSandboxExampleTests {
    /// A script of one tree, `Signup`: a name, then success.
    static let text = """
        version: 1
        trees: [{name: Signup, start: name}]
        treeNodes:
          - id: name
            callbacks: [{type: NameCallback, output: {prompt: User Name}}]
            transitions: [{then: {succeed: true}}]
        """

    @Test func theServersURLsJournalAndMessages() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("signup-\(UUID().uuidString).yaml")
        try Self.text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let text = Self.text

        let server = SandboxServer() // the demo script
        let base = try await server.start() // ephemeral port on 127.0.0.1
        let authorize = await server.authorizeURL() // where a DaVinci flow starts (an optional URL)
        let am = await server.amBaseURL() // where AM journeys are served: a journey's serverUrl
        let requests = await server.journal() // every request received, to assert on
        let messages = await server.sentMessages() // the emails and approvals it "sent"
        await server.stop() // stops listening; users, journal and messages stay for a later start()

        // Your own flows and trees: a script (YAML or JSON) from text or a file.
        let mine = SandboxServer(script: try SandboxScript(yaml: text, sourceName: "Tests/signup.yaml"))
        let fromFile = SandboxServer(script: try SandboxScript(contentsOf: url), port: 8080)

        #expect(base.host == "127.0.0.1" && base.port != nil)
        #expect(authorize?.absoluteString.hasPrefix(base.absoluteString) == true)
        #expect(am?.path.hasSuffix("/am") == true)
        #expect(requests.isEmpty && messages.isEmpty)
        #expect(await server.authorizeURL() == nil, "the URLs are nil while the server is stopped")
        #expect(await fromFile.amBaseURL() == nil, "not started")

        let mineBase = try await mine.start()
        defer { Task { await mine.stop() } }
        let journey = Journey.createJourney { $0.serverUrl = mineBase.absoluteString + "/am" }
        let name = try #require(await journey.start("Signup") as? ContinueNode)
        name.callback(NameCallback.self)?.name = "newcomer"
        #expect(await name.next() is SuccessNode)
        #expect(await mine.journal().count == 2)
    }

    @Test func theResumedJourneyInTheJournalAndTheEmailItFollowed() async throws {
        let server = SandboxServer()
        defer { Task { await server.stop() } }
        let am = try await server.start().absoluteString + "/am"
        let journey = Journey.createJourney { $0.serverUrl = am }
        let name = try #require(await journey.start("EmailLink") as? ContinueNode)
        name.callback(NameCallback.self)?.name = "alice"
        #expect(await name.next() is ContinueNode)

        let email = try #require(await server.sentMessages().last { $0.kind == .email })
        let resumed = await journey.resume(email.link)
        #expect((resumed as? ContinueNode)?.callback(TextOutputCallback.self) != nil, "\(resumed)")
        #expect(email.recipient == "alice@example.com")

        let resume = await server.journal().last { $0.path.hasSuffix("/authenticate") }
        #expect(resume?.queryValue("suspendedId") != nil)
        #expect(resume?.header("Accept-API-Version") == "resource=2.1, protocol=1.0")
    }
}
