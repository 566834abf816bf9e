import Foundation
import Orchestrate
import OrchestrateUI
import Testing

/// The rules the views follow, kept in the model where they are tested: when a reCAPTCHA check submits by
/// itself, whether a failed passkey submits, the accessibility of fields with several controls, plurals.
@Suite struct ScreenRulesTests {
    static let english = MessageCatalog(lookup: MessageCatalog.english)

    /// The first node of a journey holding `callbacks`, with reCAPTCHA's callback registered as an app does.
    static func reCaptchaNode(_ callbacks: [JSON]) async throws -> ContinueNode {
        let server = ScriptedServer([
            (200, Data(JSON.object(["authId": "a", "callbacks": .array(callbacks)]).description.utf8))
        ])
        let registry = CallbackRegistry()
        registry.register(type: "ReCaptchaEnterpriseCallback", callback: ReCaptchaEnterpriseCallback.self)
        let journey = Journey.createJourney { config in
            config.serverUrl = "https://am.test/am"
            config.logger = SilentLogger()
            config.module(JourneyModule.config) { $0.callbackRegistry = registry }
            config.module(server.module)
        }
        return try #require(await journey.start("Login") as? ContinueNode)
    }

    @Test func aReCaptchaCheckSubmitsByItselfOnlyWhenItIsAllTheScreenShows() async throws {
        let alone = NodeFields(
            node: try await Self.reCaptchaNode([
                try Fixture.callback("39-cb-recaptcha-enterprise", type: "ReCaptchaEnterpriseCallback")
            ]))
        #expect(alone.fields.map(\.kind) == [.reCaptchaEnterpriseCallback])
        #expect(alone.submitsWhenReCaptchaVerified)
        let withName = NodeFields(
            node: try await Self.reCaptchaNode([
                try Fixture.callback("20-cb-name-callback", type: "NameCallback"),
                try Fixture.callback("39-cb-recaptcha-enterprise", type: "ReCaptchaEnterpriseCallback"),
            ]))
        #expect(!withName.submitsWhenReCaptchaVerified, "the user still types a name and presses Next")
        #expect(withName.needsNextButton)
    }

    /// A journey's WebAuthn node reads the error outcome AM's WebAuthn nodes define (`ERROR::…` in the hidden
    /// value, `WebAuthnRegistrationNode` / `WebAuthnAuthenticationNode`), so the screen submits after a failure;
    /// a DaVinci `FIDO2` field has no such value to send.
    @Test func onlyAJourneysPasskeySubmitsAfterAFailure() {
        let submitting = FieldKind.allCases.filter(\.submitsAfterPasskeyFailure)
        #expect(Set(submitting) == [.fidoRegistrationCallback, .fidoAuthenticationCallback])
        #expect(!FieldKind.fido2Registration.submitsAfterPasskeyFailure)
        #expect(!FieldKind.fido2Authentication.submitsAfterPasskeyFailure)
    }

    @Test func aSecurityQuestionsThreeControlsHaveTheirOwnLabelsAndTheAnswerCarriesTheErrors() async throws {
        let node = try await journeyNode(callbacks: [
            try Fixture.callback("27-cb-kba-create", type: "KbaCreateCallback")
        ])
        let field = try #require(NodeFields(node: node).fields.first)
        let messages = Self.english
        let labels = [FieldAccessibility.Part.securityQuestion, .ownSecurityQuestion, .securityAnswer].map {
            FieldAccessibility(part: $0, of: field, messages: messages).label
        }
        #expect(labels == ["Security question", "Your own question", "Answer"])
        #expect(Set(labels).count == 3, "VoiceOver tells the three controls apart")
        let answer = FieldAccessibility(
            part: .securityAnswer, of: field, errors: [.validation(.required)], messages: messages)
        #expect(answer.hint.hasPrefix("A value is required."))
        #expect(answer.hint.hasSuffix("Your entry is hidden."))
        let question = FieldAccessibility(
            part: .securityQuestion, of: field, errors: [.validation(.required)], messages: messages)
        #expect(!question.hint.contains("A value is required."), "the error is said once, on the answer")
    }

    @Test func aPhoneNumbersCountryCodeIsLabelled() async throws {
        let node = try await daVinciNode(
            daVinciForm([try Fixture.field("33-field-phone-default-country-GB", key: "phone")]))
        let field = try #require(NodeFields(node: node).fields.first)
        #expect(FieldAccessibility(part: .countryCode, of: field, messages: Self.english).label == "Country code")
    }

    @Test func aMultipleChoiceFieldSaysItTakesSeveralOptions() async throws {
        let node = try await daVinciNode(
            daVinciForm([
                [
                    "type": "CHECKBOX", "key": "colors", "label": "Colors",
                    "options": [["label": "Red", "value": "red"]],
                ],
                ["type": "DROPDOWN", "key": "size", "label": "Size", "options": [["label": "S", "value": "s"]]],
            ]))
        let fields = NodeFields(node: node).fields
        #expect(FieldAccessibility(field: fields[0], messages: Self.english).hint == "Choose any number of options.")
        #expect(FieldAccessibility(field: fields[1], messages: Self.english).hint.isEmpty)
    }

    @Test func theErrorCountFollowsPluralRules() {
        let english = Self.english
        #expect(english.text(.errorsAnnouncement, count: 1) == "1 field needs attention.")
        #expect(english.text(.errorsAnnouncement, count: 3) == "3 fields need attention.")
        // An app's table with a plural variation resolves to a format for the count (what Foundation's
        // string catalogs and `.stringsdict` give `localizedString(forKey:)`); the count fills it.
        let german = MessageCatalog(lookup: { key, english in
            key == ScreenText.errorsAnnouncement.rawValue ? "%d Felder brauchen Aufmerksamkeit." : english
        })
        #expect(german.text(.errorsAnnouncement, count: 4) == "4 Felder brauchen Aufmerksamkeit.")
        let placeholders = MessageCatalog(lookup: { _, _ in "{count} Felder" })
        #expect(placeholders.text(.errorsAnnouncement, count: 2) == "2 Felder")
    }
}
