import Foundation
import Orchestrate
import OrchestrateUI
import Testing

/// What a DaVinci node's screen shows, in which order, and which press each button makes.
@Suite struct DaVinciNodeFieldsTests {
    /// A form holding one field of every type the runtime has a collector for (FIDO2 twice).
    static func everyType() throws -> [JSON] {
        [
            ["type": "LABEL", "content": "Welcome"],
            ["type": "TEXT", "key": "user.username", "label": "Username", "required": true],
            ["type": "PASSWORD", "key": "password", "label": "Password", "required": true],
            ["type": "PASSWORD_VERIFY", "key": "password-verify", "label": "Verify password"],
            [
                "type": "DROPDOWN", "inputType": "SINGLE_SELECT", "key": "dropdown", "label": "Dropdown",
                "options": [["label": "A", "value": "a"]],
            ],
            [
                "type": "RADIO", "inputType": "SINGLE_SELECT", "key": "radio", "label": "Radio",
                "options": [["label": "A", "value": "a"]],
            ],
            [
                "type": "COMBOBOX", "inputType": "MULTI_SELECT", "key": "combobox", "label": "Combobox",
                "options": [["label": "A", "value": "a"]],
            ],
            [
                "type": "CHECKBOX", "inputType": "MULTI_SELECT", "key": "checkbox", "label": "Checkbox",
                "options": [["label": "A", "value": "a"]],
            ],
            try Fixture.field("33-field-phone-default-country-GB"),
            try Fixture.field("46-field-device-registration"),
            try Fixture.field("45-field-device-authentication"),
            try Fixture.field("48-field-single-checkbox-switch"),
            try Fixture.field("51-field-agreement-read-only-text"),
            try Fixture.field("54-field-polling-simple", type: "POLLING", key: "polling"),
            try Fixture.field("60-field-qr-code", type: "QR_CODE", key: "qr"),
            try Fixture.field("61-field-image"),
            try Fixture.field("62-field-metadata"),
            try Fixture.field("64-field-social-login-button", key: "google"),
            try Fixture.field("66-field-protect", type: "PROTECT"),
            try Fixture.field("67-field-fido2-registration"),
            try Fixture.field("69-field-fido2-authentication"),
            try Fixture.field("71-field-mobile-pairing"),
            ["type": "SUBMIT_BUTTON", "key": "submit", "label": "Sign On"],
            ["type": "FLOW_BUTTON", "inputType": "ACTION", "key": "trouble", "label": "Trouble?"],
            ["type": "FLOW_LINK", "inputType": "ACTION", "key": "register", "label": "Register"],
        ]
    }

