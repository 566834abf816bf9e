import Foundation
import Orchestrate

/// What a node's screen shows, in order: its header and description, its fields (a DaVinci node's
/// collectors, a Journey node's callbacks), and whether it needs a Next button of its own.
///
/// Fields the app fills in without showing them (Protect, metadata, a hidden value, the device profile, a
/// script message) are in ``hidden``, not in ``fields``. A field no default view draws is kept as an
/// `unknown` field, in its place; so is a DaVinci field the runtime made no collector for (it reads the
/// node's `form.components.fields` for those).
public struct NodeFields: Sendable {
    /// The title: a Journey page node's `header`, else the DaVinci form's `name`; empty when neither.
    public let header: String
    /// The text under the title: the DaVinci form's or the Journey page node's `description`.
    public let description: String
    /// The fields to show, in the server's order.
    public let fields: [NodeField]
    /// The fields that are not shown, in the server's order.
    public let hidden: [NodeField]
    /// The screen's own Next button; `nil` when a field submits the node (a submit button, a
    /// confirmation's options, a passkey or provider button), the node moves on by itself (polling, a
    /// polling wait, a suspended journey), or it holds only a device profile the screen collects and
    /// submits (``submitsWhenCollected``).
    public let nextButton: NodeButton?

    /// The fields of `node`.
    public init(node: ContinueNode) {
        header = node.header ?? node.name
        description = node.description
        var all = Self.fields(of: node)
        let verifies = all.contains { $0.kind == .passwordVerify }
        all = all.map { field in
            NodeField(
                id: field.id, kind: field.kind, type: field.type, key: field.key, label: field.label,
                isRequired: field.isRequired, action: field.action, json: field.json,
                contentType: TextContentType(
                    kind: field.kind, key: field.key, label: field.label,
                    nodeVerifiesPassword: verifies))
        }
        let shown = all.filter { !Self.isHidden($0) }
        fields = shown
        hidden = all.filter(Self.isHidden)
        let collectsItself = shown.isEmpty && hidden.contains(where: Self.isCollected)
        nextButton = collectsItself || shown.contains { $0.kind.submitRole != .none } ? nil : NodeButton.next(for: node)
    }

    /// Whether the screen shows a Next button of its own: see ``nextButton``.
    public var needsNextButton: Bool { nextButton != nil }

    /// Every button of the screen, in order: the fields' buttons, then Next.
    public var buttons: [NodeButton] { fields.flatMap(\.buttons) + (nextButton.map { [$0] } ?? []) }

    /// The first field shown with `key`.
    public func field(key: String) -> NodeField? { fields.first { $0.key == key } }

    /// The field of `action`, shown or hidden: how a typed form's property (`form.username`, a
    /// `TextCollector`) finds its field, to draw it with the default view.
    public func field(for action: any Action) -> NodeField? {
        (fields + hidden).first { field in
            guard let own = field.action else { return false }
            return (own as AnyObject) === (action as AnyObject)
        }
    }

    private static func isHidden(_ field: NodeField) -> Bool {
        if field.kind.isHidden { return true }
        guard let message = field.action as? any MessageCallback else { return false }
        return message.messageType == .script
    }

    /// The node's actions as fields, with a DaVinci node's fields that have no collector put back in place.
    private static func fields(of node: ContinueNode) -> [NodeField] {
        var made: [NodeField] = []
        func add(_ action: (any Action)?, json: JSON) {
            made.append(NodeField(id: made.count, action: action, json: json))
        }
        let actions = node.actions
        guard let formFields = node.input[path: "form", "components", "fields"]?.arrayValue,
            actions.allSatisfy({ $0 is any Collector })
        else {
            for action in actions { add(action, json: (action as? any Callback)?.json ?? .null) }
            return made
        }
        // The runtime skips a field it has no collector for; each field is matched to the next collector
        // made from it, and a field with none becomes a placeholder. Collectors left over keep their order.
        var cursor = 0
        for json in formFields {
            if let match = actions[cursor...].firstIndex(where: { Self.collector($0, isMadeFrom: json) }) {
                for action in actions[cursor...match] { add(action, json: Self.json(of: action, fallback: json)) }
                cursor = match + 1
            } else {
                add(nil, json: json)
            }
        }
        for action in actions[cursor...] { add(action, json: Self.json(of: action, fallback: .null)) }
        return made
    }

    private static func collector(_ action: any Action, isMadeFrom json: JSON) -> Bool {
        if let collector = action as? any FieldCollector { return collector.field.json == json }
        if let label = action as? LabelCollector {
            return label.key == (json["key"]?.stringValue ?? "")
                && label.content == (json["content"]?.stringValue ?? "")
        }
        guard let collector = action as? any Collector else { return false }
        return collector.key == (json["key"]?.stringValue ?? "")
    }

    private static func json(of action: any Action, fallback: JSON) -> JSON {
        (action as? any FieldCollector)?.field.json ?? fallback
    }
}
