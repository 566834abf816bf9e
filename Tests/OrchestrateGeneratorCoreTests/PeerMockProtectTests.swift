import Foundation
import Orchestrate
import Testing

/// PingOne Protect in journeys against Ping's own mock AM (ping-javascript-sdk `e2e/am-mock-api`, at
/// `PEER_MOCK_URL`): its `TEST_LoginPingProtect` tree sends the native callbacks (initialize, then username and
/// password, then evaluate; `routes.auth.js` L341-362) and its `TEST_MetadataMarketPlace` tree the marketplace
/// nodes' metadata with hidden values, failing the journey when the client error is `we had an error`
/// (`routes.auth.js` L148-181). What the callbacks read and write is the mock's, not this project's.
@Suite(
    .enabled(
        if: PeerMock.amURL != nil,
        "PEER_MOCK_URL is not set: start Ping's mock AM (ping-javascript-sdk e2e/am-mock-api) and run Scripts/peer-mock-roundtrip.sh"
    ),
    .serialized)
struct PeerMockProtectTests {
    /// A provider that answers fixed signals, or fails with `failure` as its description.
    struct Provider: ProtectSignalsProvider {
        var failure: String?

        struct Failure: Error, CustomStringConvertible {
            let description: String
        }

        func initialize(_ initialization: ProtectInitialization) async throws {
            if let failure { throw Failure(description: failure) }
        }

        func collectSignals(_ settings: ProtectSettings) async throws -> String {
            if let failure { throw Failure(description: failure) }
            return "the value to set"
        }
    }

    @Test func theNativeProtectCallbacksWalkTheMocksTree() async throws {
        let am = try #require(PeerMock.amURL)
        let journey = PeerMock.journey(am)
        let first = try #require(await journey.start("TEST_LoginPingProtect") as? ContinueNode)
        let initialize = try #require(first.callback(PingOneProtectInitializeCallback.self))
        // responses.js pingProtectInitialize.
        #expect(initialize.envId == "02fb1243-189a-4bc7-9d6c-a919edf6447")
        #expect(initialize.isConsoleLogEnabled && initialize.isBehavioralDataCollection && !initialize.lazyMetadata)
        #expect(initialize.deviceAttributesToIgnore == ["userAgent"] && initialize.customHost == "http://localhost")
        #expect((try? await initialize.start(using: Provider()).get()) != nil)
        let login = try #require(await first.next() as? ContinueNode)
        try #require(login.callback(NameCallback.self)).name = "sdkuser"
        try #require(login.callback(PasswordCallback.self)).password = PeerMock.password
        let evaluate = try #require(await login.next() as? ContinueNode)
        let evaluation = try #require(evaluate.callback(PingOneProtectEvaluationCallback.self))
        #expect(evaluation.pauseBehavioralData)
        #expect(try await evaluation.collect(using: Provider()).get() == "the value to set")
        #expect(await evaluate.next() is SuccessNode)
    }

    @Test func theMarketplaceNodesWalkTheMocksTree() async throws {
        let am = try #require(PeerMock.amURL)
        let journey = PeerMock.journey(am)
        let first = try #require(await journey.start("TEST_MetadataMarketPlace") as? ContinueNode)
        let initialize = try #require(first.callback(PingOneProtectInitializeCallback.self))
        // responses.js MetadataMarketPlaceInitialize.
        #expect(initialize.isMetadata && initialize.envId == "some_id" && initialize.lazyMetadata)
        #expect((try? await initialize.start(using: Provider()).get()) != nil)
        let evaluate = try #require(await first.next() as? ContinueNode)
        let evaluation = try #require(evaluate.callback(PingOneProtectEvaluationCallback.self))
        #expect(evaluation.isMetadata && evaluation.pauseBehavioralData)
        _ = await evaluation.collect(using: Provider())
        #expect(await evaluate.next() is SuccessNode)
    }

    @Test func aClientErrorFailsTheMocksMarketplaceTree() async throws {
        let am = try #require(PeerMock.amURL)
        let journey = PeerMock.journey(am)
        let first = try #require(await journey.start("TEST_MetadataMarketPlace") as? ContinueNode)
        let initialize = try #require(first.callback(PingOneProtectInitializeCallback.self))
        _ = await initialize.start(using: Provider(failure: "we had an error"))
        let refused = await first.next()
        #expect(!(refused is SuccessNode) && !(refused is ContinueNode), "\(refused)")
    }
}
