import Foundation

/// Cross-checks the `trees` and `treeNodes` of a decoded script: unique names and ids, existing
/// targets, callbacks with a type, and conditions that read inputs the node has. Errors name the
/// place, such as `treeNodes[2] (login-otp).transitions[0].when`.
struct TreeValidator {
    let document: ScriptDocument
    let source: String

    private func fail(_ location: String, _ reason: String) -> SandboxScriptError {
        SandboxScriptError(source: source, location: location, reason: reason)
    }

    func validate() throws(SandboxScriptError) -> [String: TreeNode] {
        var nodesByID: [String: TreeNode] = [:]
        for (index, node) in document.treeNodes.enumerated() {
            if node.id.isEmpty { throw fail("treeNodes[\(index)]", "id must not be empty") }
            if nodesByID[node.id] != nil { throw fail("treeNodes[\(index)]", "duplicate tree node id '\(node.id)'") }
            nodesByID[node.id] = node
        }
        var names = Set<String>()
        for (index, tree) in document.trees.enumerated() {
            if tree.name.isEmpty { throw fail("trees[\(index)]", "name must not be empty") }
            if !names.insert(tree.name).inserted { throw fail("trees[\(index)]", "duplicate tree name '\(tree.name)'") }
            if nodesByID[tree.start] == nil {
                throw fail("trees[\(index)] (\(tree.name)).start", "no tree node has id '\(tree.start)'")
            }
        }
        for (index, node) in document.treeNodes.enumerated() {
            try check(node, at: "treeNodes[\(index)] (\(node.id))", nodesByID: nodesByID)
        }
        return nodesByID
    }

    private func check(_ node: TreeNode, at location: String, nodesByID: [String: TreeNode]) throws(SandboxScriptError)
    {
        if node.callbacks.isEmpty, node.suspend != nil || node.approval != nil || node.transitions.isEmpty {
            throw fail(
                "\(location).callbacks",
                "a tree node of no callback is passed at once: it needs transitions, and cannot suspend or wait for approval"
            )
        }
        for (index, callback) in node.callbacks.enumerated() where callback.type.isEmpty {
            throw fail("\(location).callbacks[\(index)].type", "must not be empty")
        }
        let inputs = Set(TreeCallbackKind.inputNames(of: node))
        if let suspend = node.suspend {
            if nodesByID[suspend.resume] == nil {
                throw fail("\(location).suspend.resume", "no tree node has id '\(suspend.resume)'")
            }
            if !node.transitions.isEmpty {
                throw fail(
                    "\(location).transitions", "a suspend node goes on only through its link; remove its transitions")
            }
            if node.approval != nil { throw fail(location, "a node cannot both suspend and wait for approval") }
        } else if node.transitions.isEmpty {
            throw fail("\(location).transitions", "a tree node needs at least one transition (or `suspend`)")
        }
        for (index, transition) in node.transitions.enumerated() {
            let here = "\(location).transitions[\(index)]"
            for condition in transition.conditions {
                for name in condition.inputNames where !inputs.contains(name) {
                    throw fail(
                        "\(here).when",
                        "no callback of node '\(node.id)' has an input named '\(name)'"
                            + " (inputs: \(inputs.sorted().joined(separator: ", ")))")
                }
            }
            for name in transition.outcome.createUser?.inputNames ?? [] where !inputs.contains(name) {
                throw fail("\(here).then.createUser", "no callback of node '\(node.id)' has an input named '\(name)'")
            }
            if case .goto(let target) = transition.outcome.result, nodesByID[target] == nil {
                throw fail("\(here).then.goto", "no tree node has id '\(target)'")
            }
        }
    }
}
