import Foundation
import OrchestrateBasics
import Testing

@testable import OrchestrateGeneratorCore

/// What each AM node type sends, read through the rule table as an import reads a node. Every expected value
/// is written from AM's own node sources (`ForgeRock/am-external`, `releases/8.0.2` and `7.x`; marketplace
/// nodes' own repositories), cited beside the case, not from what the importer prints. Adding a rule without
/// a case here fails `everyRuleHasACase`.
@Suite struct NodeRulesTests {
    /// One node of a type with its settings, and what AM sends the client for it (`nil`: no page).
    struct Case: CustomTestStringConvertible, Sendable {
        var type: String
        var settings: JSON
        var sends: [String]?
        var source: String

        var testDescription: String { "\(type) \(settings.serializedText())" }

        init(_ type: String, _ settings: JSON = [:], sends: [String]?, _ source: String) {
            self.type = type
            self.settings = settings
            self.sends = sends
            self.source = source
        }
    }

    static let text = "TextOutputCallback"
    static let hidden = "HiddenValueCallback"
    static let confirmation = "ConfirmationCallback"

    /// The nodes that send callbacks, with the settings that decide them.
    static let cases: [Case] = [
        Case("UsernameCollectorNode", sends: ["NameCallback"], "AN/UsernameCollectorNode.java:L59-63"),
        Case("PasswordCollectorNode", sends: ["PasswordCallback"], "AN/PasswordCollectorNode.java:L60-73"),
        Case(
            "ChoiceCollectorNode", ["choices": ["Email", "SMS"], "defaultChoice": "SMS"], sends: ["ChoiceCallback"],
            "AN/ChoiceCollectorNode.java:L140-146"),
        Case(
            "ChoiceCollectorNode", ["choices": ["Email"]], sends: nil,
            "AN/ChoiceCollectorNode.java:L135-137: one choice is taken without a page"),
        Case("MessageNode", sends: [text, confirmation], "AN/MessageNode.java:L174-181"),
        Case("PollingWaitNode", sends: ["PollingWaitCallback"], "AN/PollingWaitNode.java:L164-171"),
        Case(
            "PollingWaitNode", ["exitable": true], sends: ["PollingWaitCallback", confirmation],
            "AN/PollingWaitNode.java:L166-171: the exit option when exitable"),
        Case(
            "MetadataNode", ["attributes": ["username"]], sends: nil,
            "AN/MetadataNode.java:L70-76 sends a MetadataCallback only; in a page it holds no page"
                + " (FN/PageNode.java:L329-333); alone, ForgeRock's node reference (7.3, 7.4, State Metadata node):"
                + " 'Single outcome path. Evaluation continues after the callback' (am-external 8.0.2 does not show"
                + " the engine's side)"),
        Case("DebugNode", sends: [text, text, text], "AN/DebugNode.java:L217-221"),
        Case("DisplayUserNameNode", sends: [text], "IN/DisplayUserNameNode.java:L117-120"),
        Case(
            "CreatePasswordNode", sends: ["PasswordCallback", "PasswordCallback"], "IN/CreatePasswordNode.java:L110-145"
        ),
        Case(
            "OneTimePasswordCollectorDecisionNode", sends: ["PasswordCallback"],
            "AN/OneTimePasswordCollectorDecisionNode.java:L124-127"),
        Case(
            "RecoveryCodeCollectorDecisionNode", sends: ["NameCallback"],
            "AN/RecoveryCodeCollectorDecisionNode.java:L162-165"),
        Case(
            "OathRegistrationNode", sends: [text, text, hidden, confirmation],
            "AN/oath/OathRegistrationNode.java:L145-165 (QR code a ScriptTextOutputCallback); the order Text,"
                + " Text(4), Hidden, Confirmation as recorded in forgerock-javascript-sdk@6d1ae39"
                + " e2e/mock-api/src/app/responses.js L500-585 (otpQRCodeCallbacks)"),
        Case(
            "OathTokenVerifierNode", sends: ["NameCallback", confirmation],
            "AN/oath/OathTokenVerifierNode.java:L156-169: the Confirmation always"),
        Case(
            "PushRegistrationNode", sends: [text, text, hidden, "PollingWaitCallback"],
            "AN/push/PushRegistrationNode.java:L182-202"),
        Case(
            "CombinedMultiFactorRegistrationNode", sends: [text, text, hidden, "PollingWaitCallback"],
            "AN/mfa/CombinedMultiFactorRegistrationNode.java:L300-328"),
        Case("PushWaitNode", sends: ["PollingWaitCallback", confirmation], "AN/push/PushWaitNode.java:L158-182"),
        Case("GetAuthenticatorAppNode", sends: [text, confirmation], "AN/mfa/GetAuthenticatorAppNode.java:L104-112"),
        Case(
            "MultiFactorRegistrationOptionsNode", sends: [text, confirmation],
            "AN/mfa/MultiFactorRegistrationOptionsNode.java:L127-137"),
        Case(
            "WebAuthnRegistrationNode", sends: [text, text, hidden],
            "AN/webauthn/AbstractWebAuthnNode.java:L224-241: asScript (true by default) sends two scripts"),
        Case(
            "WebAuthnRegistrationNode", ["asScript": false], sends: ["MetadataCallback", hidden],
            "AN/webauthn/AbstractWebAuthnNode.java:L224-241"),
        Case(
            "WebAuthnAuthenticationNode", ["isRecoveryCodeAllowed": true], sends: [text, text, hidden, confirmation],
            "AN/webauthn/WebAuthnAuthenticationNode.java:L453-468"),
        Case(
            "WebAuthnAuthenticationNode", ["asScript": false], sends: ["MetadataCallback", hidden],
            "AN/webauthn/AbstractWebAuthnNode.java:L224-241"),
        Case("ValidatedUsernameNode", sends: ["NameCallback"], "IN/ValidatedUsernameNode.java:L180-182"),
        Case(
            "ValidatedUsernameNode", ["validateInput": true], sends: ["ValidatedCreateUsernameCallback"],
            "IN/ValidatedUsernameNode.java:L162-178; the wire name: ping-android-sdk@19b9a63"
                + " journey/src/main/kotlin/com/pingidentity/journey/CallbackInitializer.kt L55-56,"
                + " ping-ios-sdk@2d6e3eb JourneyPlugin/JourneyPlugin/Constants.swift L65-66"),
        Case("ValidatedPasswordNode", sends: ["PasswordCallback"], "IN/ValidatedPasswordNode.java:L157-181"),
        Case(
            "ValidatedPasswordNode", ["validateInput": true], sends: ["ValidatedCreatePasswordCallback"],
            "IN/ValidatedPasswordNode.java:L157-181; the wire name as for ValidatedCreateUsernameCallback (same"
                + " CallbackInitializer.kt L55-56 and Constants.swift L65-66)"),
        Case(
            "AttributeCollectorNode", ["attributesToCollect": ["givenName", "sn"]],
            sends: ["StringAttributeInputCallback", "StringAttributeInputCallback"],
            "IN/AttributeCollectorNode.java:L247-289: one per attribute, in order"),
        // How many KBA questions and consent mappings come is IDM's configuration (minimumAnswersToDefine,
        // minimumAnswersToVerify; one ConsentMappingCallback per consent-enabled mapping), which no export
        // holds: the rule assumes one (forgeops-init@279a2bc9's sample selfservice.kba.json asks 2), and the
        // overlay's `outputs` gives the real number. These cases pin that assumption, not an AM fact.
        Case("KbaCreateNode", sends: ["KbaCreateCallback"], "IN/KbaCreateNode.java:L142-152; one assumed (IDM)"),
        Case("KbaVerifyNode", sends: ["PasswordCallback"], "IN/KbaVerifyNode.java:L166-188; one assumed (IDM)"),
        Case(
            "AcceptTermsAndConditionsNode", sends: ["TermsAndConditionsCallback"],
            "IN/AcceptTermsAndConditionsNode.java:L87-97"),
        Case(
            "ConsentNode", sends: ["ConsentMappingCallback"], "IN/ConsentNode.java:L155-170; one mapping assumed (IDM)"),
        Case("EmailSuspendNode", sends: ["SuspendedTextOutputCallback"], "IN/EmailSuspendNode.java:L187-205"),
        Case("SelectIdPNode", sends: ["SelectIdPCallback"], "IN/SelectIdPNode.java:L160-192"),
        Case(
            "SelectIdPNode", ["includeLocalAuthentication": false, "filteredProviders": ["google"]], sends: nil,
            "IN/SelectIdPNode.java:L173-184: one provider in all is chosen without a page"),
        Case(
            "SocialProviderHandlerNode", sends: ["RedirectCallback"],
            "IN/SocialProviderHandlerNode.java:L206, L617-620: clientType BROWSER by default"),
        Case(
            "SocialProviderHandlerNode", ["clientType": "NATIVE"], sends: ["IdPCallback"],
            "IN/SocialProviderHandlerNode.java:L201-204"),
        Case(
            "SocialProviderHandlerNodeV2", ["clientType": "BROWSER"], sends: ["RedirectCallback"],
            "IN/SocialProviderHandlerNodeV2.java:L146-147"),
        Case("SocialNode", sends: ["RedirectCallback"], "AN/oauth/AbstractSocialAuthLoginNode.java:L187-208"),
        Case("SocialFacebookNode", sends: ["RedirectCallback"], "AN/oauth/AbstractSocialAuthLoginNode.java"),
        Case("SocialGoogleNode", sends: ["RedirectCallback"], "AN/oauth/AbstractSocialAuthLoginNode.java"),
        Case("SocialOpenIdConnectNode", sends: ["RedirectCallback"], "AN/oauth/AbstractSocialAuthLoginNode.java"),
        Case("product-Saml2Node", sends: ["RedirectCallback"], "AN/saml2/Saml2Node.java:L306-309"),
        Case("ProvisionIdmAccountNode", sends: ["RedirectCallback"], "IN/ProvisionIdmAccountNode.java:L148-159"),
        Case(
            "DeviceProfileCollectorNode", sends: ["DeviceProfileCallback"],
            "AN/DeviceProfileCollectorNode.java:L177-182"),
        Case("product-CaptchaNode", sends: ["ReCaptchaCallback"], "AN/CaptchaNode.java:L213-216"),
        Case("product-ReCaptchaNode", sends: ["ReCaptchaCallback"], "AN/ReCaptchaNode.java:L145-148"),
        Case(
            "product-CaptchaEnterpriseNode", sends: ["ReCaptchaEnterpriseCallback"],
            "AN/CaptchaEnterpriseNode.java:L209-212; the wire type: ping-android-sdk@19b9a63"
                + " recaptcha-enterprise/src/test/kotlin/com/pingidentity/recaptcha/enterprise/"
                + "ReCaptchaEnterpriseCallbackTest.kt L438, ping-ios-sdk@2d6e3eb"
                + " ReCaptchaEnterprise/ReCaptchaEnterpriseTests/ReCaptchaEnterpriseCallbackTests.swift L27"),
        Case("DeviceBindingNode", sends: ["DeviceBindingCallback"], "AN/DeviceBindingNode.java:L367-388"),
        Case(
            "DeviceSigningVerifierNode", sends: ["DeviceSigningVerifierCallback"],
            "AN/DeviceSigningVerifierNode.java:L393-420"),
        Case("product-KerberosNode", sends: ["HttpCallback"], "AN/KerberosNode.java:L199-201"),
        Case("AmsterJwtDecisionNode", sends: [hidden], "AN/amster/AmsterJwtDecisionNode.java:L150-155"),
        Case(
            "PingOneProtectInitializeNode", sends: ["MetadataCallback", hidden],
            "tntp-protect@c0ca4c07 PingOneProtectInitializeNode.java:L215-236"),
        Case(
            "product-PingOneProtectInitializeNode", ["useScript": true], sends: [text],
            "tntp-protect@c0ca4c07 PingOneProtectInitializeNode.java:L215-236"),
        Case(
            "PingOneProtectEvaluationNode", sends: ["MetadataCallback", hidden, hidden],
            "tntp-protect@c0ca4c07 PingOneProtectEvaluationNode.java:L529-549"),
        Case(
            "VerifyAuthCollectorDecisionNode", sends: [text, "PasswordCallback"],
            "Twilio-Verify@056f285c VerifyAuthCollectorDecisionNode.java:L184-215"),
        Case(
            "VerifyAuthCollectorDecisionNode", ["hideCode": false, "showResendButton": true],
            sends: [text, "NameCallback", confirmation],
            "Twilio-Verify@056f285c VerifyAuthCollectorDecisionNode.java:L184-215"),
        Case("VerifyAuthSenderNode", sends: nil, "Twilio-Verify@056f285c VerifyAuthSenderNode.java:L113-125"),
        Case(
            "VerifyAuthSenderNode", ["requestIdentifier": true], sends: [text, "NameCallback"],
            "Twilio-Verify@056f285c VerifyAuthSenderNode.java:L113-125"),
        Case("DuoNode", sends: [text, hidden], "duo-auth-node@34b67857 DuoNode.java:L133-140"),
        Case(
            "DuoUniversalPromptNode", sends: ["RedirectCallback"],
            "duo-auth-node@34b67857 DuoUniversalPromptNode.java:L105-110"),
        Case(
            "CastleProfilerNode", sends: [text, hidden],
            "Castle-Auth-Tree-Nodes@a529f4b1 CastleProfilerNode.java:L95-98"),
        Case("SocureDeviceIDCollector", sends: [text, hidden], "Socure-Auth-Nodes@826845db SocureDeviceIDCollector"),
        Case(
            "SocureDocumentVerificationNode", sends: [text, hidden, hidden],
            "Socure-Auth-Nodes@826845db SocureDocumentVerificationNode"),
        Case(
            "PingOneIdentityProviderHandlerNode", sends: ["RedirectCallback"],
            "tntp-pingone-davinci@f9fb13eb PingOneIdentityProviderHandlerNode.java:L94-548"),
        Case(
            "ConfigProviderNode", ["nodeType": "MessageNode"], sends: [text, confirmation],
            "FN/ConfigProviderNode.java:L142-164: the delegate's Action unchanged"),
        Case(
            "ConfigProviderNode", ["nodeType": "DataStoreDecisionNode"], sends: nil,
            "FN/ConfigProviderNode.java:L142-164"),
    ]

