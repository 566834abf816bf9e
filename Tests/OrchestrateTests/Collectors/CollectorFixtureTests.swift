import Foundation
import Orchestrate
import Testing

/// Fixtures 47–54, 60–62, 64–69, 71 and 73–79, each asserted against its INDEX.md row.
@Suite struct CollectorFixtureTests {
    @Test func fixture47BooleanWithRichContent() throws {
        let collector = try #require(
            CollectorFactory().collector(for: Fixture.json("47-field-single-checkbox-full-richcontent.json"))
                as? BooleanCollector)
        #expect(collector.key == "single-checkbox-field" && collector.required)
        #expect(collector.appearance == .checkbox)
        #expect(collector.value == false)
        #expect(collector.payload() == .bool(false), "always sent, false by default")
        let rich = try #require(collector.richContent)
        #expect(rich.content == "Welcome to {{link1}} and {{link2}}")
        #expect(
            rich.replacements["link1"]
                == RichContentReplacement(value: "Apple", href: "https://www.apple.com", type: "link", target: "_self"))
        #expect(
            rich.replacements["link2"]
                == RichContentReplacement(
                    value: "Google", href: "https://www.google.com", type: "link", target: "_blank"))
        #expect(rich.plainText == "Welcome to Apple and Google")
        collector.value = true
        #expect(collector.payload() == .bool(true))
    }

    @Test func fixture48SwitchAndUnknownAppearance() throws {
        let collector = try #require(
            CollectorFactory().collector(for: Fixture.json("48-field-single-checkbox-switch.json")) as? BooleanCollector
        )
        #expect(collector.appearance == .switch)
        #expect(collector.validate().isEmpty, "not required")
        #expect(BooleanCollector(with: ["appearance": "TOGGLE"]).appearance == .checkbox)
        #expect(BooleanCollector(with: [:]).appearance == .checkbox)
    }

    @Test func fixture49RequiredWithTheFieldsMessage() throws {
        let collector = BooleanCollector(with: try Fixture.json("49-field-boolean-required-error-message.json"))
        let errors = collector.validate()
        #expect(errors == [.requiredWithMessage("Select the checkbox to continue.")])
        #expect(errors.map(\.code) == ["required"])
        #expect(errors.map(\.description) == ["Select the checkbox to continue."])
        collector.value = true
        #expect(collector.validate().isEmpty)
        #expect(BooleanCollector(with: ["required": true, "errorMessage": ""]).validate() == [.required])
        #expect(BooleanCollector(with: ["required": true]).validate() == [.required])
    }

    @Test func fixture50RichContentWithOneLink() throws {
        let collector = BooleanCollector(with: try Fixture.json("50-field-boolean-richcontent-single-link.json"))
        let rich = try #require(collector.richContent)
        #expect(
            rich.replacements == [
                "link1": RichContentReplacement(
                    value: "Google", href: "https://www.google.com", type: "link", target: "_self")
            ])
        #expect(collector.field.richContent == rich, "parsed for every field that carries it")
    }

    @Test func fixture51AgreementSendsNothing() throws {
        let collector = try #require(
            CollectorFactory().collector(for: Fixture.json("51-field-agreement-read-only-text.json"))
                as? ReadOnlyTextCollector)
        #expect(collector.id == "agreement")
        #expect(collector.title == "Terms of Service Agreement" && collector.titleEnabled && collector.enabled)
        #expect(collector.content.hasPrefix("This is example agreement text"))
        #expect(collector.agreementID == "6ff30c9e-cd98-4fe5-85ca-01111ca20702" && !collector.useDynamicAgreement)
        #expect(collector.payload() == nil)
        let defaults = ReadOnlyTextCollector(with: ["type": "AGREEMENT"])
        #expect(defaults.enabled && !defaults.titleEnabled)
    }

    @Test func fixtures52To54PollingSettings() throws {
        let challenge = try #require(
            CollectorFactory().collector(for: Fixture.json("52-field-polling-challenge.json")) as? PollingCollector)
        #expect(challenge.pollInterval == 3000 && challenge.pollRetries == 10 && challenge.retriesAllowed == 10)
        #expect(challenge.pollChallengeStatus && challenge.challenge == "abc123")
        #expect(challenge.eventType == "polling")
        #expect(challenge.payload() == nil, "nothing before polling")
        let numeric = PollingCollector(with: try Fixture.json("53-field-polling-numeric-values.json"))
        #expect(numeric.pollRetries == 3 && numeric.pollInterval == 2000)
        let defaults = PollingCollector(with: [:])
        #expect(defaults.pollInterval == 2000 && defaults.pollRetries == 60 && !defaults.pollChallengeStatus)
        let simple = PollingCollector(with: try Fixture.json("54-field-polling-simple.json"))
        #expect(!simple.pollChallengeStatus && simple.pollRetries == 30)
    }

    @Test func fixture60QRCode() throws {
        let collector = try #require(
            CollectorFactory().collector(for: FieldForms.field("60-field-qr-code.json", type: "QR_CODE"))
                as? QRCodeCollector)
        #expect(collector.fallbackText == "Scan this QR code")
        let image = try #require(collector.image)
        #expect(image.mediaType == "image/png")
        #expect(image.data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(collector.payload() == nil)
        #expect(
            QRCodeCollector(with: ["content": "data:image/gif;base64,R0lGODlh"]).image?.mediaType == "image/gif",
            "any MIME type")
        #expect(QRCodeCollector(with: ["content": "not a data uri"]).imageData == nil)
    }

    @Test func fixture61Image() throws {
        let collector = try #require(
            CollectorFactory().collector(for: Fixture.json("61-field-image.json")) as? ImageCollector)
        #expect(collector.id == "image-field")
        #expect(collector.imageURL?.absoluteString == "https://example.com/image.png")
        #expect(collector.imageDescription == "A sample image")
        #expect(collector.hyperlinkURL?.absoluteString == "https://example.com")
        #expect(collector.payload() == nil)
        #expect(ImageCollector(with: ["type": "IMAGE"]).hyperlinkURL == nil)
    }

    @Test func fixture62Metadata() throws {
        let collector = try #require(
            CollectorFactory().collector(for: Fixture.json("62-field-metadata.json")) as? MetadataCollector)
        #expect(collector.id == "sdkMetadata")
        #expect(collector.metadata == ["sdk": "PROTECT", "action": "INITIALIZE", "behavioralDataCollection": true])
        #expect(collector.eventType == "action" && collector.actionKey == "sdkMetadata")
        #expect(collector.validate() == [.required] && collector.payload() == nil)
        collector.initialize(with: ["verified": true])
        #expect(collector.payload() == nil, "initialize is ignored")
        #expect(MetadataCollector(with: ["payload": "text"]).metadata == [:])
    }

    @Test func fixture64SocialLoginButton() throws {
        let collector = try #require(
            CollectorFactory().collector(for: Fixture.json("64-field-social-login-button.json")) as? IdpCollector)
        #expect(collector.idpID == "c3e6a164bde107954e93f5c09f0c8bce" && collector.idpType == "GOOGLE")
        #expect(collector.label == "Sign in with Google" && collector.idpEnabled)
        let url = try #require(collector.authenticateURL)
        #expect(url.host == "auth.example.com")
        #expect(url.query?.contains("returnUrl=myapp%3A%2F%2Fexample.com") == true)
        #expect(collector.payload() == nil)
        #expect(IdpCollector(with: ["links": ["authenticate": ["href": "not a url"]]]).authenticateURL == nil)
    }

    @Test func fixture65NativeIdpClient() throws {
        let client = IdpClient(json: try Fixture.json("65-idp-authenticate-link-response.json"))
        #expect(
            client.clientID == "testClientId" && client.nonce == "testNonce" && client.scopes == ["scope1", "scope2"])
        #expect(client.next?.absoluteString == "http://auth.example.com/next-url")
        let request = try #require(client.idTokenRequest(idToken: "id-token"))
        #expect(request.parts.method == .post)
        #expect(request.parts.headers["Accept"] == "application/json")
        #expect(request.jsonBody == ["idToken": "id-token"])
    }

    @Test func fixture66Protect() async throws {
        let collector = try #require(
            CollectorFactory().collector(for: FieldForms.field("66-field-protect.json", type: "PROTECT"))
                as? ProtectCollector)
        #expect(collector.key == "riskKey")
        #expect(!collector.behavioralDataCollection && collector.universalDeviceIdentification)
        let defaults = ProtectCollector(with: [:])
        #expect(defaults.behavioralDataCollection && !defaults.universalDeviceIdentification)
        #expect(collector.payload() == nil)
        _ = await collector.collect(using: FixedSignals())
        #expect(collector.payload() == .string("signals-secret-blob"))
        #expect(!shown(collector).contains("signals-secret-blob"))
    }

    @Test func fixtures67And68FidoRegistration() throws {
        let collector = try #require(
            CollectorFactory().collector(for: Fixture.json("67-field-fido2-registration.json"))
                as? FidoRegistrationCollector)
        let options = try #require(collector.publicKeyCredentialCreationOptions)
        #expect(Base64URLText.encode(options.userID) == "GLTA")
        #expect(Base64URLText.encode(options.challenge) == "vFeI")
        #expect(options.rpID == "auth.example.com" && options.rpName == "pingone.ca")
        #expect(options.userName == "test@example.com" && options.algorithms == [-7], "alg given as a string")
        #expect(options.timeout == 120000 && options.attestation == "none")
        #expect(collector.eventType == "submit" && collector.trigger == "BUTTON")
        #expect(collector.payload() == nil && collector.validate() == [.required])
        let excluding = try #require(
            CollectorFactory().collector(for: Fixture.json("68-field-fido2-registration-exclude-credentials.json"))
                as? FidoRegistrationCollector)
        let excluded = try #require(excluding.publicKeyCredentialCreationOptions?.excludeCredentials.first)
        #expect(excluded.id == Data([129, 88, 77, 189, 176, 176, 119, 148, 198, 18, 201, 81, 148, 135, 18, 5]))
        #expect(excluded.idBase64URL == "gVhNvbCwd5TGEslRlIcSBQ")
        let asText = FidoRegistrationCollector(with: [
            "publicKeyCredentialCreationOptions": [
                "user": ["id": "GLTA"], "challenge": "vFeI", "excludeCredentials": [["id": "gVhNvbCwd5TGEslRlIcSBQ"]],
            ]
        ])
        #expect(
            asText.publicKeyCredentialCreationOptions?.excludeCredentials.first?.idBase64URL
                == "gVhNvbCwd5TGEslRlIcSBQ", "strings are kept")
    }

    @Test func fixture69FidoAuthentication() throws {
        let collector = try #require(
            CollectorFactory().collector(for: Fixture.json("69-field-fido2-authentication.json"))
                as? FidoAuthenticationCollector)
        let options = try #require(collector.publicKeyCredentialRequestOptions)
        #expect(Base64URLText.encode(options.challenge) == "AQID")
        #expect(options.allowCredentials.map(\.idBase64URL) == ["ChQe"])
        #expect(
            options.rpID == "auth.example.com" && options.userVerification == "preferred" && options.timeout == 120000)
        #expect(
            CollectorFactory().collector(for: ["type": "FIDO2", "action": "DELETE"]) == nil,
            "an unknown action is skipped")
    }

    @Test func fixture71MobilePairing() throws {
        let collector = try #require(
            CollectorFactory().collector(for: Fixture.json("71-field-mobile-pairing.json")) as? MobilePairingCollector)
        #expect(collector.id == "mobilePairing" && collector.pairingKey == "pairing-key")
        #expect(collector.payload() == nil && collector.validate() == [.required])
        #expect(collector.eventType == "action" && collector.actionKey == nil)
        collector.initialize(with: ["status": "CLAIMED"])
        #expect(collector.payload() == nil, "server-echoed values are ignored")
        #expect(!shown(collector).contains("pairing-key"))
    }

    @Test func fixtures73To76LabelRichContent() throws {
        let link = try #require(
            CollectorFactory().collector(for: FieldForms.field("73-field-label-richcontent-link.json", type: "LABEL"))
                as? LabelCollector)
        #expect(link.content == "A translatable rich text to take the user to google.com")
        #expect(link.richContent?.content == "A translatable rich text to take the user to {{link1}}")
        #expect(link.richContent?.replacements.count == 1)
        let trimmed = LabelCollector(with: try Fixture.json("74-field-label-richcontent-trailing-whitespace.json"))
        #expect(trimmed.richContent == RichContent(content: "Translatable Rich Text produce LABELs too!"))
        #expect(trimmed.content.hasSuffix("\n\n"))
        let html = LabelCollector(with: try Fixture.json("75-field-label-html-no-richcontent.json"))
        #expect(html.richContent == nil && html.key == "" && html.content.hasPrefix("<p><strong>"))
        let raw = try #require(Fixture.json("76-field-label-richcontent-raw-values.json").arrayValue).map(
            LabelCollector.init(with:))
        #expect(raw[0].richContent?.replacements["searchLink"]?.href == "https://google.com/search?q=hello&lang=en")
        #expect(raw[1].richContent?.replacements["company"]?.value == "AT&T <Wireless>")
        #expect(
            raw[2].richContent?.replacements["link"]?.href == "https://evil.com\" onclick=\"stealData()",
            "kept as received")
    }

    @Test func fixtures77And78Registry() throws {
        let all = CollectorFactory().collectors(
            from: try #require(Fixture.json("77-fields-registry-android-2026.json").arrayValue))
        #expect(
            all.map { String(describing: type(of: $0)) } == [
                "TextCollector", "PasswordCollector", "PasswordCollector", "SubmitCollector", "FlowCollector",
                "FlowCollector",
                "LabelCollector", "SingleSelectCollector", "SingleSelectCollector", "MultiSelectCollector",
                "MultiSelectCollector",
                "DeviceRegistrationCollector", "DeviceAuthenticationCollector", "PhoneNumberCollector",
                "PollingCollector",
                "QRCodeCollector",
            ])
        let logger = CapturingLogger()
        let some = CollectorFactory().collectors(
            from: try #require(Fixture.json("78-fields-registry-android-unknown-and-qr.json").arrayValue),
            logger: logger)
        #expect(some.count == 5 && some.last is QRCodeCollector)
        #expect(logger.all == ["warning: no collector for field type 'UNKNOWN'; skipped"])
    }

    @Test func registryHoldsEveryNewType() {
        let expected: [String: String] = [
            "BOOLEAN": "BooleanCollector", "SINGLE_CHECKBOX": "BooleanCollector",
            "READ_ONLY_TEXT": "ReadOnlyTextCollector", "AGREEMENT": "ReadOnlyTextCollector",
            "POLLING": "PollingCollector", "QR_CODE": "QRCodeCollector", "IMAGE": "ImageCollector",
            "METADATA": "MetadataCollector", "SOCIAL_LOGIN_BUTTON": "IdpCollector", "PROTECT": "ProtectCollector",
            "FIDO2": "FidoCollector", "MOBILE_PAIRING": "MobilePairingCollector",
        ]
        for (type, name) in expected {
            #expect(CollectorFactory.defaults[type].map { String(describing: $0) } == name, "\(type)")
            #expect(CollectorFactory.shared.collectorType(for: type) != nil, "\(type)")
        }
    }

    @Test func fixture79ContinueLinkIsReadFromTheNode() async throws {
        let node = try await FieldForms.socialLoginNode()
        let collector = try #require(node.collectors.first as? IdpCollector)
        #expect(collector.continueNode === node, "visible to ContinueNodeAware")
        #expect(collector.continueURL?.absoluteString == "https://api.example.com/continue")
    }
}

/// A Protect provider with a fixed answer.
struct FixedSignals: ProtectSignalsProvider {
    func collectSignals(_ settings: ProtectSettings) async throws -> String { "signals-secret-blob" }
}

/// Base64url, as the tests write expected values.
enum Base64URLText {
    static func encode(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
