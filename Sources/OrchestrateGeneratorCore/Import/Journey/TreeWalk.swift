import Foundation
import OrchestrateBasics

/// The ways on from a step (or from the tree's entry) through the server-side nodes of a tree, to the next
/// step the client sees, to success or to failure, with what the sandbox must check to take each way.
///
/// Bounded on any tree: the graph's ways (`ends`) are a search that meets each node once; the sandbox's
/// (`ways`) are memoised per node, each node's ways capped at `maximumWays`, and a loop of server-side nodes
/// ends in failure.
struct TreeWalk {
    /// Where a way ends.
    enum End: Hashable {
        /// At the step of this node id.
        case step(String)
        case success
        case failure
    }

    /// One way on: the sandbox conditions in order, whether it creates the user, and where it ends.
    struct Way: Hashable {
        var conditions: [JSON] = []
        var createsUser = false
        var end: End
    }

    /// The most ways the sandbox keeps from one node; more are left out, and the import says so.
    static let maximumWays = 64

    /// The tree walked.
    let tree: ExportedTree
    /// The steps, by node id.
    let steps: [String: ImportedStep]
    /// How each server-side node's outcomes are taken, by node id.
    let server: [String: (checks: [String: OutcomeCheck], likely: String?)]
    /// The outcome the script takes at a decision, by node id (the overlay's `decisions`).
    let decisions: [String: String]

    // MARK: The graph's ways

    /// Every end the step's outcomes reach through server-side nodes (every outcome of each).
    func ends(from step: ImportedStep) -> [End] {
        ends(after: tree.nodes[step.nodeID]?.connections.map(\.target) ?? [])
    }

    /// Every end the tree's entry reaches through server-side nodes.
    func entryEnds() -> [End] { ends(after: [tree.entry]) }

    /// The ends reached from `targets`, each node met once, in the order met.
    private func ends(after targets: [String]) -> [End] {
        var found: [End] = []
        var seen: Set<String> = []
        var queue = targets[...]
        while let target = queue.popFirst() {
            guard seen.insert(target).inserted else { continue }
            if let end = end(at: target) {
                if !found.contains(end) { found.append(end) }
            } else if let node = tree.nodes[target] {
                queue += node.connections.map(\.target)
            }
        }
        return found
    }

    /// The end a way reaches at `target`, or `nil` at a server-side node it goes on through.
    private func end(at target: String) -> End? {
        if target == ExportedTree.successID { return .success }
        if target == ExportedTree.failureID { return .failure }
        if steps[target] != nil { return .step(target) }
        return tree.nodes[target] == nil ? .failure : nil
    }

    // MARK: The sandbox's ways

    /// What the sandbox's walk from one step learned: the decisions it took by default and what it could not
    /// follow.
    struct Findings {
        var defaulted: [String: String] = [:]
        var problems: Set<String> = []
    }

    /// A step with what the walk reads of it, found once: what the sandbox sends and the inputs its checks read.
    struct WalkedStep {
        var step: ImportedStep
        var sandbox: [(property: String, callback: ImportedCallback)]
        var inputs: StepInputs

        init(_ step: ImportedStep) {
            self.step = step
            sandbox = step.sandboxCallbacks
            inputs = StepInputs(sandbox)
        }
    }

    /// The ways the sandbox can take on from `step`: the conditioned ones, then the default.
    func ways(from original: ImportedStep, findings: inout Findings) -> [Way] {
        let step = WalkedStep(original)
        guard let node = tree.nodes[original.nodeID] else { return [] }
        var memo: [String: [Way]] = [:]
        var walking: Set<String> = []
        let chosen = outcomes(
            node.connections, checks: step.step.checks, likely: step.step.likely, decider: step.step.decider,
            step: step, findings: &findings)
        var ways: [Way] = []
        for (outcome, condition, target) in chosen {
            for var way in walk(target, step: step, memo: &memo, walking: &walking, findings: &findings) {
                way.conditions = unique((condition.map { [$0] } ?? []) + way.conditions)
                way.createsUser = way.createsUser || step.step.checks[outcome] == .createsUser
                ways.append(way)
            }
        }
        return ordered(ways, at: node.displayName, findings: &findings)
    }

    /// The ways the sandbox takes from the tree's entry to its first step (nothing collected yet).
    func entryWays(findings: inout Findings) -> [Way] {
        let none = WalkedStep(ImportedStep(nodeID: "", type: "", name: "", stepName: "", parts: [], decider: ""))
        var memo: [String: [Way]] = [:]
        var walking: Set<String> = []
        return ordered(
            walk(tree.entry, step: none, memo: &memo, walking: &walking, findings: &findings), at: tree.name,
            findings: &findings)
    }

    /// `ways` without repeats, conditioned first (the sandbox takes the first transition that holds), at
    /// most `maximumWays`.
    private func ordered(_ ways: [Way], at name: String, findings: inout Findings) -> [Way] {
        var met: Set<Way> = []
        let unique = ways.filter { met.insert($0).inserted }
        let sorted = unique.filter { !$0.conditions.isEmpty } + unique.filter { $0.conditions.isEmpty }
        guard sorted.count > Self.maximumWays else { return sorted }
        findings.problems.insert(
            "\(DiagnosticText.clean(name)) has \(sorted.count) ways on through its decisions; the sandbox keeps the first \(Self.maximumWays)"
        )
        return Array(sorted.prefix(Self.maximumWays))
    }