    /// The node types the import treats as server-side: am-external releases/8.0.2 (AN/, IN/, FN/ classes of
    /// these names, none of which returns `Action.send`), and the marketplace nodes' own repositories
    /// (tntp-protect@c0ca4c07, Twilio-Verify@056f285c, tntp-restnode@6a1c47b5, Castle@a529f4b1,
    /// Octopus@464b6176, tntp-pingone-davinci@f9fb13eb, tntp-pingone-verify@5360b03e, and
    /// modernize-accelerators@117c9d98's forgerock-am-*-migration-sso-jit modules for the LegacyFR, LegacyORA
    /// and LegacySM nodes). Two exceptions do send: LdapDecisionNode and IdentityStoreDecisionNode
    /// (AN/LdapDecisionNode.java:L745-795, L880-905, 8.0.2) send password-change callbacks when the directory
    /// says the password expired or was reset; the import types the credentials check they do otherwise and
    /// leaves that page out (the sandbox does not play a directory's password state).
    static let serverSide = [
        "DataStoreDecisionNode", "AgentDataStoreDecisionNode", "AccountActiveDecisionNode", "AccountLockoutNode",
        "AnonymousUserNode", "AnonymousSessionUpgradeNode", "AuthLevelDecisionNode", "ModifyAuthLevelNode",
        "CookiePresenceDecisionNode", "PersistentCookieDecisionNode", "SetPersistentCookieNode", "SetCustomCookieNode",
        "SetSessionPropertiesNode", "RemoveSessionPropertiesNode", "SetSuccessUrlNode", "SetFailureUrlNode",
        "SetSuccessDetailsNode", "SetFailureDetailsNode", "SetErrorDetailsNode", "SetStateNode",
        "UpdateJourneyTimeoutNode", "FlowControlNode", "QueryParameterNode", "RequestHeaderNode",
        "RegisterLogoutWebhookNode", "MeterNode", "TimerStartNode", "TimerStopNode", "ZeroPageLoginNode", "OidcNode",
        "RetryLimitDecisionNode", "IdentifyExistingUserNode", "CreateObjectNode", "PatchObjectNode",
        "IncrementLoginCountNode", "LoginCountDecisionNode", "AttributePresentDecisionNode",
        "AttributeValueDecisionNode", "QueryFilterDecisionNode", "ProfileCompletenessDecisionNode",
        "RequiredAttributesDecisionNode", "TermsAndConditionsDecisionNode", "TimeSinceDecisionNode", "KbaDecisionNode",
        "EmailTemplateNode", "SessionDataNode", "PassthroughAuthenticationNode", "OneTimePasswordGeneratorNode",
        "OneTimePasswordSmtpSenderNode", "OneTimePasswordSmsSenderNode", "PushAuthenticationSenderNode",
        "PushResultVerifierNode", "OathDeviceStorageNode", "OptOutMultiFactorAuthenticationNode",
        "WebAuthnDeviceStorageNode", "SocialOAuthIgnoreProfileNode", "ProvisionDynamicAccountNode",
        "product-WriteFederationInformationNode", "DeviceMatchNode", "DeviceSaveNode", "DeviceLocationMatchNode",
        "DeviceGeoFencingNode", "DeviceTamperingVerificationNode", "DeviceBindingStorageNode",
        "EnableDeviceManagementNode", "LdapDecisionNode", "IdentityStoreDecisionNode",
        "product-CertificateCollectorNode", "product-CertificateUserExtractorNode", "product-CertificateValidationNode",
        "PingOneProtectResultNode", "VerifyAuthIdentifierNode", "VerifyAuthLookupNode", "RESTNode", "CastleActionNode",
        "CastleScoreNode", "CastleSignalNode", "CastleFilterNode", "CastleRiskNode", "CastleLogNode",
        "CastleApproveDeviceNode", "OctopusNode", "OctopusReturnNode", "HaveIBeenPwnedNode", "LegacyFRLogin",
        "LegacyFRValidateToken", "LegacyFRCreateForgeRockUser", "LegacyORALogin", "LegacyORAValidateToken",
        "LegacyORACreateForgeRockUser", "LegacySMLogin", "LegacySMValidateToken", "LegacySMCreateForgeRockUser",
        "AddAttributesToObjectAttributesNode", "DaVinciNode", "PingOneCreateUserNode", "PingOneDeleteUserNode",
        "PingOneIdentityMatchNode", "PingOneVerifyCompletionDecisionNode",
    ]

