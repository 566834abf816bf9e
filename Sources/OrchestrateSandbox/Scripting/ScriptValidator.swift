import Foundation

/// Cross-checks a decoded script: unique names, existing references, well-formed fields and
/// policies. Decoding already checked types and unknown keys.
struct ScriptValidator {
    struct Result {
        /// The DaVinci flow an authorize request without a flow starts; `nil` in a script of AM trees only.
        var defaultFlow: ScriptFlow?
        var nodesByID: [String: ScriptNode]
        var policiesByNodeID: [String: PasswordPolicy]
        var treeNodesByID: [String: TreeNode]
    }

    let document: ScriptDocument
    let source: String

    private func fail(_ location: String, _ reason: String) -> SandboxScriptError {
        SandboxScriptError(source: source, location: location, reason: reason)
    }

    func validate() throws(SandboxScriptError) -> Result {
        if let version = document.version, version != 1 {
            throw fail("version", "unsupported version \(version); only 1 exists")
        }
        try checkUsers()
        if document.flows.isEmpty, document.nodes.isEmpty, document.trees.isEmpty {
            throw fail("flows", "a script needs DaVinci flows and nodes, AM trees and tree nodes, or both")
        }
        // A script of AM trees alone has no DaVinci part to check (the guard above leaves trees then).
        let davinci = !document.flows.isEmpty || !document.nodes.isEmpty
        let nodesByID = davinci ? try indexNodes() : [:]
        let defaultFlow = davinci ? try checkFlows(nodesByID: nodesByID) : nil
        var policies: [String: PasswordPolicy] = [:]
        for (index, node) in document.nodes.enumerated() {
            let location = "nodes[\(index)] (\(node.id))"
            if let policy = node.passwordPolicy {
                do {
                    policies[node.id] = try PasswordPolicy(reading: policy)
                } catch {
                    throw fail(location, error.message)
                }
            }
            try checkFields(of: node, at: location)
            try checkTransitions(of: node, at: location, nodesByID: nodesByID, hasPolicy: policies[node.id] != nil)
        }
        let treeNodesByID = try TreeValidator(document: document, source: source).validate()
        return Result(
            defaultFlow: defaultFlow, nodesByID: nodesByID, policiesByNodeID: policies,
            treeNodesByID: treeNodesByID)
    }

    private func checkUsers() throws(SandboxScriptError) {
        var seen = Set<String>()
        for (index, user) in document.users.enumerated() {
            if user.username.isEmpty { throw fail("users[\(index)]", "username must not be empty") }
            if !seen.insert(user.username).inserted {
                throw fail("users[\(index)]", "duplicate username '\(user.username)'")
            }
        }
    }

    private func indexNodes() throws(SandboxScriptError) -> [String: ScriptNode] {
        if document.nodes.isEmpty { throw fail("nodes", "a script needs at least one node") }
        var nodesByID: [String: ScriptNode] = [:]
        for (index, node) in document.nodes.enumerated() {
            if node.id.isEmpty { throw fail("nodes[\(index)]", "id must not be empty") }
            if nodesByID[node.id] != nil { throw fail("nodes[\(index)]", "duplicate node id '\(node.id)'") }
            if let connectionId = node.connectionId, !Self.isPathSegment(connectionId) {
                throw fail("nodes[\(index)] (\(node.id)).connectionId", "must be letters, digits, '-' or '_'")
            }
            if let capability = node.capabilityName, !Self.isPathSegment(capability) {
                throw fail("nodes[\(index)] (\(node.id)).capabilityName", "must be letters, digits, '-' or '_'")
            }
            nodesByID[node.id] = node
        }
        return nodesByID
    }

    private func checkFlows(nodesByID: [String: ScriptNode]) throws(SandboxScriptError) -> ScriptFlow {
        if document.flows.isEmpty { throw fail("flows", "a script needs at least one flow") }
        var names = Set<String>()
        for (index, flow) in document.flows.enumerated() {
            if flow.name.isEmpty { throw fail("flows[\(index)]", "name must not be empty") }
            if !names.insert(flow.name).inserted { throw fail("flows[\(index)]", "duplicate flow name '\(flow.name)'") }
            if nodesByID[flow.start] == nil {
                throw fail("flows[\(index)] (\(flow.name)).start", "no node has id '\(flow.start)'")
            }
        }
        let defaults = document.flows.filter(\.isDefault)
        if defaults.count > 1 {
            throw fail(
                "flows", "only one flow can be the default (found: \(defaults.map(\.name).joined(separator: ", ")))")
        }
        if let only = defaults.first { return only }
        if document.flows.count == 1, let only = document.flows.first { return only }
        throw fail("flows", "mark one flow with `default: true`")
    }

    private func checkFields(of node: ScriptNode, at location: String) throws(SandboxScriptError) {
        for (index, field) in node.fields.enumerated() {
            guard field.members != nil else {
                throw fail("\(location).fields[\(index)]", "a field must be a mapping, found \(field.typeName)")
            }
            guard field["type"]?.stringValue != nil else {
                throw fail(
                    "\(location).fields[\(index)]", "a field needs a string `type` (TEXT, PASSWORD, SUBMIT_BUTTON, …)")
            }
            if let problem = SandboxFieldKind.problem(in: field, users: Set(document.users.map(\.username))) {
                throw fail("\(location).fields[\(index)]", problem)
            }
        }
        guard node.formData.members != nil else {
            throw fail("\(location).formData", "formData must be a mapping of field key to default value")
        }
    }

    private func checkTransitions(
        of node: ScriptNode, at location: String, nodesByID: [String: ScriptNode],
        hasPolicy: Bool
    ) throws(SandboxScriptError) {
        let keys = Set(
            node.fields.compactMap { $0["key"]?.stringValue }
                + node.fields.filter(SandboxFieldKind.isSocialLogin).compactMap(SandboxFieldKind.continuationAction))
        for (index, transition) in node.transitions.enumerated() {
            let here = "\(location).transitions[\(index)]"
            if let action = transition.action, !keys.contains(action) {
                throw fail("\(here).action", "'\(action)' is not the key of any field of node '\(node.id)'")
            }
            for condition in transition.conditions {
                if case .passwordPolicy = condition, !hasPolicy {
                    throw fail("\(here).when", "a passwordPolicy condition needs a node-level passwordPolicy")
                }
                if case .approved = condition, !node.fields.contains(where: SandboxFieldKind.isChallengePolling) {
                    throw fail(
                        "\(here).when", "an approved condition needs a POLLING field with pollChallengeStatus: true")
                }
            }
            switch transition.outcome.result {
            case .goto(let target):
                if nodesByID[target] == nil { throw fail("\(here).then.goto", "no node has id '\(target)'") }
            case .error(let error):
                if error.kind == .passwordPolicy, !hasPolicy {
                    throw fail("\(here).then.error", "a passwordPolicy error needs a node-level passwordPolicy")
                }
            case .succeed:
                break
            }
        }
    }

    /// Whether `text` can be used as one URL path segment without escaping.
    static func isPathSegment(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                CharacterSet.alphanumerics.contains($0) && $0.isASCII || $0 == "-" || $0 == "_" || $0 == "."
            }
    }
}
