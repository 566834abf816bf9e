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
        let rig = try await RecordingRig()
        defer { rig.scratch.remove() }
        var recorded: [WalkSeen] = []
        var direct: [WalkSeen] = []
        for kind in Walk.allCases {
            direct.append(try await walk(kind, amBase: rig.upstreamBase.string("/am")))
            recorded.append(try await walk(kind, amBase: rig.proxyBase.string("/am")))
        }
        let recording = try await rig.stop()
        #expect(recorded == direct)

        let text = try String(contentsOf: rig.scratch.file, encoding: .utf8)
        let given = recorded.flatMap { [$0.accessToken, $0.idToken] }.filter { !$0.isEmpty }
        #expect(given.count == 4)
        for secret in [demo.password, "wrong", demo.oneTimeCode, SandboxScript.demoKBAAnswer] + given {
            #expect(
                !text.contains("\"\(secret)\"") && !(secret.count > 6 && text.contains(secret)),
                "a secret reached the recording")
        }
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

    /// A journey restarted with the session of an earlier walk and answered wrongly is a walk of its own: the
    /// replay answers the wrong password as the server did (401), not with the earlier walk's success.
    @Test func aRestartWithTheSessionFollowsTheWalkItsAnswersChoose() async throws {
        let rig = try await RecordingRig()
        defer { rig.scratch.remove() }
        let recorded = try await signInThenRestartWrongly(amBase: rig.proxyBase.string("/am"))
        let recording = try await rig.stop()
        #expect(recorded.last?.hasPrefix("error 401") == true, "\(recorded)")

        #expect(recording.walkCount == 2)
        let replay = try SandboxServer(replaying: recording)
        let replayBase = try await replay.start()
        let replayed = try await signInThenRestartWrongly(amBase: replayBase.string("/am"))
        #expect(replayed == recorded)
        #expect(await replay.journal().allSatisfy { $0.note == nil })
        await replay.stop()
    }

    /// Signs in (the one-time code), then starts again with that session, forced to authenticate, and types a
    /// wrong password; the nodes seen.
    func signInThenRestartWrongly(amBase: String) async throws -> [String] {
        var seen = WalkSeen()
        let journey = recordedJourney(amBase: amBase)
        let first = try #require(seen.saw(await journey.start("Login")) as? ContinueNode)
        let choice = try #require(seen.saw(try await signOn(first, password: demo.password).next()) as? ContinueNode)
        try #require(choice.callback(ChoiceCallback.self)).selectedIndex = 0
        let code = try #require(seen.saw(await choice.next()) as? ContinueNode)
        try #require(code.callback(TextInputCallback.self)).text = demo.oneTimeCode
        #expect(seen.saw(await code.next()) is SuccessNode)
        #expect(await journey.session() != nil)
        let again = try #require(seen.saw(await journey.start("Login") { $0.forceAuth = true }) as? ContinueNode)
        seen.saw(try await signOn(again, password: "wrong-again").next())
        return seen.nodes
    }

    /// Two clients recording at once are told apart by what the server gave each (their `authId`s, their
    /// session), not by when their requests came: each recorded walk is one client's, and replays as it.
    @Test func twoClientsRecordingAtOnceAreToldApart() async throws {
        let rig = try await RecordingRig()
        defer { rig.scratch.remove() }
        let amBase = rig.proxyBase.string("/am")
        async let code = walk(.oneTimeCode, amBase: amBase)
        async let question = walk(.securityQuestion, amBase: amBase)
        let recorded = [try await code, try await question]
        let recording = try await rig.stop()
        let notes = await rig.proxy.recordingNotes()
        #expect(notes.isEmpty, "\(notes)")

        #expect(recording.walkCount == 2)
        // Each walk answered the choice once, with its own client's choice.
        let choices = Dictionary(
            grouping: recording.exchanges.compactMap { exchange -> (Int, JSON)? in
                guard case .json(let body) = exchange.request.body,
                    let choice = body["callbacks"]?.arrayValue?.first(where: { $0["type"] == "ChoiceCallback" })
                else { return nil }
                return (exchange.walk, choice["input"]?[0]?["value"] ?? .null)
            }, by: \.0
        ).mapValues { $0.map(\.1) }
        #expect(choices.values.map(\.count).sorted() == [1, 1])
        #expect(Set(choices.values.flatMap { $0 }) == [0, 1])

        let replay = try SandboxServer(replaying: recording)
        let replayBase = try await replay.start().string("/am")
        async let replayedCode = walk(.oneTimeCode, amBase: replayBase)
        async let replayedQuestion = walk(.securityQuestion, amBase: replayBase)
        #expect([try await replayedCode, try await replayedQuestion] == recorded)
        #expect(await replay.journal().allSatisfy { $0.note == nil })
        await replay.stop()
    }
}
