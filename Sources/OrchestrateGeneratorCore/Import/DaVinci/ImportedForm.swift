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
    /// Whether the page polls (a polling component): the client submits it again without a button.
    var polls = false
    /// Whether the page goes on by itself (it polls and has no button).
    var autoContinues: Bool { polls && buttons.isEmpty }
    /// The buttons whose type no recording settles (a pill, an `<a>` or `<div>`, an unrecorded
    /// `data-skbuttontype`): each value and the type the rules gave it.
    var unsettledButtons: [(value: String, type: String)] = []
    /// Whether some of its buttons get their keys at run time (`{{…}}` in a template): where the flow goes
    /// on them cannot be read, so every way is taken.
    var hasRuntimeButtons = false

    /// The buttons' keys, in order.
    var buttons: [ImportedField] { fields.filter(\.isButton) }

    /// The ways the client submits the form: each button, and no button where the form has none, polls, or
    /// has buttons whose keys are made at run time (which no button of the import stands for).
    var submissions: [ImportedField?] {
        buttons.isEmpty || polls || hasRuntimeButtons ? buttons + [nil] : buttons
    }
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
    /// The form of `node` in flow `flow`, or `nil` when the node shows none (`DaVinciRules`). A PingOne form
    /// comes from `forms` (by the node's form id); without it the form has no fields and says so. `buttons`
    /// settles the type of the node's buttons by their value (the overlay's `buttons.<node id>`).
    static func read(
        _ node: FlowNode, flow: Int, forms: [String: JSON], buttons: [String: String] = [:]
    ) -> ImportedForm? {
        switch DaVinciRules.role(of: node) {
        case .form(.html)?: return htmlForm(node, flow: flow, buttons: buttons)
        case .form(.pingOneForm)?: return pingOneForm(node, flow: flow, forms: forms)
        default: return nil
        }
    }

    /// An HTTP connector's form as DaVinci sends it to an SDK client (`DaVinciRules`): its form fields in
    /// `formFieldsList` order (a hidden one a password; `buttonValue`, where the pressed button goes, no
    /// field), then its components in the HTML's order: each button typed by `DaVinciRules.buttons` (or by
    /// `buttons`, the overlay's), a `PROTECT` field for a risk component, a `POLLING` field for a polling one.
    /// A key already taken, or made at run time (`{{…}}`), is sent but not typed; a button whose type no
    /// recording settles is typed by the rules and said so.
    private static func htmlForm(_ node: FlowNode, flow: Int, buttons overlay: [String: String]) -> ImportedForm {
        var form = ImportedForm(
            flow: flow, nodeID: node.id, title: node.text("nodeTitle") ?? node.title,
            description: node.text("nodeDescription") ?? "", fields: [])
        var keys: Set<String> = []
        func add(_ json: [String: JSON]) {
            let key = json["key"]?.stringValue ?? ""
            let templated = key.contains("{{")
            let repeated = !key.isEmpty && !keys.insert(key).inserted
            if templated {
                form.hasRuntimeButtons =
                    form.hasRuntimeButtons || json["type"]?.stringValue?.hasSuffix("BUTTON") == true
                form.assumptions.append(
                    "the key \(DiagnosticText.clean(key)) is made at run time; that field is not typed")
            } else if repeated {
                form.assumptions.append(
                    "the key \(DiagnosticText.clean(key)) comes twice; the second is sent but not typed (on submit the last value wins)"
                )
            }
            form.fields.append(ImportedField(json: .object(json), isTyped: !templated && !repeated))
        }
        for entry in node.property("formFieldsList")?.arrayValue ?? [] {
            guard let key = entry["propertyName"]?.stringValue, !key.isEmpty, key != "buttonValue" else { continue }
            let hidden = entry["hashedVisibility"]?.boolValue == true
            add([
                "type": .string(hidden ? "PASSWORD" : "TEXT"), "key": .string(key),
                "label": .string(entry["displayName"]?.stringValue ?? key),
            ])
        }
        let components = SKComponents.read(node.text("customHTML") ?? "").compactMap { component in
            DaVinciRules.componentRule(component.kind).map { (component, $0.field) }
        }
        // DaVinci sends the buttons in the HTML's order, then the risk and polling fields (JS next0; AND
        // DavinciProtectTest.kt).
        for (button, _) in components.filter({ $0.1 == .button }) {
            guard let value = button.attributes["buttonvalue"] ?? button.attributes["value"], !value.isEmpty else {
                form.assumptions.append("a button has no data-skbuttonvalue; what key DaVinci gives it is not known")
                continue
            }
            var type = DaVinciRules.buttonType(button)
            if let settled = overlay[value] {
                type = settled
            } else if !DaVinciRules.isSettled(button) {
                form.unsettledButtons.append((value, type))
            }
            var json: [String: JSON] = ["type": .string(type), "key": .string(value), "label": .string(button.text)]
            // Ping's SDKs build a flow button from `inputType: ACTION` (IOS f21538f, AND 207e725).
            if type == "FLOW_BUTTON" { json["inputType"] = "ACTION" }
            add(json)
        }
        for (risk, _) in components.filter({ $0.1 == .protect }) {
            add([
                "type": "PROTECT", "key": .string(risk.attributes["propertyname"] ?? "riskfp"),
                "behavioralDataCollection": .bool(risk.attributes["collectbehavioraldata"]?.lowercased() != "false"),
                "universalDeviceIdentification": .bool(
                    risk.attributes["universaldeviceidentification"]?.lowercased() == "true"),
            ])
        }
        if let (polling, _) = components.first(where: { $0.1 == .polling }) {
            form.polls = true
            form.assumptions.append(
                "its polling component is sent as a POLLING field, as Ping's SDKs model it; no recording shows the field DaVinci sends for it"
            )
            var json: [String: JSON] = [
                "type": "POLLING",
                "key": .string(polling.attributes["propertyname"] ?? DaVinciRules.pollingKey),
            ]
            for setting in DaVinciRules.pollingSettings {
                let text = polling.attributes[setting.attribute] ?? setting.fallback
                json[setting.member] =
                    setting.member == "pollChallengeStatus" ? .bool(text.lowercased() == "true") : .string(text)
            }
            add(json)
        }
        // A social sign-in component submits what no recorded response shows: it is not typed, and where the
        // flow goes on it is walked as for a button of a key made at run time.
        if components.contains(where: { $0.1 == .socialSignIn }) {
            form.hasRuntimeButtons = true
            form.assumptions.append(
                "a social sign-in component (skIDP) is not typed: what DaVinci sends a client for it is in no recorded response"
            )
        }
        if form.buttons.isEmpty {
            form.assumptions.append(
                form.autoContinues
                    ? "a page that goes on by itself (skpolling): the client submits it without a button"
                    : "its HTML has no DaVinci button (data-skbuttonvalue); the form has no button")
        }
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
