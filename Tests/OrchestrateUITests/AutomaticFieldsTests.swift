import Foundation
import Orchestrate
import OrchestrateUI
import Testing

/// A node the screen fills in itself: a device profile, collected and then submitted without a Next press.
@Suite struct AutomaticFieldsTests {
    @Test func aDeviceProfileNodeIsCollectedAndSubmittedWithoutNext() async throws {
        // The fixture (a unit test's) has no input; AM sends the profile's input as IDToken1.
        guard case .object(var object) = try Fixture.callback("51-cb-device-profile", type: "DeviceProfileCallback")
        else {
            Issue.record("the fixture is not an object")
            return
        }
        object["input"] = [["name": "IDToken1", "value": ""]]
        let profile = JSON.object(object)
        let node = try await journeyNode(callbacks: [profile])
        let fields = NodeFields(node: node)
        #expect(fields.fields.isEmpty)
        #expect(fields.needsNextButton == false)
        #expect(fields.submitsWhenCollected)
        let callback = try #require(node.callback(DeviceProfileCallback.self))
        #expect(callback.profile == nil)
        await fields.collectAutomaticFields(deviceProfile: BasicDeviceProfileCollector(identifier: "device-1"))
        #expect(callback.profile?["identifier"] == "device-1")
        let withName = NodeFields(
            node: try await journeyNode(callbacks: [
                profile, try Fixture.callback("20-cb-name-callback", type: "NameCallback"),
            ]))
        #expect(withName.submitsWhenCollected == false)
        #expect(withName.needsNextButton, "a name to type still needs Next")
    }
}

/// A journey's PingOne Protect step: the screen runs it with the app's provider and submits it without Next; with
/// no provider, the step tells AM why (its `clientError`), as Ping's SDKs do for a failed start.
@Suite struct AutomaticProtectTests {
    final class Provider: ProtectSignalsProvider {
        let started = Locked(0)
        func initialize(_ initialization: ProtectInitialization) async throws { started.withLock { $0 += 1 } }
        func collectSignals(_ settings: ProtectSettings) async throws -> String { "signals" }
    }

    @Test func theInitializeStepIsRunAndSubmittedWithoutNext() async throws {
        let node = try await journeyNode(callbacks: [
            try Fixture.callback("49-cb-pingone-protect-initialize", type: "PingOneProtectInitializeCallback")
        ])
        let fields = NodeFields(node: node)
        #expect(fields.fields.isEmpty && fields.submitsWhenCollected && !fields.needsNextButton)
        let provider = Provider()
        await fields.collectAutomaticFields(protect: provider)
        #expect(provider.started.current == 1)
        let callback = try #require(node.callback(PingOneProtectInitializeCallback.self))
        #expect(callback.input(at: 0) == "", "no client error")
    }

    @Test func withoutAProviderTheStepSaysWhy() async throws {
        let node = try await journeyNode(callbacks: [
            try Fixture.callback("49-cb-pingone-protect-initialize", type: "PingOneProtectInitializeCallback")
        ])
        await NodeFields(node: node).collectAutomaticFields()
        let callback = try #require(node.callback(PingOneProtectInitializeCallback.self))
        #expect(callback.input(at: 0).stringValue?.contains("ProtectSignalsProvider") == true)
    }
}
