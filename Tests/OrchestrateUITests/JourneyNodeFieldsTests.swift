import Foundation
import Orchestrate
import OrchestrateUI
import Testing

/// What a Journey node's screen shows, in which order, and when it needs a Next button.
@Suite struct JourneyNodeFieldsTests {
    /// One callback of every core type, in the registry's order.
    static func everyCallback() throws -> [JSON] {
        [
            try Fixture.callback("20-cb-name-callback", type: "NameCallback"),
            try Fixture.callback("21-cb-password-callback", type: "PasswordCallback"),
            try Fixture.callback("33-cb-text-input"),
            try Fixture.callback("34-cb-text-output-information"),
            try Fixture.callback("23-cb-choice"),
            try Fixture.callback("26-cb-hidden-value-webauthn-outcome"),
            ["type": "MetadataCallback", "output": [["name": "data", "value": ["some": "thing"]]]],
            try Fixture.callback("25-cb-consent-mapping"),
            try Fixture.callback("32-cb-terms-and-conditions"),
            try Fixture.callback("27-cb-kba-create"),
            try Fixture.callback("30-cb-string-attribute-input"),
            try Fixture.callback("28-cb-number-attribute-input"),
            try Fixture.callback("22-cb-boolean-attribute-input"),
            try Fixture.callback("37-cb-validated-create-username"),
            try Fixture.callback("36-cb-validated-create-password"),
            try Fixture.callback("51-cb-device-profile", type: "DeviceProfileCallback"),
            try Fixture.callback("54-cb-select-idp", type: "SelectIdPCallback"),
            try Fixture.callback("53-cb-idp"),
            try Fixture.callback("43-cb-metadata-fido-registration-full"),
            try Fixture.callback("40-cb-metadata-webauthn-authentication"),
            try Fixture.callback("49-cb-pingone-protect-initialize"),
            try Fixture.callback("39-cb-recaptcha-enterprise"),
            try Fixture.callback("24-cb-confirmation"),
        ]
    }

    @Test func theNamePasswordNodeShowsBothCallbacksAndNeedsNext() async throws {
        let fields = NodeFields(
            node: try await journeyNode(try Fixture.json("journey/01-authenticate-name-password.json")))
        #expect(fields.fields.map(\.kind) == [.nameCallback, .passwordCallback])
        #expect(fields.fields.map(\.key) == ["IDToken1", "IDToken2"])
        #expect(fields.fields.map(\.label) == ["User Name", "Password"])
        #expect(fields.fields.map(\.contentType) == [.username, .password])
        #expect(fields.fields.map(\.isSecure) == [false, true])
        #expect(fields.nextButton?.press == .next)
    }

    @Test func aPageNodeShowsItsHeaderAndDescription() async throws {
        let fields = NodeFields(
            node: try await journeyNode(try Fixture.json("journey/02-authenticate-stage-header-description.json")))
        #expect(fields.header == "Sign In")
        #expect(fields.description == "Please enter your credentials")
        #expect(fields.fields.map(\.kind) == [.nameCallback])
    }

