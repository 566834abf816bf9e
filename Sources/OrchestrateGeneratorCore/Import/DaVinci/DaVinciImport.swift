import Foundation
import OrchestrateBasics

/// Imports one DaVinci flow (with the subflows it starts that the exports hold): the typed forms
/// (`<Flow>.collectors.yaml`), the flow of its steps (`<Flow>.flow.yaml`) and a sandbox script that plays it
/// (`<Flow>.sandbox.yaml`), with a warning for each thing the export cannot say.
struct DaVinciImport {
    /// Every flow the exports hold.
    let flows: [ExportedFlow]
    /// The flow to import (its index).
    let flow: Int
    /// PingOne forms by id.
    let pingOneForms: [String: JSON]
    /// What the team supplied (`--overlay`).
    var overlay = ImportOverlay()

    /// The name of the specs' types and files (`SignOn`).
    var baseName: String { ImportNames.typeName(flows[flow].name) }

    /// A step: a form node, with its typed form's name and the step's name.
    struct Step {
        var form: ImportedForm
        var ref: FlowWalk.NodeRef
        var formName: String
        var stepName: String
        /// The typed form's property of each typed field, by key.
        var properties: [(property: String, field: ImportedField)]
        /// The node's id in the sandbox script: its own, or, for a second form with the id of another flow's
        /// form, the id with `~2` (`~3`…) after it.
        var scriptID: String
        /// Whether the typed form matches by the form's name: when another step's form has its node id.
        var matchesByName = false
    }

    /// The ways from each form's buttons (one way list per button; a form without buttons has one, `nil`).
    typealias ButtonWays = [FlowWalk.NodeRef: [(button: ImportedField?, ways: [FlowWalk.Way])]]

