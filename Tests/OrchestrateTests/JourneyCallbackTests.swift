import Foundation
import Orchestrate
import Testing

/// The fixture's JSON with `input[i].value` replaced, built here independently of `replacingInputs`.
func expectedPayload(_ json: JSON, _ values: [JSON]) -> JSON {
    guard var object = json.objectValue, let inputs = json["input"]?.arrayValue else { return json }
    var replaced: [JSON] = []
    for (index, input) in inputs.enumerated() {
        var fields = input.objectValue ?? [:]
        if index < values.count { fields["value"] = values[index] }
        replaced.append(.object(fields))
    }
    object["input"] = .array(replaced)
    return .object(object)
}

/// The input names of a payload, in order.
func inputNames(_ payload: JSON?) -> [String] {
    (payload?["input"]?.arrayValue ?? []).map { $0["name"]?.stringValue ?? "?" }
}

@Suite struct JourneyCallbackTextTests {
    @Test func nameCallback20() throws {
        let json = try JourneyFixture.json("20-cb-name-callback.json")
        let callback = NameCallback(with: json)
        #expect(callback.prompt == "Enter your name")
        #expect(callback.name == "")
        #expect(callback.type == "", "the test JSON has no type")
        callback.name = "My First Name"
        #expect(callback.payload() == expectedPayload(json, ["My First Name"]))
        #expect(inputNames(callback.payload()) == ["IDToken1"])
    }

    @Test func passwordCallback21() throws {
        let json = try JourneyFixture.json("21-cb-password-callback.json")
        let callback = PasswordCallback(with: json)
        #expect(callback.prompt == "Password")
        callback.password = "s3cret-Known-Value"
        #expect(callback.payload() == expectedPayload(json, ["s3cret-Known-Value"]))
        callback.clear()
        #expect(callback.password == "")
    }

