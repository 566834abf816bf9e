import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// The Ping SDK 2.0's member names that app code uses, beside Orchestrate's own (issue 28): each compiles
/// as Ping spells it and gives what Orchestrate's name gives.
@Suite struct PingNameTests {
    @Test func imageCollectorHasPingsTextNames() throws {
        let image = ImageCollector(with: try Fixture.json("61-field-image.json"))
        #expect(image.imageUrl == "https://example.com/image.png" && image.imageUrl == image.imageURL?.absoluteString)
        #expect(image.description == "A sample image" && image.description == image.imageDescription)
        #expect(image.hyperlinkUrl == "https://example.com")
        let bare = ImageCollector(with: ["type": "IMAGE", "key": "i"])
        #expect(bare.imageUrl == "" && bare.hyperlinkUrl == nil)
    }

    @Test func earlyNamesOfTheAgreementAndCheckbox() throws {
        let agreement: AgreementCollector = ReadOnlyTextCollector(
            with: try Fixture.json("51-field-agreement-read-only-text.json"))
        #expect(agreement.agreementId == "6ff30c9e-cd98-4fe5-85ca-01111ca20702")
        #expect(agreement.agreementId == agreement.agreementID)
        let checkbox: SingleCheckboxCollector = BooleanCollector(with: ["type": "BOOLEAN", "key": "consent"])
        checkbox.value = true
        #expect(checkbox.payload() == true)
    }

    @Test func validationErrorsHaveAnErrorMessage() {
        for error in [ValidationError.required, .regexError(message: "Digits only"), .invalidLength(min: 2, max: 4)] {
            #expect(error.errorMessage == error.description && !error.errorMessage.isEmpty)
        }
    }

    @Test func journeyNames() throws {
        let hidden = HiddenValueCallback(with: try JourneyFixture.json("26-cb-hidden-value-webauthn-outcome.json"))
        #expect(hidden.valueId == "webAuthnOutcome" && hidden.valueId == hidden.id)
        let type: MessageType = .warning
        #expect(type == TextOutputCallback.MessageType.warning)
        let policy = FailedPolicy(policyRequirement: "MIN_LENGTH", params: ["minLength": 8])
        #expect(policy.failedDescription(for: "password") == "password: \(policy.message)")
        #expect(policy.message.contains("8"))
    }

    @Test func metadataErrorsInPingsForm() {
        let collector = MetadataCollector(with: ["type": "METADATA", "key": "meta"])
        collector.setError(code: "E1", message: "failed", isClientError: true)
        let typed = MetadataCollector(with: ["type": "METADATA", "key": "meta"])
        typed.setError(CollectorErrorPayload(code: "E1", message: "failed", isClientError: true))
        #expect(collector.payload() == typed.payload() && collector.payload() != nil)
    }

    @Test func pingsCollectorDaVinciFromMakesTheFieldsCollectorsLeavingUnknownOnesOut() {
        let fields: [JSON] = [
            ["type": "TEXT"], ["type": "PASSWORD"], ["type": "SUBMIT_BUTTON"], ["inputType": "ACTION"],
            ["type": "UNKNOWN"], ["inputType": "MULTI_SELECT"],
        ]
        let collectors = CollectorFactory().collector(daVinci: DaVinci.createDaVinci(), from: fields)
        #expect(collectors.count == 5)
        #expect(collectors[0] is TextCollector && collectors[1] is PasswordCollector)
        #expect(collectors[2] is SubmitCollector && collectors[3] is FlowCollector)
        #expect(collectors[4] is MultiSelectCollector)
    }

    @Test func aClosureRegistrationMakesTheCollector() {
        let factory = CollectorFactory()
        factory.register(type: "TEXT") { json in
            json["key"] == "skip" ? nil : LabelCollector(with: json)
        }
        #expect(factory.collector(for: ["type": "TEXT", "key": "name"]) is LabelCollector)
        #expect(factory.collector(for: ["type": "TEXT", "key": "skip"]) == nil, "the closure may skip a field")
        #expect(
            CollectorFactory.shared.collector(for: ["type": "TEXT", "key": "name"]) is TextCollector,
            "another factory is untouched")
        #expect(
            factory.copy().collector(for: ["type": "TEXT", "key": "name"]) is LabelCollector, "a copy keeps the closure"
        )
        factory.register(type: "TEXT", collector: TextCollector.self)
        #expect(
            factory.collector(for: ["type": "TEXT", "key": "name"]) is TextCollector, "a type replaces the closure")
        factory.register(type: "PASSWORD") { LabelCollector(with: $0) }
        #expect(
            factory.collector(for: ["type": "TEXT", "inputType": "PASSWORD", "key": "p"]) is LabelCollector,
            "inputType first, as for types")
    }

    @Test func closeForgetsThePasswordUnlessToldNotTo() {
        let password = PasswordCollector(with: ["type": "PASSWORD", "key": "password"])
        let kept = PasswordCollector(with: ["type": "PASSWORD", "key": "kept"])
        kept.clearPassword = false
        let node = ContinueNode(
            context: FlowContext(workflow: Workflow.createWorkflow()), input: [:],
            actions: [password, kept]
        ) { _ in Request() }
        password.value = "Passw0rd!"
        kept.value = "Passw0rd!"
        #expect(password.clearPassword)
        node.close()
        #expect(password.value == "" && kept.value == "Passw0rd!")
    }

    /// DaVinci closes the node it sent: a wrong password is gone when the error comes back.
    @Test func daVinciClosesTheNodeItSent() async throws {
        try await withSandbox { server, _ in
            let workflow = try await oidcWorkflow(server)
            let signIn = try await workflow.firstContinueNode()
            let password = try #require(signIn.collectors.compactMap { $0 as? PasswordCollector }.first)
            _ = try await signOn(signIn, username: SandboxScript.demoCredentials.username, password: "wrong-password")
            #expect(password.value == "", "closed after the request")
        }
    }
}

