import Foundation
import OrchestrateBasics

/// One AM tree (journey) as an export holds it: its nodes with their connections, and the configuration of
/// every node, page children included.
struct ExportedTree: Sendable {
    /// The tree's name (`tree._id`), as AM starts it.
    var name: String
    /// The node the tree starts at.
    var entry: String
    /// The nodes the tree connects, by id.
    var nodes: [String: ExportedNode]
    /// Each node's configuration by id: the tree's nodes and the page children (frodo's `innerNodes`).
    var configurations: [String: JSON]
    /// The source of each script the export holds, by script id (frodo's `scripts`).
    var scripts: [String: String] = [:]
    /// Where the tree is in its file, for diagnostics.
    var origin: ExportOrigin

    /// Whether the script of scripted node `id` sends callbacks: `nil` when the export does not hold it.
    /// A script sends them through `callbacksBuilder` (next-generation scripts) or `Action.send` with
    /// callback objects (legacy ones).
    func scriptSendsCallbacks(_ id: String) -> Bool? {
        guard let scriptID = configurations[id]?["script"]?.stringValue, let source = scripts[scriptID] else {
            return nil
        }
        return ["callbacksBuilder", "Action.send", "Callback("].contains { source.contains($0) }
    }

    /// AM's id of the success end of every tree.
    static let successID = "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"
    /// AM's id of the failure end of every tree.
    static let failureID = "e301438c-0bd0-429c-ab0c-66126501069a"
}

/// A node of a tree: its type, its name in the tree editor, and where each outcome leads.
struct ExportedNode: Sendable {
    /// The node's id.
    var id: String
    /// The node type (`nodeType`, as `ValidatedUsernameNode`).
    var type: String
    /// The name the tree editor shows.
    var displayName: String
    /// Each outcome and the node it connects to, in the order of the node's `_outcomes` (else by outcome id).
    var connections: [(outcome: String, target: String)]
}
