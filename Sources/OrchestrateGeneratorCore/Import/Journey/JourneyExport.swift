import Foundation
import OrchestrateBasics

/// One AM tree (journey) as an export holds it: its nodes with their connections, the settings of every node
/// (page children included), the scripts it runs, and where each of them is in the export's files.
struct ExportedTree: Sendable {
    /// The tree's name (`_id`), as AM starts it.
    var name: String
    /// The node the tree starts at.
    var entry: String
    /// The nodes the tree connects, by id.
    var nodes: [String: ExportedNode]
    /// Each node's settings by id: the tree's nodes and the page children.
    var settings: [String: NodeSettings]
    /// The source of each script the export holds, by script id (frodo's `scripts`).
    var scripts: [String: String] = [:]
    /// Where the tree is.
    var place: ExportPlace
    /// Whether the export holds the nodes' settings at all (an export of the tree alone does not).
    var hasSettings = true
    /// The managed object its users are (`managed/alpha_user`), when the export says.
    var identityResource: String? = nil

    /// The settings of node `id`: what the export holds, else none at the node's own place.
    func settings(of id: String) -> NodeSettings {
        settings[id] ?? NodeSettings(json: .object([:]), place: nodes[id]?.place ?? place)
    }

    /// Where node `id` is: its entry in the tree, else its settings (a page child has no entry), else the tree.
    func place(of id: String) -> ExportPlace {
        nodes[id]?.place ?? settings[id]?.place ?? place
    }

    /// The types of the nodes that can run before node `id` in a journey, as the rules name them: those from
    /// which a way leads to it (a page's children included, as their page).
    func typesBefore(_ id: String) -> Set<String> {
        var incoming: [String: [String]] = [:]
        for node in nodes.values {
            for connection in node.connections { incoming[connection.target, default: []].append(node.id) }
        }
        var types: Set<String> = []
        var seen: Set<String> = [id]
        var queue = incoming[id] ?? []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted, let node = nodes[next] else { continue }
            types.insert(NodeRules.canonicalType(node.type))
            for child in settings[next]?["nodes"]?.arrayValue ?? [] {
                if let type = NodeReader.pageChild(child)["nodeType"]?.stringValue {
                    types.insert(NodeRules.canonicalType(type))
                }
            }
            queue += incoming[next] ?? []
        }
        return types
    }

    /// Whether the script of scripted node `id` sends callbacks: `nil` when the export does not hold it.
    /// A script sends them through `callbacksBuilder` (next-generation scripts) or `Action.send` with
    /// callback objects (legacy ones).
    func scriptSendsCallbacks(_ id: String) -> Bool? {
        guard let scriptID = settings[id]?["script"]?.stringValue, let source = scripts[scriptID] else {
            return nil
        }
        return ["callbacksBuilder", "Action.send", "Callback("].contains { source.contains($0) }
    }

    /// AM's id of the success end of every tree.
    static let successID = "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"
    /// AM's id of the failure end of every tree.
    static let failureID = "e301438c-0bd0-429c-ab0c-66126501069a"
}

/// A node of a tree: its type, its name in the tree editor, where each outcome leads, and where it is.
struct ExportedNode: Sendable {
    /// The node's id.
    var id: String
    /// The node type (`nodeType`, as `ValidatedUsernameNode`).
    var type: String
    /// The name the tree editor shows.
    var displayName: String
    /// Each outcome and the node it connects to, in the order of the node's `_outcomes` (else by outcome id).
    var connections: [(outcome: String, target: String)]
    /// The node's entry in the tree.
    var place: ExportPlace
}

/// A node's settings as the export holds them (its configuration object), and where: a setting the importer
/// reads but cannot express is reported at the setting itself.
struct NodeSettings: Sendable {
    /// The configuration object.
    var json: JSON
    /// Where it is.
    var place: ExportPlace

    /// The setting `key`.
    subscript(key: String) -> JSON? { json[key] }

    /// Where setting `key` is, else where the settings are.
    func place(of key: String) -> ExportPlace {
        json[key] == nil ? place : place.appending(.key(key))
    }
}
