import OrchestrateBasics

extension NodeRules {
    /// The platform (IDM integration) nodes that send callbacks. What they send depends on IDM's schema and
    /// configuration, which no journey export holds: each such part is assumed and reported with its overlay key.
    static let platform: [NodeRule] = [
        // Re-sent with failed policies, or when `validateOnly` asked only to check.
        .sends("ValidatedUsernameNode", outcomes: ["outcome"], "IN/ValidatedUsernameNode (8.0.2, 7.1.0)") { node in
            guard node.flag("validateInput", default: false) else {
                node.send(.name("User Name"))
                return
            }
            let attribute = node.text("usernameAttribute") ?? "userName"
            node.send(
                validated("ValidatedCreateUsernameCallback", "username", prompt: "Username", attribute: attribute))
            node.note(
                "the prompt and policies of \(node.named)'s \(attribute) are IDM's, which the export does not hold; none assumed",
                setting: "validateInput", overlayKey: "outputs.\(node.id).username")
        },
        .sends("ValidatedPasswordNode", outcomes: ["outcome"], "IN/ValidatedPasswordNode (8.0.2, 7.1.0)") { node in
            guard node.flag("validateInput", default: false) else {
                node.send(.password("Password"))
                return
            }
            let attribute = node.text("passwordAttribute") ?? "password"
            var callback = validated(
                "ValidatedCreatePasswordCallback", "password", prompt: "Password", attribute: attribute)
            callback.outputs["echoOn"] = false
            node.send(callback)
            node.note(
                "the password policy of \(node.named) is IDM's, which the export does not hold; none assumed",
                setting: "validateInput", overlayKey: "outputs.\(node.id).password")
        },
        // One attribute input per attribute, in order, typed and prompted by IDM's schema (IDMSchema): the
        // overlay's type, else the managed-object files given with the exports, else IDM's default user
        // schema, else a String, said so. A number's value is `null` until one is given (L263-273, L316-331).
        .sends("AttributeCollectorNode", outcomes: ["outcome"], "IN/AttributeCollectorNode (8.0.2, 7.1.0)") { node in
            let required = node.flag("required", default: false)
            let validates = node.flag("validateInputs", default: false)
            for attribute in node.strings("attributesToCollect") {
                let typed = AttributeTyping(attribute, node: node)
                let kind = typed.kind
                let value: JSON = kind == "Number" ? .null : kind == "Boolean" ? .bool(false) : ""
                var callback = validated(
                    ImportOverlay.attributeCallbacks[kind] ?? "StringAttributeInputCallback", attribute,
                    prompt: typed.prompt ?? attribute, attribute: attribute)
                callback.outputs["name"] = .string(attribute)
                callback.outputs["required"] = .bool(required)
                callback.outputs["value"] = value
                // IDM's policies are sent only when the node validates.
                if !validates { callback.outputs["policies"] = .object([:]) }
                node.send(callback)
                if let problem = typed.problem {
                    node.note(
                        "attribute \(DiagnosticText.clean(attribute)) of \(node.named) \(problem)",
                        setting: "attributesToCollect", overlayKey: "attributes.\(attribute)")
                }
            }
        },
        // As many questions as IDM's KBA settings ask (one assumed), with IDM's questions.
        .sends(
            "KbaCreateNode", outcomes: ["outcome"], "IN/KbaCreateNode (8.0.2; allowUserDefinedQuestions since 7.3.0)"
        ) { node in
            node.send(
                ImportedCallback(
                    type: "KbaCreateCallback", name: "securityQuestion",
                    outputs: [
                        "prompt": .string(node.localized("message", default: "Select a security question.")),
                        "predefinedQuestions": .array([]),
                        "allowUserDefinedQuestions": .bool(node.flag("allowUserDefinedQuestions", default: true)),
                    ]))
            node.note(
                "\(node.named) asks for one security question and no predefined questions, which are IDM's KBA settings (declare more questions with the overlay key callbacks.\(node.id))",
                overlayKey: "outputs.\(node.id).securityQuestion")
        },
        // As many of the user's saved questions as IDM's settings ask (one assumed), chosen at random.
        .sends("KbaVerifyNode", outcomes: ["true", "false"], "IN/KbaVerifyNode (8.0.2)", likely: "true") { node in
            node.send(.password("Security answer", as: "securityAnswer", decides: .answer(outcome: "true")))
            node.note(
                "\(node.named) asks one security question, whose text is the user's (declare more with the overlay key callbacks.\(node.id))",
                overlayKey: "outputs.\(node.id).securityAnswer")
        },
        // Re-sent until accepted; the terms are IDM's active version.
        .sends("AcceptTermsAndConditionsNode", outcomes: ["outcome"], "IN/AcceptTermsAndConditionsNode (8.0.2)") {
            node in
            node.send(
                ImportedCallback(
                    type: "TermsAndConditionsCallback", name: "terms",
                    outputs: ["version": "0.0", "terms": "", "createDate": "2026-01-01T00:00:00.000Z"]))
            node.note(
                "the terms text of \(node.named) is IDM's, which the export does not hold; empty assumed",
                overlayKey: "outputs.\(node.id).terms")
        },
        // One per consent-enabled IDM mapping (one assumed); no page when there is none.
        .sends("ConsentNode", outcomes: ["outcome"], "IN/ConsentNode (8.0.2)") { node in
            node.send(
                ImportedCallback(
                    type: "ConsentMappingCallback", name: "consent",
                    outputs: [
                        "name": "managedUser_managedUser", "displayName": .string(node.displayName), "icon": "",
                        "accessLevel": "", "isRequired": .bool(node.flag("allRequired", default: false)),
                        "fields": .array([]),
                        "message": .string(node.localized("message", default: "Privacy & Consent.")),
                    ]))
            node.note(
                "\(node.named) sends one consent per IDM mapping that asks for consent; one assumed",
                overlayKey: "callbacks.\(node.id)")
        },
        // Suspends: the journey goes on from the emailed link (`suspendedId`), not from this page.
        .sends("EmailSuspendNode", outcomes: ["outcome"], "IN/EmailSuspendNode (8.0.2)") { node in
            node.send(
                ImportedCallback(
                    type: "SuspendedTextOutputCallback", name: "message",
                    outputs: [
                        "message": .string(
                            node.localized(
                                "emailSuspendMessage",
                                default:
                                    "An email has been sent to the address you entered. Click the link in that email to proceed."
                            )), "messageType": "0",
                    ]))
        },
        // The realm's social providers (none in the export), and local authentication unless excluded; with one
        // provider in all it goes on without a page. The outcome follows the chosen provider.
        .sends(
            "SelectIdPNode", outcomes: ["socialAuthentication", "localAuthentication"], "IN/SelectIdPNode (8.0.2)",
            likely: "localAuthentication"
        ) { node in
            var providers: [JSON] = []
            let local = node.flag("includeLocalAuthentication", default: true)
            if local { providers.append(["provider": "localAuthentication"]) }
            // One provider in all is chosen without a page: a single filtered one, and no local sign-in.
            if !local, node.strings("filteredProviders").count == 1 {
                node.passesThrough = true
                return
            }
            node.send(
                ImportedCallback(
                    type: "SelectIdPCallback", name: "provider", outputs: ["providers": .array(providers)],
                    decides: .provider(["localAuthentication": "localAuthentication"])))
            node.note(
                "the social providers of \(node.named) are the realm's, which the export does not hold; none assumed",
                setting: "filteredProviders", overlayKey: "outputs.\(node.id).provider")
        },
    ]

    /// A validated callback of `type` for `attribute`, as the platform nodes send it before IDM's policies.
    static func validated(_ type: String, _ name: String, prompt: String, attribute: String) -> ImportedCallback {
        ImportedCallback(
            type: type, name: name,
            outputs: [
                "prompt": .string(prompt), "failedPolicies": .array([]), "validateOnly": false,
                "policies": ["name": .string(attribute), "policies": .array([]), "policyRequirements": .array([])],
            ])
    }
}