    /// A tree of one node `n` of `type` (and `before`, a node of that type leading to it), as an export would
    /// hold it.
    static func tree(_ type: String, _ settings: JSON, before: String? = nil) -> ExportedTree {
        let document = ExportDocument(file: "Test.json", json: .object([:]))
        let place = ExportPlace(document: document, path: [])
        var nodes = ["n": ExportedNode(id: "n", type: type, displayName: type, connections: [], place: place)]
        var entry = "n"
        if let before {
            nodes["b"] = ExportedNode(
                id: "b", type: before, displayName: before, connections: [("successOutcome", "n")], place: place)
            entry = "b"
        }
        return ExportedTree(
            name: "Test", entry: entry, nodes: nodes,
            settings: ["n": NodeSettings(json: settings, place: place), "b": NodeSettings(json: [:], place: place)],
            place: place)
    }

    /// The callback types `content` sends, `nil` for no page.
    static func sent(_ content: NodeReader.Content) -> [String]? {
        guard case .page(let page) = content else { return nil }
        return page.parts.map { part in
            if case .callback(let callback) = part { return callback.type }
            return "*"
        }
    }

    @Test(arguments: cases)
    func aNodeSendsWhatAMSends(_ node: Case) {
        let reader = NodeReader(tree: Self.tree(node.type, node.settings), overlay: ImportOverlay())
        let content = reader.read("n", type: node.type, displayName: node.type)
        #expect(Self.sent(content) == node.sends, "\(node.source)")
        if case .unknown(let why) = content { Issue.record("\(node.type) is unknown: \(why)") }
    }

