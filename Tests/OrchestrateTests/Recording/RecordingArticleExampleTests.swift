import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// The Swift of the "Recording and replay" article, word for word (`RecordingArticleTests` checks it is here),
/// compiled and run against the package's own committed recording (Tests/Recorded).
@Suite struct RecordingArticleExampleTests {
    static let recordingFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Recorded/signin-demo.recording.json")

    @Test func aJourneyAnswersFromTheCommittedRecording() async throws {
        let recording = try SandboxRecording(contentsOf: Self.recordingFile)
        let server = try SandboxServer(replaying: recording)
        let base = try await server.start() // in place of the tenant's origin

        let journey = Journey.createJourney { (config: JourneyConfig) in
            config.serverUrl = base.absoluteString + "/am"
            config.realm = "alpha"
        }
        let signIn = try #require(await journey.start("Login") as? ContinueNode)
        signIn.callback(NameCallback.self)?.name = "alice"
        signIn.callback(PasswordCallback.self)?.password = "any password: the recording holds none"
        let next = await signIn.next()
        #expect(next is ContinueNode, "\(next)")

        // A request the recording does not hold is answered 400, and the journal says why.
        let mismatches = await server.journal().compactMap(\.note)
        #expect(mismatches.isEmpty, "\(mismatches)")
        await server.stop()
    }
}

/// Every Swift block of the article is in `RecordingArticleExampleTests`, word for word.
@Suite struct RecordingArticleTests {
    @Test func everySwiftBlockOfTheArticleIsCompiledCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent(
                "Sources/OrchestrateSandbox/OrchestrateSandbox.docc/RecordingAndReplay.md"),
            encoding: .utf8)
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
        #expect(blocks.count >= 1)
        let example = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        for block in blocks {
            let indented = block.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
            #expect(example.contains(indented), "not in RecordingArticleExampleTests:\n\(block)")
        }
    }
}
