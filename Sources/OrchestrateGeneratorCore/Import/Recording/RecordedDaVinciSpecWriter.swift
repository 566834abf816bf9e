import Foundation
import OrchestrateBasics
import OrchestrateRecording

/// Writes a recorded DaVinci flow's three files from what DaVinci sent: `<Flow>.collectors.yaml` (a typed form
/// per form, matched by its node id), `<Flow>.flow.yaml` (the buttons' ways the walks took) and
/// `<Flow>.sandbox.yaml` (the forms with their fields as sent, and transitions that take the recorded ways).
struct RecordedDaVinciSpecWriter {
    /// A recorded form with its names and typed fields.
    struct NamedForm {
        let step: RecordedWalks.Step
        let formName: String
        let stepName: String
        /// The typed fields: each one's property and the field as DaVinci sent it.
        let properties: [(property: String, field: JSON)]
        var fields: [JSON] { step.body[path: "form", "components", "fields"]?.arrayValue ?? [] }
        var title: String { step.body[path: "form", "name"]?.stringValue ?? step.key }
    }

    let flow: RecordedWalks.Journey
    let baseName: String
    let file: String
    let forms: [NamedForm]

    /// Names the forms of `flow` (form names, after `typePrefix`, unique among `names`); `baseName` names the
    /// files and the namespace.
    init(flow: RecordedWalks.Journey, baseName: String, typePrefix: String = "", file: String, names: inout Set<String>)
    {
        self.flow = flow
        self.file = file
        self.baseName = baseName
        var stepNames = ImportNames.reservedStepNames
        forms = flow.steps.map { step in
            let title = step.body[path: "form", "name"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? step.key
            let plain = ImportNames.typeName(title)
            let formName = ImportNames.unique(typePrefix + plain, in: &names)
            var taken = ImportNames.reservedFormProperties
            let fields = step.body[path: "form", "components", "fields"]?.arrayValue ?? []
            let properties = fields.compactMap { field -> (String, JSON)? in
                let type = field["type"]?.stringValue ?? ""
                guard let key = field["key"]?.stringValue, !key.isEmpty, RuntimeCatalog.defaultMappings[type] != nil,
                    type != "LABEL"
                else { return nil }
                return (ImportNames.unique(ImportNames.fieldName(key), in: &taken), field)
            }
            return NamedForm(
                step: step, formName: formName,
                stepName: ImportNames.unique(SwiftIdentifier.lowercasedFirst(plain), in: &stepNames),
                properties: properties)
        }
    }

    /// The three files, by name.
    func files() -> [(name: String, contents: String)] {
        [
            ("\(baseName).collectors.yaml", collectorsFile()),
            ("\(baseName).flow.yaml", flowFile()),
            ("\(baseName).sandbox.yaml", sandboxFile()),
        ]
    }

    private func header(_ what: String) -> [String] {
        [
            "\(what) of the DaVinci flow \(baseName), from the responses DaVinci sent in \(file) (`orchestrate-gen import recording`).",
            "Record the walks again after the flow changes, and import again.",
        ]
    }

    private func form(_ key: String) -> NamedForm? { forms.first { $0.step.key == key } }

    // MARK: The collectors spec

    func collectorsFile() -> String {
        let spec = ImportedSpecs.located(in: "\(baseName).collectors.yaml")
        let model = MappingsSpec(
            kind: .davinci, source: spec.source, namespace: spec.at(baseName), access: nil, mappings: [],
            forms: forms.map { form in
                FormSpec(
                    name: spec.at(form.formName), match: .nodeId(spec.at(form.step.key)),
                    fields: form.properties.map { property, field in
                        let type = field["type"]?.stringValue ?? ""
                        let collector = RuntimeCatalog.defaultMappings[type].flatMap {
                            RuntimeCatalog.chosenCollector(of: $0, for: field).map { spec.at($0) }
                        }
                        return FieldSpec(
                            name: spec.at(property), key: spec.at(field["key"]?.stringValue ?? property),
                            type: spec.at(type),
                            optional: false, collector: collector)
                    })
            })
        return YAMLOut.text(SpecYAML.mappings(model), header: header("The typed forms"))
    }

    // MARK: The flow spec

    /// A step per form, each button going on to the forms the walks reached with it or to `done`; an error
    /// retries the step twice, then ends at `failed`.
    /// The forms each form's recorded answers led to (not itself: an error keeps the client on its form).
    private func targets(of named: NamedForm) -> [String] {
        (flow.answers[named.step.key] ?? []).compactMap { answer in
            if case .step(let key) = answer.end, key != named.step.key { return form(key)?.stepName }
            return nil
        }
    }

    /// The forms a recorded answer leads to from the first.
    private func reachableForms() -> Set<String> {
        guard let first = forms.first else { return [] }
        var reached: Set<String> = [first.stepName]
        var queue = [first]
        while let named = queue.popLast() {
            for target in targets(of: named) where reached.insert(target).inserted {
                if let next = forms.first(where: { $0.stepName == target }) { queue.append(next) }
            }
        }
        return reached
    }

    /// What the recording could not make whole: a form shown but reached by no recorded answer from the flow's
    /// first form (a walk recorded from its middle), left out of the flow spec.
    func diagnostics(at: SourceLocation) -> [Diagnostic] {
        let reached = reachableForms()
        return forms.filter { !reached.contains($0.stepName) }.map { named in
            Diagnostic(
                .warning,
                "form '\(named.stepName)' was shown but no recorded answer leads to it from the first form; it is left "
                    + "out of \(baseName).flow.yaml",
                at: named.step.place.location,
                note: "record a walk that reaches it from the flow's start, then import again")
        }
    }

    func flowFile() -> String {
        let spec = ImportedSpecs.located(in: "\(baseName).flow.yaml")
        var flowSteps: [StepSpec] = []
        var succeeds = false
        let reached = reachableForms()
        for named in forms where reached.contains(named.stepName) {
            var segues: [SegueSpec] = []
            var seen: Set<String> = []
            for answer in flow.answers[named.step.key] ?? [] {
                let target: String
                switch answer.end {
                case .step(let key) where key != named.step.key:
                    guard let name = form(key)?.stepName else { continue }
                    target = name
                case .success:
                    target = "done"
                    succeeds = true
                default: continue
                }
                let property = answer.button.flatMap { button in
                    named.properties.first { $0.field["key"]?.stringValue == button }?.property
                }
                guard seen.insert("\(property ?? "")\u{0}\(target)").inserted else { continue }
                segues.append(spec.daVinciSegue(to: target, button: property))
            }
            flowSteps.append(spec.daVinciFormStep(named.stepName, form: named.formName, segues: segues))
        }
        let model = spec.daVinciFlow(name: baseName, steps: flowSteps, succeeds: succeeds)
        return YAMLOut.text(SpecYAML.flow(model), header: header("The steps"))
    }

    // MARK: The sandbox script

    /// The forms with their fields as DaVinci sent them, and per button the ways the walks took: the sandbox's own
    /// script model, written as the sandbox reads it.
    func sandboxFile() -> String {
        let start = flow.firstSteps.first.flatMap(form)?.step.key ?? forms.first?.step.key ?? "none"
        let nodes = forms.map { named in
            var formData: [(String, JSON)] = []
            for field in named.fields {
                let type = field["type"]?.stringValue ?? ""
                guard let key = field["key"]?.stringValue, !key.isEmpty, !Self.buttonTypes.contains(type),
                    type != "LABEL", !formData.contains(where: { $0.0 == key })
                else { continue }
                formData.append((key, .string("")))
            }
            return ScriptNode(
                id: named.step.key,
                form: ScriptForm(
                    name: named.title,
                    description: named.step.body[path: "form", "description"]?.stringValue ?? "", category: nil),
                fields: named.fields, formData: .object(JSONObject(formData.sorted { $0.0 < $1.0 })),
                transitions: transitions(of: named))
        }
        let document = ScriptDocument(
            users: [ImportedSpecs.demoUser], flows: [ScriptFlow(name: baseName, isDefault: true, start: start)],
            nodes: nodes)
        return RecordedScriptText.text(document, header: header("A sandbox script"))
    }

    static let buttonTypes: Set<String> = ["SUBMIT_BUTTON", "FLOW_BUTTON", "FLOW_LINK", "BUTTON", "ACTION"]

    private func transitions(of named: NamedForm) -> [ScriptTransition] {
        let answers = flow.answers[named.step.key] ?? []
        var buttons: [String?] = []
        for answer in answers where !buttons.contains(answer.button) { buttons.append(answer.button) }
        return buttons.flatMap { button -> [ScriptTransition] in
            let pressed = answers.filter { $0.button == button }
            let ends = RecordedWays.ends(of: pressed)
            return ends.map { end -> ScriptTransition in
                let conditions =
                    ends.count == 1
                    ? []
                    : RecordedWays.conditions(for: end, among: pressed).compactMap { condition -> ScriptCondition? in
                        switch condition {
                        case let .equals(field, value): return .equals(field: field, value: value)
                        case .secret(let keys): return secretCondition(keys, in: named)
                        }
                    }
                let outcome: ScriptOutcome.Result
                switch end {
                case .step(let key): outcome = .goto(key)
                case .success: outcome = .succeed
                case .failure(let status, let body):
                    // Refused where the same button went on with other secrets: the credentials or the code were wrong.
                    let check =
                        ends.count > 1
                        ? secretCondition(pressed.first { !$0.secrets.isEmpty }?.secrets ?? [], in: named) : nil
                    switch check {
                    case .credentials?: outcome = .error(ScriptError(kind: .invalidCredentials))
                    case .otp?: outcome = .error(ScriptError(kind: .invalidOneTimeCode))
                    default: outcome = .error(ScriptError(kind: .custom, status: status, body: body))
                    }
                }
                return ScriptTransition(action: button, conditions: conditions, outcome: ScriptOutcome(outcome))
            }
        }
    }

    /// The script's check of the secrets typed into the fields `keys`: the credentials where a password field was
    /// typed, else the one-time code.
    private func secretCondition(_ keys: Set<String>, in named: NamedForm) -> ScriptCondition? {
        let typed = named.fields.filter { keys.contains($0["key"]?.stringValue ?? "") }
        guard let first = typed.first, let key = first["key"]?.stringValue else { return nil }
        if (first["type"]?.stringValue ?? "").hasPrefix("PASSWORD") {
            let username = named.fields.first { $0["type"] == "TEXT" }?["key"]?.stringValue ?? "username"
            return .credentials(usernameField: username, passwordField: key)
        }
        return .otp(field: key)
    }
}