/// `DeviceProfileCallback.collect { config in … }`, the Ping SDK's form.
@Suite struct DeviceProfilePingFormTests {
    @Test func theBlockChangesWhatIsCollectedAndTheProfileIsReturned() async throws {
        let callback = DeviceProfileCallback(with: [
            "output": [["name": "metadata", "value": true], ["name": "location", "value": false]],
            "input": [["name": "IDToken1", "value": ""]],
        ])
        let result = await callback.collect { config in
            #expect(config.metadata && !config.location, "it starts as the server asks")
            config.metadata = false
            config.collector = BasicDeviceProfileCollector(identifier: "fixed")
        }
        let profile = try result.get()
        #expect(profile == ["identifier": "fixed", "version": "1.0"])
        #expect(callback.profile == profile, "written into the input too")
    }

    /// A part of the profile of the app's own, as Ping's SDK declares one.
    struct AppCollector: DeviceCollector {
        typealias DataType = AppInfo
        let key: String
        func collect() async throws -> AppInfo? { AppInfo(build: "1234", beta: true) }
    }
    struct AppInfo: Codable {
        let build: String
        let beta: Bool
    }
    struct FailingCollector: DeviceCollector {
        let key = "failing"
        func collect() async throws -> String? { throw CancellationError() }
    }
    struct EmptyCollector: DeviceCollector {
        let key = "empty"
        func collect() async throws -> Int? { nil }
    }

    @Test func theAppsCollectorsAreThePartsOfTheMetadataUnderTheirKeys() async throws {
        let callback = DeviceProfileCallback(with: [
            "output": [["name": "metadata", "value": true], ["name": "location", "value": false]],
            "input": [["name": "IDToken1", "value": ""]],
        ])
        let logger = CapturingLogger()
        let result = await callback.collect { config in
            #expect(config.collectors.map(\.key) == ["platform", "hardware", "browser", "network"])
            config.logger = logger
            config.identifier = "device-1"
            config.collectors {
                [PlatformCollector(), AppCollector(key: "app"), FailingCollector(), EmptyCollector()]
            }
        }
        let profile = try result.get()
        #expect(profile["identifier"] == "device-1")
        let metadata = try #require(profile["metadata"]?.objectValue)
        #expect(Set(metadata.keys) == ["platform", "app"], "a part that throws or has nothing is left out")
        #expect(profile["metadata"]?["app"] == ["build": "1234", "beta": true])
        #expect(profile["metadata"]?["platform"] == BasicDeviceProfileCollector.metadata()["platform"])
        #expect(callback.profile == profile)
        #expect(
            logger.all == [
                "warning: device profile: part failing left out, its collector threw CancellationError"
            ])
    }

    @Test func noPartIsCollectedWhenTheServerDoesNotAskForTheDetails() async throws {
        let callback = DeviceProfileCallback(with: [
            "output": [["name": "metadata", "value": false], ["name": "location", "value": false]],
            "input": [["name": "IDToken1", "value": ""]],
        ])
        let logger = CapturingLogger()
        let profile = try await callback.collect { config in
            config.logger = logger
            config.identifier = "device-1"
            config.collectors { [FailingCollector()] }
        }.get()
        #expect(profile == ["identifier": "device-1", "version": "1.0"])
        #expect(logger.all.isEmpty, "the failing part was never run")
    }

    @Test func theDefaultCollectorsSendWhatTheBasicCollectorSends() async throws {
        let callback = DeviceProfileCallback(with: [
            "output": [["name": "metadata", "value": true], ["name": "location", "value": true]],
            "input": [["name": "IDToken1", "value": ""]],
        ])
        let parts = try await callback.collect { _ in }.get()
        await callback.collect()
        #expect(parts == callback.profile, "the Ping form's default parts make the same profile")
        #expect(parts["location"] == nil, "no collector here knows the location")
    }
}

