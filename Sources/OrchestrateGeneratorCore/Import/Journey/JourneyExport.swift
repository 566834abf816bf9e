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
    /// Where the tree is in its file, for diagnostics.
    var origin: ExportOrigin

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

/// The file an export came from and the JSON path of a tree in it, which together locate a diagnostic.
struct ExportOrigin: Sendable {
    /// The file's path.
    var file: String
    /// The file's text, to find the line of a node id in.
    var text: String
    /// The JSON path of the tree object in the file: `trees.Login.tree` (frodo, multi-tree), `tree` (frodo,
    /// single tree) or `data` (an Amster `AuthTree`).
    var path: String

    /// The location of the first `"id"` in the file, or of its first line when the id is not there.
    func location(of id: String) -> SourceLocation {
        let needle = "\"\(id)\""
        guard let range = text.range(of: needle) else { return SourceLocation(file: file, line: 1, column: 1) }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column =
            before.distance(
                from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                to: before.endIndex) + 1
        return SourceLocation(file: file, line: line, column: column)
    }
}