    /// A node's metadata is declared in the spec as the class the runtime makes of it (`CallbackRegistry` looks a
    /// `MetadataCallback` up by what it carries), so the generated typed node matches the live one.
    /// The names are the classes Ping's iOS SDK promotes such metadata to (ping-ios-sdk
    /// `Journey/Journey/Callbacks/MetadataCallback.swift` L110-145: `_action` webauthn_* and `_type` PingOneProtect
    /// with `_action` protect_initialize / protect_risk_evaluation).
    @Test(arguments: [
        ("WebAuthnRegistrationNode", ["asScript": false] as JSON, "FidoRegistrationCallback"),
        ("WebAuthnAuthenticationNode", ["asScript": false] as JSON, "FidoAuthenticationCallback"),
        ("PingOneProtectInitializeNode", [:] as JSON, "PingOneProtectInitializeCallback"),
        ("PingOneProtectEvaluationNode", [:] as JSON, "PingOneProtectEvaluationCallback"),
    ])
    func aMetadataStepIsDeclaredAsTheRuntimesClass(_ type: String, _ settings: JSON, _ declared: String) {
        let reader = NodeReader(tree: Self.tree(type, settings), overlay: ImportOverlay())
        guard case .page(let page) = reader.read("n", type: type, displayName: type) else {
            Issue.record("\(type) sends no page")
            return
        }
        let metadata = page.parts.compactMap { part -> ImportedCallback? in
            if case .callback(let callback) = part, callback.type == "MetadataCallback" { return callback }
            return nil
        }
        #expect(metadata.map(\.specType) == [declared])
    }