/// `close()` on the buttons and device pickers, `reset()` on the registries, `DeviceProfileConfig()`.
@Suite struct PingLifecycleNameTests {
    @Test func closeReleasesButtonsAndForgetsDeviceChoices() throws {
        let submit = SubmitCollector(with: ["type": "SUBMIT_BUTTON", "key": "submit"])
        let flow = FlowCollector(with: ["type": "FLOW_BUTTON", "key": "forgot"])
        let devices = DeviceAuthenticationCollector(with: try Fixture.json("45-field-device-authentication.json"))
        submit.value = "Sign On"
        flow.press()
        devices.select(try #require(devices.devices.first))
        let node = ContinueNode(
            context: FlowContext(workflow: Workflow.createWorkflow()), input: [:],
            actions: [submit, flow, devices]
        ) { _ in Request() }
        node.close()
        #expect(!submit.isPressed && !flow.isPressed && devices.value == "" && devices.payload() == nil)
    }

    @Test func resetPutsBackTheBuiltIns() {
        let factory = CollectorFactory()
        factory.register(type: "TEXT") { LabelCollector(with: $0) }
        factory.register(type: "CUSTOM", collector: TextCollector.self)
        factory.reset()
        #expect(factory.collector(for: ["type": "TEXT", "key": "a"]) is TextCollector)
        #expect(factory.collector(for: ["type": "CUSTOM", "key": "a"]) == nil)
        let registry = CallbackRegistry()
        registry.register(type: "NameCallback", callback: UnknownCallback.self)
        registry.reset()
        #expect(registry.callback(for: ["type": "NameCallback"]) is NameCallback)
    }

    @Test func aDeviceProfileConfigOfOnesOwn() {
        let config = DeviceProfileConfig()
        #expect(!config.metadata && !config.location, "Ping's defaults: the callback sets what the server asks")
        #expect(config.collector == nil, "the parts are collected unless a whole-profile collector is set")
        config.collector = BasicDeviceProfileCollector(identifier: "mine")
        #expect((config.collector as? BasicDeviceProfileCollector)?.identifier == "mine")
    }
}

/// What the second trial compile of Ping's tests asked for: a bare `init()` on callbacks, `policies["…"]`,
/// and no device type sent before a choice.
@Suite struct PingConstructionNameTests {
    @Test func aBareCallbackHasNoOutputs() {
        let name = NameCallback()
        #expect(name.prompt == "" && name.content.json == [:])
        let hidden = HiddenValueCallback()
        #expect(hidden.id == "" && hidden.value == "")
    }

    @Test func policiesReadLikeADictionary() {
        let policies = Policies(json: [
            "name": "userName", "policies": [["policyId": "minimum-length", "params": ["minLength": 8]]],
        ])
        #expect(policies["name"] == "userName")
        #expect(policies["policies"]?[0]?["policyId"] == "minimum-length")
        #expect(policies["missing"] == nil)
    }

    @Test func aDeviceTypeIsSentOnlyOnceChosen() throws {
        let collector = DeviceRegistrationCollector(with: try Fixture.json("46-field-device-registration.json"))
        #expect(collector.payload() == nil)
        collector.select(collector.devices[0])
        #expect(collector.payload() == "EMAIL")
        collector.close()
        #expect(collector.payload() == nil)
    }

    @Test func aDeviceIsChosenFromAnOptionalAndNilForgetsIt() throws {
        let collector = DeviceAuthenticationCollector(with: try Fixture.json("45-field-device-authentication.json"))
        let first = try #require(collector.devices.first)
        collector.select(collector.devices.first)
        #expect(collector.value == DeviceAuthenticationCollector.identifier(of: first))
        collector.select(Optional<Device>.none)
        #expect(collector.value == "")
    }

    @Test func metadataCallbacksValueIsItsData() {
        let callback = MetadataCallback(with: [
            "type": "MetadataCallback", "output": [["name": "data", "value": ["_action": "webauthn_registration"]]],
        ])
        #expect(callback.value == callback.data)
        #expect(callback.value["_action"]?.stringValue == "webauthn_registration")
    }

    @Test func reCaptchaConfigIsAClassAsPingsIs() {
        let config = ReCaptchaEnterpriseConfig()
        config.action = "signup"
        #expect(config.action == "signup" && config.timeout == ReCaptchaEnterpriseConstants.defaultTimeout)
        #expect(ReCaptchaEnterpriseConfig().action == ReCaptchaEnterpriseConstants.defaultAction)
        #expect(ReCaptchaEnterpriseConstants.invalidToken == "INVALID_CAPTCHA_TOKEN")
    }
}
