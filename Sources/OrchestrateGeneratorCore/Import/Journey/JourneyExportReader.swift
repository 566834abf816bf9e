import Foundation
import OrchestrateBasics

/// Reads the trees of journey exports in every shape AM's tools write (`JourneyExportShape`). A tree AM could
/// not load (no name, no entry, a connection to no node) is refused with an error at its place and the other
/// trees are read; a file of no known shape is an error that names the shapes read.
enum JourneyExportReader {
    /// One export file, read: its document, and whether it was named (not found in a folder searched).
    struct Input {
        var document: ExportDocument
        var named = true
    }

    /// What the files hold: the trees; what is wrong with the files; and the trees refused, each with its
    /// error.
    struct Read {
        var trees: [ExportedTree] = []
        /// The files' problems (not JSON, no journey export): any of them writes nothing.
        var diagnostics: [Diagnostic] = []
        /// One error per tree AM could not load.
        var refusals: [Diagnostic] = []
        /// The names of the trees refused (with an error each), when they have one.
        var refused: [String] = []
        /// The files found in folders that are no journey export, which are passed over.
        var passedOver: [String] = []
    }

    /// The trees of `inputs`.
    static func read(_ inputs: [Input]) -> Read {
        var read = Read()
        var entities = EntityPool()
        for input in inputs {
            let document = input.document
            let root = ExportPlace(document: document, path: [])
            switch JourneyExportShape.of(document.json) {
            case .wrapped(let wrappers):
                for path in wrappers { add(tree(root.appending(path: path), shared: root), to: &read) }
            case .entity:
                entities.add(root)
            case .unknown(let problem):
                if input.named {
                    read.diagnostics.append(
                        Diagnostic(
                            .error, "not a journey export: \(problem.message)",
                            at: root.appending(path: problem.path).location,
                            note: "the shapes read are \(JourneyExportShape.names)"))
                } else {
                    read.passedOver.append(document.file)
                }
            }
        }
        for place in entities.trees {
            add(tree(entity: place, pool: entities), to: &read)
        }
        return read
    }

    /// Adds one tree, or its refusal.
    private static func add(_ result: Result<ExportedTree, TreeProblem>, to read: inout Read) {
        switch result {
        case .success(let tree): read.trees.append(tree)
        case .failure(let problem):
            read.refusals.append(problem.diagnostic)
            if let name = problem.tree { read.refused.append(name) }
        }
    }

    /// A tree AM could not load: why, where, and its name when it has one.
    struct TreeProblem: Error {
        var diagnostic: Diagnostic
        var tree: String?
    }

    // MARK: Wrapped trees (frodo, the admin console, amtree.sh)

    /// The tree of `wrapper`: frodo's and amtree.sh's `{tree, nodes, innerNodes|innernodes, scripts}`, or a
    /// realm export's tree itself, whose node settings and scripts are kept once, in `shared` (its top).
    private static func tree(_ wrapper: ExportPlace, shared: ExportPlace) -> Result<ExportedTree, TreeProblem> {
        let wraps = wrapper.json?["tree"] != nil
        let holder = wraps ? wrapper : shared
        var settings: [String: NodeSettings] = [:]
        var hasSettings = false
        for key in ["nodes", "innerNodes", "innernodes"] {
            guard let members = holder.json?[key]?.objectValue else { continue }
            hasSettings = true
            for id in members.keys {
                settings[id] = NodeSettings(
                    json: members[id] ?? .object([:]), place: holder.appending(.key(key), .key(id)))
            }
        }
        var scripts: [String: String] = [:]
        for place in [shared, holder] {
            for (id, script) in place.json?["scripts"]?.objectValue ?? [:] {
                if let source = scriptSource(script["script"]) { scripts[id] = source }
            }
        }
        return tree(
            at: wraps ? wrapper.appending(.key("tree")) : wrapper, name: nil, settings: settings,
            hasSettings: hasSettings, scripts: scripts)
    }

    // MARK: Entities (Amster, file-based configuration, fr-config-manager, AM's REST resources)

    /// The tree and node entities of every file read, by id.
    private struct EntityPool {
        /// The tree entities, in file order.
        var trees: [ExportPlace] = []
        /// The node entities by id (bare of any `default/` prefix).
        var nodes: [String: ExportPlace] = [:]
        /// The scripts' sources by id: Amster's `Scripts` entities, and file-based configuration's script
        /// configurations, whose source is a file beside them (`{"$base64:encode": {"$inline": "…"}}`).
        var scripts: [String: String] = [:]

