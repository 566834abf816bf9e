import Foundation
import Orchestrate
import Testing

/// A collector type of the app's own, registered like the built-ins.
final class CustomTypeCollector: FieldCollector {
    let field: Field
    init(with json: JSON) { field = Field(json: json) }
}

@Suite struct CollectorFactoryTests {
    func fields(_ name: String) throws -> [JSON] {
        try #require(Fixture.json(name).arrayValue)
    }

    @Test func mapsEveryCoreTypeByInputTypeThenType() throws {
        let collectors = CollectorFactory().collectors(from: try fields("21-fields-registry-all-core-types.json"))
        let names = collectors.map { String(describing: type(of: $0)) }
        #expect(
            names == [
                "TextCollector", "PasswordCollector", "SubmitCollector", "FlowCollector",
                "PasswordCollector", "FlowCollector", "LabelCollector", "SingleSelectCollector",
                "SingleSelectCollector", "MultiSelectCollector", "MultiSelectCollector",
            ])
    }

    @Test func skipsAndLogsUnknownTypes() throws {
        let logger = CapturingLogger()
        let collectors = CollectorFactory().collectors(
            from: try fields("22-fields-registry-with-unknown.json"), logger: logger)
        #expect(collectors.count == 4)
        #expect(logger.all == ["warning: no collector for field type 'UNKNOWN'; skipped"])
    }

    @Test func registersCustomTypesOnAFactoryOfItsOwn() throws {
        let factory = CollectorFactory()
        factory.register(type: "type1", collector: CustomTypeCollector.self)
        factory.register(type: "type2", collector: CustomTypeCollector.self)
        #expect(factory.collectors(from: try fields("23-fields-custom-types.json")).count == 2)
        #expect(
            CollectorFactory.shared.collectors(from: try fields("23-fields-custom-types.json")).isEmpty,
            "registering on one factory leaves the shared one alone")
        #expect(factory.collectors(from: try fields("24-fields-invalid-type.json")).isEmpty)
    }

    @Test func registrationIsSafeFromManyTasksAtOnce() async {
        let factory = CollectorFactory(registeringDefaults: false)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { factory.register(type: "T\(index)", collector: TextCollector.self) }
                group.addTask { _ = factory.collectorType(for: "T\(index)") }
            }
        }
        #expect((0..<200).allSatisfy { factory.collectorType(for: "T\($0)") != nil })
    }

    @Test func defaultsComeFromFormDataAndOrderIsKept() throws {
        let json = try Fixture.json("11-form-all-basic-field-types.json")
        let collectors = CollectorFactory().collectors(
            from: json[path: "form", "components", "fields"]?.arrayValue ?? [],
            formData: json[path: "formData", "value"])
        #expect(collectors.count == 11, "ERROR_DISPLAY is skipped")
        #expect(
            collectors.map(\.key) == [
                "", "", "user.username", "password", "submit", "register", "trouble",
                "dropdown-field", "combobox-field", "radio-field", "checkbox-field",
            ])
        #expect((collectors[2] as? TextCollector)?.value == "default-username")
        #expect((collectors[3] as? PasswordCollector)?.value == "", "passwords take no default")
        #expect((collectors[7] as? SingleSelectCollector)?.value == "default-dropdown")
        #expect((collectors[8] as? MultiSelectCollector)?.value == ["default-combobox"])
        #expect((collectors[0] as? LabelCollector)?.content == "Sign On")
    }
}

@Suite struct FieldCollectorTests {
    @Test func readsTypeKeyAndLabel() throws {
        let collector = TextCollector(with: try Fixture.json("25-field-generic-type-key-label.json"))
        #expect(collector.type == "testType")
        #expect(collector.key == "testKey")
        #expect(collector.label == "testLabel")
        let untyped = TextCollector(with: try Fixture.json("27-field-text-key-label.json"))
        #expect(untyped.key == "testKey" && untyped.type == "")
        let flow = FlowCollector(with: try Fixture.json("25-field-generic-type-key-label.json"))
        #expect(flow.key == "testKey" && !flow.isPressed)
    }

    @Test func labelReadsContent() throws {
        let label = LabelCollector(with: try Fixture.json("26-field-label.json"))
        #expect(label.content == "Test Content")
        #expect(label.payload() == nil)
    }

