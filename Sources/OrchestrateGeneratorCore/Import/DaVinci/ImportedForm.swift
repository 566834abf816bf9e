import Foundation
import OrchestrateBasics

/// A node of a flow that shows the client a form: an HTTP connector's custom HTML template, or a PingOne
/// form. Its fields are those the client receives in `form.components.fields`, buttons last.
struct ImportedForm: Sendable {
    /// The flow the node is in (its index among the exports' flows).
    var flow: Int
    /// The node's id: the `id` the client receives.
    var nodeID: String
    /// The form's title (`form.name`).
    var title: String
    /// The form's description (`form.description`).
    var description: String
    /// The fields, inputs first, then the buttons.
    var fields: [ImportedField]
    /// What the export could not say about the form, for warnings.
    var assumptions: [String] = []

    /// The buttons' keys, in order.
    var buttons: [ImportedField] { fields.filter(\.isButton) }
}

/// A field of an imported form: the JSON the client receives, and its place in the typed form.
struct ImportedField: Sendable {
    /// The field as the client receives it (`type`, `key`, `label`, …).
    var json: JSON
    /// Whether the typed form holds it (inputs and buttons with a key of a type the runtime maps).
    var isTyped: Bool

    /// The field type.
    var type: String { json["type"]?.stringValue ?? "" }
    /// The field key.
    var key: String { json["key"]?.stringValue ?? "" }
    /// The field label.
    var label: String { json["label"]?.stringValue ?? "" }
    /// Whether pressing the field submits the form.
    var isButton: Bool { ImportedField.buttonTypes.contains(type) }

    /// The types whose press submits the form, with its key as the `actionKey`.
    static let buttonTypes: Set<String> = ["SUBMIT_BUTTON", "FLOW_BUTTON", "FLOW_LINK", "BUTTON"]
}

extension ImportedForm {
    /// The form of `node` in flow `flow`, or `nil` when the node shows none. A PingOne form comes from
    /// `forms` (by the node's form id); without it the form has no fields and says so.
    static func read(_ node: FlowNode, flow: Int, forms: [String: JSON]) -> ImportedForm? {
        switch (node.connectorId, node.capabilityName) {
        case ("httpConnector", "customHTMLTemplate"):
            return htmlForm(node, flow: flow)
        case ("pingOneFormsConnector", "customForm"):
            return pingOneForm(node, flow: flow, forms: forms)
        case ("httpConnector", "customHtmlMessage"):
            return messageForm(node, flow: flow)
        default:
            return nil
        }
    }

    /// An HTTP connector's form: its form fields (a hidden one is a password; `buttonValue` is where the
    /// pressed button goes, not a field), then the HTML's buttons: the first submits, the others are flow
    /// buttons, as DaVinci sends them.
    private static func htmlForm(_ node: FlowNode, flow: Int) -> ImportedForm {
        var fields: [ImportedField] = []
        for entry in node.property("formFieldsList")?.arrayValue ?? [] {
            guard let key = entry["propertyName"]?.stringValue, !key.isEmpty, key != "buttonValue" else { continue }
            let hidden = entry["hashedVisibility"]?.boolValue == true
            let label = entry["displayName"]?.stringValue ?? key
            fields.append(
                ImportedField(
                    json: [
                        "type": .string(hidden ? "PASSWORD" : "TEXT"), "key": .string(key), "label": .string(label),
                    ],
                    isTyped: true))
        }
        let html = node.text("customHTML") ?? ""
        for (index, button) in HTMLButtons.read(html).enumerated() {
            var json: [String: JSON] = [
                "type": .string(index == 0 ? "SUBMIT_BUTTON" : "FLOW_BUTTON"), "key": .string(button.value),
                "label": .string(button.label),
            ]
            if index > 0 { json["inputType"] = "ACTION" }
            fields.append(ImportedField(json: .object(json), isTyped: true))
        }
        var form = ImportedForm(
            flow: flow, nodeID: node.id, title: node.text("nodeTitle") ?? node.title,
            description: node.text("nodeDescription") ?? "", fields: fields)
        if fields.allSatisfy({ !$0.isButton }) {
            form.assumptions.append("its HTML has no DaVinci button (data-skbuttonvalue); the form has no button")
        }
        return form
    }

    /// An HTTP connector's message page: its message as a label. What DaVinci sends a client for one is not in
    /// its documentation, so the form is typed by its node id alone and says so.
    private static func messageForm(_ node: FlowNode, flow: Int) -> ImportedForm {
        let message = node.text("message") ?? ""
        var form = ImportedForm(
            flow: flow, nodeID: node.id, title: node.text("messageTitle") ?? node.text("nodeTitle") ?? node.title,
            description: "",
            fields: message.isEmpty
                ? [] : [ImportedField(json: ["type": "LABEL", "content": .string(message)], isTyped: false)])
        form.assumptions.append(
            "a message page (customHtmlMessage): what DaVinci sends a client for it is not documented; the form is typed by its node id, its message a label"
        )
        return form
    }

