import Foundation
import OrchestrateBasics

/// What an import cannot read from an export, supplied by the team (`--overlay FILE`, YAML):
///
///     decisions:                 # the outcome the sandbox takes at a decision it cannot check
///       <node id>: <outcome>
///     attributes:                # an IDM attribute's type: String (the default), Number or Boolean
///       preferences/marketing: Boolean
///     callbacks:                 # what a scripted or custom node sends, in order: a type, or a type and a name
///       <node id>: [NameCallback, {type: TextOutputCallback, name: notice}]
///     outputs:                   # what the server fills in that the export cannot say, by node and callback
///       <node id>: {terms: {terms: "The terms.", version: "2.1"}}
///     buttons:                   # a DaVinci button's type no recording settles, by node and button value
///       <node id>: {RESEND: FLOW_BUTTON}
///
/// Unknown keys and values are located errors.
struct ImportOverlay: Sendable {
    /// The outcome the sandbox takes, by decision node id.
    var decisions: [String: String] = [:]
    /// The callback type of each attribute a collector asks for, by attribute name.
    var attributeTypes: [String: String] = [:]
    /// The callbacks a node sends that the export cannot say (a scripted or custom node), by node id.
    var callbacks: [String: [DeclaredCallback]] = [:]
    /// Outputs the server fills in that the export cannot say (the terms' text, the providers, IDM's
    /// policies), by node id and the callback's property name; the sandbox sends them.
    var outputs: [String: [String: [String: JSON]]] = [:]
    /// The field type of DaVinci buttons, by form node id and button value (`SUBMIT_BUTTON` or `FLOW_BUTTON`).
    var buttons: [String: [String: String]] = [:]
    /// IDM's managed objects, from the managed-object files given with the exports (not the overlay file):
    /// the types of the attributes an `AttributeCollectorNode` collects.
    var idm = IDMSchema()

    /// A callback the overlay declares: its AM type, the property name it gets, the outputs the sandbox sends.
    struct DeclaredCallback: Sendable {
        var type: String
        var name: String
        var outputs: [String: JSON]
    }

    /// The callback of each attribute type the overlay may name.
    static let attributeCallbacks = [
        "String": "StringAttributeInputCallback", "Number": "NumberAttributeInputCallback",
        "Boolean": "BooleanAttributeInputCallback",
    ]

    /// `node` as JSON: scalars by their YAML kind, mappings and sequences as objects and arrays.
    static func json(_ node: YAMLNode) -> JSON? {
        switch node.value {
        case .scalar(let text, .string): return .string(text)
        case .scalar(let text, .bool): return .bool(YAMLNode.ScalarKind.isTrue(text))
        case .scalar(let text, .int): return SpecValueReader.parseInt(text).map(JSON.integer)
        case .scalar(let text, .float): return SpecValueReader.parseDouble(text, kind: .float).map(JSON.number)
        case .scalar(_, .null): return .null
        case .sequence(let items):
            let values = items.compactMap(json)
            return values.count == items.count ? .array(values) : nil
        case .mapping(let pairs):
            var members = JSONObject()
            for (key, value) in pairs {
                guard let name = key.scalarText, let value = json(value) else { return nil }
                members[name] = value
            }
            return .object(members)
        }
    }

