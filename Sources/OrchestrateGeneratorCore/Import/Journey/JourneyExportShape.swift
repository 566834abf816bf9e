import OrchestrateBasics

/// The shapes of journey export the importer reads, told apart by their top-level members:
///
/// - frodo's multi-tree export, and the Identity Cloud admin console's journey export, which frodo's follows
///   (`{"meta"?, "trees": {name: {"tree", "nodes", "innerNodes", "scripts", …}}}`); a realm export whose
///   `trees` are the tree objects themselves, their settings in its top-level `nodes` and `innerNodes`;
/// - frodo's single-tree export and older console exports (`{"tree", "nodes", "innerNodes", "scripts", …}`);
/// - amtree.sh's export (`{"origin", "tree", "nodes", "innernodes", "scripts"}`, scripts in base64), alone or
///   in `trees`;
/// - entities, each in its own file and matched by id across the files given: Amster's and AM's file-based
///   configuration (`{"metadata", "data"}`; ids `default/Login`, the name maybe only in
///   `metadata.entityId`), and AM's REST resources as fr-config-manager keeps them (a tree's `{"_id",
///   "entryNodeId", "nodes"}`, a node's `{"_id", "_type", …}`).
enum JourneyExportShape {
    /// Trees in wrappers at these paths (the root for a single tree).
    case wrapped([[JSONPathStep]])
    /// One entity: a tree or a node.
    case entity
    /// None of the shapes: why, and where.
    case unknown(Problem)

    /// Why a document is none of the shapes, and the path it says so at.
    struct Problem {
        var message: String
        var path: [JSONPathStep] = []
    }

    /// The shapes read, as an error names them.
    static let names =
        "frodo's single- and multi-tree exports and the admin console's ({\"tree\", \"nodes\", \"innerNodes\"} or {\"trees\": {…}}), amtree.sh's ({\"origin\", \"tree\", \"nodes\", \"innernodes\"}), and the entities of Amster, AM's file-based configuration and fr-config-manager ({\"metadata\", \"data\"}, or a tree's or node's own {\"_id\", …})"

    /// The shape of document `json`.
    static func of(_ json: JSON) -> JourneyExportShape {
        guard let root = json.objectValue else {
            return .unknown(Problem(message: "the file is \(kind(json)), not an object"))
        }
        if let trees = root["trees"] {
            guard let members = trees.objectValue else {
                return .unknown(
                    Problem(message: "`trees` is \(kind(trees)), not an object of trees by name", path: [.key("trees")])
                )
            }
            if let problem = settingsProblem(json, at: []) { return .unknown(problem) }
            for name in members.keys {
                if let problem = settingsProblem(members[name] ?? .null, at: [.key("trees"), .key(name)]) {
                    return .unknown(problem)
                }
            }
            return .wrapped(members.keys.sorted().map { [.key("trees"), .key($0)] })
        }
        // A node entity may have a setting called `tree` (an inner tree evaluator's).
        if root["_id"] != nil, root["_type"]?.objectValue != nil { return .entity }
        if let tree = root["tree"] {
            guard tree.objectValue != nil else {
                return .unknown(Problem(message: "`tree` is \(kind(tree)), not a tree object", path: [.key("tree")]))
            }
            if let problem = settingsProblem(json, at: []) { return .unknown(problem) }
            return .wrapped([[]])
        }
        if root["metadata"]?.objectValue != nil, root["data"]?.objectValue != nil { return .entity }
        if root["entryNodeId"] != nil, root["nodes"]?.objectValue != nil { return .entity }
        return .unknown(
            Problem(
                message: "it has neither `trees`, `tree`, Amster's `metadata` and `data`, nor a tree's or node's `_id`")
        )
    }

    /// Why the node settings beside a tree at `path` are not the objects every shape keeps them in, if they
    /// are not.
    private static func settingsProblem(_ wrapper: JSON, at path: [JSONPathStep]) -> Problem? {
        for key in ["nodes", "innerNodes", "innernodes", "scripts"] {
            guard let value = wrapper[key], value.objectValue == nil else { continue }
            return Problem(
                message:
                    "`\(key)` is \(kind(value)); the shapes read keep the node settings and scripts in an object by id",
                path: path + [.key(key)])
        }
        return nil
    }

    /// What `json` is, for a message.
    private static func kind(_ json: JSON) -> String {
        switch json {
        case .object: return "an object"
        case .array: return "a list"
        case .string: return "a string"
        case .integer, .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}
