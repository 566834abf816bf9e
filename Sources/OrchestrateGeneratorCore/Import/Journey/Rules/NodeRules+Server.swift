extension NodeRules {
    /// Nodes that never send a callback (none of them returns `Action.send`), with what the sandbox can check.
    static let server: [NodeRule] = [
        // Authenticates the shared `username` and transient `password` against the realm's store.
        .server(
            "DataStoreDecisionNode", outcomes: ["true", "false"], "AN/DataStoreDecisionNode (8.0.2)", likely: "true",
            checks: ["true": .credentials]),
        .server(
            "AgentDataStoreDecisionNode", outcomes: ["true", "false"], "AN/AgentDataStoreDecisionNode (8.0.2)",
            likely: "true"),
        .server(
            "AccountActiveDecisionNode", outcomes: ["true", "false"], "AN/AccountActiveDecisionNode (8.0.2)",
            likely: "true"),
        .server("AccountLockoutNode", outcomes: ["outcome"], "AN/AccountLockoutNode (8.0.2)"),
        .server("AnonymousUserNode", outcomes: ["outcome"], "AN/AnonymousUserNode (8.0.2)"),
        .server("AnonymousSessionUpgradeNode", outcomes: ["outcome"], "AN/AnonymousSessionUpgradeNode (8.0.2)"),
        .server(
            "AuthLevelDecisionNode", outcomes: ["true", "false"], "AN/AuthLevelDecisionNode (8.0.2)", likely: "true"),
        .server("ModifyAuthLevelNode", outcomes: ["outcome"], "FN/ModifyAuthLevelNode (8.0.2)"),
        .server(
            "CookiePresenceDecisionNode", outcomes: ["true", "false"], "AN/CookiePresenceDecisionNode (8.0.2)",
            likely: "false"),
        .server(
            "PersistentCookieDecisionNode", outcomes: ["true", "false"], "AN/PersistentCookieDecisionNode (8.0.2)",
            likely: "false"),
        .server("SetPersistentCookieNode", outcomes: ["outcome"], "AN/SetPersistentCookieNode (8.0.2)"),
        .server("SetCustomCookieNode", outcomes: ["outcome"], "AN/SetCustomCookieNode (7.2.0 to 8.0.2)"),
        .server("SetSessionPropertiesNode", outcomes: ["outcome"], "AN/SetSessionPropertiesNode (8.0.2)"),
        .server("RemoveSessionPropertiesNode", outcomes: ["outcome"], "AN/RemoveSessionPropertiesNode (8.0.2)"),
        .server("SetSuccessUrlNode", outcomes: ["outcome"], "AN/SetSuccessUrlNode (8.0.2)"),
        .server("SetFailureUrlNode", outcomes: ["outcome"], "AN/SetFailureUrlNode (8.0.2)"),
        .server("SetSuccessDetailsNode", outcomes: ["outcome"], "AN/SetSuccessDetailsNode (8.0.2)"),
        .server("SetFailureDetailsNode", outcomes: ["outcome"], "AN/SetFailureDetailsNode (8.0.2)"),
        .server("SetErrorDetailsNode", outcomes: ["outcome"], "AN/SetErrorDetailsNode (8.0.2)"),
        .server("SetStateNode", outcomes: ["outcome"], "AN/SetStateNode (8.0.2)"),
        .server("UpdateJourneyTimeoutNode", outcomes: ["outcome"], "AN/UpdateJourneyTimeoutNode (8.0.2)"),
        .server("FlowControlNode", outcomes: ["A", "B"], "AN/FlowControlNode (8.0.2)", likely: "A"),
        .server("QueryParameterNode", outcomes: ["outcome"], "AN/QueryParameterNode (7.4.0 to 8.0.2)"),
        .server("RequestHeaderNode", outcomes: ["outcome"], "AN/RequestHeaderNode (7.5.0 to 8.0.2)"),
        .server("RegisterLogoutWebhookNode", outcomes: ["outcome"], "AN/RegisterLogoutWebhookNode (8.0.2)"),
        .server("MeterNode", outcomes: ["outcome"], "AN/MeterNode (8.0.2)"),
        .server("TimerStartNode", outcomes: ["outcome"], "AN/TimerStartNode (8.0.2)"),
        .server("TimerStopNode", outcomes: ["outcome"], "AN/TimerStopNode (8.0.2)"),
        // `true` when the request has the username or the password header (ZeroPageLoginNode.java L121-136):
        // the sandbox takes it when the headers hold a user's name and password, which the decision after
        // it checks.
        .server(
            "ZeroPageLoginNode", outcomes: ["true", "false"], "AN/ZeroPageLoginNode (8.0.2)", likely: "false",
            checks: ["true": .headerCredentials]),
        .server("OidcNode", outcomes: ["true", "false"], "AN/oidc/OidcNode (7.3.0 to 8.0.2)", likely: "true"),
        // `Retry` while it has been passed fewer than `retryLimit` (3) times, then `Reject`.
        .server(
            "RetryLimitDecisionNode", outcomes: ["Retry", "Reject"], "AN/RetryLimitDecisionNode (8.0.2)",
            likely: "Retry",
            checks: ["Retry": .retries(key: "retryLimit", default: 3)]),
        // IDM: identity lookups, objects, counters, and the profile's state.
        .server(
            "IdentifyExistingUserNode", outcomes: ["true", "false"], "IN/IdentifyExistingUserNode (8.0.2)",
            likely: "true",
            checks: ["true": .existingUser]),
        .server(
            "CreateObjectNode", outcomes: ["CREATED", "FAILURE"], "IN/CreateObjectNode (8.0.2)", likely: "CREATED",
            checks: ["CREATED": .createsUser]),
        .server("PatchObjectNode", outcomes: ["PATCHED", "FAILURE"], "IN/PatchObjectNode (8.0.2)", likely: "PATCHED"),
        .server("IncrementLoginCountNode", outcomes: ["outcome"], "IN/IncrementLoginCountNode (8.0.2)"),
        .server(
            "LoginCountDecisionNode", outcomes: ["true", "false"], "IN/LoginCountDecisionNode (8.0.2)", likely: "false"),
        .server(
            "AttributePresentDecisionNode", outcomes: ["true", "false"], "IN/AttributePresentDecisionNode (8.0.2)",
            likely: "true"),
        .server(
            "AttributeValueDecisionNode", outcomes: ["true", "false"], "IN/AttributeValueDecisionNode (8.0.2)",
            likely: "true"),
        .server(
            "QueryFilterDecisionNode", outcomes: ["true", "false"], "IN/QueryFilterDecisionNode (8.0.2)", likely: "true"
        ),
        .server(
            "ProfileCompletenessDecisionNode", outcomes: ["true", "false"],
            "IN/ProfileCompletenessDecisionNode (8.0.2)", likely: "true"),
        .server(
            "RequiredAttributesDecisionNode", outcomes: ["true", "false"], "IN/RequiredAttributesDecisionNode (8.0.2)",
            likely: "true"),
        .server(
            "TermsAndConditionsDecisionNode", outcomes: ["true", "false"], "IN/TermsAndConditionsDecisionNode (8.0.2)",
            likely: "true"),
        .server(
            "TimeSinceDecisionNode", outcomes: ["true", "false"], "IN/TimeSinceDecisionNode (8.0.2)", likely: "false"),
        .server("KbaDecisionNode", outcomes: ["true", "false"], "IN/KbaDecisionNode (8.0.2)", likely: "true"),
        .server(
            "EmailTemplateNode", outcomes: ["EMAIL_SENT", "EMAIL_NOT_SENT"], "IN/EmailTemplateNode (8.0.2)",
            likely: "EMAIL_SENT"),
        .server("SessionDataNode", outcomes: ["outcome"], "IN/SessionDataNode (8.0.2)"),
        .server(
            "PassthroughAuthenticationNode", outcomes: ["AUTHENTICATED", "FAILED", "MISSING"],
            "IN/PassthroughAuthenticationNode (7.2.0 to 8.0.2)",
            likely: "AUTHENTICATED"),
    ]
}
