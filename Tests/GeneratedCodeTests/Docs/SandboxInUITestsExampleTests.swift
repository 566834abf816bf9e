// The Swift of "The sandbox in an app's UI tests" (Sources/OrchestrateSandbox/OrchestrateSandbox.docc/
// SandboxInUITests.md), word for word (DocumentationSnippetTests checks it is compiled code): the UI test's half over
// a stand-in for XCTest's `XCUIApplication` (neither Linux nor the Apple check has XCTest's UI testing), the app's
// half over the code generated from Examples/Specs, run against the sandbox.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// A stand-in with the members of XCTest's `XCUIApplication` that the article uses: it keeps the launch
/// environment and counts launches instead of launching an app.
private final class XCUIApplication {
    var launchEnvironment: [String: String] = [:]
    private(set) var launches = 0

    func launch() { launches += 1 }
}

@Suite struct SandboxInUITestsExampleTests {
    @Test func theUITestHandsTheURLsToTheAppWhichFallsBackToProduction() async throws {
        let server = SandboxServer()
        _ = try await server.start()
        defer { Task { await server.stop() } }
        // This process was not launched by the UI test: the app takes its production URL, here the sandbox's.
        let productionAuthorizeURL = try #require(await server.authorizeURL()).absoluteString
        try #require(ProcessInfo.processInfo.environment["SIGN_IN_START_URL"] == nil)

        // UI test
        let app = XCUIApplication()
        app.launchEnvironment["SIGN_IN_START_URL"] = "http://127.0.0.1:8080/sandbox/as/authorize"
        app.launch()

        // App
        let start = ProcessInfo.processInfo.environment["SIGN_IN_START_URL"] ?? productionAuthorizeURL
        let workflow = SignInFlow.workflow(startURL: start)

        // UI test
        app.launchEnvironment["AM_SERVER_URL"] = "http://127.0.0.1:8080/am"

        // App
        let journey = Journey.createJourney { config in
            config.serverUrl = ProcessInfo.processInfo.environment["AM_SERVER_URL"] ?? "https://openam.example.com/am"
            config.realm = "alpha"
        }

        #expect(app.launches == 1)
        #expect(
            app.launchEnvironment == [
                "SIGN_IN_START_URL": "http://127.0.0.1:8080/sandbox/as/authorize",
                "AM_SERVER_URL": "http://127.0.0.1:8080/am",
            ])
        let step = SignInFlow.Step(await workflow.start()).name
        #expect(step == .signIn)
        _ = journey // its AM is production's here: not started
    }
}
