import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// A DaVinci sign-in with OIDC recorded through `RecordingProxy` from the package's own sandbox, over loopback,
/// then replayed by `SandboxServer(replaying:)`: the same walk gives the same nodes, no typed secret or token
/// reaches the file, and a request the recording does not hold gets the mismatch error.
@Suite struct RecordReplayDaVinciTests {
    let demo = SandboxScript.demoCredentials
    static let discoveryPath = "/sandbox/as/.well-known/openid-configuration"

    /// A wrong password, the right one, the one-time code; then the tokens, userinfo and sign-off.
    func walk(discovery: String, password: String? = nil) async throws -> WalkSeen {
        var seen = WalkSeen()
        let workflow = recordedDaVinci(discovery: discovery)
        let signIn = try #require(seen.saw(await workflow.start()) as? ContinueNode)
        let error = try #require(
            seen.saw(try await signOn(signIn, username: demo.username, password: "wrong-pass")) as? ErrorNode)
        let retry = try #require(error.continueNode)
        let otp = try #require(
            seen.saw(try await signOn(retry, username: demo.username, password: password ?? demo.password))
                as? ContinueNode)
        let end = seen.saw(try await verify(otp, code: demo.oneTimeCode))
        let success = try #require(end as? SuccessNode, "\(end)")
        let user = try #require(success.user)
        let tokens = try await user.tokens()
        seen.accessToken = tokens.accessToken
        seen.refreshToken = tokens.refreshToken ?? ""
        seen.idToken = tokens.idToken ?? ""
        let claims = try await user.userinfo()
        seen.nodes.append("userinfo sub \(claims["sub"]?.stringValue ?? "-")")
        _ = try await workflow.signOff().get()
        seen.nodes.append("signed off")
        return seen
    }

    @Test func aSignInRecordedFromTheSandboxIsReplayedNodeForNode() async throws {
        let rig = try await RecordingRig()
        defer { rig.scratch.remove() }
        let direct = try await walk(discovery: rig.upstreamBase.string(Self.discoveryPath))
        let recorded = try await walk(discovery: rig.proxyBase.string(Self.discoveryPath))
        let recording = try await rig.stop()
        // Through the recorder, the client saw what it sees talking to the upstream directly.
        #expect(recorded == direct)
        #expect(recorded.nodes.contains("success"))

        // No value typed and no token the client was given is in the file.
        let text = try String(contentsOf: rig.scratch.file, encoding: .utf8)
        for secret in [
            demo.password, "wrong-pass", demo.oneTimeCode, recorded.accessToken, recorded.refreshToken,
            recorded.idToken,
        ] {
            #expect(!secret.isEmpty && !text.contains(secret), "a secret reached the recording")
        }
        let kinds = Set(recording.replacements.map(\.kind))
        #expect(
            kinds.isSuperset(of: [
                .password, .oneTimeCode, .interactionId, .cookie, .authorizationCode, .accessToken, .refreshToken,
                .idToken, .state, .nonce, .codeChallenge, .codeVerifier,
            ]))
        #expect(recording.upstream == rig.upstreamBase.absoluteString)

        // The replay answers the same walk with the same nodes, and tokens of its own.
        let replay = try SandboxServer(replaying: recording)
        let replayBase = try await replay.start()
        let replayed = try await walk(discovery: replayBase.string(Self.discoveryPath))
        #expect(replayed == recorded)
        #expect(replayed.accessToken != recorded.accessToken && !replayed.accessToken.isEmpty)
        #expect(replayed.idToken != recorded.idToken && !replayed.idToken.isEmpty)
        #expect(await replay.journal().allSatisfy { $0.note == nil })
        await replay.stop()
    }

    @Test func aRequestTheRecordingDoesNotHoldGetsAnErrorSayingWhatWasExpected() async throws {
        let scratch = try ScratchRecording()
        defer { scratch.remove() }
        let upstream = SandboxServer()
        let proxy = try RecordingProxy(upstream: try await upstream.start(), output: scratch.file)
        _ = try await walk(discovery: try await proxy.start().string(Self.discoveryPath))
        await proxy.stop()
        await upstream.stop()

        let replay = try SandboxServer(replaying: try SandboxRecording(contentsOf: scratch.file))
        let base = try await replay.start()
        let workflow = recordedDaVinci(discovery: base.string(Self.discoveryPath))
        let signIn = try await workflow.firstContinueNode()
        // The recorded walks part at the sign-on (a wrong password, then the right one), both typed by alice.
        let refused = try #require(try await signOn(signIn, username: "mallory", password: demo.password) as? ErrorNode)
        #expect(refused.status == 400)
        #expect(refused.message.contains("Expected one of"))
        #expect(refused.message.contains(#"username="alice""#))
        let note = try #require(await replay.journal().last?.note)
        #expect(note == refused.message)
        await replay.stop()
    }
}