        /// Adds the entity at the root of `root`'s document.
        mutating func add(_ root: ExportPlace) {
            let json = root.document.json
            let data = json["data"] != nil && json["metadata"] != nil ? root.appending(.key("data")) : root
            let object = data.json
            guard let id = object?["_id"]?.stringValue ?? json["metadata"]?["entityId"]?.stringValue else { return }
            if object?["entryNodeId"] != nil {
                trees.append(data)
            } else if object?["language"] != nil, object?["context"] != nil, let script = object?["script"] {
                let inline = script["$base64:encode"]?["$inline"]?.stringValue
                if let source = inline.flatMap({ inlined($0, beside: root.file) }) ?? scriptSource(script) {
                    scripts[bareID(id)] = source
                }
            } else {
                nodes[bareID(id)] = data
            }
        }

        /// The text of the file called `name` beside `file`, as file-based configuration inlines it: a plain
        /// name in the same folder, of a megabyte at most.
        private func inlined(_ name: String, beside file: String) -> String? {
            guard !name.contains("/"), !name.hasPrefix(".") else { return nil }
            let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(name)
            guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int,
                size <= 1 << 20, let data = FileManager.default.contents(atPath: url.path)
            else { return nil }
            return StrictUTF8.string(from: data)
        }
    }

    /// The tree of entity `place`, its nodes' settings from `pool`, or inline (`config`) where the tree
    /// carries them; a page's children are entities too.
    private static func tree(entity place: ExportPlace, pool: EntityPool) -> Result<ExportedTree, TreeProblem> {
        let name = (place.json?["_id"]?.stringValue ?? place.document.json["metadata"]?["entityId"]?.stringValue)
            .map(bareID)
        var settings: [String: NodeSettings] = [:]
        func add(_ id: String, inline: ExportPlace?) {
            guard settings[id] == nil, let found = inline.flatMap({ $0.json == nil ? nil : $0 }) ?? pool.nodes[id],
                let json = found.json
            else { return }
            settings[id] = NodeSettings(json: json, place: found)
        }
        for id in (place.json?["nodes"]?.objectValue ?? [:]).keys.sorted() {
            add(id, inline: place.appending(.key("nodes"), .key(id), .key("config")))
            for (index, entry) in (settings[id]?["nodes"]?.arrayValue ?? []).enumerated() {
                guard let child = NodeReader.pageChild(entry)["_id"]?.stringValue else { continue }
                // An inline page keeps its children's settings in its entries (`_properties`).
                let inline = settings[id].map { $0.place.appending(.key("nodes"), .index(index), .key("_properties")) }
                add(child, inline: pool.nodes[child] == nil ? inline : nil)
            }
        }
        return tree(at: place, name: name, settings: settings, hasSettings: !settings.isEmpty, scripts: pool.scripts)
    }

    /// An entity id without the organisation-config prefix AM's file-based configuration writes
    /// (`default/Login` → `Login`); connections and page children name the bare id.
    private static func bareID(_ id: String) -> String {
        id.split(separator: "/").last.map(String.init) ?? id
    }

    // MARK: One tree

