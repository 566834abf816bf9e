import OrchestrateBasics

extension NodeRules {
    /// One-time passwords, OATH, push and recovery codes (`auth-nodes`, `mfa/`, `oath/`, `push/`).
    static let multiFactor: [NodeRule] = [
        // `true` when the code is the one the generator node made, within `passwordExpiryTime`.
        .sends(
            "OneTimePasswordCollectorDecisionNode", outcomes: ["true", "false"],
            "AN/OneTimePasswordCollectorDecisionNode (8.0.2, 7.1.0)"
        ) {
            node in
            node.send(.password("One Time Password", as: "oneTimePassword", decides: .code(outcome: "true")))
        },
        // `true` when the code is an unused recovery code of the user's device, which the sandbox cannot check.
        .sends(
            "RecoveryCodeCollectorDecisionNode", outcomes: ["true", "false"],
            "AN/RecoveryCodeCollectorDecisionNode (8.0.2)", likely: "true"
        ) {
            node in
            node.send(.name("Recovery Code", as: "recoveryCode"))
        },
        // The QR code, its URI and a Next; `successOutcome` once the device is saved.
        .sends(
            "OathRegistrationNode", outcomes: ["successOutcome", "failureOutcome"],
            "AN/oath/OathRegistrationNode, OathRegistrationHelper (8.0.2, 7.1.0)",
            likely: "successOutcome"
        ) { node in
            registration(&node, scheme: "otpauth://totp/ForgeRock:demo")
            node.send(.confirmation(["Next"], defaultOption: 0, as: "next"))
        },
        // No page when the user has no OATH device (`notRegisteredOutcome`); the Confirmation is always sent,
        // `isRecoveryCodeAllowed` adds its second option.
        .sends(
            "OathTokenVerifierNode",
            outcomes: ["successOutcome", "failureOutcome", "notRegisteredOutcome", "recoveryCodeOutcome"],
            "AN/oath/OathTokenVerifierNode (8.0.2, 7.1.0)", likely: "successOutcome"
        ) {
            node in
            node.send(.name("Enter verification code", as: "code", decides: .code(outcome: "successOutcome")))
            let recovery = node.flag("isRecoveryCodeAllowed", default: false)
            node.send(
                .confirmation(
                    recovery ? ["Submit", "Use recovery code"] : ["Submit"], defaultOption: 0, as: "submit",
                    decides: recovery ? .options(["recoveryCodeOutcome": 1]) : nil))
        },
        // No page when the user has a push device already; polls until the device answers or `timeout`.
        .sends(
            "PushRegistrationNode", outcomes: ["successOutcome", "failureOutcome", "timeoutOutcome"],
            "AN/push/PushRegistrationNode (8.0.2, 7.1.0)", likely: "successOutcome"
        ) { node in
            registration(&node, scheme: "pushauth://push/ForgeRock:demo")
            node.send(.polling(milliseconds: 2000, message: ""))
        },
        .sends(
            "CombinedMultiFactorRegistrationNode", outcomes: ["successOutcome", "failureOutcome", "timeoutOutcome"],
            "AN/mfa/CombinedMultiFactorRegistrationNode (7.3.0 to 8.0.2)",
            likely: "successOutcome"
        ) { node in
            registration(&node, scheme: "mfauth://totp/ForgeRock:demo")
            node.send(.polling(milliseconds: 2000, message: ""))
        },
        // The exit option is always sent; with a number challenge (push type CHALLENGE) a hidden number comes
        // between, which depends on the sender node's settings.
        .sends("PushWaitNode", outcomes: ["DONE", "EXITED"], "AN/push/PushWaitNode (7.2.0 to 8.0.2)", likely: "DONE") {
            node in
            let seconds = node.integer("secondsToWait", default: 5)
            node.send(
                .polling(
                    milliseconds: seconds * 1000,
                    message: node.localized("waitingMessage", default: "Waiting for response...")))
            node.send(
                .confirmation(
                    [node.localized("exitMessage", default: "Cancel")], defaultOption: 0, as: "exit",
                    decides: .options(["EXITED": 0])))
        },
        .sends("GetAuthenticatorAppNode", outcomes: ["outcome"], "AN/mfa/GetAuthenticatorAppNode (8.0.2, 7.1.0)") {
            node in
            node.send(.script("the authenticator app's store links", as: "appLinks"))
            node.send(.confirmation([node.localized("continueLabel", default: "Continue")], defaultOption: 0))
        },
        // Register, then Get the App when `getApp`, then Skip and Opt-out unless `mandatory`: each its outcome.
        .sends(
            "MultiFactorRegistrationOptionsNode",
            outcomes: ["registerOutcome", "getAppOutcome", "skipOutcome", "optOutOutcome"],
            "AN/mfa/MultiFactorRegistrationOptionsNode (8.0.2, 7.1.0)",
            likely: "registerOutcome"
        ) { node in
            var options = [node.localized("registerDeviceLabel", default: "Register Device")]
            var outcomes = ["registerOutcome": 0]
            if node.flag("getApp", default: true) {
                outcomes["getAppOutcome"] = options.count
                options.append(node.localized("getAppLabel", default: "Get the App"))
            }
            if !node.flag("mandatory", default: false) {
                outcomes["skipOutcome"] = options.count
                options.append(node.localized("skipStepLabel", default: "Skip this step"))
                outcomes["optOutOutcome"] = options.count
                options.append(node.localized("optOutLabel", default: "Opt-out"))
            }
            node.send(
                .text(
                    node.localized(
                        "message",
                        default:
                            "On this page you can choose to register, skip or opt-out the second factor authentication method selected to protect your account. If you \"Skip\", an MFA method will not be registered now, but you will be prompted again on your next login. Otherwise, if you \"Opt out\", an MFA method will not be registered now and you will not be asked again. This choice is not recommended."
                    )))
            node.send(.confirmation(options, defaultOption: 0, decides: .options(outcomes)))
        },
        .server("OneTimePasswordGeneratorNode", outcomes: ["outcome"], "AN/OneTimePasswordGeneratorNode (8.0.2)"),
        .server("OneTimePasswordSmtpSenderNode", outcomes: ["outcome"], "AN/OneTimePasswordSmtpSenderNode (8.0.2)"),
        .server("OneTimePasswordSmsSenderNode", outcomes: ["outcome"], "AN/OneTimePasswordSmsSenderNode (8.0.2)"),
        .server(
            "PushAuthenticationSenderNode", outcomes: ["SENT", "NOT_REGISTERED", "SKIPPED", "FAILURE"],
            "AN/push/PushAuthenticationSenderNode (8.0.2)", likely: "SENT"),
        .server(
            "PushResultVerifierNode", outcomes: ["TRUE", "FALSE", "EXPIRED", "WAITING"],
            "AN/push/PushResultVerifierNode (8.0.2)", likely: "TRUE"),
        .server(
            "OathDeviceStorageNode", outcomes: ["successOutcome", "failureOutcome"],
            "AN/oath/OathDeviceStorageNode (7.3.0 to 8.0.2)", likely: "successOutcome"),
        .server(
            "OptOutMultiFactorAuthenticationNode", outcomes: ["outcome"],
            "AN/mfa/OptOutMultiFactorAuthenticationNode (8.0.2)"),
    ]

    /// The first three callbacks of a device registration: the message, the QR code's script, the URI.
    private static func registration(_ node: inout NodeReading, scheme: String) {
        node.send(
            .text(
                node.localized(
                    "scanQRCodeMessage",
                    default:
                        "Scan the QR code image below with the ForgeRock Authenticator app to register your device with your login."
                )))
        node.send(.script("the QR code", as: "qrCode"))
        node.send(.hidden(id: "mfaDeviceRegistration", value: scheme, as: "registration"))
    }
}
