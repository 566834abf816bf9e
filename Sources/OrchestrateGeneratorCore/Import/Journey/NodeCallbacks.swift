import Foundation
import OrchestrateBasics

/// The callbacks each AM node type sends, given its configuration, as AM's node sources (am-external) send
/// them. A node type the table does not list sends nothing the client sees: it is a server-side node.
enum NodeCallbacks {
    /// What one node sends: its callbacks (empty for a server-side node) and what had to be assumed.
    struct Result: Sendable {
        var callbacks: [ImportedCallback] = []
        var assumptions: [ImportAssumption] = []
    }

    /// The node types that send callbacks, page children included.
    static let clientTypes: Set<String> = [
        "UsernameCollectorNode", "PasswordCollectorNode", "ValidatedUsernameNode", "ValidatedPasswordNode",
        "AttributeCollectorNode", "ChoiceCollectorNode", "MessageNode", "KbaCreateNode", "KbaVerifyNode",
        "AcceptTermsAndConditionsNode", "ConsentNode", "OneTimePasswordCollectorDecisionNode", "PollingWaitNode",
        "EmailSuspendNode", "SelectIdPNode", "SocialProviderHandlerNode", "WebAuthnRegistrationNode",
        "WebAuthnAuthenticationNode", "DeviceProfileCollectorNode", "PageNode",
    ]

    /// The server-side node types the importer knows: their outcomes are AM's decisions, not the client's.
    static let serverTypes: Set<String> = [
        "DataStoreDecisionNode", "IdentifyExistingUserNode", "RetryLimitDecisionNode", "PatchObjectNode",
        "CreateObjectNode", "IncrementLoginCountNode",
        "SetSuccessUrlNode", "SetFailureUrlNode", "AccountActiveDecisionNode", "IdentityStoreDecisionNode",
        "AttributePresentDecisionNode", "AttributeValueDecisionNode", "QueryFilterDecisionNode",
        "SessionDataNode", "SetSessionPropertiesNode", "TimerStartNode", "TimerStopNode", "ModifyAuthLevelNode",
        "AgentDataStoreDecisionNode", "RequiredAttributesDecisionNode", "ProvisionDynamicAccountNode",
        "ProvisionIdmAccountNode", "AccountLockoutNode", "LdapDecisionNode", "ZeroPageLoginNode",
    ]

    /// Whether a node of `type` with `configuration` sends callbacks (a choice of one sends none).
    static func isClientVisible(type: String, id: String, configuration: JSON?, overlay: ImportOverlay) -> Bool {
        if overlay.callbacks[id] != nil { return true }
        guard clientTypes.contains(type) else { return false }
        if type == "ChoiceCollectorNode" { return (configuration?["choices"]?.arrayValue?.count ?? 0) != 1 }
        return true
    }