    @Test(arguments: serverSide)
    func aServerSideNodeSendsNothing(_ type: String) {
        let reader = NodeReader(tree: Self.tree(type, [:]), overlay: ImportOverlay())
        guard case .server = reader.read("n", type: type, displayName: type) else {
            Issue.record("\(type) must be server-side")
            return
        }
    }

    @Test func everyRuleHasACase() {
        let covered = Set(
            (Self.cases.map(\.type) + Self.serverSide).map { $0.replacingOccurrences(of: "product-", with: "") }
        )
        .union(["PageNode", "ScriptedDecisionNode", "InnerTreeEvaluatorNode", "RecoveryCodeDisplayNode"])
        let missing = Set(NodeRules.table.keys).subtracting(covered).sorted()
        #expect(missing.isEmpty, "rules without a case: \(missing)")
        for rule in NodeRules.table.values {
            #expect(!rule.source.isEmpty, "\(rule.type) names no source")
        }
    }

    /// `RecoveryCodeDisplayNode` shows the codes a registration node put in the state, and nothing without
    /// one (AN/RecoveryCodeDisplayNode.java:L86-111).
    @Test func recoveryCodesShowOnlyAfterANodeThatMakesThem() {
        let alone = NodeReader(tree: Self.tree("RecoveryCodeDisplayNode", [:]), overlay: ImportOverlay())
        #expect(Self.sent(alone.read("n", type: "RecoveryCodeDisplayNode", displayName: "Codes")) == nil)
        let after = NodeReader(
            tree: Self.tree("RecoveryCodeDisplayNode", [:], before: "OathRegistrationNode"), overlay: ImportOverlay())
        #expect(Self.sent(after.read("n", type: "RecoveryCodeDisplayNode", displayName: "Codes")) == [Self.text])
    }

