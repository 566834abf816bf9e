import Foundation
import OrchestrateBasics
import OrchestrateRecording

/// The text of a sandbox script `import recording` writes, from the script's typed model (`ScriptDocument`, the
/// sandbox's own, in `OrchestrateRecording`): the model's JSON (its keys are the model's, written beside its
/// decoders) laid out for a reader: the lists of flows, trees and users a line an entry, a node a block, its
/// callbacks, fields and transitions a block each with their values on one line, everything else on one line.
enum RecordedScriptText {
    /// The members of a node written as blocks, their entries' members on one line each.
    static let blockLists: Set<String> = ["callbacks", "transitions"]

    /// `document` as YAML after `header`'s comment lines; `comment(node, index)` gives the comment written after
    /// the type of a node's callback (which spec property its input fills), when there is one.
    static func text(
        _ document: ScriptDocument, header: [String],
        comment: (_ node: String, _ callback: Int) -> String? = { _, _ in nil }
    ) -> String {
        guard case .object(let top) = document.scriptJSON else { return "" }
        let entries = top.map { key, value -> YAMLOut.Entry in
            switch (key, value) {
            case ("nodes", .array(let nodes)), ("treeNodes", .array(let nodes)):
                return .init(key, .sequence(nodes.map { node(of: $0, comment: comment) }))
            case (_, .array(let list)):
                return .init(key, .sequence(list.map(flow)))
            default:
                return .init(key, flow(value))
            }
        }
        return YAMLOut.text(.mapping(entries), header: header)
    }

    /// A node: its members on one line each, but its callbacks and transitions (and a DaVinci node's fields) a
    /// line an entry.
    private static func node(of json: JSON, comment: (String, Int) -> String?) -> YAMLOut {
        guard case .object(let members) = json else { return flow(json) }
        let id = members["id"]?.stringValue ?? ""
        return .mapping(
            members.map { key, value -> YAMLOut.Entry in
                switch (key, value) {
                case ("fields", .array(let fields)):
                    return .init(key, .sequence(fields.map(flow)))
                case (_, .array(let list)) where blockLists.contains(key):
                    return .init(
                        key,
                        .sequence(
                            list.enumerated().map { index, entry in
                                guard case .object(let parts) = entry else { return flow(entry) }
                                return .mapping(
                                    parts.map { part, partValue in
                                        .init(
                                            part, flow(partValue),
                                            comment: key == "callbacks" && part == "type" ? comment(id, index) : nil)
                                    })
                            }))
                default:
                    return .init(key, flow(value))
                }
            })
    }

    /// `json` on one line, members in the model's order.
    private static func flow(_ json: JSON) -> YAMLOut {
        switch json {
        case .array(let items): return .sequence(items.map(flow), flow: true)
        case .object(let members): return .mapping(members.map { .init($0.key, flow($0.value)) }, flow: true)
        default: return .json(json)
        }
    }
}