    /// The ways on from `target`, reached from `step`; `walking` holds the server-side nodes being walked.
    private func walk(
        _ target: String, step: WalkedStep, memo: inout [String: [Way]], walking: inout Set<String>,
        findings: inout Findings
    ) -> [Way] {
        if let end = end(at: target) { return [Way(end: end)] }
        if let known = memo[target] { return known }
        guard let node = tree.nodes[target] else { return [Way(end: .failure)] }
        guard walking.insert(target).inserted else {
            findings.problems.insert(
                "server-side nodes loop at \(DiagnosticText.clean(node.displayName)) (\(DiagnosticText.clean(target))); the sandbox fails there"
            )
            return [Way(end: .failure)]
        }
        defer { walking.remove(target) }
        let rule = server[target] ?? (checks: [:], likely: nil)
        var ways: [Way] = []
        let chosen = outcomes(
            node.connections, checks: rule.checks, likely: rule.likely, decider: target, step: step,
            findings: &findings)
        for (outcome, condition, next) in chosen {
            // The sandbox registers the user the step collected where the node creates the object.
            let creates = rule.checks[outcome] == .createsUser
            for var way in walk(next, step: step, memo: &memo, walking: &walking, findings: &findings) {
                way.conditions = unique((condition.map { [$0] } ?? []) + way.conditions)
                way.createsUser = way.createsUser || creates
                ways.append(way)
                if ways.count > Self.maximumWays { break }
            }
        }
        let result = ordered(ways, at: node.displayName, findings: &findings)
        memo[target] = result
        return result
    }

    /// The outcomes the sandbox follows out of a node: each it can check with its condition (a callback's
    /// answer, a server-side check), then one it takes when none holds: the overlay's (`decisions` of
    /// `decider`), else the one a working sign-in takes, else the first; the others are never taken, and
    /// the choice is reported when there was one to make.
    private func outcomes(
        _ connections: [(outcome: String, target: String)], checks: [String: OutcomeCheck], likely: String?,
        decider: String, step: WalkedStep, findings: inout Findings
    ) -> [(outcome: String, condition: JSON?, target: String)] {
        var checked: [(outcome: String, condition: JSON?, target: String)] = []
        var open: [(outcome: String, target: String)] = []
        for connection in connections {
            if let condition = stepCondition(step, outcome: connection.outcome, decider: decider)
                ?? check(checks[connection.outcome], step: step, node: decider)
            {
                checked.append((connection.outcome, condition, connection.target))
            } else {
                open.append(connection)
            }
        }
        guard let first = open.first else { return checked }
        var taken = first
        if let named = decisions[decider], let match = open.first(where: { $0.outcome == named }) {
            taken = match
        } else if let likely, let match = open.first(where: { $0.outcome == likely }) {
            taken = match
        }
        if open.count > 1, decisions[decider] == nil { findings.defaulted[decider] = taken.outcome }
        return checked + [(taken.outcome, nil, taken.target)]
    }

    /// The condition under which a server-side check holds, from what `step` collected; `nil` when the step
    /// collected too little (the outcome is then taken as any other).
    private func check(_ check: OutcomeCheck?, step: WalkedStep, node: String) -> JSON? {
        switch check {
        case .credentials?:
            guard let username = step.inputs.username, let password = step.inputs.password else { return nil }
            return ["credentials": ["username": .string(username), "password": .string(password)]]
        case .existingUser?:
            return step.inputs.username.map { ["user": ["username": .string($0)]] }
        case .headerCredentials?:
            let settings = tree.settings[node]
            return [
                "headers": [
                    "username": .string(settings?["usernameHeader"]?.stringValue ?? "X-OpenAM-Username"),
                    "password": .string(settings?["passwordHeader"]?.stringValue ?? "X-OpenAM-Password"),
                ]
            ]
        case .createsUser?:
            // Not a condition: the outcome is taken as any other, and registers the user on the way.
            return nil
        case .retries(let key, let fallback)?:
            // A decision the overlay settles is not counted.
            guard decisions[node] == nil else { return nil }
            let limit = tree.settings[node]?[key]?.intValue ?? fallback
            return ["attempts": ["atMost": .integer(max(limit, 1))]]
        case nil:
            return nil
        }
    }

    /// The condition for `step`'s own `outcome`, when a callback of its decider chooses it (a one-time code, a
    /// security answer, a choice, a confirmation's option, a provider); `nil` when none does.
    private func stepCondition(_ step: WalkedStep, outcome: String, decider: String) -> JSON? {
        guard decider == step.step.decider else { return nil }
        for (index, entry) in step.sandbox.enumerated() {
            let input = JSON.string(ImportedStep.input(index))
            switch entry.callback.decides {
            case .code(let taken)? where taken == outcome:
                return ["otp": ["input": input]]
            case .answer(let taken)? where taken == outcome:
                return ["kba": ["input": input]]
            case .choice?:
                let choices = entry.callback.outputs["choices"]?.arrayValue?.compactMap(\.stringValue) ?? []
                if let position = choices.firstIndex(of: outcome) {
                    return ["equals": ["input": input, "value": .integer(position)]]
                }
            case .options(let options)?:
                if let position = options[outcome] {
                    return ["equals": ["input": input, "value": .integer(position)]]
                }
            case .provider(let values)?:
                if let value = values[outcome] {
                    return ["equals": ["input": input, "value": .string(value)]]
                }
            default:
                continue
            }
        }
        return nil
    }

    /// `conditions` without repeats, in order.
    private func unique(_ conditions: [JSON]) -> [JSON] {
        var seen: Set<JSON> = []
        return conditions.filter { seen.insert($0).inserted }
    }
}
