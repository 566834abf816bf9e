import OrchestrateBasics

extension NodeRules {
    /// Device, risk and directory nodes that send callbacks, and the device-profile nodes that do not.
    static let device: [NodeRule] = [
        .sends("DeviceProfileCollectorNode", outcomes: ["outcome"], "AN/DeviceProfileCollectorNode (8.0.2)") { node in
            node.send(
                ImportedCallback(
                    type: "DeviceProfileCallback", name: "deviceProfile",
                    outputs: [
                        "metadata": .bool(node.flag("deviceMetadata", default: true)),
                        "location": .bool(node.flag("deviceLocation", default: false)),
                        "message": .string(node.localized("message", default: "")),
                    ]))
        },
        // Captcha: a ReCaptchaCallback (7.2.0 sent no `disableSubmission`).
        .sends("CaptchaNode", outcomes: ["true", "false"], "AN/CaptchaNode (7.2.0 to 8.0.2)", likely: "true") { node in
            captcha(
                &node, "ReCaptchaCallback", script: "https://www.google.com/recaptcha/api.js",
                more: [
                    "reCaptchaV3": .bool(node.flag("reCaptchaV3", default: false)),
                    "disableSubmission": .bool(node.flag("disableSubmission", default: true)),
                ])
        },
        .sends("ReCaptchaNode", outcomes: ["outcome"], "AN/ReCaptchaNode (8.0.2; deprecated)") { node in
            captcha(&node, "ReCaptchaCallback", script: "https://www.google.com/recaptcha/api.js")
        },
        // AM's CaptchaEnterpriseCallback, which its REST layer writes as ReCaptchaEnterpriseCallback (Ping's
        // SDK tests: recaptcha-enterprise ReCaptchaEnterpriseCallbackTest).
        .sends(
            "CaptchaEnterpriseNode", outcomes: ["true", "false"], "AN/CaptchaEnterpriseNode (8.0.2)", likely: "true"
        ) {
            node in
            captcha(&node, "ReCaptchaEnterpriseCallback", script: "https://www.google.com/recaptcha/enterprise.js")
        },
        // One outcome per `clientErrorOutcomes` entry besides success and failure.
        .sends("DeviceBindingNode", outcomes: nil, "AN/DeviceBindingNode (7.4.0 to 8.0.2)", likely: "success") { node in
            node.send(
                ImportedCallback(
                    type: "DeviceBindingCallback", name: "deviceBinding",
                    outputs: [
                        "userId": "", "username": "demo",
                        "authenticationType": .string(node.text("authenticationType") ?? "BIOMETRIC_ALLOW_FALLBACK"),
                        "challenge": "",
                        "title": .string(node.localized("title", default: "Authentication required")),
                        "subtitle": .string(node.localized("subtitle", default: "Cryptography device binding")),
                        "description": .string(
                            node.localized("description", default: "Please complete with biometric to proceed")),
                        "timeout": .integer(node.integer("timeout", default: 60)),
                        "attestation": .bool(node.flag("attestation", default: false)),
                    ]))
        },
        .sends(
            "DeviceSigningVerifierNode", outcomes: nil, "AN/DeviceSigningVerifierNode (7.4.0 to 8.0.2)",
            likely: "success"
        ) { node in
            node.send(
                ImportedCallback(
                    type: "DeviceSigningVerifierCallback", name: "deviceSigning",
                    outputs: [
                        "userId": "", "username": "demo", "challenge": "",
                        "title": .string(node.localized("title", default: "Authentication required")),
                        "subtitle": .string(node.localized("subtitle", default: "Cryptography device binding")),
                        "description": .string(
                            node.localized("description", default: "Please complete with biometric to proceed")),
                        "timeout": .integer(node.integer("timeout", default: 60)),
                    ]))
        },
        // SPNEGO: the browser's Negotiate header.
        .sends("KerberosNode", outcomes: ["true", "false"], "AN/KerberosNode (8.0.2)", likely: "true") { node in
            node.send(
                ImportedCallback(
                    type: "HttpCallback", name: "negotiation",
                    outputs: [
                        "authorizationHeader": "Authorization", "negotiationHeader": "WWW-Authenticate",
                        "negotiationValue": "Negotiate", "errorCode": "401",
                    ]))
        },
        .sends(
            "AmsterJwtDecisionNode", outcomes: ["true", "false"], "AN/amster/AmsterJwtDecisionNode (8.0.2)",
            likely: "true"
        ) { node in
            node.send(.hidden(id: "jwt", value: "", as: "jwt"))
        },
        .server("DeviceMatchNode", outcomes: nil, "AN/DeviceMatchNode (8.0.2)", likely: "true"),
        .server("DeviceSaveNode", outcomes: ["outcome"], "AN/DeviceSaveNode (8.0.2)"),
        .server(
            "DeviceLocationMatchNode", outcomes: ["true", "false", "unknownDevice"],
            "AN/DeviceLocationMatchNode (8.0.2)", likely: "true"),
        .server(
            "DeviceGeoFencingNode", outcomes: ["true", "false"], "AN/DeviceGeoFencingNode (8.0.2)", likely: "true"),
        .server(
            "DeviceTamperingVerificationNode", outcomes: ["true", "false"],
            "AN/DeviceTamperingVerificationNode (8.0.2)", likely: "false"),
        .server(
            "DeviceBindingStorageNode", outcomes: ["true", "false"], "AN/DeviceBindingStorageNode (7.4.0 to 8.0.2)",
            likely: "true"),
        .server(
            "EnableDeviceManagementNode", outcomes: ["successOutcome", "failureOutcome"],
            "AN/EnableDeviceManagementNode (8.0.2)", likely: "successOutcome"),
        // Reads the credentials from the state; sends password-change pages only when the directory says the
        // password expires or was reset, which the sandbox does not play.
        .server(
            "LdapDecisionNode", outcomes: ["TRUE", "FALSE", "LOCKED", "CANCELLED", "EXPIRED"],
            "AN/LdapDecisionNode (8.0.2)", likely: "TRUE", checks: ["TRUE": .credentials]),
        .server(
            "IdentityStoreDecisionNode", outcomes: ["TRUE", "FALSE", "LOCKED", "CANCELLED", "EXPIRED"],
            "AN/IdentityStoreDecisionNode (7.2.0 to 8.0.2; Identity Cloud)",
            likely: "TRUE", checks: ["TRUE": .credentials]),
        .server(
            "CertificateCollectorNode", outcomes: ["COLLECTED", "NOT_COLLECTED"],
            "AN/x509/CertificateCollectorNode (8.0.2)", likely: "COLLECTED"),
        .server(
            "CertificateUserExtractorNode", outcomes: ["EXTRACTED", "NOT_EXTRACTED"],
            "AN/x509/CertificateUserExtractorNode (8.0.2)", likely: "EXTRACTED"),
        .server(
            "CertificateValidationNode",
            outcomes: ["TRUE", "FALSE", "NOT_FOUND", "EXPIRED", "PATH_VALIDATION_FAILED", "REVOKED"],
            "AN/x509/CertificateValidationNode (8.0.2)", likely: "TRUE"),
    ]

    /// A captcha of `type`: the site key, the script (`script` unless the node's `apiUri` names another) and
    /// the element it draws in, as the captcha nodes send them, with `more`.
    private static func captcha(_ node: inout NodeReading, _ type: String, script: String, more: [String: JSON] = [:]) {
        let outputs: [String: JSON] = [
            "recaptchaSiteKey": .string(node.text("siteKey") ?? ""),
            "captchaApiUri": .string(node.text("apiUri") ?? script),
            "captchaDivClass": .string(node.text("divClass") ?? "g-recaptcha"),
        ]
        node.send(ImportedCallback(type: type, name: "captcha", outputs: outputs.merging(more) { $1 }))
    }
}
