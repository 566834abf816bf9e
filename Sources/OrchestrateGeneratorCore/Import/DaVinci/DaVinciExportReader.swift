import Foundation
import OrchestrateBasics

/// Reads the flows of DaVinci exports: the console's single-flow export (`{"flowId", "name", "graphData"}`)
/// and its export with subflows (`{"flows": [main, subflows…]}`), and the PingOne forms either holds
/// (`forms: {id: form}`) or a forms export (`--forms`) gives.
enum DaVinciExportReader {
    /// What the exports hold.
    struct Read {
        /// The flows, main flows first, in file order.
        var flows: [ExportedFlow] = []
        /// PingOne forms by id (`components.fields`), for `pingOneFormsConnector` nodes.
        var forms: [String: JSON] = [:]
        /// What is wrong with them.
        var diagnostics: [Diagnostic] = []
    }

    /// The flows and forms of the `documents`, each with its `ExportFormat`. A flow with an error is left out.
    static func read(_ documents: [(document: ExportDocument, format: ExportFormat)]) -> Read {
        var read = Read()
        for (document, format) in documents {
            let root = document.json
            for (id, form) in forms(in: root) { read.forms[id] = form }
            var exports: [(path: [JSONPathStep], flow: JSON)] = []
            switch format {
            case .davinciFlows:
                exports =
                    root["flows"]?.arrayValue.map { flows in
                        flows.enumerated().map { ([.key("flows"), .index($0.offset)], $0.element) }
                    } ?? [([], root)]
            case .pingOneForms:
                continue
            case .journeys, .managedObjects, .unknown:
                read.diagnostics.append(
                    Diagnostic(
                        .error, "not a DaVinci export: the file has neither `flows` nor `graphData`",
                        at: SourceLocation(file: document.file, line: 1, column: 1),
                        note: "export the flow from the DaVinci console (Export, with or without subflows)"))
                continue
            }
            for (path, json) in exports {
                switch flow(json, place: ExportPlace(document: document, path: path)) {
                case .success(let flow): read.flows.append(flow)
                case .failure(let problem): read.diagnostics.append(problem.diagnostic)
                }
            }
        }
        return read
    }

    /// The PingOne forms a document holds, by id: an export's `forms` map, a forms export's
    /// `_embedded.forms` list, or one form.
    private static func forms(in root: JSON) -> [(String, JSON)] {
        if let map = root["forms"]?.objectValue {
            return map.keys.sorted().compactMap { key in map[key].map { (key, $0) } }
        }
        let list = root["_embedded"]?["forms"]?.arrayValue ?? (root["components"] != nil ? [root] : [])
        return list.compactMap { form in form["id"]?.stringValue.map { ($0, form) } }
    }

    /// One flow of an export.
    private static func flow(_ json: JSON, place: ExportPlace) -> Result<ExportedFlow, ExportProblem> {
        let at = place.pathText.isEmpty ? "" : place.pathText + "."
        let id = json["flowId"]?.stringValue ?? ""
        guard let name = json["name"]?.stringValue, !name.isEmpty else {
            return .failure(
                ExportProblem(
                    diagnostic: Diagnostic(
                        .error, "\(at)name: the flow has no name", at: place.appending(.key("name")).location)))
        }
        guard let elements = json["graphData"]?["elements"] else {
            return .failure(
                ExportProblem(
                    diagnostic: Diagnostic(
                        .error, "\(at)graphData.elements: flow \(name) has no nodes", at: place.location)))
        }
        var nodes: [String: FlowNode] = [:]
        var order: [String] = []
        var nodeIndices: [String: Int] = [:]
        for (index, element) in (elements["nodes"]?.arrayValue ?? []).enumerated() {
            let data = element["data"] ?? .null
            guard let nodeID = data["id"]?.stringValue, let type = data["nodeType"]?.stringValue,
                type == "CONNECTION" || type == "EVAL", data["isDisabled"]?.boolValue != true,
                nodes[nodeID] == nil
            else { continue }
            var node = FlowNode(
                id: nodeID, nodeType: type, connectorId: data["connectorId"]?.stringValue ?? "",
                capabilityName: data["capabilityName"]?.stringValue ?? "",
                properties: data["properties"]?.objectValue ?? [:])
            node.comparesButtonOf = node.text("leftValueA").flatMap(FlowNode.buttonForm(in:))
            nodes[nodeID] = node
            nodeIndices[nodeID] = index
            order.append(nodeID)
        }
        var outgoing: [String: [FlowEdge]] = [:]
        var incoming: [String: [String]] = [:]
        for element in elements["edges"]?.arrayValue ?? [] {
            let data = element["data"] ?? .null
            guard let source = data["source"]?.stringValue, let target = data["target"]?.stringValue,
                nodes[source] != nil, nodes[target] != nil
            else { continue }
            let edge = FlowEdge(target: target, condition: data["multiValueSourceId"]?.stringValue)
            if !(outgoing[source] ?? []).contains(edge) { outgoing[source, default: []].append(edge) }
            incoming[target, default: []].append(source)
        }
        // Where DaVinci starts: the one node no edge leads to, teleports (a start node is a jump's target,
        // not the flow's) and logic operators aside (Ping's own linter, dvlint-base-rule-pack MultiStartRule). A root that leads nowhere is a floater left on the canvas.
        let roots = order.filter { id in
            guard let node = nodes[id], !node.isEvaluator, !DaVinciRules.isTeleport(node) else { return false }
            return (incoming[id] ?? []).isEmpty
        }
        let leading = roots.filter { !(outgoing[$0] ?? []).isEmpty }
        let entry = leading.first ?? roots.first
        return .success(
            ExportedFlow(
                id: id, name: name, nodes: nodes, order: order, outgoing: outgoing, entry: entry, place: place,
                nodeIndices: nodeIndices, otherRoots: leading.count > 1 ? Array(leading.dropFirst()) : []))
    }
}
