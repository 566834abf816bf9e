import Foundation
import OrchestrateBasics

/// Walks DaVinci flows from a form's button (or a flow's start) through the nodes the server runs to where
/// the client sees something again: a form, success, or an error.
///
/// - Between two connections is an evaluator, whose property for each target says on which outcome of the
///   connection before it the target runs (`anyTriggersFalse`: on failure; none: on success).
/// - A node comparing the form's `buttonValue` (`AEqualsMultipleB`, `AEqualsB`) takes the way of the
///   pressed button (`multiValueSourceId` names the matching condition; `-1` is none).
/// - A jump (`goToNode`) continues at its start node, and `returnBackToCallingNode` after the jump.
/// - A subflow in the exports is walked, and its success or error response continues after the node that
///   started it; one that is not in the exports is passed over.
/// - Every other node may succeed or fail. Walking `all` ways (for the flow spec) takes both; the sandbox
///   takes success, or the outcome the overlay names (`decisions: {node id: true | false | a value}`), and
///   checks the script's users at a password check.
struct FlowWalk {
    /// The flows of the exports.
    let flows: [ExportedFlow]
    /// The index of each flow by its id.
    let flowIndex: [String: Int]
    /// The nodes that show a form.
    let forms: Set<NodeRef>
    /// The outcomes the overlay names, by node id.
    let decisions: [String: String]
    /// The start nodes from which a return to the calling jump can be reached: a jump to one of them is a
    /// call, to any other a plain go-to that leaves nothing to return to.
    let returningStarts: Set<NodeRef>

    /// The most places one walk visits: past it the walk stops and says so (a flow of hundreds of jumps that
    /// call one another could otherwise make a place of each order of calls).
    static let maximumPlaces = 200_000

    /// A walk of `flows`, stopping at `forms`, taking the overlay's `decisions`.
    init(flows: [ExportedFlow], forms: Set<NodeRef>, decisions: [String: String]) {
        self.flows = flows
        flowIndex = Self.index(of: flows)
        self.forms = forms
        self.decisions = decisions
        returningStarts = Self.returningStarts(in: flows)
    }

    /// The start nodes of `flows` from which a way along edges (not through another jump) reaches a
    /// `returnBackToCallingNode`.
    private static func returningStarts(in flows: [ExportedFlow]) -> Set<NodeRef> {
        var starts: Set<NodeRef> = []
        for (index, flow) in flows.enumerated() {
            for (id, node) in flow.nodes where DaVinciRules.role(of: node) == .start {
                var seen: Set<String> = [id]
                var queue = [id]
                while let next = queue.popLast() {
                    for edge in flow.outgoing[next] ?? [] where seen.insert(edge.target).inserted {
                        guard let target = flow.nodes[edge.target] else { continue }
                        if DaVinciRules.role(of: target) == .returnToCaller {
                            starts.insert(NodeRef(flow: index, id: id))
                            queue.removeAll()
                            break
                        }
                        if !DaVinciRules.isTeleport(target) { queue.append(edge.target) }
                    }
                }
            }
        }
        return starts
    }