    @Test func selectCollectorsReadOptionsAndCheckMembership() throws {
        let json = try Fixture.json("28-field-options-two.json")
        let single = SingleSelectCollector(with: json)
        #expect(single.options.map(\.label) == ["Option 1", "Option 2"])
        single.value = "Option 2 Value"
        #expect(single.validate().isEmpty)
        single.value = "nope"
        #expect(single.validate() == [.notAnOption("nope")])

        let multi = MultiSelectCollector(with: json)
        multi.initialize(with: try Fixture.json("29-formdata-value-multiselect.json"))
        #expect(multi.value == ["Hello", "World"])
        #expect(multi.validate() == [.notAnOption("Hello"), .notAnOption("World")])
        multi.value = ["Option 1 Value"]
        #expect(multi.payload() == ["Option 1 Value"])
        #expect(multi.validate().isEmpty)
    }

    @Test func requiredSelectNeedsAValue() throws {
        let multi = MultiSelectCollector(with: try Fixture.json("30-field-required-only.json"))
        #expect(multi.validate() == [.required])
        multi.value = []
        #expect(multi.validate() == [.required])
        let single = SingleSelectCollector(with: try Fixture.json("30-field-required-only.json"))
        #expect(single.validate() == [.required])
    }

    @Test func phoneNumberReadsItsOptionsAndDefaults() throws {
        let validating = PhoneNumberCollector(with: try Fixture.json("31-field-phone-validate.json"))
        #expect(validating.validatePhoneNumber && validating.defaultCountryCode == "" && validating.required)
        #expect(validating.validate() == [.required])
        #expect(!PhoneNumberCollector(with: try Fixture.json("32-field-phone-novalidate.json")).validatePhoneNumber)
        let british = PhoneNumberCollector(with: try Fixture.json("33-field-phone-default-country-GB.json"))
        #expect(british.defaultCountryCode == "GB" && british.countryCode == "GB")
        british.initialize(with: try Fixture.json("34-formdata-value-phone.json"))
        #expect(british.countryCode == "CA")
        #expect(british.phoneNumber == "CA-1-+17783186380-7783186380")
        #expect(british.payload() == ["countryCode": "CA", "phoneNumber": "CA-1-+17783186380-7783186380"])
        british.initialize(with: "1234567")
        #expect(british.phoneNumber == "1234567", "a plain string is the legacy form")
    }

    @Test(arguments: [
        ("35-field-validation-regex-any.json", "", [ValidationError]()),
        ("36-field-validation-required-regex-any.json", "", [.required]),
        ("37-field-validation-regex-digits.json", "", []),
        ("37-field-validation-regex-digits.json", "12a", [.regexError(message: "Must be digits")]),
        ("37-field-validation-regex-digits.json", "123", []),
        ("38-field-validation-required-regex-digits.json", "", [.required, .regexError(message: "Must be digits")]),
    ])
    func textValidation(_ fixture: String, _ value: String, _ expected: [ValidationError]) throws {
        let collector = TextCollector(with: try Fixture.json(fixture))
        collector.value = value
        #expect(collector.validate() == expected)
    }

    @Test func anInvalidServerPatternIsNoRule() {
        let collector = TextCollector(with: ["validation": ["regex": "([unclosed", "errorMessage": "x"]])
        collector.value = "anything"
        #expect(collector.validate().isEmpty)
    }

    @Test func deviceAuthenticationReadsDevices() throws {
        let collector = DeviceAuthenticationCollector(with: try Fixture.json("45-field-device-authentication.json"))
        #expect(collector.devices.count == 2)
        #expect(collector.devices.allSatisfy { $0.type == "EMAIL" && !$0.id.isEmpty })
        let device = try #require(collector.defaultDevice)
        #expect(collector.validate() == [.required])
        collector.select(device)
        #expect(collector.value == device.id)
        #expect(
            collector.payload() == [
                "type": .string(device.type), "id": .string(device.id),
                "description": .string(device.description),
            ],
            "the device as both Ping SDKs send it (issue 28, B11)")
        #expect(collector.payload()?.serializedText(keyOrder: .stored).hasPrefix(#"{"type":"#) == true)
        #expect(collector.validate().isEmpty)
        collector.value = "not-offered"
        #expect(collector.payload() == ["id": "not-offered"] && collector.validate() == [.notAnOption("not-offered")])
    }

    @Test func deviceRegistrationReadsOptions() throws {
        let collector = DeviceRegistrationCollector(with: try Fixture.json("46-field-device-registration.json"))
        #expect(collector.devices.map(\.type) == ["EMAIL", "SMS", "VOICE"])
        #expect(collector.devices.allSatisfy { $0.id.isEmpty })
        collector.select(collector.devices[1])
        #expect(collector.payload() == "SMS")
    }
}

