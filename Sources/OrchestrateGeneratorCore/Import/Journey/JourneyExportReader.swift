import Foundation
import OrchestrateBasics

/// Reads the trees of journey exports:
/// - frodo's multi-tree form (`{"trees": {"Login": {…}}}`) and single-tree form (`{"tree": {…}, "nodes": {…},
///   "innerNodes": {…}}`, with or without `meta`);
/// - Amster's entities: an `AuthTree` (`{"metadata": {…}, "data": {"_id", "entryNodeId", "nodes"}}`) with the
///   node entities beside it (`{"data": {"_id", "_type": {"_id": "PageNode"}, …}}`), whatever folders they are
///   in: a node's type is its `data._type._id`, not its folder's name;
/// - AM's file-based configuration, the same entities with ids prefixed by their organisation config
///   (`default/Login`) and page children written as `"<id>:<NodeType>:<display name>"`.
enum JourneyExportReader {
    /// The trees of the `documents` (path and text), and what is wrong with them. A tree with an error is
    /// left out.
    static func read(_ documents: [(file: String, text: String)]) -> (trees: [ExportedTree], diagnostics: [Diagnostic])
    {
        var trees: [ExportedTree] = []
        var diagnostics: [Diagnostic] = []
        var amsterTrees: [(file: String, text: String, data: JSON)] = []
        var amsterNodes: [String: JSON] = [:]
        for (file, text) in documents {
            let root: JSON
            switch ExportOrigin.parse(text, file: file) {
            case .success(let json): root = json
            case .failure(let problem):
                diagnostics.append(problem.diagnostic)
                continue
            }
            if let data = root["data"], root["trees"] == nil, root["tree"] == nil {
                if data["entryNodeId"] != nil {
                    amsterTrees.append((file, text, withBareID(data)))
                } else if let id = data["_id"]?.stringValue, data["_type"] != nil {
                    amsterNodes[bareID(id)] = data
                }
                continue
            }
            let read = read(root, text: text, file: file)
            trees += read.trees
            diagnostics += read.diagnostics
        }
        for (file, text, data) in amsterTrees {
            let export = JSON.object(["tree": data, "nodes": .object(amsterNodes)])
            switch tree(export, origin: ExportOrigin(file: file, text: text, path: "data")) {
            case .success(let tree): trees.append(tree)
            case .failure(let problem): diagnostics.append(problem.diagnostic)
            }
        }
        return (trees, diagnostics)
    }

    /// A page's outcomes as its last child names them: a Page node 2.0 (AM 8.1 and later) may name them after the
    /// child they come from (`<child id>:true`, with `:`, `-`, `_` or `.`), which the walk reads as `true`.
    /// An outcome keeps its name when dropping the prefix would make two alike.
    private static func childOutcomes(_ connections: [(outcome: String, target: String)], page: JSON?) -> [(
        outcome: String, target: String
    )] {
        let children = (page?["nodes"]?.arrayValue ?? []).compactMap { NodeCallbacks.pageChild($0)["_id"]?.stringValue }
        let bare = connections.map { connection in
            for child in children where connection.outcome.hasPrefix(child) {
                let rest = connection.outcome.dropFirst(child.count)
                if let separator = rest.first, ":-_.".contains(separator), rest.count > 1 {
                    return (outcome: String(rest.dropFirst()), target: connection.target)
                }
            }
            return connection
        }
        return Set(bare.map(\.outcome)).count == bare.count ? bare : connections
    }

    /// An entity id without the organisation-config prefix AM's file-based configuration writes
    /// (`default/Login` → `Login`); connections and page children name the bare id.
    private static func bareID(_ id: String) -> String {
        id.split(separator: "/").last.map(String.init) ?? id
    }

    /// `data` with its `_id` bare.
    private static func withBareID(_ data: JSON) -> JSON {
        guard var members = data.objectValue, let id = members["_id"]?.stringValue else { return data }
        members["_id"] = .string(bareID(id))
        return .object(members)
    }

