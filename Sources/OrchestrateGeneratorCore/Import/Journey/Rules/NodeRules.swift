/// Every AM node type the importer knows, one `NodeRule` each: the core and platform nodes of AM 7.1 to 8.0
/// (`ForgeRock/am-external`, branches `releases/7.1.0` to `releases/8.0.2`) and the common marketplace nodes.
/// A type no rule names is a step whose callbacks are kept as they come, with a warning at the node.
///
/// Sources are cited as `<class> (<release>)`: `AN` is `openam-auth-trees/auth-nodes/…/auth/nodes/`, `IN`
/// `idm-integration/idm-integration-nodes/…/auth/nodes/`, `FN` `openam-auth-trees/framework-nodes/…/nodes/framework/`.
enum NodeRules {
    /// The rules by node type.
    static let table: [String: NodeRule] = {
        var table: [String: NodeRule] = [:]
        for rule in framework + collectors + multiFactor + webAuthn + platform + social + device + server
            + marketplace
        {
            precondition(table[rule.type] == nil, "two rules for \(rule.type)")
            table[rule.type] = rule
        }
        return table
    }()

    /// The rule for `type`: its own, else that of the type without the `product-` namespace Identity Cloud
    /// writes before the nodes it bundles (`product-CaptchaNode`, `product-PingOneProtectInitializeNode`).
    static func rule(for type: String) -> NodeRule? {
        if let rule = table[type] { return rule }
        guard type.hasPrefix("product-") else { return nil }
        return table[String(type.dropFirst("product-".count))]
    }

    /// `type` as the rules name it: without the `product-` namespace where a rule knows the type by its plain
    /// name (`product-SelectIdPNode` is `SelectIdPNode`); a type no rule names, as it is.
    static func canonicalType(_ type: String) -> String {
        rule(for: type)?.type ?? type
    }

    /// The container nodes: a page, a scripted decision, an inner tree.
    static let framework: [NodeRule] = [
        NodeRule(type: "PageNode", source: "FN/PageNode (8.0.2)", kind: .page),
        NodeRule(type: "ScriptedDecisionNode", source: "AN/ScriptedDecisionNode (8.0.2)", kind: .scripted),
        NodeRule(
            type: "InnerTreeEvaluatorNode", source: "FN/InnerTreeEvaluatorNode (8.0.2)", kind: .innerTree,
            outcomes: ["true", "false", "error"], likelyOutcome: "true"),
        NodeRule(type: "ConfigProviderNode", source: "FN/ConfigProviderNode (8.0.2)", kind: .configured),
    ]
}
