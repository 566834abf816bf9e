import OrchestrateBasics

extension NodeRules {
    /// Device, risk and directory nodes that send callbacks, and the device-profile nodes that do not.
    static let device: [NodeRule] = [
        .sends("DeviceProfileCollectorNode", "AN/DeviceProfileCollectorNode (8.0.2)") { node in
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
        .sends("CaptchaNode", "AN/CaptchaNode (7.2.0 to 8.0.2)", likely: "true") { node in
            node.send(
                ImportedCallback(
                    type: "ReCaptchaCallback", name: "captcha",
                    outputs: [
                        "recaptchaSiteKey": .string(node.text("siteKey") ?? ""),
                        "captchaApiUri": .string(node.text("apiUri") ?? "https://www.google.com/recaptcha/api.js"),
                        "captchaDivClass": .string(node.text("divClass") ?? "g-recaptcha"),
                        "reCaptchaV3": .bool(node.flag("reCaptchaV3", default: false)),
                        "disableSubmission": .bool(node.flag("disableSubmission", default: true)),
                    ]))
        },
        .sends("ReCaptchaNode", "AN/ReCaptchaNode (8.0.2; deprecated)") { node in
            node.send(
                ImportedCallback(
                    type: "ReCaptchaCallback", name: "captcha",
                    outputs: [
                        "recaptchaSiteKey": .string(node.text("siteKey") ?? ""),
                        "captchaApiUri": .string(node.text("apiUri") ?? "https://www.google.com/recaptcha/api.js"),
                        "captchaDivClass": .string(node.text("divClass") ?? "g-recaptcha"),
                    ]))
        },
        // AM's CaptchaEnterpriseCallback, which its REST layer writes as ReCaptchaEnterpriseCallback (Ping's
        // SDK tests: recaptcha-enterprise ReCaptchaEnterpriseCallbackTest).
        .sends("CaptchaEnterpriseNode", "AN/CaptchaEnterpriseNode (8.0.2)", likely: "true") { node in
            node.send(
                ImportedCallback(
                    type: "ReCaptchaEnterpriseCallback", name: "captcha",
                    outputs: [
                        "recaptchaSiteKey": .string(node.text("siteKey") ?? ""),
                        "captchaApiUri": .string(
                            node.text("apiUri") ?? "https://www.google.com/recaptcha/enterprise.js"),
                        "captchaDivClass": .string(node.text("divClass") ?? "g-recaptcha"),
                    ]))
        },
        // One outcome per `clientErrorOutcomes` entry besides success and failure.
        .sends("DeviceBindingNode", "AN/DeviceBindingNode (7.4.0 to 8.0.2)", likely: "success") { node in
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
        .sends("DeviceSigningVerifierNode", "AN/DeviceSigningVerifierNode (7.4.0 to 8.0.2)", likely: "success") { node in
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
        .sends("KerberosNode", "AN/KerberosNode (8.0.2)", likely: "true") { node in
            node.send(
                ImportedCallback(
                    type: "HttpCallback", name: "negotiation",
                    outputs: [
                        "authorizationHeader": "Authorization", "negotiationHeader": "WWW-Authenticate",
                        "negotiationValue": "Negotiate", "errorCode": "401",
                    ]))
        },
        .sends("AmsterJwtDecisionNode", "AN/amster/AmsterJwtDecisionNode (8.0.2)", likely: "true") { node in
            node.send(.hidden(id: "jwt", value: "", as: "jwt"))
        },
        .server("DeviceMatchNode", "AN/DeviceMatchNode (8.0.2)", likely: "true"),
        .server("DeviceSaveNode", "AN/DeviceSaveNode (8.0.2)"),
        .server("DeviceLocationMatchNode", "AN/DeviceLocationMatchNode (8.0.2)", likely: "true"),
        .server("DeviceGeoFencingNode", "AN/DeviceGeoFencingNode (8.0.2)", likely: "true"),
        .server("DeviceTamperingVerificationNode", "AN/DeviceTamperingVerificationNode (8.0.2)", likely: "false"),
        .server("DeviceBindingStorageNode", "AN/DeviceBindingStorageNode (7.4.0 to 8.0.2)", likely: "true"),
        .server("EnableDeviceManagementNode", "AN/EnableDeviceManagementNode (8.0.2)", likely: "successOutcome"),
        // Reads the credentials from the state; sends password-change pages only when the directory says the
        // password expires or was reset, which the sandbox does not play.
        .server("LdapDecisionNode", "AN/LdapDecisionNode (8.0.2)", likely: "TRUE", checks: ["TRUE": .credentials]),
        .server("IdentityStoreDecisionNode", "AN/IdentityStoreDecisionNode (7.2.0 to 8.0.2; Identity Cloud)",
                likely: "TRUE", checks: ["TRUE": .credentials]),
        .server("CertificateCollectorNode", "AN/x509/CertificateCollectorNode (8.0.2)", likely: "COLLECTED"),
        .server("CertificateUserExtractorNode", "AN/x509/CertificateUserExtractorNode (8.0.2)", likely: "EXTRACTED"),
        .server("CertificateValidationNode", "AN/x509/CertificateValidationNode (8.0.2)", likely: "TRUE"),
    ]
}
