import OrchestrateBasics

extension NodeRules {
    /// The WebAuthn nodes (`auth-nodes`, `webauthn/`). Both build their callbacks in
    /// `AbstractWebAuthnNode.getCallbacksForWebAuthnInteraction` (8.0.2, the same in 7.1.0): with `asScript`
    /// (the default) the client script, a spinner script and the `webAuthnOutcome` hidden value; without it a
    /// `MetadataCallback` the SDKs read, and the hidden value.
    static let webAuthn: [NodeRule] = [
        // `exceedDeviceLimit` and a missing identity go on without a page, decided by the server.
        .sends(
            "WebAuthnRegistrationNode", outcomes: ["unsupported", "success", "failure", "error", "exceedDeviceLimit"],
            "AN/webauthn/WebAuthnRegistrationNode (8.0.2)", likely: "success"
        ) { node in
            webAuthnCallbacks(&node, action: "webauthn_registration", specType: "FidoRegistrationCallback")
        },
        // `noDevice` goes on without a page; `isRecoveryCodeAllowed` adds the recovery code option.
        .sends(
            "WebAuthnAuthenticationNode",
            outcomes: [
                "unsupported", "noDevice", "success", "failure", "error", "recoveryCode", "successSignCountMismatch",
            ], "AN/webauthn/WebAuthnAuthenticationNode (8.0.2)", likely: "success"
        ) {
            node in
            webAuthnCallbacks(&node, action: "webauthn_authentication", specType: "FidoAuthenticationCallback")
            if node.flag("isRecoveryCodeAllowed", default: false) {
                node.send(
                    .confirmation(
                        ["Use Recovery Code"], defaultOption: 0, as: "recoveryCode",
                        decides: .options(["recoveryCode": 0])))
            }
        },
        .server(
            "WebAuthnDeviceStorageNode", outcomes: ["success", "failure", "exceedDeviceLimit"],
            "AN/webauthn/WebAuthnDeviceStorageNode (8.0.2)", likely: "success"),
    ]

    /// What a WebAuthn node sends, by its `asScript` setting.
    private static func webAuthnCallbacks(_ node: inout NodeReading, action: String, specType: String) {
        if node.flag("asScript", default: true) {
            node.send(.script("the WebAuthn client script", as: "webAuthnScript"))
            node.send(.script("Waiting for local device...", as: "spinner"))
        } else {
            node.send(
                .metadata(
                    ["_action": .string(action), "_type": "WebAuthn", "challenge": "", "supportsJsonResponse": true],
                    as: "webAuthn", specType: specType))
        }
        node.send(.hidden(id: "webAuthnOutcome", value: "false", as: "webAuthnOutcome"))
    }
}