    /// Imports the flow. `names` holds the form names flows imported before it took (one namespace in a
    /// target); the names this flow takes are added.
    func run(names: inout Set<String>) -> ImportOutput {
        var diagnostics: [Diagnostic] = []
        let exported = flows[flow]
        // Located only when there is something to say.
        var at: SourceLocation { exported.place(of: exported.entry ?? "").location }
        let forms = allForms()
        let walk = FlowWalk(flows: flows, forms: Set(forms.keys), decisions: overlay.decisions)
        var problems: [String] = []
        var defaulted: [String: String] = [:]
        let first = walk.ways(
            from: FlowWalk.Start(), entryOf: flow, all: true, defaulted: &defaulted, problems: &problems)
        var reaching = reachedForms(from: first, forms: forms, walk: walk, problems: &problems)
        // The sandbox starts where its own walk from the start leads (the decisions it takes by default are
        // reported); the flow, where the sandbox starts, going on to every other form the start may lead to.
        var scriptDefaulted: [String: String] = [:]
        let entryForms = first.compactMap(\.end.form)
        let sandboxStart =
            walk.ways(
                from: FlowWalk.Start(), entryOf: flow, all: false, defaulted: &scriptDefaulted, problems: &problems
            )
            .lazy.compactMap(\.end.form).first ?? entryForms.first
        if let sandboxStart, let index = reaching.order.firstIndex(of: sandboxStart) {
            reaching.order.insert(reaching.order.remove(at: index), at: 0)
        }
        let steps = makeSteps(reaching.order, forms: forms, names: &names, diagnostics: &diagnostics)
        if steps.isEmpty {
            diagnostics.append(
                Diagnostic(.error, "flow \(exported.name) shows the client no form: there is nothing to type", at: at))
        }
        for (ref, form) in forms.sorted(by: { $0.key < $1.key })
        where ref.flow == flow && !reaching.order.contains(ref) {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(path(ref)): form \(form.title) (\(form.nodeID)) is not reached from the flow's start; it is left out",
                    at: exported.place(of: form.nodeID).location))
        }
        if !exported.otherRoots.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "flow \(DiagnosticText.clean(exported.name)) has \(exported.otherRoots.count + 1) nodes no edge leads to; DaVinci starts at one, and the import at the first, \(exported.entry ?? "")",
                    at: at, note: "the others: \(exported.otherRoots.joined(separator: ", "))"))
        }
        for id in exported.order where exported.nodes[id].flatMap(DaVinciRules.role) == .message {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(exported.place(of: id).pathText): message page \(DiagnosticText.clean(exported.nodes[id].flatMap { $0.text("messageTitle") ?? $0.title } ?? id)) (\(id)) is passed over: Ping's SDK guide names only the custom HTML template and the PingOne form as what a client is sent",
                    at: exported.place(of: id).location))
        }
        let script = sandboxWays(
            steps, stacks: reaching.stacks, walk: walk, defaulted: &scriptDefaulted, problems: &problems)
        for problem in Set(problems).sorted() {
            diagnostics.append(Diagnostic(.warning, "flow \(exported.name): \(problem)", at: at))
        }
        diagnostics += defaultedWarnings(scriptDefaulted, at: at)
        // Every form the start or a reached form leads to (a subflow's own forms past the first the graph
        // never meets are typed, and left out of it).
        let reached = reachable(from: entryForms, reaching.ways)
        let writer = DaVinciSpecWriter(
            flow: exported, flows: flows, baseName: baseName, steps: steps,
            byRef: Dictionary(uniqueKeysWithValues: steps.map { ($0.ref, $0) }), entryForms: entryForms)
        let shared = writer.sharedScript(script)
        return ImportOutput(
            files: [
                ("\(baseName).collectors.yaml", writer.collectorsFile()),
                ("\(baseName).flow.yaml", writer.flowFile(reaching.ways.filter { reached.contains($0.key) })),
                ("\(baseName).sandbox.yaml", writer.sandboxFile(shared, defaulted: scriptDefaulted)),
            ],
            diagnostics: diagnostics,
            sharedScript: shared)
    }

    /// Every node of every flow that shows a form, and its form.
    private func allForms() -> [FlowWalk.NodeRef: ImportedForm] {
        var forms: [FlowWalk.NodeRef: ImportedForm] = [:]
        for (index, flow) in flows.enumerated() {
            for id in flow.order {
                guard
                    let node = flow.nodes[id],
                    let form = ImportedForm.read(
                        node, flow: index, forms: pingOneForms, buttons: overlay.buttons[id] ?? [:])
                else { continue }
                forms[FlowWalk.NodeRef(flow: index, id: id)] = form
            }
        }
        return forms
    }

    /// The forms the flow reaches: in the order a walk of every way meets them, each with the subflows it was
    /// first reached inside, and every way on from each of its buttons. A form a subflow shows is walked once
    /// per place the subflow is started from, since its way back goes there; the ways of each are kept once.
    private func reachedForms(
        from first: [FlowWalk.Way], forms: [FlowWalk.NodeRef: ImportedForm], walk: FlowWalk,
        problems: inout [String]
    ) -> (order: [FlowWalk.NodeRef], stacks: [FlowWalk.NodeRef: [FlowWalk.Frame]], ways: ButtonWays) {
        struct Arrival: Hashable {
            var form: FlowWalk.NodeRef
            var stack: [FlowWalk.Frame]
        }
        var order: [FlowWalk.NodeRef] = []
        var stacks: [FlowWalk.NodeRef: [FlowWalk.Frame]] = [:]
        var ways: ButtonWays = [:]
        var walked: Set<Arrival> = []
        var unused: [String: String] = [:]
        var queue = first.filter { $0.end.form != nil }
        var next = 0
        while next < queue.count, walked.count < FlowWalk.maximumPlaces {
            let reaching = queue[next]
            next += 1
            guard let ref = reaching.end.form, let form = forms[ref],
                walked.insert(Arrival(form: ref, stack: reaching.stack)).inserted
            else { continue }
            if stacks[ref] == nil {
                order.append(ref)
                stacks[ref] = reaching.stack
            }
            let found: [(button: ImportedField?, ways: [FlowWalk.Way])] = form.submissions.map { button in
                let start = FlowWalk.Start(form: ref, button: button?.key, stack: reaching.stack)
                return (button, walk.ways(from: start, all: true, defaulted: &unused, problems: &problems))
            }
            for (_, reached) in found { queue += reached.filter { $0.end.form != nil } }
            guard let known = ways[ref] else {
                ways[ref] = found
                continue
            }
            // The same buttons, each with the ways it had and the new ones.
            ways[ref] = zip(known, found).map { old, new in
                (old.button, old.ways + new.ways.filter { way in !old.ways.contains { $0.route == way.route } })
            }
        }
        return (order, stacks, ways)
    }

    /// A step per reached form, named uniquely, with its typed fields' property names and its id in the
    /// sandbox script; warnings for what the forms assume.
    private func makeSteps(
        _ order: [FlowWalk.NodeRef], forms: [FlowWalk.NodeRef: ImportedForm], names: inout Set<String>,
        diagnostics: inout [Diagnostic]
    ) -> [Step] {
        // The ends' names and the Step enum's own cases are taken.
        var stepNames = ImportNames.reservedStepNames
        var steps: [Step] = []
        var ownNames: Set<String> = []
        var scriptIDs: Set<String> = []
        for ref in order {
            guard let form = forms[ref] else { continue }
            // A name another flow took gets this flow's name in front; one this flow took, a number.
            let plain = ImportNames.typeName(form.title.isEmpty ? form.nodeID : form.title)
            let candidate = names.contains(plain) && !ownNames.contains(plain) ? baseName + plain : plain
            let formName = ImportNames.unique(candidate, in: &names)
            ownNames.insert(formName)
            var taken = ImportNames.reservedFormProperties
            let properties = form.fields.filter(\.isTyped).map { field in
                (ImportNames.unique(ImportNames.fieldName(field.key), in: &taken), field)
            }
            // Node ids are unique in a flow only: a subflow's form may have the id of the main flow's.
            let scriptID = ImportNames.unique(form.nodeID, in: &scriptIDs, separator: "~")
            steps.append(
                Step(
                    form: form, ref: ref, formName: formName,
                    stepName: ImportNames.unique(SwiftIdentifier.lowercasedFirst(formName), in: &stepNames),
                    properties: properties, scriptID: scriptID, matchesByName: scriptID != form.nodeID))
            // Located only when there is something to say: the search is over the whole export.
            guard scriptID != form.nodeID || !form.assumptions.isEmpty || !form.unsettledButtons.isEmpty else {
                continue
            }
            let at = flows[ref.flow].place(of: form.nodeID).location
            if scriptID != form.nodeID {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(path(ref)): form \(form.title) has the node id \(form.nodeID) of another flow's form; it is typed by its name, and the sandbox calls it \(scriptID)",
                        at: at))
            }
            for assumption in form.assumptions {
                diagnostics.append(
                    Diagnostic(.warning, "\(path(ref)): form \(form.title) (\(form.nodeID)): \(assumption)", at: at))
            }
            for (value, type) in form.unsettledButtons {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(path(ref)): form \(form.title) (\(form.nodeID)): button \(DiagnosticText.clean(value)) is typed \(type) by the rules, but no recording shows a button like it (not a <button>, or an unrecorded data-skbuttontype)",
                        at: at,
                        note:
                            "settle it with the overlay key buttons.\(form.nodeID).\(DiagnosticText.clean(value)): SUBMIT_BUTTON or FLOW_BUTTON"
                    ))
            }
        }
        return steps
    }

    /// The way the sandbox takes from each step's buttons, with the password check's fork; the decisions it
    /// took by default go in `defaulted`.
    private func sandboxWays(
        _ steps: [Step], stacks: [FlowWalk.NodeRef: [FlowWalk.Frame]], walk: FlowWalk,
        defaulted: inout [String: String], problems: inout [String]
    ) -> ButtonWays {
        var script: ButtonWays = [:]
        for step in steps {
            script[step.ref] = step.form.submissions.map { button in
                let start = FlowWalk.Start(
                    form: step.ref, button: button?.key, credentials: Self.credentials(of: step.form),
                    stack: stacks[step.ref] ?? [])
                return (button, walk.ways(from: start, all: false, defaulted: &defaulted, problems: &problems))
            }
        }
        return script
    }

    /// A warning, with its overlay key, for each decision the sandbox took by default.
    private func defaultedWarnings(_ defaulted: [String: String], at fallback: @autoclosure () -> SourceLocation)
        -> [Diagnostic]
    {
        defaulted.sorted(by: { $0.key < $1.key }).map { id, outcome in
            let node = flows.lazy.compactMap { $0.nodes[id] }.first
            return Diagnostic(
                .warning,
                "the sandbox script takes outcome \(outcome) of \(node?.title ?? id) (\(id)), which it cannot run",
                at: flows.first { $0.nodes[id] != nil }?.place(of: id).location ?? fallback(),
                note: "name another with the overlay key decisions.\(id)")
        }
    }

    /// The forms `first` lead to, themselves included.
    private func reachable(from first: [FlowWalk.NodeRef], _ ways: ButtonWays) -> Set<FlowWalk.NodeRef> {
        var reached = Set(first)
        var queue = first
        while let ref = queue.popLast() {
            for target in (ways[ref] ?? []).flatMap({ $0.ways.compactMap(\.end.form) })
            where reached.insert(target).inserted {
                queue.append(target)
            }
        }
        return reached
    }

    /// The JSON path of node `ref` in its export.
    private func path(_ ref: FlowWalk.NodeRef) -> String {
        flows[ref.flow].place(of: ref.id).pathText
    }

    /// The sandbox's password check for `form`: its first text field as the username and its first password.
    static func credentials(of form: ImportedForm) -> JSON? {
        guard let username = form.fields.first(where: { $0.type == "TEXT" })?.key,
            let password = form.fields.first(where: { $0.type == "PASSWORD" })?.key
        else { return nil }
        return ["credentials": ["username": .string(username), "password": .string(password)]]
    }
}

extension FlowWalk.End {
    /// The form it ends at, if it does.
    var form: FlowWalk.NodeRef? {
        if case .form(let ref) = self { return ref }
        return nil
    }
}
