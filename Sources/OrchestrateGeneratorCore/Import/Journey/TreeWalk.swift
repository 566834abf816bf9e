import Foundation
import OrchestrateBasics

/// The ways on from a step through the server-side nodes of a tree, to the next step the client sees, to
/// success or to failure, with what the sandbox must check to take each way.
struct TreeWalk {
    /// Where a way ends.
    enum End: Hashable {
        /// At the step of this node id.
        case step(String)
        case success
        case failure
    }

    /// One way on: the sandbox conditions in order, whether it creates the user, and where it ends.
    struct Way {
        var conditions: [JSON] = []
        var createsUser = false
        var end: End
    }

    /// The tree walked.
    let tree: ExportedTree
    /// The ids of the nodes the client sees.
    let visible: Set<String>
    /// The outcome the script takes at a server-side decision, by node id (the overlay's `decisions`).
    let decisions: [String: String]

    /// Every way on from `step`: with `all`, every outcome of every node (for the flow graph); otherwise the
    /// outcomes the sandbox can take (the conditioned ones, then the default), with the decisions it had to
    /// default in `defaulted`, a scripted step's own among them.
    func ways(from step: ImportedStep, all: Bool, defaulted: inout [String: String], problems: inout [String]) -> [Way]
    {
        guard let node = tree.nodes[step.nodeID] else { return [] }
        // A scripted step decides on the server what follows, as a server-side decision does.
        let connections = step.isScripted ? outcomes(of: node, all: all, defaulted: &defaulted) : node.connections
        var ways: [Way] = []
        for (outcome, target) in connections {
            let condition = stepCondition(step, outcome: outcome)
            for var way in walk(target, step: step, all: all, seen: [], defaulted: &defaulted, problems: &problems) {
                if let condition { way.conditions.insert(condition, at: 0) }
                ways.append(way)
            }
        }
        // Conditioned ways first: the sandbox takes the first transition that holds.
        return ways.filter { !$0.conditions.isEmpty } + ways.filter { $0.conditions.isEmpty }
    }

    /// The condition for `step`'s own `outcome`, when the step decides (a one-time code, a choice, a
    /// message's yes, a security answer); `nil` when the outcome needs none.
    private func stepCondition(_ step: ImportedStep, outcome: String) -> JSON? {
        guard let index = step.callbacks.indices.last(where: { step.callbacks[$0].callback.decides != nil }) else {
            return nil
        }
        let input = JSON.string(ImportedStep.input(index))
        let callback = step.callbacks[index].callback
        switch callback.decides {
        case .oneTimeCode where outcome == "true":
            return .object(["otp": .object(["input": input])])
        case .securityAnswer where outcome == "true":
            return .object(["kba": .object(["input": input])])
        case .choice:
            let choices = callback.outputs["choices"]?.arrayValue?.compactMap(\.stringValue) ?? []
            guard let position = choices.firstIndex(of: outcome) else { return nil }
            return .object(["equals": .object(["input": input, "value": .integer(position)])])
        case .yes where outcome == "true":
            return .object(["equals": .object(["input": input, "value": .integer(0)])])
        default:
            return nil
        }
    }

    /// The ways on from `target`, reached from `step`; `seen` holds the server-side nodes on the way so far.
    private func walk(
        _ target: String, step: ImportedStep, all: Bool, seen: Set<String>,
        defaulted: inout [String: String], problems: inout [String]
    ) -> [Way] {
        if target == ExportedTree.successID { return [Way(end: .success)] }
        if target == ExportedTree.failureID { return [Way(end: .failure)] }
        if visible.contains(target) { return [Way(end: .step(target))] }
        guard let node = tree.nodes[target] else { return [Way(end: .failure)] }
        guard !seen.contains(target) else {
            problems.append("server-side nodes loop at \(node.displayName) (\(target)); the sandbox fails there")
            return [Way(end: .failure)]
        }
        var ways: [Way] = []
        for (outcome, next) in outcomes(of: node, all: all, defaulted: &defaulted) {
            var condition: JSON?
            var creates = false
            switch (node.type, outcome) {
            case ("DataStoreDecisionNode", "true"):
                if let username = step.usernameInput, let password = step.passwordInput {
                    condition = .object([
                        "credentials": .object(["username": .string(username), "password": .string(password)])
                    ])
                } else if !all {
                    problems.append(
                        "\(node.displayName) (\(target)) checks credentials that step \(step.stepName) does not collect all of; the sandbox takes its false outcome"
                    )
                    continue
                }
            case ("IdentifyExistingUserNode", "true"):
                if let username = step.usernameInput {
                    condition = .object(["user": .object(["username": .string(username)])])
                } else if !all {
                    continue
                }
            case ("CreateObjectNode", "CREATED"):
                creates = true
            case ("RetryLimitDecisionNode", "Retry") where !all && decisions[node.id] == nil:
                // AM counts the tries in the transaction: Retry holds `retryLimit` times, then Reject.
                let limit = tree.configurations[target]?["retryLimit"]?.intValue ?? 3
                condition = .object(["attempts": .object(["atMost": .integer(max(limit, 1))])])
            default:
                break
            }
            for var way in walk(
                next, step: step, all: all, seen: seen.union([target]), defaulted: &defaulted, problems: &problems)
            {
                if let condition { way.conditions.insert(condition, at: 0) }
                way.createsUser = way.createsUser || creates
                ways.append(way)
            }
        }
        return ways
    }

    /// The outcomes of a server-side `node` to follow: all of them for the graph; for the sandbox those it
    /// can check, or the one the overlay names, else the first (recorded in `defaulted`).
    private func outcomes(of node: ExportedNode, all: Bool, defaulted: inout [String: String]) -> [(
        outcome: String, target: String
    )] {
        let checked: Set<String> = ["DataStoreDecisionNode", "IdentifyExistingUserNode", "CreateObjectNode"]
        if all || node.connections.count <= 1 || checked.contains(node.type) { return node.connections }
        // A retry limit the overlay does not settle is counted by the sandbox.
        if node.type == "RetryLimitDecisionNode", decisions[node.id] == nil { return node.connections }
        let chosen =
            decisions[node.id].flatMap { name in node.connections.first { $0.outcome == name } } ?? node.connections[0]
        if decisions[node.id] == nil { defaulted[node.id] = chosen.outcome }
        return [chosen]
    }
}