    /// The trees of a frodo export, `root`, read from `file`.
    private static func read(_ root: JSON, text: String, file: String) -> (
        trees: [ExportedTree], diagnostics: [Diagnostic]
    ) {
        var exports: [(path: String, export: JSON)] = []
        if let trees = root["trees"]?.objectValue {
            exports = trees.keys.sorted().map { ("trees.\($0).tree", trees[$0] ?? .null) }
        } else if root["tree"] != nil {
            exports = [("tree", root)]
        } else {
            return (
                [],
                [
                    Diagnostic(
                        .error,
                        "not a journey export: the file has neither `trees` (frodo's multi-tree export), `tree`, nor Amster's `data`",
                        at: SourceLocation(file: file, line: 1, column: 1),
                        note: "export a journey with `frodo journey export`, or Amster's export-config")
                ]
            )
        }
        var trees: [ExportedTree] = []
        var diagnostics: [Diagnostic] = []
        for (path, export) in exports {
            // `path` names the tree object; the node configurations sit beside it, in the export.
            let origin = ExportOrigin(file: file, text: text, path: path)
            switch tree(export, origin: origin) {
            case .success(let tree): trees.append(tree)
            case .failure(let problem): diagnostics.append(problem.diagnostic)
            }
        }
        return (trees, diagnostics)
    }

    /// A located problem with one tree.
    typealias Problem = ExportProblem

    /// One tree's export: `tree` with `_id`, `entryNodeId` and `nodes`, beside `nodes` and `innerNodes`.
    private static func tree(_ export: JSON, origin: ExportOrigin) -> Result<ExportedTree, Problem> {
        let at = origin.path
        func problem(_ message: String, id: String) -> Problem {
            Problem(diagnostic: Diagnostic(.error, message, at: origin.location(of: id)))
        }
        guard let tree = export["tree"], let name = tree["_id"]?.stringValue, !name.isEmpty else {
            return .failure(problem("\(at): the tree has no `_id`", id: "tree"))
        }
        guard let entry = tree["entryNodeId"]?.stringValue else {
            return .failure(problem("\(at).entryNodeId: tree \(name) has no entry node", id: "entryNodeId"))
        }
        var configurations: [String: JSON] = [:]
        for key in ["nodes", "innerNodes"] {
            for (id, value) in export[key]?.objectValue ?? [:] { configurations[id] = value }
        }
        var nodes: [String: ExportedNode] = [:]
        for (id, value) in tree["nodes"]?.objectValue ?? [:] {
            guard let type = value["nodeType"]?.stringValue ?? configurations[id]?["_type"]?["_id"]?.stringValue else {
                return .failure(problem("\(at).nodes.\(id): node \(id) has no `nodeType`", id: id))
            }
            let links = value["connections"]?.objectValue ?? [:]
            let declared = (configurations[id]?["_outcomes"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
            let order = declared.filter { links[$0] != nil } + links.keys.filter { !declared.contains($0) }.sorted()
            var connections: [(outcome: String, target: String)] = []
            for outcome in order {
                guard let target = links[outcome]?.stringValue else {
                    return .failure(problem("\(at).nodes.\(id).connections.\(outcome): not a node id", id: id))
                }
                connections.append((outcome, target))
            }
            if type == "PageNode" { connections = childOutcomes(connections, page: configurations[id]) }
            nodes[id] = ExportedNode(
                id: id, type: type, displayName: value["displayName"]?.stringValue ?? type, connections: connections)
        }
        let ends: Set<String> = [ExportedTree.successID, ExportedTree.failureID]
        guard nodes[entry] != nil || ends.contains(entry) else {
            return .failure(problem("\(at).entryNodeId: \(entry) is not a node of tree \(name)", id: entry))
        }
        for node in nodes.values.sorted(by: { $0.id < $1.id }) {
            for (outcome, target) in node.connections where nodes[target] == nil && !ends.contains(target) {
                return .failure(
                    problem(
                        "\(at).nodes.\(node.id).connections.\(outcome): outcome \(outcome) of \(node.displayName) (\(node.id)) leads to \(target), which is not in the tree",
                        id: node.id))
            }
        }
        var scripts: [String: String] = [:]
        for (id, script) in export["scripts"]?.objectValue ?? [:] {
            if let source = scriptSource(script["script"]) { scripts[id] = source }
        }
        return .success(
            ExportedTree(
                name: name, entry: entry, nodes: nodes, configurations: configurations, scripts: scripts,
                origin: origin))
    }

    /// A script's source as frodo writes it: an array of lines, or one string, itself a JSON string literal
    /// in older exports.
    private static func scriptSource(_ script: JSON?) -> String? {
        if let lines = script?.arrayValue?.compactMap(\.stringValue) { return lines.joined(separator: "\n") }
        guard let text = script?.stringValue else { return nil }
        if text.hasPrefix("\""), let decoded = try? JSON.parse(Data(text.utf8)).stringValue { return decoded }
        return text
    }
}
