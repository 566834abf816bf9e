import OrchestrateBasics

extension NodeRules {
    /// Marketplace nodes seen in public exports, read in their own repositories (commit in each source).
    static let marketplace: [NodeRule] = [
        // ForgeRock/tntp-protect@c0ca4c07: the SDK's metadata (or its script) and a hidden client error. The runtime
        // types the metadata as the Protect callback it carries (CallbackRegistry, MetadataKind), so the spec does too.
        .sends(
            "PingOneProtectInitializeNode", outcomes: ["NEXT", "ERROR"],
            "tntp-protect@c0ca4c07 PingOneProtectInitializeNode", likely: "NEXT"
        ) {
            node in
            if node.flag("useScript", default: false) {
                node.send(.script("the PingOne Protect SDK", as: "protectScript"))
            } else {
                node.send(
                    .metadata(
                        ["_type": "PingOneProtect", "_action": "protect_initialize", "envId": ""], as: "protect",
                        specType: "PingOneProtectInitializeCallback"))
                node.send(.hidden(id: "clientError", as: "clientError"))
            }
        },
        // The outcome is PingOne's risk level, decided after the signals come back.
        .sends(
            "PingOneProtectEvaluationNode", outcomes: nil, "tntp-protect@c0ca4c07 PingOneProtectEvaluationNode",
            likely: "low"
        ) {
            node in
            if node.flag("useScript", default: false) {
                node.send(.script("the PingOne Protect SDK", as: "protectScript"))
                node.send(.hidden(id: "clientScriptOutputData", as: "scriptOutput"))
            } else {
                node.send(
                    .metadata(
                        [
                            "_type": "PingOneProtect", "_action": "protect_risk_evaluation", "envId": "",
                            "pauseBehavioralData": .bool(node.flag("pauseBehavioralData", default: false)),
                        ], as: "protect", specType: "PingOneProtectEvaluationCallback"))
                node.send(.hidden(id: "pingone_risk_evaluation_signals", as: "signals"))
                node.send(.hidden(id: "clientError", as: "clientError"))
            }
        },
        .server(
            "PingOneProtectResultNode", outcomes: ["NEXT", "ERROR"], "tntp-protect@c0ca4c07 PingOneProtectResultNode",
            likely: "NEXT"),
        // Twilio Verify (ForgeRock/Twilio-Verify-Auth-Tree-Nodes@056f285c).
        .sends(
            "VerifyAuthCollectorDecisionNode", outcomes: ["true", "false", "resend", "cancel", "error"],
            "Twilio-Verify@056f285c VerifyAuthCollectorDecisionNode",
            likely: "true"
        ) { node in
            node.send(.text("Please enter your one-time password."))
            node.send(
                node.flag("hideCode", default: true)
                    ? .password("Code", as: "code", decides: .code(outcome: "true"))
                    : .name("Code", as: "code", decides: .code(outcome: "true")))
            let resend = node.flag("showResendButton", default: false)
            let cancel = node.flag("showCancelButton", default: false)
            guard resend || cancel else { return }
            var options = [node.text("nextButtonText") ?? "next"]
            var outcomes: [String: Int] = [:]
            if resend {
                outcomes["resend"] = options.count
                options.append(node.text("resendButtonText") ?? "resend")
            }
            if cancel {
                outcomes["cancel"] = options.count
                options.append(node.text("cancelButtonText") ?? "cancel")
            }
            node.send(.confirmation(options, defaultOption: 1, as: "action", decides: .options(outcomes)))
        },
        // Asks for the phone or email only when the state has none and `requestIdentifier` is set.
        .sends(
            "VerifyAuthSenderNode", outcomes: ["true", "error"], "Twilio-Verify@056f285c VerifyAuthSenderNode",
            likely: "true"
        ) { node in
            guard node.flag("requestIdentifier", default: false) else {
                node.passesThrough = true
                return
            }
            node.send(.text("Enter your phone number or email address"))
            node.send(.name("Identifier", as: "identifier"))
            node.note(
                "\(node.named) asks for the identifier only when the journey has none yet",
                setting: "requestIdentifier", overlayKey: "callbacks.\(node.id)")
        },
        .server(
            "VerifyAuthIdentifierNode", outcomes: ["True", "False", "Error"],
            "Twilio-Verify@056f285c VerifyAuthIdentifierNode", likely: "True"),
        .server(
            "VerifyAuthLookupNode", outcomes: ["True", "False", "Error"], "Twilio-Verify@056f285c VerifyAuthLookupNode",
            likely: "True"),
        // ForgeRock/tntp-restnode@6a1c47b5: an HTTP call; its outcomes are the response's.
        .server("RESTNode", outcomes: nil, "tntp-restnode@6a1c47b5 RESTNode"),
        // ForgeRock/duo-auth-node@34b67857.
        .sends("DuoNode", outcomes: ["true", "false", "error"], "duo-auth-node@34b67857 DuoNode", likely: "true") {
            node in
            node.send(.script("the Duo frame", as: "duoScript"))
            node.send(.hidden(id: "duo_response", as: "duoResponse"))
        },
        .sends(
            "DuoUniversalPromptNode", outcomes: ["true", "false", "error"],
            "duo-auth-node@34b67857 DuoUniversalPromptNode", likely: "true", redirects),
        // castle/Castle-Auth-Tree-Nodes@a529f4b1.
        .sends("CastleProfilerNode", outcomes: ["outcome"], "Castle-Auth-Tree-Nodes@a529f4b1 CastleProfilerNode") {
            node in
            node.send(.script("Castle's profiler", as: "castleScript"))
            node.send(.hidden(id: "request_token", as: "requestToken"))
        },
        .server(
            "CastleActionNode", outcomes: ["ALLOW", "CHALLENGE", "DENY"],
            "Castle-Auth-Tree-Nodes@a529f4b1 CastleActionNode", likely: "ALLOW"),
        .server(
            "CastleScoreNode", outcomes: ["GREATER_THAN_OR_EQUAL", "LESS_THAN"],
            "Castle-Auth-Tree-Nodes@a529f4b1 CastleScoreNode", likely: "LESS_THAN"),
        .server(
            "CastleSignalNode", outcomes: nil, "Castle-Auth-Tree-Nodes@a529f4b1 CastleSignalNode",
            likely: "NONE_TRIGGERED"),
        .server("CastleFilterNode", outcomes: nil, "Castle-Auth-Tree-Nodes@a529f4b1 CastleFilterNode"),
        .server("CastleRiskNode", outcomes: nil, "Castle-Auth-Tree-Nodes@a529f4b1 CastleRiskNode"),
        .server("CastleLogNode", outcomes: nil, "Castle-Auth-Tree-Nodes@a529f4b1 CastleLogNode"),
        .server("CastleApproveDeviceNode", outcomes: nil, "Castle-Auth-Tree-Nodes@a529f4b1 CastleApproveDeviceNode"),
        // ForgeRock/Socure-Auth-Nodes@826845db.
        .sends(
            "SocureDeviceIDCollector", outcomes: ["Error", "Accept"],
            "Socure-Auth-Nodes@826845db SocureDeviceIDCollector", likely: "Accept"
        ) {
            node in
            node.send(.script("Socure's device SDK", as: "socureScript"))
            node.send(.hidden(id: "device_id", as: "deviceID"))
        },
        .sends(
            "SocureDocumentVerificationNode", outcomes: nil, "Socure-Auth-Nodes@826845db SocureDocumentVerificationNode"
        ) { node in
            node.send(.script("Socure's document verification", as: "socureScript"))
            node.send(.hidden(id: "docvdata", as: "documentData"))
            node.send(.hidden(id: "device_id", as: "deviceID"))
        },
        // ForgeRock/Secret-Double-Octopus-Auth-Tree-Node@464b6176; waiting is a separate node.
        .server(
            "OctopusNode", outcomes: ["True", "Error"], "Secret-Double-Octopus@464b6176 OctopusNode", likely: "True"),
        .server(
            "OctopusReturnNode", outcomes: ["TRUE", "FALSE", "UNANSWERED", "ERROR"],
            "Secret-Double-Octopus@464b6176 OctopusReturnNode", likely: "TRUE"),
        .server(
            "HaveIBeenPwnedNode", outcomes: ["true", "false"],
            "haveibeenpwned-auth-tree-node@a5222499 HaveIBeenPwnedNode", likely: "false"),
        // ForgeRock/modernize-accelerators@117c9d98: calls to a legacy AM, no callback.
        .server(
            "LegacyFRLogin", outcomes: ["true", "false"], "modernize-accelerators@117c9d98 LegacyFRLogin",
            likely: "true"),
        .server(
            "LegacyFRValidateToken", outcomes: ["true", "false"],
            "modernize-accelerators@117c9d98 LegacyFRValidateToken", likely: "true"),
        .server(
            "LegacyFRCreateForgeRockUser", outcomes: ["true", "false"],
            "modernize-accelerators@117c9d98 LegacyFRCreateForgeRockUser",
            likely: "true"),
        .server(
            "LegacyORALogin", outcomes: ["true", "false"], "modernize-accelerators@117c9d98 LegacyORALogin",
            likely: "true"),
        .server(
            "LegacyORAValidateToken", outcomes: ["true", "false"],
            "modernize-accelerators@117c9d98 LegacyORAValidateToken",
            likely: "true"),
        .server(
            "LegacyORACreateForgeRockUser", outcomes: ["true", "false"],
            "modernize-accelerators@117c9d98 LegacyORACreateForgeRockUser", likely: "true"),
        .server(
            "LegacySMLogin", outcomes: ["true", "false"], "modernize-accelerators@117c9d98 LegacySMLogin",
            likely: "true"),
        .server(
            "LegacySMValidateToken", outcomes: ["true", "false"],
            "modernize-accelerators@117c9d98 LegacySMValidateToken",
            likely: "true"),
        .server(
            "LegacySMCreateForgeRockUser", outcomes: ["true", "false"],
            "modernize-accelerators@117c9d98 LegacySMCreateForgeRockUser", likely: "true"),
        .server(
            "AddAttributesToObjectAttributesNode", outcomes: ["outcome"],
            "modernize-accelerators@117c9d98 AddAttributesToObjectAttributesNode"),
        // ForgeRock/tntp-pingone-davinci@f9fb13eb: a server-to-server flow.
        .server(
            "DaVinciNode", outcomes: ["true", "false", "ERROR"], "tntp-pingone-davinci@f9fb13eb DaVinciNode",
            likely: "true"),
        .sends(
            "PingOneIdentityProviderHandlerNode",
            outcomes: ["ACCOUNT_EXISTS", "ACCOUNT_EXISTS_NO_LINK", "NO_ACCOUNT", "ERROR"],
            "tntp-pingone-davinci@f9fb13eb PingOneIdentityProviderHandlerNode",
            likely: "ACCOUNT_EXISTS", redirects),
        // ForgeRock/tntp-pingone-verify@5360b03e.
        .server(
            "PingOneCreateUserNode", outcomes: ["true", "false"], "tntp-pingone-verify@5360b03e PingOneCreateUserNode",
            likely: "true"),
        .server(
            "PingOneDeleteUserNode", outcomes: ["true", "false"], "tntp-pingone-verify@5360b03e PingOneDeleteUserNode",
            likely: "true"),
        .server(
            "PingOneIdentityMatchNode", outcomes: ["true", "false"],
            "tntp-pingone-verify@5360b03e PingOneIdentityMatchNode", likely: "true"),
        .server(
            "PingOneVerifyCompletionDecisionNode",
            outcomes: [
                "successOutcome", "notStartedOutcome", "notCompletedOutcome", "failureOutcome", "expiredOutcome",
            ], "tntp-pingone-verify@5360b03e PingOneVerifyCompletionDecisionNode",
            likely: "successOutcome"),
    ]
}
