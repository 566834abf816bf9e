import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// Journeys with OIDC recorded through `RecordingProxy` from the sandbox's AM, over loopback, then replayed:
/// three walks (a wrong password; the one-time code; the security question) give the same nodes through the
/// replay, the values that chose a path choose it again, and a recorded placeholder typed takes its path.
@Suite struct RecordReplayJourneyTests {
    let demo = SandboxScript.demoCredentials

    enum Walk: CaseIterable { case wrongPassword, oneTimeCode, securityQuestion }

    /// One walk of the `Login` tree; a successful one goes on to tokens, userinfo and sign-off.
    func walk(_ kind: Walk, amBase: String, password: String? = nil) async throws -> WalkSeen {
        var seen = WalkSeen()
        let journey = recordedJourney(amBase: amBase)
        let start = seen.saw(await journey.start("Login"))
        let first = try #require(start as? ContinueNode, "\(start)")
        let typed = kind == .wrongPassword ? "wrong" : password ?? demo.password
        let afterPassword = seen.saw(try await signOn(first, password: typed).next())
        guard kind != .wrongPassword else { return seen }
        let choice = try #require(afterPassword as? ContinueNode, "\(afterPassword)")
        try #require(choice.callback(ChoiceCallback.self)).selectedIndex = kind == .oneTimeCode ? 0 : 1
        let question = try #require(seen.saw(await choice.next()) as? ContinueNode)
        if kind == .oneTimeCode {
            try #require(question.callback(TextInputCallback.self)).text = demo.oneTimeCode
        } else {
            try #require(question.callback(PasswordCallback.self)).password = SandboxScript.demoKBAAnswer
        }
        let end = seen.saw(await question.next())
        let success = try #require(end as? SuccessNode, "\(end)")
        let tokens = try #require(try await success.user?.tokens())
        seen.accessToken = tokens.accessToken
        seen.idToken = tokens.idToken ?? ""
        let claims = try #require(try await success.user?.userinfo())
        seen.nodes.append("userinfo sub \(claims["sub"]?.stringValue ?? "-")")
        _ = try await journey.signOff().get()
        seen.nodes.append("signed off")
        return seen
    }

    @Test func threeWalksRecordedFromTheSandboxAreReplayedInTheirOrder() async throws {
        let scratch = try ScratchRecording()
        defer { scratch.remove() }
        let upstream = SandboxServer()
        let upstreamBase = try await upstream.start()
        let proxy = try RecordingProxy(upstream: upstreamBase, output: scratch.file)
        let proxyBase = try await proxy.start()
        var recorded: [WalkSeen] = []
        var direct: [WalkSeen] = []
        for kind in Walk.allCases {
            direct.append(try await walk(kind, amBase: upstreamBase.string("/am")))
            recorded.append(try await walk(kind, amBase: proxyBase.string("/am")))
        }
        await proxy.stop()
        await upstream.stop()
        #expect(recorded == direct)

        let text = try String(contentsOf: scratch.file, encoding: .utf8)
        let given = recorded.flatMap { [$0.accessToken, $0.idToken] }.filter { !$0.isEmpty }
        #expect(given.count == 4)
        for secret in [demo.password, "wrong", demo.oneTimeCode, SandboxScript.demoKBAAnswer] + given {
            #expect(
                !text.contains("\"\(secret)\"") && !(secret.count > 6 && text.contains(secret)),
                "a secret reached the recording")
        }
        let recording = try SandboxRecording(contentsOf: scratch.file)
        #expect(recording.walkCount == 3)
        #expect(Set(recording.replacements.map(\.kind)).isSuperset(of: [.authId, .ssoToken, .password, .oneTimeCode]))

        let replay = try SandboxServer(replaying: recording)
        let replayBase = try await replay.start()
        for (kind, expected) in zip(Walk.allCases, recorded) {
            let replayed = try await walk(kind, amBase: replayBase.string("/am"))
            #expect(replayed == expected, "\(kind)")
        }
        #expect(await replay.journal().allSatisfy { $0.note == nil })

        // The next session plays the first walk again (a wrong password), unless the right password's
        // placeholder is typed: then the walk it was typed on goes on.
        let typedInWalk2 = recording.exchanges.filter { $0.walk == 2 }.compactMap { exchange -> String? in
            guard case .json(let body) = exchange.request.body else { return nil }
            let callback = body["callbacks"]?.arrayValue?.first { $0["type"] == "PasswordCallback" }
            return callback?["input"]?[0]?["value"]?.stringValue
        }
        let rightPassword = try #require(typedInWalk2.first)
        #expect(rightPassword.hasPrefix("orchestrate-recorded-password-"))
        let chosen = try await walk(.oneTimeCode, amBase: replayBase.string("/am"), password: rightPassword)
        #expect(chosen == recorded[1])
        await replay.stop()
    }
}