    @Test func everyCoreCallbackHasItsKindInOrderAndTheAutomaticOnesAreNotShown() async throws {
        let fields = NodeFields(node: try await journeyNode(callbacks: try Self.everyCallback()))
        #expect(
            fields.fields.map(\.kind) == [
                .nameCallback, .passwordCallback, .textInputCallback, .textOutputCallback, .choiceCallback,
                .consentMappingCallback, .termsAndConditionsCallback, .kbaCreateCallback,
                .stringAttributeInputCallback, .numberAttributeInputCallback, .booleanAttributeInputCallback,
                .validatedUsernameCallback, .validatedPasswordCallback, .selectIdpCallback, .idpCallback,
                .fidoRegistrationCallback, .fidoAuthenticationCallback, .unknown, .confirmationCallback,
            ])
        #expect(
            fields.hidden.map(\.kind) == [
                .hiddenValueCallback, .metadataCallback, .deviceProfileCallback,
                .pingOneProtectInitializeCallback,
            ])
        let placeholder = try #require(fields.fields.first { $0.kind == .unknown })
        #expect(placeholder.type == "ReCaptchaEnterpriseCallback")
        #expect(placeholder.action is UnknownCallback)
        #expect(fields.hidden.first?.key == "webAuthnOutcome")
        #expect(fields.field(key: "mail")?.contentType == .emailAddress)
        #expect(fields.field(key: "mail")?.isRequired == true)
        // Every type of the runtime's registry has a kind of its own, none of them `unknown`.
        let registered = CallbackRegistry.defaults.map { type, callback in
            FieldKind(callback: callback.init(with: ["type": .string(type)]))
        }
        #expect(!registered.contains(.unknown))
        #expect(Set(registered).count == CallbackRegistry.defaults.count)
        // The registry's types (PingOne Protect's two among them), reCAPTCHA Enterprise (a plug-in the app registers) and
        // `unknown`, after the DaVinci kinds.
        #expect(FieldKind.allCases.count - 25 == CallbackRegistry.defaults.count + 1 + 1)
    }

    @Test func aConfirmationsOptionsAreTheButtonsAndChoosingOneSetsItsIndex() async throws {
        let node = try await journeyNode(callbacks: [try Fixture.callback("24-cb-confirmation")])
        let fields = NodeFields(node: node)
        #expect(fields.needsNextButton == false)
        #expect(fields.buttons.map(\.label) == ["Yes", "No"])
        #expect(fields.buttons.map(\.style) == [.secondary, .primary], "defaultOption 1 is the main action")
        #expect(fields.buttons.map(\.press) == [.option(index: 0), .option(index: 1)])
        var attempt = SubmitAttempt()
        #expect(attempt.press(fields.buttons[0], on: fields).isEmpty)
        let confirmation = try #require(node.callback(ConfirmationCallback.self))
        #expect(confirmation.selectedIndex == 0)
        #expect(confirmation.payload()?["input"]?.arrayValue?.first?["value"]?.intValue == 0)
    }

    @Test func pollingWaitAndSuspendedNodesMoveOnWithoutNextAndAMessageNodeNeedsIt() async throws {
        let wait = NodeFields(node: try await journeyNode(callbacks: [try Fixture.callback("29-cb-polling-wait")]))
        #expect(wait.needsNextButton == false)
        #expect(wait.fields.first?.label == "Waiting")
        let suspended = NodeFields(
            node: try await journeyNode(callbacks: [try Fixture.callback("31-cb-suspended-text-output")]))
        #expect(suspended.needsNextButton == false)
        let message = NodeFields(
            node: try await journeyNode(callbacks: [try Fixture.callback("34-cb-text-output-information")]))
        #expect(message.needsNextButton)
        let empty = NodeFields(
            node: try await journeyNode(try Fixture.json("journey/03-authenticate-empty-callbacks.json")))
        #expect(empty.fields.isEmpty && empty.needsNextButton)
    }

    @Test func aScriptMessageIsNotShown() async throws {
        let script: JSON = [
            "type": "TextOutputCallback",
            "output": [
                ["name": "message", "value": "document.forms[0].submit()"],
                ["name": "messageType", "value": "4"],
            ],
        ]
        let fields = NodeFields(node: try await journeyNode(callbacks: [script]))
        #expect(fields.fields.isEmpty)
        #expect(fields.hidden.map(\.kind) == [.textOutputCallback])
    }

    @Test func theStagesSubmitButtonTextNamesTheNextButton() async throws {
        let stage = try #require(try Fixture.json("journey/57-node-input-stage-localized.json")["stage"])
        let fields = NodeFields(
            node: try await journeyNode(
                callbacks: [try Fixture.callback("20-cb-name-callback", type: "NameCallback")],
                extra: ["stage": stage]))
        #expect(fields.nextButton?.label == "Submit")
    }

    @Test func theServersFailedPoliciesAreTheFieldsErrorsUntilTheUserTriesToSubmit() async throws {
        let node = try await journeyNode(callbacks: [
            try Fixture.callback("38-cb-validated-create-username-failed-policies")
        ])
        let fields = NodeFields(node: node)
        let field = try #require(fields.fields.first)
        var attempt = SubmitAttempt()
        let reported = attempt.errors(for: fields)
        #expect(
            reported[field] == [.failedPolicy(FailedPolicy(policyRequirement: "MIN_LENGTH", params: ["minLength": 3]))])
        #expect(attempt.errors(of: field) == reported[field])
        #expect(
            MessageCatalog(lookup: MessageCatalog.english).message(for: reported[field][0])
                == "Must be at least 3 characters long.")
        let next = try #require(fields.nextButton)
        #expect(attempt.press(next, on: fields)[field] == [.validation(.required)])
        try #require(field.action(as: ValidatedUsernameCallback.self)).username = "ada/lovelace"
        #expect(attempt.errors(for: fields)[field] == [.validation(.forbiddenCharacters("/"))])
    }
}
