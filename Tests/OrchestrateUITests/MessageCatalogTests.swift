import Foundation
import Orchestrate
import OrchestrateUI
import Testing

/// Messages by code with their arguments: the English defaults, the app's table, the override.
@Suite struct MessageCatalogTests {
    static let english = MessageCatalog(lookup: MessageCatalog.english)

    /// One error of every `ValidationError` case, and the variants with a text of their own.
    static let everyRule: [ValidationError] = [
        .required, .requiredWithMessage(""), .requiredWithMessage("Tick the box to go on"),
        .regexError(message: ""), .regexError(message: "Digits only"), .notAnOption("purple"),
        .invalidLength(min: 8, max: Int.max), .invalidLength(min: 0, max: 20), .invalidLength(min: 8, max: 20),
        .uniqueCharacter(min: 3), .maxRepeat(max: 2), .minCharacters(character: "0123456789", min: 2),
        .forbiddenCharacters("/#"),
    ]

    /// The case's name; the compiler checks that every case is named, and the test that each is in `everyRule`.
    static func caseName(_ error: ValidationError) -> String {
        switch error {
        case .required: "required"
        case .requiredWithMessage: "requiredWithMessage"
        case .regexError: "regexError"
        case .notAnOption: "notAnOption"
        case .invalidLength: "invalidLength"
        case .uniqueCharacter: "uniqueCharacter"
        case .maxRepeat: "maxRepeat"
        case .minCharacters: "minCharacters"
        case .forbiddenCharacters: "forbiddenCharacters"
        }
    }