    /// A PingOne form, from its definition: rich-text labels as text, text blocks as labels, the error
    /// display left out (the runtime skips it), each select's options.
    private static func pingOneForm(_ node: FlowNode, flow: Int, forms: [String: JSON]) -> ImportedForm {
        let formID = node.property("form")?.stringValue ?? ""
        var form = ImportedForm(
            flow: flow, nodeID: node.id, title: node.text("nodeTitle") ?? node.title,
            description: node.text("nodeDescription") ?? "", fields: [])
        guard let definition = forms[formID] else {
            form.assumptions.append(
                "its PingOne form \(formID) is not in the export; the form has no fields (give the forms export with --forms)"
            )
            return form
        }
        if node.text("nodeTitle") == nil, let name = definition["name"]?.stringValue {
            form.title = name
        }
        for field in definition["components"]?["fields"]?.arrayValue ?? [] {
            guard let read = pingOneField(field) else { continue }
            form.fields.append(read)
        }
        // The runtime lists the buttons after the inputs, as DaVinci sends them.
        form.fields = form.fields.filter { !$0.isButton } + form.fields.filter(\.isButton)
        return form
    }

    /// One field of a PingOne form as the client receives it; `nil` for the error display.
    private static func pingOneField(_ field: JSON) -> ImportedField? {
        guard var type = field["type"]?.stringValue, type != "ERROR_DISPLAY" else { return nil }
        var json: [String: JSON] = [:]
        if type == "TEXTBLOB" || type == "SLATE_TEXTBLOB" {
            type = "LABEL"
            json["content"] = .string(SlateText.plain(field["content"]?.stringValue ?? ""))
        }
        json["type"] = .string(type)
        // DaVinci sends the submit button with the key `submit`.
        let key = type == "SUBMIT_BUTTON" ? "submit" : (field["key"]?.stringValue ?? "")
        if !key.isEmpty { json["key"] = .string(key) }
        if let label = field["label"]?.stringValue { json["label"] = .string(SlateText.plain(label)) }
        for name in ["required", "validation", "action", "defaultCountryCode", "validatePhoneNumber"] {
            if let value = field[name] { json[name] = value }
        }
        if let options = field["options"]?.arrayValue {
            json["options"] = .array(
                options.map { option in
                    [
                        "label": .string(SlateText.plain(option["label"]?.stringValue ?? "")),
                        "value": option["value"] ?? "",
                    ]
                })
        }
        if let inputType = inputTypes[type] { json["inputType"] = .string(inputType) }
        let typed = !key.isEmpty && RuntimeCatalog.defaultMappings[type] != nil && type != "LABEL"
        return ImportedField(json: .object(json), isTyped: typed)
    }

    /// The `inputType` DaVinci sends with each field type that has one.
    private static let inputTypes = [
        "DROPDOWN": "SINGLE_SELECT", "RADIO": "SINGLE_SELECT", "CHECKBOX": "MULTI_SELECT",
        "COMBOBOX": "MULTI_SELECT", "FLOW_BUTTON": "ACTION", "FLOW_LINK": "ACTION", "SINGLE_CHECKBOX": "BOOLEAN",
        "AGREEMENT": "READ_ONLY_TEXT",
    ]
}

/// The DaVinci buttons of a form's HTML: `<button data-skcomponent="skbutton" data-skbuttonvalue="SIGNON">Sign
/// On</button>`, in order, each value once.
enum HTMLButtons {
    /// A button's value (the `actionKey` it submits) and its text.
    struct Button: Equatable {
        var value: String
        var label: String
    }

    /// The buttons of `html`.
    static func read(_ html: String) -> [Button] {
        var buttons: [Button] = []
        var rest = html[...]
        while let open = find("<button", in: rest) {
            guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">") else { break }
            let tag = rest[open.upperBound..<tagEnd]
            let close = find("</button>", in: rest[tagEnd...])
            let inner = close.map { rest[rest.index(after: tagEnd)..<$0.lowerBound] } ?? ""
            rest = rest[(close?.upperBound ?? rest.index(after: tagEnd))...]
            guard let value = attribute("data-skbuttonvalue", in: tag), !value.isEmpty,
                !buttons.contains(where: { $0.value == value })
            else { continue }
            buttons.append(Button(value: value, label: text(of: inner)))
        }
        return buttons
    }

    /// The first place of `needle` (lowercase ASCII) in `text`, ignoring ASCII case: a scan of the bytes, as
    /// a form's HTML is long and Foundation's case-insensitive search slow.
    private static func find(_ needle: String, in text: Substring) -> Range<String.Index>? {
        let pattern = Array(needle.utf8)
        let bytes = text.utf8
        func lowered(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(where: { lowered($0) == pattern[0] }) {
            var end = found
            var matched = true
            for byte in pattern {
                guard end != bytes.endIndex, lowered(bytes[end]) == byte else {
                    matched = false
                    break
                }
                end = bytes.index(after: end)
            }
            if matched { return found..<end }
            start = bytes.index(after: found)
        }
        return nil
    }

    /// The value of attribute `name` in `tag` (double- or single-quoted).
    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = find(name + "=", in: tag) else { return nil }
        let after = tag[start.upperBound...]
        guard let quote = after.first, quote == "\"" || quote == "'" else { return nil }
        let body = after.dropFirst()
        return body.firstIndex(of: quote).map { String(body[..<$0]) }
    }

    /// The text of `html`: tags dropped, whitespace collapsed, the common entities decoded.
    private static func text(of html: Substring) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        // `&amp;` last, so `&amp;lt;` stays `&lt;`.
        let entities = [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&"),
        ]
        if text.contains("&") {
            for (entity, character) in entities { text = text.replacingOccurrences(of: entity, with: character) }
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
