import Foundation
import OrchestrateBasics

/// One DaVinci flow as an export holds it (`graphData.elements`): its active nodes, the edges between them,
/// and where it starts.
struct ExportedFlow: Sendable {
    /// The flow's id (`flowId`), which a subflow node names.
    var id: String
    /// The flow's name.
    var name: String
    /// The nodes by id: connections and evaluators; annotations and disabled nodes are left out.
    var nodes: [String: FlowNode]
    /// The node ids in the export's order.
    var order: [String]
    /// Each node's outgoing edges, in the export's order, each once.
    var outgoing: [String: [FlowEdge]]
    /// The node the flow starts at: the one no edge leads to, teleports and logic operators aside.
    var entry: String?
    /// Where the flow is.
    var place: ExportPlace
    /// Where each node is: its index in `graphData.elements.nodes`.
    var nodeIndices: [String: Int] = [:]
    /// Other nodes no edge leads to that lead somewhere: a flow DaVinci's linter reports as having several
    /// starts.
    var otherRoots: [String] = []

    /// Where node `id` is, else the flow.
    func place(of id: String) -> ExportPlace {
        guard let index = nodeIndices[id] else { return place }
        return place.appending(.key("graphData"), .key("elements"), .key("nodes"), .index(index))
    }
}

/// A node of a flow: its connector and capability (what it does) and its properties.
struct FlowNode: Sendable {
    /// The node's id, unique in its flow; a form node's id is the `id` the client receives.
    var id: String
    /// `CONNECTION` or `EVAL`.
    var nodeType: String
    /// The connector (`httpConnector`), empty for an evaluator.
    var connectorId: String
    /// The capability (`customHTMLTemplate`), empty for an evaluator.
    var capabilityName: String
    /// The properties, each `{value: …}` in the export.
    var properties: [String: JSON]
    /// The form node whose pressed button a comparison node compares (`leftValueA` is
    /// `{{local.<form id>.payload.output.buttonValue}}`, or `…output.event.buttonValue` for a PingOne form);
    /// read once, as the walk asks at every visit.
    var comparesButtonOf: String?

    /// The value of property `name` (its `value`).
    func property(_ name: String) -> JSON? { properties[name]?["value"] }

    /// The property's value as text: a string, or the text of a rich-text (Slate) string.
    func text(_ name: String) -> String? {
        property(name)?.stringValue.map(SlateText.plain)
    }

    /// The name the canvas shows: the node title, else the capability.
    var title: String {
        let title = text("nodeTitle")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return title.isEmpty ? capabilityName : title
    }

    /// Whether the node is an evaluator (the condition between two connections).
    var isEvaluator: Bool { nodeType == "EVAL" }
}

extension FlowNode {
    /// The form node id in `text` when it names that form's pressed button
    /// (`{{local.<id>.payload.output….buttonValue}}`).
    static func buttonForm(in text: String) -> String? {
        // A scan of the bytes: every comparison node's value is read, and most hold no such reference.
        let bytes = Array(text.utf8)
        let open = Array("{{local.".utf8)
        guard bytes.count > open.count,
            let start = (0...(bytes.count - open.count)).first(where: {
                bytes[$0..<$0 + open.count].elementsEqual(open)
            })
        else { return nil }
        let idStart = start + open.count
        guard let idEnd = bytes[idStart...].firstIndex(of: UInt8(ascii: ".")),
            let close = (idEnd..<bytes.count - 1).first(where: {
                bytes[$0] == UInt8(ascii: "}") && bytes[$0 + 1] == UInt8(ascii: "}")
            }),
            bytes[idEnd..<close].reversed().starts(with: "buttonValue".utf8.reversed())
        else { return nil }
        return String(decoding: bytes[idStart..<idEnd], as: UTF8.self)
    }
}

/// An edge of a flow: the node it leads to and, from a multi-condition node, which condition it is.
struct FlowEdge: Sendable, Hashable {
    /// The node the edge leads to.
    var target: String
    /// The id of the `rightValueMultiple` entry of an `AEqualsMultipleB` node the edge is taken for (`-1`:
    /// when none matches); `nil` elsewhere.
    var condition: String?
}

/// The text of a DaVinci rich-text value: a JSON array of Slate nodes as a string
/// (`[{"children":[{"text":"SIGNON"}]}]`), whose leaves' `text` make it; a variable pill stands as its
/// reference (`{{local.x.payload.output.buttonValue}}`), a component pill as itself (`[[[skcomponent###…]]]`).
/// Any other string is its own text.
enum SlateText {
    /// The plain text of `value`.
    static func plain(_ value: String) -> String {
        // Most values are plain text or HTML: only one that starts with `[` is parsed.
        let first = value.utf8.first { !" \t\r\n".utf8.contains($0) }
        guard first == UInt8(ascii: "["), let parsed = try? JSON.parse(value), let nodes = parsed.arrayValue,
            nodes.allSatisfy({ $0.objectValue != nil })
        else { return value }
        return nodes.map(text).joined(separator: "\n")
    }

    /// The text of one Slate node.
    private static func text(_ node: JSON) -> String {
        // A variable pill stands as its reference; a UI Studio component pill as its `[[[skcomponent###…]]]`.
        if let reference = node["data"]?.stringValue, reference.hasPrefix("{{") || reference.hasPrefix("[[[") {
            return reference
        }
        if let leaf = node["text"]?.stringValue { return leaf }
        return (node["children"]?.arrayValue ?? []).map(text).joined()
    }
}
