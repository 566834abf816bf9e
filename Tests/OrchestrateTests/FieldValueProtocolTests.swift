import Foundation
import Orchestrate
import Testing

/// The value protocols say which collectors and callbacks hold text, a toggle or a choice; what is written
/// through them is what the node sends. The expected inputs are AM's: the callbacks' JSON is Ping's test
/// payloads (`Fixtures/journey`), and AM reads the first input of each of these callbacks as its value
/// (`IDToken1`, or the attribute's `IDTokenN`), a `KbaCreateCallback`'s `…question` and `…answer`, a
/// `ChoiceCallback`'s index as a number.
@Suite struct FieldValueProtocolTests {
    static func payloadInputs(_ callback: any Callback) -> [JSON] {
        callback.payload()?["input"]?.arrayValue?.compactMap { $0["value"] } ?? []
    }

    @Test(arguments: [
        ("20-cb-name-callback.json", NameCallback.self as any Callback.Type),
        ("21-cb-password-callback.json", PasswordCallback.self),
        ("33-cb-text-input.json", TextInputCallback.self),
        ("30-cb-string-attribute-input.json", StringAttributeInputCallback.self),
        ("37-cb-validated-create-username.json", ValidatedUsernameCallback.self),
        ("36-cb-validated-create-password.json", ValidatedPasswordCallback.self),
    ])
    func textWrittenThroughTheProtocolIsTheFirstInputSent(fixture: String, type: any Callback.Type) throws {
        let callback = type.init(with: try JourneyFixture.json(fixture))
        let text = try #require(callback as? any TextValueAction, "\(type) holds text")
        text.textValue = "typed value"
        #expect(text.textValue == "typed value")
        #expect(Self.payloadInputs(callback).first == "typed value")
    }

    @Test func aSecurityQuestionTakesItsQuestionAsAChoiceAndItsAnswerAsText() throws {
        let kba = KbaCreateCallback(with: try JourneyFixture.json("27-cb-kba-create.json"))
        let question = "Who was your first employer?"
        #expect(kba.choiceOptions.map(\.value).contains(question))
        kba.selectedValue = question
        kba.textValue = "Acme"
        #expect(Self.payloadInputs(kba) == [.string(question), "Acme"])
    }

    @Test(arguments: [
        ("22-cb-boolean-attribute-input.json", BooleanAttributeInputCallback.self as any Callback.Type, true),
        ("25-cb-consent-mapping.json", ConsentMappingCallback.self, false),
        ("32-cb-terms-and-conditions.json", TermsAndConditionsCallback.self, false),
    ])
    func aToggleWrittenThroughTheProtocolIsTheFirstInputSent(
        fixture: String, type: any Callback.Type, sentAs: Bool
    ) throws {
        let callback = type.init(with: try JourneyFixture.json(fixture))
        let toggle = try #require(callback as? any ToggleValueAction, "\(type) is a toggle")
        #expect(toggle.isOn == sentAs, "reads what the server sent")
        toggle.isOn = !sentAs
        #expect(Self.payloadInputs(callback).first == .bool(!sentAs))
    }

    @Test func aChoiceIsValuedByItsIndexAsAMTakesIt() throws {
        let choice = ChoiceCallback(with: try JourneyFixture.json("23-cb-choice.json"))
        #expect(choice.choiceOptions.map(\.value) == choice.choices.indices.map(String.init))
        #expect(choice.selectedValue == "1", "the fixture's input holds 1")
        choice.selectedValue = "0"
        #expect(Self.payloadInputs(choice).first == 0)
        choice.selectedValue = "not an index"
        #expect(choice.selectedIndex == 0, "a value that is not an index leaves the choice")
    }

    @Test func outputsAndButtonsHoldNoValue() throws {
        let output = TextOutputCallback(with: try JourneyFixture.json("34-cb-text-output-information.json"))
        #expect(!(output is any TextValueAction))
        #expect(!(output is any ToggleValueAction))
        #expect(!(output is any SingleChoiceAction))
    }
}