    /// The outputs a setting decides: the Confirmation's options, a choice's default, the wait, the prompt.
    @Test func settingsDecideTheOutputs() throws {
        func callbacks(_ type: String, _ settings: JSON) -> [ImportedCallback] {
            let reader = NodeReader(tree: Self.tree(type, settings), overlay: ImportOverlay())
            guard case .page(let page) = reader.read("n", type: type, displayName: type) else { return [] }
            return page.parts.compactMap { if case .callback(let callback) = $0 { callback } else { nil } }
        }
        // AN/oath/OathTokenVerifierNode.java:L156-169; AR/oath/OathTokenVerifierNode.properties:L50-52.
        #expect(
            callbacks("OathTokenVerifierNode", ["isRecoveryCodeAllowed": true])[1].outputs["options"] == [
                "Submit", "Use recovery code",
            ])
        // AN/ChoiceCollectorNode.java:L140-146: the index of defaultChoice.
        #expect(
            callbacks("ChoiceCollectorNode", ["choices": ["a", "b"], "defaultChoice": "b"])[0].outputs["defaultChoice"]
                == 1)
        // AN/PollingWaitNode.java:L164-181: seconds to wait (8 by default) in milliseconds, as a string.
        #expect(callbacks("PollingWaitNode", [:])[0].outputs["waitTime"] == "8000")
        // AN/MessageNode.java:L174-181 (AR/MessageNode.properties:L26,30): Yes and No, No the default; the
        // message a localized setting.
        let message = callbacks("MessageNode", ["message": ["en": "Continue?", "fr": "Continuer ?"]])
        #expect(message[0].outputs["message"] == "Continue?")
        #expect(message[1].outputs["options"] == ["Yes", "No"] && message[1].outputs["defaultOption"] == 1)
        // AN/mfa/MultiFactorRegistrationOptionsNode.java:L127-137 (texts:
        // AR/mfa/MultiFactorRegistrationOptionsNode.properties:L32-47): the options by getApp and mandatory.
        #expect(
            callbacks("MultiFactorRegistrationOptionsNode", ["mandatory": true, "getApp": false])[1].outputs["options"]
                == ["Register Device"])
        #expect(
            callbacks("MultiFactorRegistrationOptionsNode", [:])[1].outputs["options"]
                == ["Register Device", "Get the App", "Skip this step", "Opt-out"])
        // AN/webauthn/AbstractWebAuthnNode.java:L175: the hidden value's id.
        #expect(callbacks("WebAuthnAuthenticationNode", [:])[2].outputs["id"] == "webAuthnOutcome")
        // A ScriptTextOutputCallback is written as a TextOutputCallback of message type 4:
        // forgerock-javascript-sdk@6d1ae39 e2e/mock-api/src/app/responses.js L500-585 (otpQRCodeCallbacks),
        // ping-ios-sdk@2d6e3eb Journey/Journey/Callbacks/TextOutputCallback.swift L19 (case script = 4).
        #expect(callbacks("WebAuthnRegistrationNode", [:])[0].outputs["messageType"] == "4")
    }

    /// An exported node whose outcomes its type's rule does not have is of another version (AM 6.5's push
    /// registration: SUCCESS, FAILURE, EXPIRED, as exported in vscheuber/AM-treetool@4e4ed67
    /// journeys/6.5.2/push_reg.json L151-156): its callbacks are kept as they come, not typed by the rule.
    @Test func aNodeOfAnotherVersionIsKeptAsItComes() {
        let reader = NodeReader(tree: Self.tree("PushRegistrationNode", [:]), overlay: ImportOverlay())
        let content = reader.read(
            "n", type: "PushRegistrationNode", displayName: "Push", outcomes: ["SUCCESS", "FAILURE", "EXPIRED"])
        guard case .unknown(let why) = content else {
            Issue.record("expected a node kept as it comes, got \(content)")
            return
        }
        #expect(why.contains("SUCCESS"))
    }

    /// A node whose settings the export lacks cannot be typed by its settings: it is kept as it comes (a
    /// tree exported without its nodes).
    @Test func aNodeWithoutItsSettingsIsKeptAsItComes() {
        var tree = Self.tree("MessageNode", [:])
        tree.settings = [:]
        let content = NodeReader(tree: tree, overlay: ImportOverlay()).read("n", type: "MessageNode", displayName: "M")
        guard case .unknown(let why) = content else {
            Issue.record("expected a node kept as it comes, got \(content)")
            return
        }
        #expect(why == "its settings are not in the export")
    }
}
