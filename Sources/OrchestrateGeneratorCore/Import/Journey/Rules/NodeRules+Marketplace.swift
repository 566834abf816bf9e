import OrchestrateBasics

extension NodeRules {
    /// Marketplace nodes seen in public exports, read in their own repositories (commit in each source).
    static let marketplace: [NodeRule] = [
        // ForgeRock/tntp-protect@c0ca4c07: the SDK's metadata (or its script) and a hidden client error.
        .sends("PingOneProtectInitializeNode", "tntp-protect@c0ca4c07 PingOneProtectInitializeNode", likely: "NEXT") {
            node in
            if node.flag("useScript", default: false) {
                node.send(.script("the PingOne Protect SDK", as: "protectScript"))
            } else {
                node.send(
                    .metadata(["_type": "PingOneProtect", "_action": "protect_initialize", "envId": ""], as: "protect"))
                node.send(.hidden(id: "clientError", as: "clientError"))
            }
        },
        // The outcome is PingOne's risk level, decided after the signals come back.
        .sends("PingOneProtectEvaluationNode", "tntp-protect@c0ca4c07 PingOneProtectEvaluationNode", likely: "low") {
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
                        ], as: "protect"))
                node.send(.hidden(id: "pingone_risk_evaluation_signals", as: "signals"))
                node.send(.hidden(id: "clientError", as: "clientError"))
            }
        },
        .server("PingOneProtectResultNode", "tntp-protect@c0ca4c07 PingOneProtectResultNode", likely: "NEXT"),
        // Twilio Verify (ForgeRock/Twilio-Verify-Auth-Tree-Nodes@056f285c).
        .sends("VerifyAuthCollectorDecisionNode", "Twilio-Verify@056f285c VerifyAuthCollectorDecisionNode",
               likely: "true") { node in
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
        .sends("VerifyAuthSenderNode", "Twilio-Verify@056f285c VerifyAuthSenderNode", likely: "true") { node in
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
        .server("VerifyAuthIdentifierNode", "Twilio-Verify@056f285c VerifyAuthIdentifierNode", likely: "True"),
        .server("VerifyAuthLookupNode", "Twilio-Verify@056f285c VerifyAuthLookupNode", likely: "True"),
        // ForgeRock/tntp-restnode@6a1c47b5: an HTTP call; its outcomes are the response's.
        .server("RESTNode", "tntp-restnode@6a1c47b5 RESTNode"),
        // ForgeRock/duo-auth-node@34b67857.
        .sends("DuoNode", "duo-auth-node@34b67857 DuoNode", likely: "true") { node in
            node.send(.script("the Duo frame", as: "duoScript"))
            node.send(.hidden(id: "duo_response", as: "duoResponse"))
        },
        .sends("DuoUniversalPromptNode", "duo-auth-node@34b67857 DuoUniversalPromptNode", likely: "true", redirects),
        // castle/Castle-Auth-Tree-Nodes@a529f4b1.
        .sends("CastleProfilerNode", "Castle-Auth-Tree-Nodes@a529f4b1 CastleProfilerNode") { node in
            node.send(.script("Castle's profiler", as: "castleScript"))
            node.send(.hidden(id: "request_token", as: "requestToken"))
        },
        .server("CastleActionNode", "Castle-Auth-Tree-Nodes@a529f4b1 CastleActionNode", likely: "ALLOW"),
        .server("CastleScoreNode", "Castle-Auth-Tree-Nodes@a529f4b1 CastleScoreNode", likely: "LESS_THAN"),
        .server("CastleSignalNode", "Castle-Auth-Tree-Nodes@a529f4b1 CastleSignalNode", likely: "NONE_TRIGGERED"),
        .server("CastleFilterNode", "Castle-Auth-Tree-Nodes@a529f4b1 CastleFilterNode"),
        .server("CastleRiskNode", "Castle-Auth-Tree-Nodes@a529f4b1 CastleRiskNode"),
        .server("CastleLogNode", "Castle-Auth-Tree-Nodes@a529f4b1 CastleLogNode"),
        .server("CastleApproveDeviceNode", "Castle-Auth-Tree-Nodes@a529f4b1 CastleApproveDeviceNode"),
        // ForgeRock/Socure-Auth-Nodes@826845db.
        .sends("SocureDeviceIDCollector", "Socure-Auth-Nodes@826845db SocureDeviceIDCollector", likely: "Accept") {
            node in
            node.send(.script("Socure's device SDK", as: "socureScript"))
            node.send(.hidden(id: "device_id", as: "deviceID"))
        },
        .sends("SocureDocumentVerificationNode", "Socure-Auth-Nodes@826845db SocureDocumentVerificationNode") { node in
            node.send(.script("Socure's document verification", as: "socureScript"))
            node.send(.hidden(id: "docvdata", as: "documentData"))
            node.send(.hidden(id: "device_id", as: "deviceID"))
        },
        // ForgeRock/Secret-Double-Octopus-Auth-Tree-Node@464b6176; waiting is a separate node.
        .server("OctopusNode", "Secret-Double-Octopus@464b6176 OctopusNode", likely: "True"),
        .server("OctopusReturnNode", "Secret-Double-Octopus@464b6176 OctopusReturnNode", likely: "TRUE"),
        .server("HaveIBeenPwnedNode", "haveibeenpwned-auth-tree-node@a5222499 HaveIBeenPwnedNode", likely: "false"),
        // ForgeRock/modernize-accelerators@117c9d98: calls to a legacy AM, no callback.
        .server("LegacyFRLogin", "modernize-accelerators@117c9d98 LegacyFRLogin", likely: "true"),
        .server("LegacyFRValidateToken", "modernize-accelerators@117c9d98 LegacyFRValidateToken", likely: "true"),
        .server("LegacyFRCreateForgeRockUser", "modernize-accelerators@117c9d98 LegacyFRCreateForgeRockUser",
                likely: "true"),
        .server("AddAttributesToObjectAttributesNode", "modernize-accelerators@117c9d98 AddAttributesToObjectAttributesNode"),
        // ForgeRock/tntp-pingone-davinci@f9fb13eb: a server-to-server flow.
        .server("DaVinciNode", "tntp-pingone-davinci@f9fb13eb DaVinciNode", likely: "true"),
        .sends("PingOneIdentityProviderHandlerNode", "tntp-pingone-davinci@f9fb13eb PingOneIdentityProviderHandlerNode",
               likely: "ACCOUNT_EXISTS", redirects),
        // ForgeRock/tntp-pingone-verify@5360b03e.
        .server("PingOneCreateUserNode", "tntp-pingone-verify@5360b03e PingOneCreateUserNode", likely: "true"),
        .server("PingOneDeleteUserNode", "tntp-pingone-verify@5360b03e PingOneDeleteUserNode", likely: "true"),
        .server("PingOneIdentityMatchNode", "tntp-pingone-verify@5360b03e PingOneIdentityMatchNode", likely: "true"),
        .server("PingOneVerifyCompletionDecisionNode", "tntp-pingone-verify@5360b03e PingOneVerifyCompletionDecisionNode",
                likely: "successOutcome"),
    ]
}
