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
