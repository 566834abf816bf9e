import Foundation
import OrchestrateBasics

/// Reads the trees of a frodo journey export: the multi-tree form (`{"trees": {"Login": {…}}}`) and the
/// single-tree form (`{"tree": {…}, "nodes": {…}, "innerNodes": {…}}`, with or without `meta`).
enum JourneyExportReader {
    /// The trees of `text`, read from `file`, and what is wrong with it. A tree with an error is left out.
    static func read(_ text: String, file: String) -> (trees: [ExportedTree], diagnostics: [Diagnostic]) {
        let root: JSON
        do {
            root = try JSON.parse(text)
        } catch let error as JSONParseError {
            return (
                [],
                [
                    Diagnostic(
                        .error, "the export is not JSON: \(error.reason)",
                        at: location(ofByte: error.offset, in: text, file: file))
                ]
            )
        } catch {
            return (
                [], [Diagnostic(.error, "the export is not JSON", at: SourceLocation(file: file, line: 1, column: 1))]
            )
        }
        var exports: [(path: String, export: JSON)] = []
        if let trees = root["trees"]?.objectValue {
            exports = trees.keys.sorted().map { ("trees.\($0)", trees[$0] ?? .null) }
        } else if root["tree"] != nil {
            exports = [("", root)]
        } else {
            return (
                [],
                [
                    Diagnostic(
                        .error,
                        "not a journey export: the file has neither `trees` (frodo's multi-tree export) nor `tree`",
                        at: SourceLocation(file: file, line: 1, column: 1),
                        note: "export a journey with `frodo journey export`")
                ]
            )
        }
        var trees: [ExportedTree] = []
        var diagnostics: [Diagnostic] = []
        for (path, export) in exports {
            let origin = ExportOrigin(file: file, text: text, path: path)
            switch tree(export, origin: origin) {
            case .success(let tree): trees.append(tree)
            case .failure(let problem): diagnostics.append(problem.diagnostic)
            }
        }
        return (trees, diagnostics)
    }

    /// A located problem with one tree.
    struct Problem: Error {
        var diagnostic: Diagnostic
    }

    /// One tree's export: `tree` with `_id`, `entryNodeId` and `nodes`, beside `nodes` and `innerNodes`.
    private static func tree(_ export: JSON, origin: ExportOrigin) -> Result<ExportedTree, Problem> {
        let at = origin.path.isEmpty ? "" : origin.path + "."
        func problem(_ message: String, id: String) -> Problem {
            Problem(diagnostic: Diagnostic(.error, message, at: origin.location(of: id)))
        }
        guard let tree = export["tree"], let name = tree["_id"]?.stringValue, !name.isEmpty else {
            return .failure(problem("\(at)tree: the tree has no `_id`", id: "tree"))
        }
        guard let entry = tree["entryNodeId"]?.stringValue else {
            return .failure(problem("\(at)tree.entryNodeId: tree \(name) has no entry node", id: "entryNodeId"))
        }
        var configurations: [String: JSON] = [:]
        for key in ["nodes", "innerNodes"] {
            for (id, value) in export[key]?.objectValue ?? [:] { configurations[id] = value }
        }
        var nodes: [String: ExportedNode] = [:]
        for (id, value) in tree["nodes"]?.objectValue ?? [:] {
            guard let type = value["nodeType"]?.stringValue ?? configurations[id]?["_type"]?["_id"]?.stringValue else {
                return .failure(problem("\(at)tree.nodes.\(id): node \(id) has no `nodeType`", id: id))
            }
            let links = value["connections"]?.objectValue ?? [:]
            let declared = (configurations[id]?["_outcomes"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
            let order = declared.filter { links[$0] != nil } + links.keys.filter { !declared.contains($0) }.sorted()
            var connections: [(outcome: String, target: String)] = []
            for outcome in order {
                guard let target = links[outcome]?.stringValue else {
                    return .failure(problem("\(at)tree.nodes.\(id).connections.\(outcome): not a node id", id: id))
                }
                connections.append((outcome, target))
            }
            nodes[id] = ExportedNode(
                id: id, type: type, displayName: value["displayName"]?.stringValue ?? type, connections: connections)
        }
        let ends: Set<String> = [ExportedTree.successID, ExportedTree.failureID]
        guard nodes[entry] != nil || ends.contains(entry) else {
            return .failure(problem("\(at)tree.entryNodeId: \(entry) is not a node of tree \(name)", id: entry))
        }
        for node in nodes.values.sorted(by: { $0.id < $1.id }) {
            for (outcome, target) in node.connections where nodes[target] == nil && !ends.contains(target) {
                return .failure(
                    problem(
                        "\(at)tree.nodes.\(node.id).connections.\(outcome): outcome \(outcome) of \(node.displayName) (\(node.id)) leads to \(target), which is not in the tree",
                        id: node.id))
            }
        }
        return .success(
            ExportedTree(name: name, entry: entry, nodes: nodes, configurations: configurations, origin: origin))
    }

    /// The line and column of byte `offset` of `text`.
    private static func location(ofByte offset: Int, in text: String, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == 10 {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
