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

    /// The flows and forms of the `documents` (path and text). A flow with an error is left out.
    static func read(_ documents: [(file: String, text: String)]) -> Read {
        var read = Read()
        for (file, text) in documents {
            let document: ExportDocument
            switch ExportDocument.read(file: file, text: text) {
            case .success(let parsed): document = parsed
            case .failure(let problem):
                read.diagnostics.append(problem.diagnostic)
                continue
            }
            let root = document.json
            for (id, form) in forms(in: root) { read.forms[id] = form }
            var exports: [(path: [JSONPathStep], flow: JSON)] = []
            if let flows = root["flows"]?.arrayValue {
                exports = flows.enumerated().map { ([.key("flows"), .index($0.offset)], $0.element) }
            } else if root["graphData"] != nil {
                exports = [([], root)]
            } else if root["components"] != nil || root["_embedded"] != nil || root["forms"] != nil {
                continue // a forms export
            } else {
                read.diagnostics.append(
                    Diagnostic(
                        .error, "not a DaVinci export: the file has neither `flows` nor `graphData`",
                        at: SourceLocation(file: file, line: 1, column: 1),
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
                    diagnostic: Diagnostic(.error, "\(at)name: the flow has no name", at: place.appending(.key("name")).location)))
        }
        guard let elements = json["graphData"]?["elements"] else {
            return .failure(
                ExportProblem(
                    diagnostic: Diagnostic(
                        .error, "\(at)graphData.elements: flow \(name) has no nodes", at: place.location)))
        }
        var nodes: [String: FlowNode] = [:]
        var order: [String] = []
        var jumpTargets: Set<String> = []
        var nodePlaces: [String: ExportPlace] = [:]
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
            if node.connectorId == "nodeConnector" { jumpTargets.insert(nodeID) }
            nodes[nodeID] = node
            nodePlaces[nodeID] = place.appending(.key("graphData"), .key("elements"), .key("nodes"), .index(index))
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
        // The start is the first node no edge leads to (counting no edge that only a jump's start node leads
        // on: a jump back to the first form does not make it a middle node) that leads somewhere.
        func onlyAfterJumps(_ id: String) -> Bool {
            jumpTargets.contains(id)
                || (nodes[id]?.isEvaluator == true && (incoming[id] ?? []).allSatisfy(jumpTargets.contains))
        }
        let starts = order.filter { id in
            !jumpTargets.contains(id) && nodes[id]?.isEvaluator == false
                && (incoming[id] ?? []).allSatisfy(onlyAfterJumps)
        }
        // A node on no edge at all is left on the canvas, not where the flow starts.
        let entry = starts.first { !(outgoing[$0] ?? []).isEmpty } ?? starts.first
        return .success(
            ExportedFlow(
                id: id, name: name, nodes: nodes, order: order, outgoing: outgoing, entry: entry, place: place,
                nodePlaces: nodePlaces))
    }
}
