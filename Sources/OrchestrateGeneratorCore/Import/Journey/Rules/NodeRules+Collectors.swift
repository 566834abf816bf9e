import OrchestrateBasics

extension NodeRules {
    /// The basic collectors and messages of `auth-nodes`.
    static let collectors: [NodeRule] = [
        // Sends while the name is absent or empty; the prompt is the bundle's `callback.username`.
        .sends("UsernameCollectorNode", outcomes: ["outcome"], "AN/UsernameCollectorNode (8.0.2, same in 7.1.0)") {
            node in
            node.send(.name("User Name"))
        },
        .sends("PasswordCollectorNode", outcomes: ["outcome"], "AN/PasswordCollectorNode (8.0.2, same in 7.1.0)") {
            node in
            node.send(.password("Password"))
        },
        // One outcome per choice, named by it; a single choice is taken without a page; the default is the
        // index of `defaultChoice`, else 0.
        .sends("ChoiceCollectorNode", outcomes: nil, "AN/ChoiceCollectorNode (8.0.2, same in 7.1.0 and 7.5.2)") {
            node in
            let choices = node.strings("choices")
            if choices.count == 1 {
                node.passesThrough = true
                return
            }
            let fallback = choices.first ?? ""
            node.send(
                ImportedCallback(
                    type: "ChoiceCallback", name: node.displayName,
                    outputs: [
                        "prompt": .string(node.text("prompt") ?? ""), "choices": .array(choices.map(JSON.string)),
                        "defaultChoice": .integer(choices.firstIndex(of: node.text("defaultChoice") ?? fallback) ?? 0),
                    ], decides: .choice))
            if choices.isEmpty {
                node.note("\(node.named) has no choices, which AM refuses when it runs the node", setting: "choices")
            }
        },
        // `true` on the first option (YES), `false` on any other.
        .sends("MessageNode", outcomes: ["true", "false"], "AN/MessageNode (8.0.2)", likely: "true") { node in
            node.send(.text(node.localized("message", default: "Default message")))
            node.send(
                .confirmation(
                    [node.localized("messageYes", default: "Yes"), node.localized("messageNo", default: "No")],
                    defaultOption: 1, decides: .options(["true": 0, "false": 1])))
        },
        // Waits `secondsToWait` (8) on the server's clock; `EXITED` on the exit option, offered when `exitable`.
        .sends("PollingWaitNode", outcomes: ["DONE", "EXITED", "SPAM"], "AN/PollingWaitNode (8.0.2)", likely: "DONE") {
            node in
            let seconds = node.integer("secondsToWait", default: 8)
            let message = node.localized("waitingMessage", default: "Waiting for response...")
                .replacingOccurrences(of: "{{time}}", with: String(seconds))
            node.send(.polling(milliseconds: seconds * 1000, message: message))
            if node.flag("exitable", default: false) {
                node.send(
                    .confirmation(
                        [node.localized("exitMessage", default: "Cancel")], defaultOption: 0, as: "exit",
                        decides: .options(["EXITED": 0])))
            }
        },
        // A MetadataCallback of the shared-state values of `attributes`: a page holds it with its other
        // callbacks; on its own it holds no page (the node reference, State Metadata node: evaluation goes on).
        .sends(
            "MetadataNode", outcomes: ["outcome"], "AN/MetadataNode (8.0.2); the node reference, State Metadata node"
        ) {
            node in
            let keys = node.strings("attributes")
            node.send(
                .metadata(.object(Dictionary(keys.map { ($0, JSON.string("")) }, uniquingKeysWith: { a, _ in a }))))
        },
        .sends("DebugNode", outcomes: ["outcome"], "AN/DebugNode (7.2.0 to 8.0.2)") { node in
            node.send(.script("the debug popup", as: "debugScript"))
            node.send(.script("the debug popup's call", as: "debugCall"))
            node.send(.text("Debug Step"))
        },
        // The user's name, read from IDM.
        .sends("DisplayUserNameNode", outcomes: ["outcome"], "IN/DisplayUserNameNode (8.0.2)") { node in
            node.send(.text("demo", as: "userName"))
        },
        // Sends the codes a registration node put in the transient state, and goes on without a page when
        // there are none.
        {
            var rule = NodeRule.sends(
                "RecoveryCodeDisplayNode", outcomes: ["outcome"], "AN/RecoveryCodeDisplayNode (8.0.2)"
            ) { node in
                node.send(.script("the recovery codes", as: "recoveryCodes"))
            }
            rule.shownOnlyAfter = [
                "WebAuthnRegistrationNode", "OathRegistrationNode", "PushRegistrationNode",
                "CombinedMultiFactorRegistrationNode", "WebAuthnDeviceStorageNode", "OathDeviceStorageNode",
            ]
            return rule
        }(),
        // Two passwords until they match and are long enough (legacy; not in Identity Cloud).
        .sends("CreatePasswordNode", outcomes: ["outcome"], "IN/CreatePasswordNode (8.0.2)") { node in
            node.send(.password("Create a password"))
            node.send(.password("Confirm password", as: "confirmation"))
        },
    ]
}