    /// Reads the overlay at `path`.
    static func read(_ path: String) -> Result<ImportOverlay, DiagnosticList> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(
                DiagnosticList([
                    Diagnostic(.error, "cannot read the overlay", at: SourceLocation(file: path, line: 1, column: 1))
                ]))
        }
        let document: YAMLNode
        switch YAMLReader.read(SpecSource(path: path, bytes: Array(data))) {
        case .success(let node): document = node
        case .failure(let list): return .failure(list)
        }
        var overlay = ImportOverlay()
        var problems: [Diagnostic] = []
        for (key, value) in document.mapping ?? [] {
            let pairs = value.mapping ?? []
            if value.mapping == nil {
                problems.append(Diagnostic(.error, "'\(key.scalarText ?? "")' must be a mapping", at: value.location))
            }
            switch key.scalarText {
            case "decisions":
                for (id, outcome) in pairs {
                    guard let name = outcome.scalarText else {
                        problems.append(
                            Diagnostic(
                                .error, "a decision's outcome must be its id, as `true` or `Retry`",
                                at: outcome.location))
                        continue
                    }
                    overlay.decisions[id.scalarText ?? ""] = name
                }
            case "attributes":
                for (name, type) in pairs {
                    guard let text = type.scalarText, attributeCallbacks[text] != nil else {
                        problems.append(
                            Diagnostic(
                                .error, "an attribute's type must be String, Number or Boolean", at: type.location))
                        continue
                    }
                    overlay.attributeTypes[name.scalarText ?? ""] = text
                }
            case "callbacks":
                for (id, list) in pairs {
                    guard let items = list.sequence, !items.isEmpty else {
                        problems.append(
                            Diagnostic(.error, "a node's callbacks must be a list of callback types", at: list.location)
                        )
                        continue
                    }
                    var declared: [DeclaredCallback] = []
                    for item in items {
                        let type = item.string ?? item.mapping?.first { $0.key.scalarText == "type" }?.value.string
                        guard let type, type.hasSuffix("Callback") else {
                            problems.append(
                                Diagnostic(
                                    .error, "a callback is its AM type, as NameCallback, or {type, name}",
                                    at: item.location))
                            continue
                        }
                        let name =
                            item.mapping?.first { $0.key.scalarText == "name" }?.value.string
                            ?? String(type.dropLast("Callback".count))
                        // Empty texts: the sandbox sends them, and the typed node reads them, as AM would.
                        let outputs: [String: JSON] =
                            type.contains("TextOutput") ? ["message": "", "messageType": .integer(0)] : ["prompt": ""]
                        declared.append(DeclaredCallback(type: type, name: name, outputs: outputs))
                    }
                    overlay.callbacks[id.scalarText ?? ""] = declared
                }
            case "outputs":
                for (id, byCallback) in pairs {
                    for (property, values) in byCallback.mapping ?? [] {
                        guard let json = Self.json(values), let members = json.objectValue else {
                            problems.append(
                                Diagnostic(
                                    .error, "a callback's outputs are a mapping of output names to values",
                                    at: values.location))
                            continue
                        }
                        overlay.outputs[id.scalarText ?? "", default: [:]][property.scalarText ?? ""] = members
                    }
                    if byCallback.mapping == nil {
                        problems.append(
                            Diagnostic(
                                .error, "a node's outputs are a mapping of its callbacks' property names",
                                at: byCallback.location))
                    }
                }
            case "buttons":
                for (id, byValue) in pairs {
                    guard let entries = byValue.mapping else {
                        problems.append(
                            Diagnostic(
                                .error, "a node's buttons are a mapping of button values to types", at: byValue.location
                            ))
                        continue
                    }
                    for (value, type) in entries {
                        guard let text = type.scalarText, ["SUBMIT_BUTTON", "FLOW_BUTTON"].contains(text) else {
                            problems.append(
                                Diagnostic(.error, "a button's type is SUBMIT_BUTTON or FLOW_BUTTON", at: type.location)
                            )
                            continue
                        }
                        overlay.buttons[id.scalarText ?? "", default: [:]][value.scalarText ?? ""] = text
                    }
                }
            default:
                problems.append(
                    Diagnostic(
                        .error, "unknown overlay key '\(key.scalarText ?? "")'", at: key.location,
                        note: "the overlay has decisions, attributes, callbacks, outputs and buttons"))
            }
        }
        if document.mapping == nil {
            problems.append(Diagnostic(.error, "the overlay must be a mapping", at: document.location))
        }
        return problems.isEmpty ? .success(overlay) : .failure(DiagnosticList(problems))
    }
}
