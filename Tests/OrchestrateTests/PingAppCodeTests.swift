import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// App code written for Ping's SDK 2.0, as its sample app and READMEs spell it (ForgeRock/ping-ios-sdk,
/// `SampleApps/PingExample`: `JourneyViewModel`, `DavinciViewModel`, `ContinueNodeView`; `Logger/README.md`):
/// a `@MainActor` view model that starts a journey with options, lists a node's collectors and callbacks by
/// `id`, logs through `LogManager.logger`, and reads the user with `daVinciUser()`. It compiles in Swift 6
/// mode with strict concurrency, and runs against the sandbox.
@MainActor
final class PingStyleJourneyViewModel {
    let journey: Journey
    private(set) var node: (any Node)?

    init(serverUrl: String?) {
        journey = Journey.createJourney { config in
            config.serverUrl = serverUrl
            config.realm = "root"
            config.logger = LogManager.logger
            config.timeout = loopbackTestTimeout
        }
    }

    /// Whether the next start forces authentication, as a Ping view model keeps it.
    var forceAuth = false
    /// Ping's sample keeps its options as a `@Sendable` closure.
    let pingOptions: @Sendable (inout JourneyStartOptions) -> Void = { options in options.noSession = false }

    /// Ping: `await journey.start(journeyName) { options in options.forceAuth = … }`, the closure `@Sendable` as
    /// Ping's (so it reads the view model's state from a constant), and a stored `@Sendable` closure value is
    /// taken as it is (a non-`Sendable` parameter would refuse it: "sending … risks causing data races").
    func start(forceAuth: Bool) async {
        self.forceAuth = forceAuth
        let force = self.forceAuth
        node = await journey.start("Login") { options in
            options.forceAuth = force
            options.noSession = false
        }
    }

    /// Ping's stored `@Sendable` options, passed as they are.
    func startWithPingOptions() async -> any Node {
        await journey.start("Login", pingOptions)
    }

    /// Ping's `ForEach(continueNode.callbacks, id: \.id)` reads each callback's `id`.
    var callbackIDs: [String] {
        (node as? ContinueNode)?.callbacks.map(\.id) ?? []
    }
}

@Suite(.serialized) struct PingAppCodeTests {
    @Test func aMainActorViewModelStartsAJourneyWithOptionsAsPingSpellsIt() async throws {
        let server = SandboxServer()
        let base = try await server.start()
        let model = await PingStyleJourneyViewModel(serverUrl: base.string("/am"))
        await model.start(forceAuth: true)
        let node = try #require(await model.node as? ContinueNode)
        #expect(node.callbacks.map(\.type) == ["NameCallback", "PasswordCallback"])
        let ids = await model.callbackIDs
        #expect(ids.count == 2 && Set(ids).count == 2, "each callback has its own id")
        #expect(
            await model.callbackIDs == ids, "an id stays the same for the node's life (Ping's changes on each read)")
        let request = try #require(await server.journal().last)
        #expect(request.query.contains { $0.name == "ForceAuth" && $0.value == "true" })
        #expect(await model.startWithPingOptions() is ContinueNode)
        await server.stop()
    }

    @Test func aCollectorsIdIsItsKeyAsInPingsFieldCollector() throws {
        let text = TextCollector(with: ["type": "TEXT", "key": "user.username", "label": "Username"])
        let collectors: [any Collector] = [text, PasswordCollector(with: ["type": "PASSWORD", "key": "password"])]
        #expect(collectors.map(\.id) == ["user.username", "password"])
    }

    @Test func daVinciUserIsTheUserAsPingNamesIt() async throws {
        let server = SandboxServer()
        let base = try await server.start()
        let daVinci = recordedDaVinci(discovery: base.string("/sandbox/as/.well-known/openid-configuration"))
        #expect(await daVinci.daVinciUser() == nil, "no one signed in yet")
        let signIn = try #require(await daVinci.start() as? ContinueNode)
        let otp = try #require(
            try await signOn(
                signIn, username: SandboxScript.demoCredentials.username,
                password: SandboxScript.demoCredentials.password)
                as? ContinueNode)
        _ = try #require(try await verify(otp, code: SandboxScript.demoCredentials.oneTimeCode) as? SuccessNode)
        let user = try #require(await daVinci.daVinciUser())
        let direct = try #require(await daVinci.user())
        #expect(try await user.tokens().accessToken == direct.tokens().accessToken)
        // Ping's `userInfo.forEach { name, value in … }` over `[String: Any]`, as the guide ports it.
        let userInfo = try await user.userinfo()
        var names: [String] = []
        for (name, _) in userInfo.objectValue ?? [:] { names.append(name) }
        #expect(names.contains("sub"))
        await server.stop()
    }

    @Test func logManagerLoggerIsTheGlobalLoggerPingsCodeSetsAndReads() {
        let previous = LogManager.logger
        defer { LogManager.logger = previous }
        let lines = CapturingLogger()
        LogManager.logger = lines
        LogManager.logger.i("hello")
        LogManager.logger.w("careful", error: nil)
        #expect(lines.all == ["info: hello", "warning: careful"])
    }

    @Test func aSuspendedJourneyResumesWithOptionsAsPingSpellsIt() async throws {
        let journey = Journey.createJourney { config in
            config.serverUrl = "https://am.test/am"
            config.logger = SilentLogger()
        }
        let failed = await journey.resume(try #require(URL(string: "myapp://resume"))) { options in
            options.noSession = true
        }
        #expect((failed as? FailureNode)?.cause as? JourneyError == .missingSuspendedId)
    }
}