    /// The index of each flow of `flows` by its id (the first, when two share one).
    static func index(of flows: [ExportedFlow]) -> [String: Int] {
        Dictionary(flows.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// A node of one of the flows.
    struct NodeRef: Hashable, Sendable, Comparable {
        /// The flow's index.
        var flow: Int
        /// The node's id in it.
        var id: String

        static func < (lhs: NodeRef, rhs: NodeRef) -> Bool { (lhs.flow, lhs.id) < (rhs.flow, rhs.id) }
    }

    /// Where a way ends.
    enum End: Hashable, Sendable {
        /// At a form.
        case form(NodeRef)
        /// The flow succeeds.
        case success
        /// The flow answers with an error: its message.
        case error(String)
    }

    /// One way: what must hold for the sandbox to take it (script conditions), where it ends, and the
    /// subflows it ends inside.
    struct Way: Hashable, Sendable {
        var conditions: [JSON]
        var end: End
        /// The subflows and jumps a form is reached inside, to walk on from it as the server would.
        var stack: [Frame] = []

        /// What the specs write of the way: its conditions and its end. Two ways into one form from different
        /// subflows are different ways with the same route.
        var route: Route { Route(conditions: conditions, end: end) }
    }

    /// A way's conditions and end, without the subflows it ends inside.
    struct Route: Hashable, Sendable {
        var conditions: [JSON]
        var end: End
    }

    /// What the walk needs of the form it starts from: the node, the pressed button, and the password check's
    /// fields for the sandbox.
    struct Start {
        var form: NodeRef?
        var button: String?
        var credentials: JSON?
        /// The subflows and jumps the form was reached inside.
        var stack: [Frame] = []
    }

    /// Where a jump or a subflow returns to.
    struct Frame: Hashable, Sendable {
        var caller: NodeRef
        var isSubflow: Bool
    }

    /// A place the walk is at.
    private struct Position: Hashable {
        var node: NodeRef
        var stack: [Frame]
        var conditions: [JSON]
    }

    /// The ways from `start.form` when `start.button` is pressed (or from the start of flow `entryOf`):
    /// every way with `all`, else the one the sandbox takes (with a fork at a password check).
    /// `defaulted` gains each decision the sandbox took by default; `problems` what the walk could not follow.
    func ways(
        from start: Start, entryOf flow: Int? = nil, all: Bool, defaulted: inout [String: String],
        problems: inout [String]
    ) -> [Way] {
        var queue: [Position] = []
        if let form = start.form {
            // A form fails too (a polling page that runs out of tries, say): every way takes both branches.
            queue = successors(of: form, branch: all ? nil : true).map {
                Position(node: $0, stack: start.stack, conditions: [])
            }
            // A subflow whose way ends at a form returns to its caller once the form is submitted.
            if queue.isEmpty, let back = returning(start.stack, succeeded: true) {
                queue = back.targets.map { Position(node: $0, stack: back.stack, conditions: []) }
            }
        } else if let flow, let entry = flows[flow].entry {
            queue = [Position(node: NodeRef(flow: flow, id: entry), stack: [], conditions: [])]
        }
        var ways: [Way] = []
        var seen: Set<Position> = []
        var next = 0
        while next < queue.count {
            let position = queue[next]
            next += 1
            if seen.count >= Self.maximumPlaces {
                problems.append(
                    "the walk stopped after \(Self.maximumPlaces) places; forms past them are not typed (the flow's jumps call one another too often to follow)"
                )
                break
            }
            guard seen.insert(position).inserted, position.stack.count < 16,
                let node = flows[position.node.flow].nodes[position.node.id]
            else { continue }
            let here = position.node
            func go(_ targets: [NodeRef], stack: [Frame]? = nil, conditions: [JSON]? = nil) {
                queue += targets.map {
                    Position(node: $0, stack: stack ?? position.stack, conditions: conditions ?? position.conditions)
                }
            }
            func end(_ end: End) {
                ways.append(Way(conditions: position.conditions, end: end, stack: position.stack))
            }
            if forms.contains(here) {
                end(.form(here))
                continue
            }
            let role = NodeRole(node)
            switch role {
            case .success, .error:
                let succeeded = role == .success
                if let index = position.stack.lastIndex(where: \.isSubflow) {
                    let caller = position.stack[index].caller
                    let next = successors(of: caller, branch: succeeded)
                    if next.isEmpty && !succeeded {
                        end(.error(NodeRole.message(of: node)))
                    } else {
                        go(next, stack: Array(position.stack[..<index]))
                    }
                } else {
                    end(succeeded ? .success : .error(NodeRole.message(of: node)))
                }
            case .jump(let target):
                guard flows[here.flow].nodes[target] != nil else {
                    problems.append("the jump \(node.title) (\(node.id)) leads to \(target), which is not in the flow")
                    continue
                }
                let start = NodeRef(flow: here.flow, id: target)
                if all {
                    // Every way: the jumped-to section, and what follows the jump once a return comes back to
                    // it, with no stack to grow.
                    go(successors(of: start, branch: nil))
                    go(successors(of: here, branch: true))
                    continue
                }
                // A call pushes where to return to (once per caller: a call back into itself returns there); a
                // go-to leaves the stack as it is.
                let calls = returningStarts.contains(start) && !position.stack.contains { $0.caller == here }
                go(
                    successors(of: start, branch: nil),
                    stack: calls ? position.stack + [Frame(caller: here, isSubflow: false)] : position.stack)
            case .returnToCaller:
                // Every way took the jump's own way on already.
                if all { continue }
                // A jump with no way out leaves nothing to return to: the way ends there.
                guard let frame = position.stack.last, !frame.isSubflow else {
                    problems.append("\(node.title) (\(node.id)) returns, but no jump leads to it")
                    continue
                }
                go(successors(of: frame.caller, branch: true), stack: Array(position.stack.dropLast()))
            case .subflow(let id):
                if let index = flowIndex[id] ?? subflow(named: node), let entry = flows[index].entry {
                    go(
                        [NodeRef(flow: index, id: entry)],
                        stack: position.stack + [Frame(caller: here, isSubflow: true)])
                } else {
                    problems.append(
                        "subflow \(id) of \(node.title) (\(node.id)) is not in the exports; the walk passes over it (export the flow with its subflows)"
                    )
                    go(successors(of: here, branch: all ? nil : true))
                }
            case .step:
                let choices = choices(at: here, node: node, start: start)
                if choices.isEmpty, successors(of: here, branch: nil).isEmpty {
                    // The end of a subflow's way returns to its caller; the end of the main flow's stops.
                    if let back = returning(position.stack, succeeded: true) {
                        go(back.targets, stack: back.stack)
                    } else {
                        end(.error("The flow stops at \(node.title)."))
                    }
                    continue
                }
                if all {
                    go(choices.flatMap(\.targets))
                } else if let decided = decisions[node.id], let choice = choices.first(where: { $0.name == decided }) {
                    go(choice.targets)
                } else if let credentials = start.credentials, DaVinciRules.role(of: node) == .passwordCheck,
                    choices.count == 2
                {
                    go(choices[0].targets, conditions: position.conditions + [credentials])
                    go(choices[1].targets)
                } else if let first = choices.first {
                    if choices.count > 1 { defaulted[node.id] = first.name }
                    go(first.targets)
                }
            }
        }
        // One way per route: the first found, whose stack the walk goes on from.
        var met: Set<Route> = []
        let unique = ways.filter { met.insert($0.route).inserted }
        // The sandbox tries conditional transitions first.
        return unique.filter { !$0.conditions.isEmpty } + unique.filter(\.conditions.isEmpty)
    }

    /// Where a way that ends inside a subflow goes on: after the node that started the innermost subflow of
    /// `stack`, on its success or failure branch, with the stack above it; `nil` outside a subflow.
    private func returning(_ stack: [Frame], succeeded: Bool) -> (targets: [NodeRef], stack: [Frame])? {
        guard let index = stack.lastIndex(where: \.isSubflow) else { return nil }
        return (successors(of: stack[index].caller, branch: succeeded), Array(stack[..<index]))
    }

    /// The flow a subflow node names by its label (`subFlowId.label`) when its id is of another tenant's
    /// copy: exports of one flow and its subflow taken apart carry different ids.
    private func subflow(named node: FlowNode) -> Int? {
        Self.flow(named: node, in: flows)
    }

    /// The flow of `flows` whose name is the label of subflow node `node`, when exactly one is.
    static func flow(named node: FlowNode, in flows: [ExportedFlow]) -> Int? {
        guard let label = node.property("subFlowId")?["label"]?.stringValue else { return nil }
        let trimmed = label.trimmingCharacters(in: .whitespaces)
        let named = flows.indices.filter { flows[$0].name.trimmingCharacters(in: .whitespaces) == trimmed }
        return named.count == 1 ? named[0] : nil
    }

    /// The flows of `flows` another flow starts as a subflow, by id or, for an id of no flow, by name.
    static func subflows(of flows: [ExportedFlow]) -> Set<Int> {
        let byID = index(of: flows)
        var started: Set<Int> = []
        for flow in flows {
            for node in flow.nodes.values {
                guard case .subflow(let id) = NodeRole(node) else { continue }
                if let index = byID[id] ?? Self.flow(named: node, in: flows) { started.insert(index) }
            }
        }
        return started
    }

    /// A way out of a node: its name (`true`, `false`, a compared value) and where it leads.
    private struct Choice {
        var name: String
        var targets: [NodeRef]
    }

    /// The ways out of `node`: the pressed button's when it compares the start form's button, else one per
    /// compared value, else success and failure (one way when both lead to the same nodes).
    private func choices(at here: NodeRef, node: FlowNode, start: Start) -> [Choice] {
        let testsButton = start.form.map { $0.flow == here.flow && node.comparesButtonOf == $0.id } ?? false
        if DaVinciRules.role(of: node) == .compareEach {
            let entries = (node.property("rightValueMultiple")?.arrayValue ?? []).compactMap { entry in
                entry["id"]?.stringValue.map { ($0, SlateText.plain(entry["value"]?.stringValue ?? "")) }
            }
            var choices = entries.map { id, value in
                Choice(name: value, targets: successors(of: here, branch: true) { $0.condition == id })
            }
            choices.append(Choice(name: "-1", targets: successors(of: here, branch: true) { $0.condition == "-1" }))
            if testsButton, let button = start.button {
                let caseSensitive = node.property("caseSensitive")?.boolValue == true
                let pressed = choices.first {
                    $0.name != "-1" && (caseSensitive ? $0.name == button : $0.name.lowercased() == button.lowercased())
                }
                return [pressed ?? choices[choices.count - 1]]
            }
            return choices.filter { !$0.targets.isEmpty }
        }
        let success = Choice(name: "true", targets: successors(of: here, branch: true))
        let failure = Choice(name: "false", targets: successors(of: here, branch: false))
        if testsButton, DaVinciRules.role(of: node) == .compare, let button = start.button {
            let compared = node.text("rightValueB") ?? ""
            let caseSensitive = node.property("caseSensitive")?.boolValue == true
            let equal = caseSensitive ? compared == button : compared.lowercased() == button.lowercased()
            return [equal ? success : failure]
        }
        if Set(success.targets) == Set(failure.targets) { return success.targets.isEmpty ? [] : [success] }
        return [success, failure].filter { !$0.targets.isEmpty }
    }

    /// The nodes after `node` through its evaluators, on success (`true`), failure (`false`) or either
    /// (`nil`), for the edges `edge` admits; in the export's order, each once.
    func successors(of node: NodeRef, branch: Bool?, edge admits: (FlowEdge) -> Bool = { _ in true }) -> [NodeRef] {
        let flow = flows[node.flow]
        var result: [NodeRef] = []
        func add(_ id: String) {
            let ref = NodeRef(flow: node.flow, id: id)
            if !result.contains(ref) { result.append(ref) }
        }
        for edge in flow.outgoing[node.id] ?? [] where admits(edge) {
            guard let target = flow.nodes[edge.target] else { continue }
            guard target.isEvaluator else {
                add(edge.target)
                continue
            }
            for next in flow.outgoing[target.id] ?? [] {
                let condition = target.property(next.target)?.stringValue ?? "allTriggersTrue"
                if Self.runs(condition, on: branch) { add(next.target) }
            }
        }
        return result
    }

    /// Whether an evaluator's `condition` runs its target on `branch` (`nil`: either).
    private static func runs(_ condition: String, on branch: Bool?) -> Bool {
        guard let branch else { return true }
        switch condition {
        case "allTriggersFalse", "anyTriggersFalse": return !branch
        case "always", "allTriggersComplete": return true
        default: return branch
        }
    }
}

/// What a node does to the walk.
enum NodeRole: Equatable {
    /// It answers success.
    case success
    /// It answers an error.
    case error
    /// It jumps to a start node.
    case jump(String)
    /// It returns after the jump that led to it.
    case returnToCaller
    /// It starts the subflow of this id.
    case subflow(String)
    /// It runs and goes on.
    case step

    /// The role of `node`, from `DaVinciRules`.
    init(_ node: FlowNode) {
        switch DaVinciRules.role(of: node) {
        case .success?: self = .success
        case .error?: self = .error
        case .jump?: self = .jump(node.property("nodeInstanceId")?.stringValue ?? "")
        case .returnToCaller?: self = .returnToCaller
        case .subflow?: self = .subflow(node.property("subFlowId")?["value"]?.stringValue ?? "")
        default: self = .step
        }
    }

    /// The message an error node answers with: its error message, else its title.
    static func message(of node: FlowNode) -> String {
        for name in ["errorMessage", "errorDescription", "message"] {
            if let text = node.text(name)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty,
                !text.contains("{{")
            {
                return text
            }
        }
        return "\(node.title) ended the flow with an error."
    }
}
