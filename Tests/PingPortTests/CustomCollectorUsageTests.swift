// A collector written by hand, as the Porting from the Ping SDK article shows it (word for word:
// DocumentationSnippetTests checks it), registered the Ping way and read from a node's fields, with its default from formData and its value
// sent back.
import Foundation
import Orchestrate
import Testing

@Suite struct CustomCollectorUsageTests {
    @Test func aHandWrittenCollectorIsMadeFromItsFieldAndSendsItsValue() throws {
        final class DeviceNameCollector: FieldCollector, ValueCollector { // was: class … : Collector
            let field: Field
            let valueStorage = ValueStorage("") // was: var value = ""
            init(with json: JSON) { field = Field(json: json) } // was: init(with json: [String: Any])
        }

        CollectorFactory.shared.register(type: "DEVICE_NAME", collector: DeviceNameCollector.self)

        let factory = CollectorFactory.shared
        let fields = try JSON.parse(#"[{"type": "DEVICE_NAME", "key": "device", "label": "Device", "required": true}]"#)
        let formData = try JSON.parse(#"{"device": "Alice's phone"}"#)
        let collectors = factory.collectors(from: fields.arrayValue ?? [], formData: formData)
        let device = try #require(collectors.first as? DeviceNameCollector)
        #expect(device.key == "device" && device.label == "Device" && device.required)
        #expect(device.value == "Alice's phone")
        device.value = "Work laptop"
        #expect(device.payload() == .string("Work laptop"))
    }

    @Test func davinciIsTheWorkflowType() async {
        func start(_ daVinci: DaVinci) -> Workflow { daVinci }
        let daVinci = DaVinci.createDaVinci()
        #expect(start(daVinci) === daVinci)
        #expect(DaVinci.self == Workflow.self)
    }
}