    @Test func theStartFormShowsItsFiveFieldsInOrderWithItsHeaderAndNoNextButton() async throws {
        let fields = NodeFields(node: try await daVinciNode(fixture: "05-start-login-form"))
        #expect(fields.header == "Username/Password Form")
        #expect(fields.description == "Test Description")
        #expect(fields.fields.map(\.kind) == [.text, .password, .submitButton, .flowButton, .flowButton])
        #expect(fields.fields.map(\.key) == ["username", "password", "SIGNON", "TROUBLE", "REGISTER"])
        #expect(
            fields.fields.map(\.label) == [
                "Username", "Password", "Sign On", "Having trouble signing on?",
                "No account? Register now!",
            ])
        #expect(fields.fields.map(\.id) == [0, 1, 2, 3, 4])
        #expect(fields.hidden.isEmpty)
        #expect(fields.needsNextButton == false)
        #expect(fields.buttons.map(\.style) == [.primary, .secondary, .secondary])
        #expect(fields.fields.map(\.contentType) == [.username, .password, .none, .none, .none])
    }

    @Test func aTypedFormsCollectorFindsItsFieldToDrawWithTheDefaultView() async throws {
        let node = try await daVinciNode(fixture: "05-start-login-form")
        let fields = NodeFields(node: node)
        let username = try #require(node.collector(TextCollector.self, key: "username"))
        #expect(fields.field(for: username)?.id == 0)
        #expect(fields.field(for: username)?.kind == .text)
        let other = try await daVinciNode(fixture: "05-start-login-form")
        let elsewhere = try #require(other.collector(TextCollector.self, key: "username"))
        #expect(fields.field(for: elsewhere) == nil, "the same key on another node is another field")
    }

    @Test func everyFieldTypeHasItsKindAndProtectAndMetadataAreNotShown() async throws {
        let fields = NodeFields(node: try await daVinciNode(daVinciForm(try Self.everyType())))
        #expect(
            fields.fields.map(\.kind) == [
                .label, .text, .password, .passwordVerify, .dropdown, .radio, .combobox, .checkbox, .phoneNumber,
                .deviceRegistration, .deviceAuthentication, .singleCheckbox, .agreement, .polling, .qrCode, .image,
                .socialLoginButton, .fido2Registration, .fido2Authentication, .mobilePairing,
                .submitButton, .flowButton, .flowLink,
            ])
        #expect(fields.hidden.map(\.kind) == [.metadata, .protect])
        let daVinciKinds = FieldKind.allCases.prefix { $0 != .nameCallback }
        #expect(daVinciKinds.count == 25, "24 field types, FIDO2 as two collectors")
        #expect(Set(fields.fields.map(\.kind) + fields.hidden.map(\.kind)) == Set(daVinciKinds))
        // Ids count every field, hidden ones too, in the server's order.
        #expect(fields.hidden.map(\.id) == [16, 18])
        #expect(fields.fields.contains { $0.kind == .unknown } == false)
    }

    @Test func theBasicFormKeepsItsUnknownFieldInPlaceAsAPlaceholder() async throws {
        let fields = NodeFields(node: try await daVinciNode(fixture: "11-form-all-basic-field-types"))
        #expect(
            fields.fields.map(\.kind) == [
                .label, .label, .unknown, .text, .password, .submitButton,
                .flowLink, .flowLink, .dropdown, .combobox, .radio, .checkbox,
            ])
        let placeholder = fields.fields[2]
        #expect(placeholder.type == "ERROR_DISPLAY")
        #expect(placeholder.action == nil)
        #expect(fields.fields[0].label == "Sign On")
        #expect(fields.fields.map(\.key)[3...7] == ["user.username", "password", "submit", "register", "trouble"])
        #expect(fields.buttons.map(\.style) == [.primary, .link, .link])
    }

    @Test func aFieldOfAnUnregisteredTypeAndAnAppsOwnCollectorArePlaceholders() async throws {
        let entries = try #require(try Fixture.json("davinci/22-fields-registry-with-unknown.json").arrayValue)
        let node = try await daVinciNode(
            daVinciForm(
                entries + [
                    ["type": "FIDO2", "key": "fido", "action": "SOMETHING_ELSE"]
                ]))
        let fields = NodeFields(node: node)
        #expect(fields.fields.map(\.kind) == [.text, .password, .submitButton, .flowButton, .unknown, .unknown])
        #expect(fields.fields.suffix(2).map(\.type) == ["UNKNOWN", "FIDO2"])
        #expect(fields.fields.suffix(2).allSatisfy { $0.action == nil })
        // A collector class the library does not know is shown as a placeholder, with its collector.
        final class Custom: Collector {
            let key: String
            init(with json: JSON) { key = json["key"]?.stringValue ?? "" }
        }
        #expect(FieldKind(collector: Custom(with: ["key": "x"])) == .unknown)
    }

    @Test func aFormWithoutAButtonNeedsNextAndAPollingFormDoesNot() async throws {
        let plain = NodeFields(
            node: try await daVinciNode(
                daVinciForm([
                    ["type": "TEXT", "key": "otp", "label": "One-time code"]
                ])))
        let next = try #require(plain.nextButton)
        #expect(next.press == .next)
        #expect(next.label.isEmpty, "the screen's own Next text")
        #expect(plain.fields.first?.contentType == .oneTimeCode)
        let polling = NodeFields(
            node: try await daVinciNode(
                daVinciForm([
                    try Fixture.field("54-field-polling-simple", type: "POLLING", key: "polling")
                ])))
        #expect(polling.needsNextButton == false)
        let passkey = NodeFields(
            node: try await daVinciNode(daVinciForm([try Fixture.field("69-field-fido2-authentication")])))
        #expect(passkey.needsNextButton == false)
    }

    @Test func aFlowButtonSubmitsWithItsKeyAsTheActionAndTheSubmitButtonWithSubmit() async throws {
        let (workflow, server) = daVinci([
            (200, try Fixture.data("davinci/05-start-login-form.json")),
            (200, try Fixture.data("davinci/07-success-authorize-response.json")),
        ])
        let node = try #require(await workflow.start() as? ContinueNode)
        let fields = NodeFields(node: node)
        let register = try #require(fields.buttons.first { $0.id == "REGISTER" })
        #expect(register.press == .button(key: "REGISTER", eventType: "action"))
        #expect(register.validatesFields == false)
        var attempt = SubmitAttempt()
        #expect(attempt.press(register, on: fields).isEmpty, "a flow button leaves an empty form")
        #expect(attempt.hasAttempted == false)
        #expect(node.submission == DaVinciSubmission(eventType: "action", actionKey: "REGISTER"))
        _ = await node.next()
        #expect(server.bodies.last??[path: "parameters", "data", "actionKey"] == "REGISTER")
    }

    @Test func aSubmitAttemptWithAnEmptyRequiredFieldIsBlockedWithItsErrors() async throws {
        let node = try await daVinciNode(
            daVinciForm([
                [
                    "type": "TEXT", "key": "user.email", "label": "Email", "required": true,
                    "validation": ["regex": "^[^@]+@[^@]+$", "errorMessage": "Enter an email address"],
                ],
                ["type": "PASSWORD", "key": "password", "label": "Password", "required": true],
                ["type": "SUBMIT_BUTTON", "key": "submit", "label": "Sign On"],
            ]))
        let fields = NodeFields(node: node)
        let submit = try #require(fields.buttons.first)
        var attempt = SubmitAttempt()
        #expect(attempt.errors(for: fields).isEmpty, "nothing shown before an attempt")
        let errors = attempt.press(submit, on: fields)
        #expect(attempt.hasAttempted)
        #expect(errors.fieldIDs == [0, 1])
        #expect(
            errors[fields.fields[0]] == [
                .validation(.required), .validation(.regexError(message: "Enter an email address")),
            ])
        #expect(errors[fields.fields[1]] == [.validation(.required)])
        #expect(node.pressedButton == nil, "a blocked press is not recorded")
        try #require(fields.fields[0].action(as: TextCollector.self)).value = "ada@example.com"
        #expect(attempt.errors(for: fields).fieldIDs == [1], "errors follow the edits once attempted")
        #expect(attempt.errors(of: fields.fields[0]).isEmpty)
        #expect(attempt.errors(of: fields.fields[1]) == [.validation(.required)])
        try #require(fields.fields[1].action(as: PasswordCollector.self)).value = "s3cret!"
        #expect(attempt.press(submit, on: fields).isEmpty)
        #expect(node.submission == DaVinciSubmission(eventType: "submit", actionKey: "submit"))
        #expect(fields.fields[0].contentType == .emailAddress)
    }

    @Test func aRegistrationFormsPasswordsAreNewPasswordsAndPhoneIsAPhone() async throws {
        let fields = NodeFields(
            node: try await daVinciNode(
                daVinciForm([
                    ["type": "TEXT", "key": "user.email", "label": "Email"],
                    ["type": "PASSWORD", "key": "password", "label": "Password"],
                    ["type": "PASSWORD_VERIFY", "key": "verify", "label": "Verify"],
                    try Fixture.field("33-field-phone-default-country-GB"),
                    ["type": "TEXT", "key": "given", "label": "Given name"],
                ])))
        #expect(
            fields.fields.map(\.contentType) == [.emailAddress, .newPassword, .newPassword, .telephoneNumber, .none])
        #expect(fields.fields.map(\.isSecure) == [false, true, true, false, false])
    }

    @Test func aFieldsDescriptionAndDumpNeverShowItsValue() async throws {
        let node = try await daVinciNode(fixture: "05-start-login-form")
        let field = try #require(NodeFields(node: node).field(key: "password"))
        try #require(field.action(as: PasswordCollector.self)).value = "hunter2-secret"
        var dumped = ""
        dump(field, to: &dumped)
        #expect(!"\(field)".contains("hunter2"))
        #expect(!dumped.contains("hunter2"))
        #expect("\(field)".contains("password"))
        var screen = ""
        dump(NodeFields(node: node), to: &screen)
        #expect(!screen.contains("hunter2"))
        #expect(!"\(NodeFields(node: node).fields)".contains("hunter2"))
    }
}
