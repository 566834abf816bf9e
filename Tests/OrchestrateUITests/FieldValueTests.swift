import Foundation
import Orchestrate
import OrchestrateUI
import Testing

/// A field's value is its collector's or callback's: written through the field, read back from it, and
/// sent with the node.
@Suite struct FieldValueTests {
    @Test func aDaVinciFormsValuesGoThroughToItsCollectorsAndItsRequest() async throws {
        let (workflow, server) = daVinci([
            (200, Data(daVinciForm(try DaVinciNodeFieldsTests.everyType()).description.utf8)),
            (200, try Fixture.data("davinci/07-success-authorize-response.json")),
        ])
        let node = try #require(await workflow.start() as? ContinueNode)
        let fields = NodeFields(node: node)
        func field(_ kind: FieldKind) throws -> NodeField { try #require(fields.fields.first { $0.kind == kind }) }
        try field(.text).textAction?.textValue = "ada"
        try field(.password).textAction?.textValue = "s3cret!"
        try field(.singleCheckbox).toggleAction?.isOn = true
        #expect(try field(.dropdown).options == [FieldOption(label: "A", value: "a")])
        try field(.dropdown).singleChoiceAction?.selectedValue = "a"
        try field(.checkbox).multipleChoiceAction?.selectedValues = ["a"]
        let device = try field(.deviceAuthentication)
        let chosen = try #require(device.options.last).value
        device.singleChoiceAction?.selectedValue = chosen
        #expect(try field(.text).text == "ada")
        #expect(node.collector(TextCollector.self, key: "user.username")?.value == "ada")
        #expect(node.collector(PasswordCollector.self, key: "password")?.value == "s3cret!")
        #expect(try field(.singleCheckbox).isOn)
        #expect(try field(.label).text.isEmpty, "a field without text reads empty")
        #expect(try field(.label).textAction == nil, "a label holds no text to write")
        try #require(fields.buttons.first { $0.id == "submit" }).apply()
        _ = await node.next()
        let formData = try #require(server.bodies.last??[path: "parameters", "data", "formData"])
        #expect(formData["user.username"] == "ada")
        #expect(formData["dropdown"] == "a")
        #expect(formData["checkbox"] == ["a"])
        #expect(formData[device.key]?["id"] == .string(chosen))
        #expect(device.selection.isEmpty, "the runtime forgets the choice once it is sent")
    }

    @Test func aJourneyNodesValuesGoThroughToItsCallbacks() async throws {
        let node = try await journeyNode(callbacks: try JourneyNodeFieldsTests.everyCallback())
        let fields = NodeFields(node: node)
        func field(_ kind: FieldKind) throws -> NodeField { try #require(fields.fields.first { $0.kind == kind }) }
        try field(.nameCallback).textAction?.textValue = "ada"
        try field(.passwordCallback).textAction?.textValue = "s3cret!"
        try field(.termsAndConditionsCallback).toggleAction?.isOn = true
        let choice = try field(.choiceCallback)
        #expect(choice.options.map(\.value) == ["0", "1", "2"])
        #expect(choice.selection == "1", "the default choice")
        choice.singleChoiceAction?.selectedValue = "2"
        let kba = try field(.kbaCreateCallback)
        kba.singleChoiceAction?.selectedValue = try #require(kba.options.first).value
        kba.textAction?.textValue = "Rex"
        let providers = try field(.selectIdpCallback)
        #expect(providers.options.first == FieldOption(label: "Google", value: "google"))
        providers.singleChoiceAction?.selectedValue = "google"
        #expect(node.callback(NameCallback.self)?.name == "ada")
        #expect(node.callback(PasswordCallback.self)?.password == "s3cret!")
        #expect(node.callback(TermsAndConditionsCallback.self)?.accepted == true)
        #expect(node.callback(ChoiceCallback.self)?.selectedIndex == 2)
        #expect(node.callback(KbaCreateCallback.self)?.selectedAnswer == "Rex")
        #expect(node.callback(KbaCreateCallback.self)?.selectedQuestion == kba.options.first?.value)
        #expect(node.callback(SelectIdpCallback.self)?.value == "google")
    }
}