@Suite struct PasswordCollectorTests {
    /// A password collector placed in a node whose input is `fixture`.
    func collector(inNode fixture: String) throws -> (PasswordCollector, ContinueNode) {
        let collector = PasswordCollector(with: ["type": "PASSWORD", "key": "password"])
        let node = ContinueNode(
            context: FlowContext(workflow: Workflow.createWorkflow()),
            input: try Fixture.json(fixture), actions: [collector]
        ) { _ in Request() }
        collector.continueNode = node
        return (collector, node)
    }

    @Test func decodesPolicies() throws {
        let full = try JSONDecoder().decode(PasswordPolicy.self, from: Fixture.data("19-password-policy-full.json"))
        #expect(full.length == .init(min: 8, max: 20))
        #expect(full.minUniqueCharacters == 3 && full.maxRepeatedCharacters == 2)
        #expect(full.name == "Test Policy")
        // What the policy says about the account, under Ping's names; no client checks it.
        #expect(full.excludesProfileData && full.notSimilarToCurrent && full.excludesCommonlyUsed)
        #expect(full.maxAgeDays == 90 && full.minAgeDays == 1)
        #expect(full.history == PasswordPolicy.History(count: 5, retentionDays: 365))
        #expect(full.lockout == PasswordPolicy.Lockout(failureCount: 3, durationSeconds: 600))
        #expect(full.populationCount == 1000 && full.default)
        #expect(full.createdAt == "2024-01-01T00:00:00Z" && full.updatedAt == "2024-01-02T00:00:00Z")
        let again = try JSONDecoder().decode(PasswordPolicy.self, from: JSONEncoder().encode(full))
        #expect(again == full, "encoding keeps the account's rules")
        let empty = try JSONDecoder().decode(PasswordPolicy.self, from: Fixture.data("20-password-policy-empty.json"))
        #expect(empty == PasswordPolicy())
        #expect(empty.validate("").isEmpty)
        #expect(empty.history == nil && empty.lockout == nil && !empty.default)
        let plain = try JSONEncoder().encode(empty)
        #expect(!String(decoding: plain, as: UTF8.self).contains("history"), "unset account rules are not written")
    }

    @Test(arguments: [
        ("39-node-password-policy-full.json", "Passw0rd!", [ValidationError]()),
        (
            "39-node-password-policy-full.json", "aaa",
            [
                .invalidLength(min: 8, max: 20), .uniqueCharacter(min: 3), .maxRepeat(max: 2),
                .minCharacters(character: "!@#$%^&*()", min: 1),
                .minCharacters(character: "0123456789", min: 1),
            ]
        ),
        ("40-node-password-policy-length.json", "Short1@", [.invalidLength(min: 8, max: 20)]),
        ("41-node-password-policy-unique.json", "aaa111@@@", [.uniqueCharacter(min: 5)]),
        ("42-node-password-policy-maxrepeat.json", "aaabbbccc", [.maxRepeat(max: 2)]),
        ("42-node-password-policy-maxrepeat.json", "aabbaabb", []),
        ("43-node-password-policy-digits.json", "Password@1", [.minCharacters(character: "0123456789", min: 2)]),
        ("44-node-password-policy-special.json", "Password1!&", []),
    ])
    func validatesAgainstTheNodePolicy(_ fixture: String, _ password: String, _ expected: [ValidationError]) throws {
        let (collector, node) = try collector(inNode: fixture)
        collector.value = password
        #expect(collector.validate() == expected)
        withExtendedLifetime(node) {}
    }

    @Test func neverShowsThePassword() throws {
        let (collector, node) = try collector(inNode: "40-node-password-policy-length.json")
        collector.value = "hunter2-secret"
        #expect(!collector.description.contains("hunter2"))
        #expect(!String(describing: collector).contains("hunter2"))
        collector.clear()
        #expect(collector.value.isEmpty)
        withExtendedLifetime(node) {}
    }

    @Test func holdsItsNodeWeakly() {
        let collector = PasswordCollector(with: ["type": "PASSWORD", "key": "password"])
        do {
            let node = ContinueNode(
                context: FlowContext(workflow: Workflow.createWorkflow()), input: [:],
                actions: [collector]
            ) { _ in Request() }
            collector.continueNode = node
            #expect(collector.continueNode != nil)
        }
        #expect(collector.continueNode == nil, "the collector does not keep its node alive")
    }
}