    /// The tree object at `place` (`_id`, `entryNodeId`, `nodes`), with its node settings: a tree AM could not
    /// load is refused. `name` is the tree's when its object has no `_id` (file-based configuration).
    private static func tree(
        at place: ExportPlace, name fallback: String?, settings: [String: NodeSettings], hasSettings: Bool,
        scripts: [String: String]
    ) -> Result<ExportedTree, TreeProblem> {
        let json = place.document.json[steps: place.path] ?? .null
        let at = place.pathText.isEmpty ? "the tree" : place.pathText
        func refuse(_ message: String, at where: ExportPlace, tree: String?) -> Result<ExportedTree, TreeProblem> {
            .failure(
                TreeProblem(
                    diagnostic: Diagnostic(
                        .error, message, at: `where`.location,
                        note: tree.map { "tree \(DiagnosticText.clean($0)) is not imported; the other trees are" }),
                    tree: tree))
        }
        guard let name = (json["_id"]?.stringValue).map(bareID) ?? fallback, !name.isEmpty else {
            return refuse("\(at): the tree has no `_id`", at: place, tree: nil)
        }
        let shown = DiagnosticText.clean(name)
        guard let entry = json["entryNodeId"]?.stringValue else {
            return refuse("\(at).entryNodeId: tree \(shown) has no entry node", at: place, tree: name)
        }
        guard let members = json["nodes"]?.objectValue else {
            return refuse(
                "\(at).nodes: tree \(shown) has no `nodes` object of its nodes by id",
                at: place.appending(.key("nodes")),
                tree: name)
        }
        var nodes: [String: ExportedNode] = [:]
        for id in members.keys {
            let nodePlace = place.appending(.key("nodes"), .key(id))
            guard let value = members[id]?.objectValue else {
                return refuse("\(at).nodes.\(DiagnosticText.clean(id)): not a node", at: nodePlace, tree: name)
            }
            guard let type = value["nodeType"]?.stringValue ?? settings[id]?["_type"]?["_id"]?.stringValue else {
                return refuse(
                    "\(at).nodes.\(DiagnosticText.clean(id)): node \(DiagnosticText.clean(id)) has no `nodeType`",
                    at: nodePlace, tree: name)
            }
            let links = value["connections"]?.objectValue ?? [:]
            let declared = (settings[id]?["_outcomes"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
            let order = declared.filter { links[$0] != nil } + links.keys.filter { !declared.contains($0) }.sorted()
            var connections: [(outcome: String, target: String)] = []
            for outcome in order {
                guard let target = links[outcome]?.stringValue else {
                    return refuse(
                        "\(at).nodes.\(DiagnosticText.clean(id)).connections: outcome \(DiagnosticText.clean(outcome)) leads to no node id",
                        at: nodePlace.appending(.key("connections"), .key(outcome)), tree: name)
                }
                connections.append((outcome, target))
            }
            if NodeRules.rule(for: type)?.isPage == true {
                connections = childOutcomes(connections, page: settings[id])
            }
            nodes[id] = ExportedNode(
                id: id, type: type,
                displayName: value["displayName"]?.stringValue ?? settings[id]?["_type"]?["name"]?
                    .stringValue ?? type, connections: connections, place: nodePlace)
        }
        let ends: Set<String> = [ExportedTree.successID, ExportedTree.failureID]
        guard nodes[entry] != nil || ends.contains(entry) else {
            return refuse(
                "\(at).entryNodeId: \(DiagnosticText.clean(entry)) is not a node of tree \(shown)",
                at: place.appending(.key("entryNodeId")), tree: name)
        }
        for node in nodes.values.sorted(by: { $0.id < $1.id }) {
            for (outcome, target) in node.connections where nodes[target] == nil && !ends.contains(target) {
                return refuse(
                    "\(at).nodes.\(DiagnosticText.clean(node.id)).connections.\(DiagnosticText.clean(outcome)): outcome \(DiagnosticText.clean(outcome)) of \(DiagnosticText.clean(node.displayName)) (\(DiagnosticText.clean(node.id))) leads to \(DiagnosticText.clean(target)), which is not in the tree",
                    at: node.place.appending(.key("connections"), .key(outcome)), tree: name)
            }
        }
        return .success(
            ExportedTree(
                name: name, entry: entry, nodes: nodes, settings: settings, scripts: scripts, place: place,
                hasSettings: hasSettings, identityResource: json["identityResource"]?.stringValue))
    }

    /// A page's outcomes as its last child names them: a Page node 2.0 (AM 8.1 and later) names them after the
    /// child they come from (`<child id>-true`, as frodo-lib's AM 8 exports hold them; `:`, `_` and `.` are
    /// read too), which the walk reads as `true`. An outcome keeps its name when dropping the prefix would make
    /// two alike.
    private static func childOutcomes(_ connections: [(outcome: String, target: String)], page: NodeSettings?) -> [(
        outcome: String, target: String
    )] {
        let children = (page?["nodes"]?.arrayValue ?? []).compactMap { NodeReader.pageChild($0)["_id"]?.stringValue }
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

    /// A script's source as the tools write it: frodo an array of lines, or one string (a JSON string literal
    /// in older exports); amtree.sh and AM's REST API the text in base64.
    static func scriptSource(_ script: JSON?) -> String? {
        if let lines = script?.arrayValue?.compactMap(\.stringValue) { return lines.joined(separator: "\n") }
        guard let text = script?.stringValue else { return nil }
        if text.hasPrefix("\""), let decoded = try? JSON.parse(Data(text.utf8)).stringValue { return decoded }
        if !text.contains(where: \.isWhitespace), text.count % 4 == 0, let data = Data(base64Encoded: text),
            let decoded = String(data: data, encoding: .utf8)
        {
            return decoded
        }
        return text
    }
}
