// The custom callback of the porting guide ("A callback written by hand"), as it is written there (word for word:
// DocumentationSnippetTests checks it): a final class over `InputCallback` where Ping's code subclasses
// `AbstractCallback`, registered the Ping way.
import Foundation
import Orchestrate
import Testing

@Suite struct CustomCallbackPortTests {
    @Test func theGuidesCallbackReadsItsOutputsAndSendsItsInput() throws {
        final class DeviceNameCallback: InputCallback { // was: class … : AbstractCallback
            let content: CallbackContent
            let inputs: Locked<[JSON]>
            init(with json: JSON) {
                content = CallbackContent(json: json)
                inputs = Locked(content.inputValues)
            }
            var prompt: String { content.string("prompt") ?? "" } // was: override func initValue(name:value:)
            var deviceName: String {
                get { input(at: 0).stringValue ?? "" }
                set { setInput(.string(newValue), at: 0) }
            }
        }

        CallbackRegistry.shared.register(type: "DeviceNameCallback", callback: DeviceNameCallback.self)

        let registry = CallbackRegistry.shared
        let json: JSON = [
            "type": "DeviceNameCallback",
            "output": [["name": "prompt", "value": "Name this device"]],
            "input": [["name": "IDToken1", "value": ""]],
        ]
        let callback = try #require(registry.callback(for: json) as? DeviceNameCallback)
        #expect(callback.prompt == "Name this device")
        callback.deviceName = "Alice's phone"
        #expect(callback.payload()?["input"]?[0]?["value"]?.stringValue == "Alice's phone")
        #expect(!callback.description.contains("Alice"), "a callback's description shows no value")
    }
}