    @Test func everyValidationRuleHasTheRuntimesEnglishWithItsArgumentsFilledIn() {
        #expect(Set(Self.everyRule.map(Self.caseName)).count == 9)
        for rule in Self.everyRule {
            let text = Self.english.message(for: .validation(rule))
            #expect(text == rule.description, "\(rule.code)")
            #expect(!text.contains("{"), "\(rule.code): a placeholder left in '\(text)'")
        }
        #expect(
            Self.english.message(for: .validation(.invalidLength(min: 8, max: 20)))
                == "Use between 8 and 20 characters.")
    }

    @Test func everyPolicyCodeHasTheRuntimesEnglishWithItsParametersFilledIn() {
        let params: JSON = [
            "minLength": 8, "maxLength": "20", "numCaps": 1, "numNums": 2, "minimumNumber": 18,
            "maximumNumber": 99, "forbiddenChars": ["/", "#"], "disallowedFields": ["userName", "mail"],
        ]
        #expect(MessageTemplate.policyTemplates.count == 23)
        for code in MessageTemplate.policyTemplates.keys.sorted() + ["SOMETHING_NEW"] {
            let policy = FailedPolicy(policyRequirement: code, params: params)
            let text = Self.english.message(for: .failedPolicy(policy))
            #expect(text == policy.message, "\(code)")
            #expect(!text.contains("{"), "\(code): a placeholder left in '\(text)'")
        }
        let minLength = FailedPolicy(policyRequirement: "MIN_LENGTH", params: ["minLength": 8])
        #expect(Self.english.message(for: .failedPolicy(minLength)) == "Must be at least 8 characters long.")
        #expect(MessageTemplate.of(minLength).key == "policy.MIN_LENGTH")
        let forbidden = FailedPolicy(
            policyRequirement: "CANNOT_CONTAIN_CHARACTERS", params: ["forbiddenChars": ["/", "#"]])
        #expect(FieldError.failedPolicy(forbidden).arguments == ["forbiddenChars": "/, #"])
    }

    @Test func theAppsTableIsLookedUpByKeyAndItsPlaceholdersFilledIn() {
        let table = [
            "validation.invalidLength.range": "Zwischen {min} und {max} Zeichen.",
            "policy.MIN_LENGTH": "Mindestens {minLength} Zeichen.",
            "screen.next": "Weiter",
        ]
        let catalog = MessageCatalog(lookup: { key, english in table[key] ?? english })
        #expect(catalog.message(for: .validation(.invalidLength(min: 8, max: 20))) == "Zwischen 8 und 20 Zeichen.")
        #expect(
            catalog.message(
                for: .failedPolicy(FailedPolicy(policyRequirement: "MIN_LENGTH", params: ["minLength": "3"])))
                == "Mindestens 3 Zeichen.")
        #expect(catalog.message(for: .validation(.required)) == "A value is required.", "a key the table lacks")
        #expect(catalog.text(.next) == "Weiter")
        #expect(
            catalog.text(.pollingProgress, ["retry": "2", "maxRetries": "10"]) == "Waiting for approval (2 of 10)…")
    }

    @Test func aStringsFileInABundleIsFoundUnderTheOrchestrateTable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ui-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#""validation.required" = "Pflichtfeld.";"#.utf8).write(
            to: folder.appendingPathComponent("Orchestrate.strings"))
        let catalog = MessageCatalog(lookup: MessageCatalog.bundle(at: folder))
        #expect(catalog.message(for: .validation(.required)) == "Pflichtfeld.")
        #expect(catalog.message(for: .validation(.maxRepeat(max: 2))) == "Repeat a character at most 2 times in a row.")
        let otherTable = MessageCatalog(lookup: MessageCatalog.bundle(at: folder, table: "Other"))
        #expect(otherTable.message(for: .validation(.required)) == "A value is required.")
    }

    @Test func theOverrideWinsAndNilKeepsTheDefault() {
        let catalog = MessageCatalog(lookup: MessageCatalog.english) { error in
            error.code == "required" ? "Please fill this in." : nil
        }
        #expect(catalog.message(for: .validation(.required)) == "Please fill this in.")
        #expect(catalog.message(for: .validation(.requiredWithMessage("Tick it"))) == "Please fill this in.")
        #expect(catalog.message(for: .validation(.maxRepeat(max: 3))) == "Repeat a character at most 3 times in a row.")
        let layered = catalog.overriding { error in
            if case .validation(.maxRepeat(let max)) = error { return "No more than \(max) in a row." }
            return nil
        }
        #expect(layered.message(for: .validation(.maxRepeat(max: 3))) == "No more than 3 in a row.")
        #expect(
            layered.message(for: .validation(.required)) == "Please fill this in.", "the earlier override still applies"
        )
        #expect(layered.message(for: .validation(.notAnOption("x"))) == "'x' is not one of the options.")
    }

    @Test func accessibilityNamesTheFieldAndHintsItsErrorsAndRules() async throws {
        let node = try await daVinciNode(
            daVinciForm([
                ["type": "TEXT", "key": "user.email", "label": "Email", "required": true],
                ["type": "PASSWORD", "key": "password", "label": "Password", "required": true],
                try Fixture.field("33-field-phone-default-country-GB", key: "phone").replacing(label: ""),
                ["type": "FLOW_LINK", "inputType": "ACTION", "key": "register", "label": "Register"],
            ]))
        let fields = NodeFields(node: node)
        let messages = Self.english
        let password = FieldAccessibility(field: fields.fields[1], errors: [.validation(.required)], messages: messages)
        #expect(password.label == "Password")
        #expect(password.hint == "A value is required. Required. Your entry is hidden.")
        #expect(FieldAccessibility(field: fields.fields[2], messages: messages).label == "phone number field")
        #expect(FieldAccessibility(field: fields.fields[3], messages: messages).hint == "Opens another step.")
        try #require(fields.fields[2].action(as: PhoneNumberCollector.self)).phoneNumber = "7700900123"
        var attempt = SubmitAttempt()
        #expect(fields.nextButton == nil, "the flow link is the form's button")
        let next = NodeButton(id: "next", label: "", style: .primary, press: .next, validatesFields: true, action: nil)
        let errors = attempt.press(next, on: fields)
        #expect(
            FieldAccessibility.announcement(for: errors, in: fields, messages: messages) == "2 fields need attention."
        )
        try #require(fields.fields[0].action(as: TextCollector.self)).value = "ada@example.com"
        #expect(
            FieldAccessibility.announcement(for: attempt.errors(for: fields), in: fields, messages: messages)
                == "Password: A value is required.")
        #expect(FieldAccessibility.announcement(for: .none, in: fields, messages: messages) == nil)
    }
}

extension JSON {
    /// This field object with its `label` replaced.
    func replacing(label: String) -> JSON {
        guard case .object(var object) = self else { return self }
        object["label"] = .string(label)
        return .object(object)
    }
}
