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
///
/// Unknown keys and values are located errors.
struct ImportOverlay: Sendable {
    /// The outcome the sandbox takes, by decision node id.
    var decisions: [String: String] = [:]
    /// The callback type of each attribute a collector asks for, by attribute name.
    var attributeTypes: [String: String] = [:]
    /// The callbacks a node sends that the export cannot say (a scripted or custom node), by node id.
    var callbacks: [String: [DeclaredCallback]] = [:]

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
            default:
                problems.append(
                    Diagnostic(
                        .error, "unknown overlay key '\(key.scalarText ?? "")'", at: key.location,
                        note: "the overlay has decisions, attributes and callbacks"))
            }
        }
        if document.mapping == nil {
            problems.append(Diagnostic(.error, "the overlay must be a mapping", at: document.location))
        }
        return problems.isEmpty ? .success(overlay) : .failure(DiagnosticList(problems))
    }
}
