import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// PingOne Protect in journeys, in both shapes AM sends, played by the sandbox as Ping's mock AM plays them
/// (ping-javascript-sdk `e2e/am-mock-api`: `TEST_LoginPingProtect` with the native callbacks, initialize →
/// username/password → evaluate; `TEST_MetadataMarketPlace` with the marketplace nodes' `MetadataCallback` and
/// hidden values, which fail the journey on a client error).
@Suite struct JourneyProtectTests {
    /// The two trees. The settings are the mock's (`responses.js` `pingProtectInitialize`,
    /// `MetadataMarketPlaceInitialize`, `MetadataMarketPlacePingOneEvaluation`).
    static let script = """
        version: 1
        users:
          - {username: demo, password: "Demo-Passw0rd!"}
        trees:
          - {name: TEST_LoginPingProtect, start: init}
          - {name: TEST_MetadataMarketPlace, start: market-init}
        treeNodes:
          - id: init
            callbacks:
              - type: PingOneProtectInitializeCallback
                output:
                  envId: 02fb1243-189a-4bc7-9d6c-a919edf6447
                  consoleLogEnabled: true
                  deviceAttributesToIgnore: [userAgent]
                  customHost: "http://localhost"
                  lazyMetadata: false
                  behavioralDataCollection: true
                  deviceKeyRsyncIntervals: 14
            transitions:
              - when: [{equals: {input: IDToken1clientError, value: ""}}]
                then: {goto: credentials}
              - then: {fail: true}
          - id: credentials
            callbacks:
              - {type: NameCallback, output: {prompt: User Name}}
              - {type: PasswordCallback, output: {prompt: Password}}
            transitions:
              - when: [{credentials: {username: IDToken1, password: IDToken2}}]
                then: {goto: evaluate}
              - then: {fail: true}
          - id: evaluate
            callbacks:
              - {type: PingOneProtectEvaluationCallback, output: {pauseBehavioralData: true}}
            transitions:
              - when: [{equals: {input: IDToken1clientError, value: ""}}, {equals: {input: IDToken1signals, value: "signals-of-the-device"}}]
                then: {succeed: true}
              - then: {fail: true}
          - id: market-init
            callbacks:
              - type: MetadataCallback
                output:
                  data: {_type: PingOneProtect, _action: protect_initialize, envId: some_id, consoleLogEnabled: true, deviceAttributesToIgnore: [], customHost: "", lazyMetadata: true, behavioralDataCollection: true}
              - type: HiddenValueCallback
                output: {value: "", id: clientError}
            transitions:
              - when: [{equals: {input: IDToken2, value: ""}}]
                then: {goto: market-evaluate}
              - then: {fail: true}
          - id: market-evaluate
            callbacks:
              - type: MetadataCallback
                output:
                  data: {_type: PingOneProtect, _action: protect_risk_evaluation, envId: some_id, pauseBehavioralData: true}
              - type: HiddenValueCallback
                output: {value: "", id: pingone_risk_evaluation_signals}
              - type: HiddenValueCallback
                output: {value: "", id: clientError}
            transitions:
              - when: [{equals: {input: IDToken3, value: ""}}, {equals: {input: IDToken2, value: "signals-of-the-device"}}]
                then: {succeed: true}
              - then: {fail: true}
        """

    /// A provider that records what it was given and answers fixed signals, or fails.
    final class RecordingProvider: ProtectSignalsProvider {
        let initialized = Locked<[ProtectInitialization]>([])
        let asked = Locked<[ProtectSettings]>([])
        let failure: String?
        init(failing failure: String? = nil) { self.failure = failure }

        func initialize(_ initialization: ProtectInitialization) async throws {
            initialized.withLock { $0.append(initialization) }
            if let failure { throw TestFailure(message: failure) }
        }

        func collectSignals(_ settings: ProtectSettings) async throws -> String {
            asked.withLock { $0.append(settings) }
            return "signals-of-the-device"
        }
    }

    struct TestFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    func withProtectSandbox(_ body: (Journey, SandboxServer) async throws -> Void) async throws {
        let script = try SandboxScript(yaml: Self.script, sourceName: "protect.yaml")
        try await withSandbox(script: script) { server, _ in
            try await body(try await sandboxJourney(server), server)
        }
    }