    /// The callbacks a node of `type` with `configuration` sends; a page's are its children's, in order,
    /// read from `configurations`.
    static func callbacks(
        type: String, id: String, displayName: String, configuration: JSON?,
        configurations: [String: JSON], overlay: ImportOverlay = ImportOverlay()
    ) -> Result {
        let config = configuration ?? .object([:])
        var result = Result()
        func add(
            _ type: String, _ name: String, _ outputs: [String: JSON], specType: String? = nil,
            decides: ImportedCallback.Decision? = nil
        ) {
            result.callbacks.append(
                ImportedCallback(type: type, name: name, outputs: outputs, specType: specType, decides: decides))
        }
        func assume(_ message: String, _ key: String) {
            result.assumptions.append(ImportAssumption(message: message, overlayKey: key, nodeID: id))
        }
        let validation: [String: JSON] = ["failedPolicies": .array([]), "validateOnly": .bool(false)]
        if let declared = overlay.callbacks[id] {
            // What the team declared for a node whose callbacks the export cannot say (a script, a custom node).
            result.callbacks = declared.map { ImportedCallback(type: $0.type, name: $0.name, outputs: $0.outputs) }
            return result
        }
        switch type {
        case "PageNode":
            for entry in config["nodes"]?.arrayValue ?? [] {
                let child = pageChild(entry)
                guard let childID = child["_id"]?.stringValue,
                    let childType = child["nodeType"]?.stringValue
                        ?? configurations[childID]?["_type"]?["_id"]?.stringValue
                else { continue }
                let inner = callbacks(
                    type: childType, id: childID, displayName: child["displayName"]?.stringValue ?? childType,
                    configuration: configurations[childID], configurations: configurations, overlay: overlay)
                result.callbacks += inner.callbacks
                result.assumptions += inner.assumptions
                if !clientTypes.contains(childType), overlay.callbacks[childID] == nil {
                    assume(
                        "page child \(childType) (\(childID)) sends callbacks the export does not say; none assumed",
                        "callbacks.\(childID)")
                }
            }
        case "UsernameCollectorNode":
            add("NameCallback", "username", ["prompt": "User Name"])
        case "PasswordCollectorNode":
            add("PasswordCallback", "password", ["prompt": "Password"])
        case "ValidatedUsernameNode":
            if config["validateInput"]?.boolValue == true {
                add(
                    "ValidatedCreateUsernameCallback", "username",
                    validation.merging([
                        "prompt": "Username",
                        "policies": .object([
                            "name": .string(config["usernameAttribute"]?.stringValue ?? "userName"),
                            "policies": .array([]), "policyRequirements": .array([]),
                        ]),
                    ]) { $1 })
            } else {
                add("NameCallback", "username", ["prompt": "Username"])
            }
        case "ValidatedPasswordNode":
            if config["validateInput"]?.boolValue == true {
                add(
                    "ValidatedCreatePasswordCallback", "password",
                    validation.merging([
                        "prompt": "Password", "echoOn": false,
                        "policies": .object([
                            "name": .string(config["passwordAttribute"]?.stringValue ?? "password"),
                            "policies": .array([]), "policyRequirements": .array([]),
                        ]),
                    ]) { $1 })
                assume(
                    "the password policy of \(displayName) (\(id)) is IDM's, which the export does not hold; none assumed",
                    "policies.\(id)")
            } else {
                add("PasswordCallback", "password", ["prompt": "Password"])
            }
        case "AttributeCollectorNode":
            for attribute in config["attributesToCollect"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                let kind = overlay.attributeTypes[attribute] ?? "String"
                let value: JSON = kind == "Number" ? .integer(0) : kind == "Boolean" ? .bool(false) : ""
                add(
                    ImportOverlay.attributeCallbacks[kind] ?? "StringAttributeInputCallback", attribute,
                    validation.merging([
                        "name": .string(attribute), "prompt": .string(attribute),
                        "required": .bool(config["required"]?.boolValue ?? false),
                        "policies": .object([:]), "value": value,
                    ]) { $1 })
                if overlay.attributeTypes[attribute] == nil {
                    assume(
                        "attribute \(attribute) of \(displayName) (\(id)) is a String, as AM assumes when IDM is unreachable",
                        "attributes.\(attribute)")
                }
            }
        case "ChoiceCollectorNode":
            let choices = config["choices"]?.arrayValue ?? []
            add(
                "ChoiceCallback", displayName,
                [
                    "prompt": config["prompt"] ?? .string(displayName), "choices": .array(choices),
                    "defaultChoice": .integer(choices.firstIndex { $0 == config["defaultChoice"] } ?? 0),
                ], decides: .choice)
        case "MessageNode":
            add("TextOutputCallback", "message", ["message": localized(config["message"]), "messageType": .integer(0)])
            add(
                "ConfirmationCallback", "confirmation",
                [
                    "prompt": "", "messageType": .integer(0), "optionType": .integer(-1), "defaultOption": .integer(1),
                    "options": .array([
                        localized(config["messageYes"], default: "Yes"), localized(config["messageNo"], default: "No"),
                    ]),
                ], decides: .yes)
        case "KbaCreateNode":
            add(
                "KbaCreateCallback", "securityQuestion",
                [
                    "prompt": localized(config["message"], default: "Select a security question"),
                    "predefinedQuestions": .array([]),
                    "allowUserDefinedQuestions": .bool(config["allowUserDefinedQuestions"]?.boolValue ?? true),
                ])
            assume(
                "\(displayName) (\(id)) asks for one security question and no predefined questions, which are AM's KBA settings",
                "kba.\(id)")
        case "KbaVerifyNode":
            add("PasswordCallback", "securityAnswer", ["prompt": "Security answer"], decides: .securityAnswer)
            assume("\(displayName) (\(id)) asks one security question", "kba.\(id)")
        case "AcceptTermsAndConditionsNode":
            add(
                "TermsAndConditionsCallback", "terms",
                ["version": "0.0", "terms": "", "createDate": "2026-01-01T00:00:00.000Z"])
            assume(
                "the terms text of \(displayName) (\(id)) is AM's, which the export does not hold; empty assumed",
                "terms.\(id)")
        case "ConsentNode":
            add(
                "ConsentMappingCallback", "consent",
                [
                    "name": .string(displayName), "displayName": .string(displayName), "icon": "", "accessLevel": "",
                    "isRequired": .bool(config["required"]?.boolValue ?? false), "fields": .array([]),
                    "message": localized(config["message"]),
                ])
        case "OneTimePasswordCollectorDecisionNode":
            add("PasswordCallback", "oneTimePassword", ["prompt": "One Time Password"], decides: .oneTimeCode)
        case "PollingWaitNode":
            add(
                "PollingWaitCallback", "polling",
                [
                    "waitTime": .string(String((config["secondsToWait"]?.intValue ?? 8) * 1000)),
                    "message": localized(config["waitingMessage"], default: "Waiting..."),
                ])
            if config["exitable"]?.boolValue == true {
                add(
                    "ConfirmationCallback", "exit",
                    [
                        "prompt": "", "messageType": .integer(0),
                        "options": .array([localized(config["exitMessage"], default: "Exit")]),
                        "optionType": .integer(-1), "defaultOption": .integer(0),
                    ])
            }
        case "EmailSuspendNode":
            add(
                "SuspendedTextOutputCallback", "message",
                [
                    "message": localized(
                        config["emailSuspendMessage"], default: "An email has been sent to your inbox."),
                    "messageType": .integer(0),
                ])
        case "SelectIdPNode":
            add("SelectIdPCallback", "provider", ["providers": .array([])])
            assume(
                "the social providers of \(displayName) (\(id)) are not in the export; none assumed", "providers.\(id)")
        case "SocialProviderHandlerNode":
            add(
                "IdPCallback", "provider",
                [
                    "provider": "", "clientId": "", "redirectUri": "", "scopes": .array([]), "nonce": "",
                    "acrValues": .array([]), "request": "", "requestUri": "",
                ])
        case "WebAuthnRegistrationNode":
            add(
                "MetadataCallback", "webAuthn",
                ["data": .object(["_action": "webauthn_registration", "_type": "WebAuthn"])],
                specType: "FidoRegistrationCallback")
            add("HiddenValueCallback", "webAuthnOutcome", ["value": "false", "id": "webAuthnOutcome"])
        case "WebAuthnAuthenticationNode":
            add(
                "MetadataCallback", "webAuthn",
                ["data": .object(["_action": "webauthn_authentication", "_type": "WebAuthn"])],
                specType: "FidoAuthenticationCallback")
            add("HiddenValueCallback", "webAuthnOutcome", ["value": "false", "id": "webAuthnOutcome"])
        case "DeviceProfileCollectorNode":
            add(
                "DeviceProfileCallback", "deviceProfile",
                [
                    "metadata": .bool(config["deviceMetadata"]?.boolValue ?? true),
                    "location": .bool(config["deviceLocation"]?.boolValue ?? false),
                    "message": localized(config["message"]),
                ])
        default:
            break
        }
        return result
    }

    /// The English text of a localized configuration value (`{"en": "…"}`), else its first language's.
    static func localized(_ value: JSON?, default fallback: String = "") -> JSON {
        if let text = value?.stringValue { return .string(text) }
        guard let languages = value?.objectValue, !languages.isEmpty else { return .string(fallback) }
        return languages["en"] ?? languages[languages.keys.sorted()[0]] ?? .string(fallback)
    }

    /// A page child as an object (`{_id, nodeType, displayName}`): frodo and Amster write one; AM's file-based
    /// configuration writes the string `"<id>:<NodeType>:<display name>"`.
    static func pageChild(_ entry: JSON) -> JSON {
        guard let text = entry.stringValue else { return entry }
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        var child: [String: JSON] = ["_id": .string(parts[0])]
        if parts.count > 1, !parts[1].isEmpty { child["nodeType"] = .string(parts[1]) }
        if parts.count > 2 { child["displayName"] = .string(parts[2]) }
        return .object(child)
    }
}