    @Test func textInput33StartsAtDefaultText() throws {
        let json = try JourneyFixture.json("33-cb-text-input.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? TextInputCallback)
        #expect(callback.prompt == "One Time Pin")
        #expect(callback.text == "default")
        #expect(callback.content.id == 0)
        callback.text = "123456"
        #expect(callback.payload() == expectedPayload(json, ["123456"]))
        #expect(callback.payload()?["_id"] == 0)
    }

    @Test func textOutput34Information() throws {
        let json = try JourneyFixture.json("34-cb-text-output-information.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? TextOutputCallback)
        #expect(callback.message == "Test")
        #expect(callback.messageType == .information)
        #expect(callback.payload() == json)
    }

    @Test func textOutput35Variants() throws {
        let variants = try JourneyFixture.array("35-cb-text-output-messagetype-variants.json")
        let callbacks = variants.map(TextOutputCallback.init(with:))
        #expect(callbacks.map(\.messageType) == [.warning, .script, .unknown])
        #expect(callbacks[0].payload() == variants[0], "a warning goes back unchanged")
        #expect(isLeftOut(callbacks[1].payload()), "a script is left out of the request")
        #expect(isLeftOut(callbacks[2].payload()), "an unknown type is left out of the request")
        #expect(callbacks.allSatisfy { $0.message == "Test" })
    }

    @Test func textOutputReadsNumericMessageTypes() {
        let error = TextOutputCallback(with: [
            "type": "TextOutputCallback",
            "output": [["name": "messageType", "value": 2], ["name": "message", "value": "Bad"]],
        ])
        #expect(error.messageType == .error)
        #expect(error.payload() != nil)
        let script = TextOutputCallback(with: ["output": [["name": "messageType", "value": 4]]])
        #expect(isLeftOut(script.payload()))
    }

    @Test func suspendedTextOutput31() throws {
        let json = try JourneyFixture.json("31-cb-suspended-text-output.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? SuspendedTextOutputCallback)
        #expect(callback.message.hasPrefix("An email has been sent to the address you entered."))
        #expect(callback.messageType == .information)
        #expect(callback.payload() == json)
    }

    @Test func pollingWait29() throws {
        let json = try JourneyFixture.json("29-cb-polling-wait.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? PollingWaitCallback)
        #expect(callback.waitTime == 8000)
        #expect(callback.message == "Waiting")
        #expect(callback.payload() == json)
        let numeric = PollingWaitCallback(with: ["output": [["name": "waitTime", "value": 5000]]])
        #expect(numeric.waitTime == 5000)
    }
}

@Suite struct JourneyCallbackChoiceTests {
    @Test func choice23StartsAtDefaultChoice() throws {
        let json = try JourneyFixture.json("23-cb-choice.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? ChoiceCallback)
        #expect(callback.prompt == "Choose an option")
        #expect(callback.choices == ["Option 1", "Option 2", "Option 3"])
        #expect(callback.defaultChoice == 1)
        #expect(callback.selectedIndex == 1)
        callback.selectedIndex = 2
        #expect(callback.payload() == expectedPayload(json, [2]))
    }

    @Test func choiceStartsAtDefaultChoiceEvenWhenTheInputSaysOtherwise() {
        let callback = ChoiceCallback(with: [
            "output": [["name": "choices", "value": ["a", "b"]], ["name": "defaultChoice", "value": 1]],
            "input": [["name": "IDToken1", "value": 0]],
        ])
        #expect(callback.selectedIndex == 1)
        #expect(callback.payload()?["input"]?[0]?["value"] == 1)
    }

    @Test func confirmation24UnchangedWhenUnset() throws {
        let json = try JourneyFixture.json("24-cb-confirmation.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? ConfirmationCallback)
        #expect(callback.prompt == "Please confirm your choice")
        #expect(callback.messageType == .information)
        #expect(callback.options == ["Yes", "No"])
        #expect(callback.optionType == .unspecified)
        #expect(callback.defaultOption == 1)
        #expect(callback.selectedIndex == nil)
        #expect(callback.payload() == json)
        #expect(callback.payload()?["input"]?[0]?["value"] == 100)
        #expect(
            ConfirmationCallback(with: [
                "output": [["name": "optionType", "value": 2], ["name": "messageType", "value": 1]]
            ])
            .optionType == .okCancel)
        #expect(ConfirmationCallback(with: ["output": [["name": "optionType", "value": 9]]]).optionType == .unknown)
        #expect(ConfirmationCallback(with: ["output": [["name": "messageType", "value": 1]]]).messageType == .warning)
        callback.selectedIndex = 0
        #expect(callback.payload() == expectedPayload(json, [0]))
        #expect(inputNames(callback.payload()) == ["IDToken2"])
    }
}

@Suite struct JourneyCallbackFormTests {
    @Test func hiddenValue26() throws {
        let json = try JourneyFixture.json("26-cb-hidden-value-webauthn-outcome.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? HiddenValueCallback)
        #expect(callback.id == "webAuthnOutcome")
        #expect(callback.hiddenId == "webAuthnOutcome")
        #expect(callback.defaultValue == "false")
        #expect(callback.value == "webAuthnOutcome", "input 0 starts as the server sent it")
        callback.value = "ERROR::NotAllowedError:cancelled"
        #expect(callback.payload() == expectedPayload(json, ["ERROR::NotAllowedError:cancelled"]))
    }

    @Test func hiddenValue26CarriesTheFixture46OutcomesThroughTheWire() throws {
        let json = try JourneyFixture.json("26-cb-hidden-value-webauthn-outcome.json")
        let outcomes = try #require(try JourneyFixture.json("46-fido-webauthn-outcome-values.json").objectValue)
        #expect(outcomes.count == 3)
        for (name, entry) in outcomes {
            let outcome = try #require(entry["expectedWebAuthnOutcome"]?.stringValue, "\(name)")
            let callback = HiddenValueCallback(with: json)
            callback.value = outcome
            let wire = try #require(callback.payload()).serialized()
            #expect(try JSON.parse(wire)["input"]?[0]?["value"]?.stringValue == outcome, "\(name)")
        }
    }

    @Test func consentMapping25() throws {
        let json = try JourneyFixture.json("25-cb-consent-mapping.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? ConsentMappingCallback)
        #expect(callback.name == "managedUser_managedUser")
        #expect(callback.displayName == "Identity Mapping")
        #expect(callback.icon == "")
        #expect(callback.accessLevel == "Actual Profile")
        #expect(callback.isRequired == false)
        #expect(callback.message == "This is Consent")
        #expect(callback.fields == ["a", "b"])
        #expect(callback.accepted == false)
        callback.accepted = true
        #expect(callback.payload() == expectedPayload(json, [true]))
    }

    @Test func termsAndConditions32() throws {
        let json = try JourneyFixture.json("32-cb-terms-and-conditions.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? TermsAndConditionsCallback)
        #expect(callback.version == "1.0")
        #expect(callback.terms == "This is a demo for Terms & Conditions")
        #expect(callback.createDate == "2019-07-11T22:23:55.737Z")
        #expect(callback.accepted == false)
        callback.accepted = true
        #expect(callback.payload() == expectedPayload(json, [true]))
    }

    @Test func kbaCreate27() throws {
        let json = try JourneyFixture.json("27-cb-kba-create.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? KbaCreateCallback)
        #expect(callback.prompt == "Purpose Message")
        #expect(
            callback.predefinedQuestions == [
                "What's your favorite color?", "what's your favorite place?",
                "Who was your first employer?",
            ])
        #expect(callback.allowUserDefinedQuestions)
        callback.selectedQuestion = "What's your favorite color?"
        callback.selectedAnswer = "Blue"
        #expect(callback.payload() == expectedPayload(json, ["What's your favorite color?", "Blue"]))
        #expect(inputNames(callback.payload()) == ["IDToken1question", "IDToken1answer"])
        callback.clear()
        #expect(callback.selectedAnswer == "")
        #expect(callback.selectedQuestion == "What's your favorite color?", "clear() keeps the question")
    }
}

@Suite struct JourneyCallbackMetadataTests {
    /// A class an app registers for a metadata kind.
    final class TestFidoRegistration: Callback {
        let content: CallbackContent
        init(with json: JSON) { content = CallbackContent(json: json) }
    }

    @Test func metadata40And41AreMetadataWithTheirKind() throws {
        let registry = CallbackRegistry()
        let cases: [(String, MetadataKind)] = [
            ("40-cb-metadata-webauthn-authentication.json", .fidoAuthentication),
            ("41-cb-metadata-webauthn-registration-minimal.json", .fidoRegistration),
            ("43-cb-metadata-fido-registration-full.json", .fidoRegistration),
            ("44-cb-metadata-fido-authentication.json", .fidoAuthentication),
            ("45-cb-metadata-fido-authentication-allow-credentials.json", .fidoAuthentication),
            ("47-cb-metadata-protect-initialize.json", .protectInitialize),
            ("48-cb-metadata-protect-risk-evaluation.json", .protectEvaluation),
        ]
        for (name, kind) in cases {
            let json = try JourneyFixture.json(name)
            #expect(MetadataKind(callback: json) == kind, "\(name)")
            let callback = registry.callback(for: json)
            #expect(callback.payload() == json, "\(name) goes back unchanged")
            let data = json["output"]?[0]?["value"]
            switch kind {
            case .fidoRegistration:
                #expect((callback as? FidoRegistrationCallback)?.data == data, "\(name): the built-in class")
            case .fidoAuthentication:
                #expect((callback as? FidoAuthenticationCallback)?.data == data, "\(name): the built-in class")
            case .protectInitialize:
                let protect = try #require(callback as? PingOneProtectInitializeCallback, "\(name): the built-in class")
                #expect(protect.isMetadata && protect.content.output("data") == data, "\(name)")
            case .protectEvaluation:
                let protect = try #require(callback as? PingOneProtectEvaluationCallback, "\(name): the built-in class")
                #expect(protect.isMetadata && protect.content.output("data") == data, "\(name)")
            }
        }
    }

    @Test func metadata40ReadsItsData() throws {
        let callback = MetadataCallback(with: try JourneyFixture.json("40-cb-metadata-webauthn-authentication.json"))
        #expect(callback.data["_relyingPartyId"] == "am.example.com")
        #expect(callback.data["_type"] == "WebAuthn")
    }

    @Test func metadata42DetectionVariants() throws {
        let variants = try JourneyFixture.array("42-cb-metadata-fido-detection-variants.json")
        #expect(
            variants.map(MetadataKind.init(callback:)) == [
                .fidoRegistration, .fidoAuthentication, .fidoRegistration, .fidoAuthentication,
            ])
    }

    @Test func plainMetadataHasNoKind() {
        let callback = MetadataCallback(with: [
            "type": "MetadataCallback", "output": [["name": "data", "value": ["a": 1]]],
        ])
        #expect(callback.kind == nil)
        #expect(callback.data == ["a": 1])
    }

    @Test func aRegisteredClassForAKindIsUsed() throws {
        let registry = CallbackRegistry()
        registry.register(type: MetadataKind.fidoRegistration.rawValue, callback: TestFidoRegistration.self)
        let variants = try JourneyFixture.array("42-cb-metadata-fido-detection-variants.json")
        let callbacks = registry.callbacks(from: variants)
        #expect(callbacks[0] is TestFidoRegistration)
        #expect(callbacks[1] is FidoAuthenticationCallback, "the built-in class for authentication")
        #expect(callbacks[2] is TestFidoRegistration)
        #expect(callbacks[3] is FidoAuthenticationCallback)
        #expect(
            CallbackRegistry.shared.callback(for: variants[0]) is FidoRegistrationCallback,
            "registering on one registry leaves the shared one alone")
        let plain = CallbackRegistry(registeringDefaults: false)
        plain.register(type: "MetadataCallback", callback: MetadataCallback.self)
        #expect(plain.callback(for: variants[1]) is MetadataCallback, "without the built-ins it stays metadata")
    }

    @Test func pluginTypesStayUnknownAndGoBackUnchanged() throws {
        for name in [
            "39-cb-recaptcha-enterprise.json", "55-cb-device-binding.json",
            "56-cb-device-signing-verifier.json",
        ] {
            let json = try JourneyFixture.json(name)
            let callback = CallbackRegistry().callback(for: json)
            #expect(callback is UnknownCallback, "\(name)")
            #expect(callback.payload() == json, "\(name)")
        }
    }

    @Test func unknownCallbackCanStillBeAnswered() throws {
        let json = try JourneyFixture.json("55-cb-device-binding.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? UnknownCallback)
        callback.setInput("a-jws", at: 0)
        #expect(callback.payload() == expectedPayload(json, ["a-jws", "", "", ""]))
        #expect(
            inputNames(callback.payload())
                == ["IDToken1jws", "IDToken1deviceName", "IDToken1deviceId", "IDToken1clientError"])
    }

    /// AM's native PingOne Protect callbacks (fixtures 49 and 50, from ping-android-sdk's
    /// `PingOneProtect*CallbackTest.kt`) are built in: their settings are read, their answers go to their inputs.
    @Test func theNativeProtectCallbacksAreBuiltIn() throws {
        let initialize = try #require(
            CallbackRegistry().callback(for: try JourneyFixture.json("49-cb-pingone-protect-initialize.json"))
                as? PingOneProtectInitializeCallback)
        #expect(initialize.envId == "00000000-0000-0000-0000-000000000000")
        #expect(initialize.deviceAttributesToIgnore == ["attr1", "attr2"])
        #expect(initialize.customHost == "host.example.com")
        #expect(initialize.isConsoleLogEnabled && initialize.lazyMetadata && initialize.isBehavioralDataCollection)
        let json = try JourneyFixture.json("50-cb-pingone-protect-evaluation.json")
        let evaluation = try #require(CallbackRegistry().callback(for: json) as? PingOneProtectEvaluationCallback)
        #expect(evaluation.pauseBehavioralData && !evaluation.isMetadata)
        #expect(evaluation.payload() == json, "unanswered, it goes back as it came")
    }

}

/// Whether `value` is `Optional.none`. (`value == nil` would compare with JSON `null`: `JSON` is
/// `ExpressibleByNilLiteral`.)
func isLeftOut(_ value: JSON?) -> Bool {
    if case .none = value { return true }
    return false
}