    @Test func theNativeCallbacksInitializeAndSendTheSignals() async throws {
        try await withProtectSandbox { journey, _ in
            let provider = RecordingProvider()
            let first = try #require(await journey.start("TEST_LoginPingProtect") as? ContinueNode)
            let initialize = try #require(first.callback(PingOneProtectInitializeCallback.self))
            #expect(!initialize.isMetadata)
            #expect(initialize.envId == "02fb1243-189a-4bc7-9d6c-a919edf6447")
            #expect(initialize.deviceAttributesToIgnore == ["userAgent"] && initialize.customHost == "http://localhost")
            #expect(initialize.isConsoleLogEnabled && initialize.isBehavioralDataCollection && !initialize.lazyMetadata)
            #expect((try? await initialize.start(using: provider).get()) != nil)
            #expect(provider.initialized.current == [initialize.initialization])

            let credentials = try #require(await first.next() as? ContinueNode)
            credentials.callback(NameCallback.self)?.name = "demo"
            credentials.callback(PasswordCallback.self)?.password = "Demo-Passw0rd!"
            let evaluate = try #require(await credentials.next() as? ContinueNode)
            let evaluation = try #require(evaluate.callback(PingOneProtectEvaluationCallback.self))
            #expect(evaluation.pauseBehavioralData)
            #expect(try await evaluation.collect(using: provider).get() == "signals-of-the-device")
            // Collected as usual, then paused, as AM asked (Ping's SDK: Protect.data(), then pauseBehavioralData()).
            #expect(provider.asked.current.map(\.pauseBehavioralData) == [true])
            #expect(provider.asked.current.map(\.behavioralDataCollection) == [true])
            #expect(!"\(evaluation)".contains("signals-of-the-device"), "the signals are never shown")
            #expect(await evaluate.next() is SuccessNode)
        }
    }

    @Test func aFailedInitializationTellsAMWhyAndTheJourneyFails() async throws {
        try await withProtectSandbox { journey, _ in
            let first = try #require(await journey.start("TEST_LoginPingProtect") as? ContinueNode)
            let initialize = try #require(first.callback(PingOneProtectInitializeCallback.self))
            let result = await initialize.start(using: RecordingProvider(failing: "no Protect SDK"))
            #expect((try? result.get()) == nil)
            #expect(initialize.input(at: 0) == "no Protect SDK")
            let refused = try #require(await first.next() as? ErrorNode)
            #expect(refused.status == 401 && refused.message == "Login failure")
        }
    }

    @Test func theMarketplaceNodesWriteTheirHiddenValues() async throws {
        try await withProtectSandbox { journey, _ in
            let provider = RecordingProvider()
            let first = try #require(await journey.start("TEST_MetadataMarketPlace") as? ContinueNode)
            let initialize = try #require(first.callback(PingOneProtectInitializeCallback.self))
            #expect(initialize.isMetadata && initialize.envId == "some_id" && initialize.lazyMetadata)
            #expect((try? await initialize.start(using: provider).get()) != nil)
            let evaluate = try #require(await first.next() as? ContinueNode)
            let evaluation = try #require(evaluate.callback(PingOneProtectEvaluationCallback.self))
            #expect(evaluation.isMetadata && evaluation.pauseBehavioralData)
            _ = await evaluation.collect(using: provider)
            let hidden = evaluate.callbacks.compactMap { $0 as? HiddenValueCallback }
            #expect(hidden.map(\.id) == ["pingone_risk_evaluation_signals", "clientError"])
            #expect(hidden.map(\.value) == ["signals-of-the-device", ""])
            #expect(await evaluate.next() is SuccessNode)
        }
    }

    @Test func aMarketplaceClientErrorFailsTheJourney() async throws {
        try await withProtectSandbox { journey, _ in
            let first = try #require(await journey.start("TEST_MetadataMarketPlace") as? ContinueNode)
            let initialize = try #require(first.callback(PingOneProtectInitializeCallback.self))
            _ = await initialize.start(using: RecordingProvider(failing: "we had an error"))
            #expect(first.callbacks.compactMap { $0 as? HiddenValueCallback }.first?.value == "we had an error")
            #expect((await first.next() as? ErrorNode)?.status == 401)
        }
    }
}
