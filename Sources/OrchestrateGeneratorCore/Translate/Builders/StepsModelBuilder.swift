/// Checks a flow's `steps:` (names, forms, app functions, segues and their conditions, reachability and
/// dead ends) and builds the `Step` enum and the graph it emits.
extension FlowModelBuilder {
    /// What each step of the graph is.
    enum StepKind: String {
        case form, operation, success, error
        /// A step at which the client shows nothing (`server: true`); its segues route the server's answer.
        case server

        var isEnd: Bool { self == .success || self == .error }
        /// Whether its outcome is the server's answer (a form or a server step).
        var answers: Bool { self == .form || self == .server }
        /// The kind in the runtime graph's text: a server step waits for a node, as a form step does.
        var graphKind: String { self == .server ? StepKind.form.rawValue : rawValue }
    }

    mutating func buildSteps(members: inout NameScope) -> StepsModel? {
        guard let first = spec.steps.first else { return nil }
        var scope = NameScope(
            "the Step enum of flow '\(SwiftIdentifier.displayable(spec.name.value))'",
            reserved: Self.reservedStepMembers)
        let names = spec.steps.map(\.name.value)
        var kinds: [String: StepKind] = [:]
        var cases: [StepCaseModel] = []
        var formSteps: [FormStepModel] = []
        var formTitles: [String] = []
        var operations: [OperationStepModel] = []
        var serverCases: [String] = []
        var successCase: String?
        var formUse: [String: Located<String>] = [:]
        var formsByStep: [String: FormSpec] = [:]
        var fallbackStep: Located<String>?
        for step in spec.steps {
            guard diagnostics.checkIdentifier(step.name, what: "step") else { continue }
            scope.claim(step.name.value, for: step.name, what: "step", diagnostics: &diagnostics)
            let name = SwiftIdentifier.escaped(step.name.value)
            let title = SwiftLiteral.comment(step.name.value)
            if step.isSuccess {
                kinds[step.name.value] = .success
                if successCase != nil {
                    diagnostics.error("only one step can be the success step", at: step.name.location)
                }
                successCase = successCase ?? name
                cases.append(StepCaseModel(name: name, title: title, payload: "SuccessNode", isForm: false))
            } else if step.isError {
                kinds[step.name.value] = .error
            } else if step.isServer {
                kinds[step.name.value] = .server
                serverCases.append("." + name)
            } else if let call = step.call {
                kinds[step.name.value] = .operation
                if let operation = operationModel(step, call: call, members: &members) { operations.append(operation) }
            } else if let form = stepForm(step) {
                kinds[step.name.value] = .form
                guard let entry = symbols.forms[form.value] else {
                    let what = flowProtocol == .journey ? "node" : "form"
                    let names = symbols.formNames.filter { symbols.forms[$0]?.spec.kind == flowProtocol }
                    let file = flowProtocol == .journey ? "*.callbacks.yaml" : "*.collectors.yaml"
                    diagnostics.error(
                        "unknown \(what) '\(SwiftIdentifier.displayable(form.value))'\(Suggestions.didYouMean(form.value, in: names))",
                        at: form.location,
                        note: names.isEmpty
                            ? "declare \(what)s in a \(file) file given to the same run"
                            : "\(what)s: \(names.joined(separator: ", "))")
                    continue
                }
                if let other = formUse[form.value] {
                    let what = flowProtocol == .journey ? "node" : "form"
                    diagnostics.error(
                        "\(what) '\(form.value)' is already the \(what) of step '\(other.value)'; a node could not tell the steps apart",
                        at: form.location)
                    continue
                }
                if entry.spec.kind != flowProtocol {
                    let what =
                        entry.spec.kind == .journey
                        ? "a Journey node (of a callbacks file)" : "a DaVinci form (of a collectors file)"
                    diagnostics.error(
                        "'\(form.value)' is \(what); flow '\(spec.name.value)' speaks \(flowProtocol.rawValue)",
                        at: form.location,
                        note:
                            "declare the \(flowProtocol == .journey ? "node in a *.callbacks.yaml file" : "form in a *.collectors.yaml file"), or set the flow's 'protocol:'"
                    )
                    continue
                }
                if entry.spec.match.isFallback {
                    if let other = fallbackStep {
                        diagnostics.error(
                            "node '\(form.value)' matches the nodes no other step matches, as step '\(other.value)''s does; a node could not tell the steps apart",
                            at: form.location, note: "give one of them a 'match: { stage: ... }' or its callbacks")
                        continue
                    }
                    fallbackStep = step.name
                }
                formUse[form.value] = step.name
                formsByStep[step.name.value] = entry.spec
                let formType = entry.swiftType
                cases.append(StepCaseModel(name: name, title: title, payload: formType, isForm: true))
                formSteps.append(FormStepModel(name: name, formType: formType))
                formTitles.append(title)
            }
        }
        // The step whose node takes any node is tried after every other form step.
        let fallbackName = fallbackStep.map { SwiftIdentifier.escaped($0.value) }
        let matchOrder = formSteps.filter { $0.name != fallbackName } + formSteps.filter { $0.name == fallbackName }
        if successCase == nil {
            scope.claim(
                "success", for: Located("success", at: spec.name.location), what: "the success case",
                diagnostics: &diagnostics)
        }
        var stepNames: [StepNameModel] = []
        var graphLines: [String] = []
        for step in spec.steps {
            var seenPlain = Set<String>()
            if let kind = kinds[step.name.value] { graphLines.append("\(step.name.value) \(kind.graphKind)") }
            if kinds[step.name.value]?.isEnd == true, let segue = step.next.first {
                diagnostics.error(
                    "step '\(step.name.value)' ends the flow; it cannot have 'next'", at: segue.target.location)
            }
            for segue in step.next {
                guard let targetKind = kinds[segue.target.value] else {
                    if !names.contains(segue.target.value) {
                        diagnostics.error(
                            "unknown step '\(SwiftIdentifier.displayable(segue.target.value))' in 'next'\(Suggestions.didYouMean(segue.target.value, in: names))",
                            at: segue.target.location)
                    }
                    continue
                }
                if segue.conditions.isEmpty, segue.retry == nil, !seenPlain.insert(segue.target.value).inserted {
                    diagnostics.error(
                        "step '\(segue.target.value)' is listed twice in 'next'", at: segue.target.location)
                    continue
                }
                guard
                    let conditions = segueConditions(
                        segue, from: step, kind: kinds[step.name.value],
                        form: formsByStep[step.name.value], targetKind: targetKind)
                else { continue }
                graphLines.append(
                    "  -> \(segue.target.value)"
                        + (conditions.isEmpty ? "" : " when " + conditions.joined(separator: " and "))
                        + (segue.retry.map { " retry \($0.value)" } ?? ""))
            }
            stepNames.append(
                StepNameModel(
                    name: SwiftIdentifier.escaped(step.name.value),
                    isLast: step.name.value == spec.steps.last?.name.value))
        }
        checkReachability(kinds: kinds, start: first.name.value)
        let graphForms = formSteps.enumerated().map { index, step in
            GraphFormStepModel(
                name: step.name, title: formTitles[index],
                formType: step.formType, isLast: index == formSteps.count - 1)
        }
        let ends = spec.steps.filter { kinds[$0.name.value]?.isEnd == true }.map {
            "." + SwiftIdentifier.escaped($0.name.value)
        }
        let graph = GraphModel(
            start: SwiftIdentifier.escaped(first.name.value),
            lines: graphLines.map { GraphLineModel(text: SwiftLiteral.multilineContents($0)) },
            formSteps: graphForms, hasFormSteps: !graphForms.isEmpty, operationSteps: operations,
            hasEndSteps: !ends.isEmpty, endCases: ends.joined(separator: ", "), hasServerSteps: !serverCases.isEmpty,
            serverCases: serverCases.joined(separator: ", "), isPublic: access == .public,
            needsRunner: !graphForms.isEmpty || !operations.isEmpty || !serverCases.isEmpty)
        return StepsModel(
            cases: cases, formSteps: matchOrder, successCase: successCase ?? "success",
            hasSuccessStep: successCase != nil, names: stepNames, graph: graph)
    }

    /// The form (DaVinci) or node (Journey) a step names; the other key is a diagnostic with its fix.
    mutating func stepForm(_ step: StepSpec) -> Located<String>? {
        switch flowProtocol {
        case .davinci:
            if let node = step.node {
                diagnostics.error(
                    "'node' names a typed Journey node; flow '\(spec.name.value)' speaks davinci", at: node.location,
                    note: "write 'form: \(node.value)' for a DaVinci form, or set 'protocol: journey'")
            }
            return step.form
        case .journey:
            if let form = step.form {
                diagnostics.error(
                    "a Journey flow's steps name typed nodes with 'node:', not 'form:'", at: form.location,
                    note: "write 'node: \(form.value)'")
            }
            return step.node
        }
    }

    /// The operation step's model: its app function and its result enum, claimed in the flow's namespace.
    mutating func operationModel(_ step: StepSpec, call: Located<String>, members: inout NameScope)
        -> OperationStepModel?
    {
        guard let function = diagnostics.checkDottedName(call, what: "function name") else { return nil }
        let resultType = SwiftIdentifier.capitalized(step.name.value) + "Result"
        if !step.results.isEmpty {
            members.claim(resultType, for: step.name, what: "the result enum of step", diagnostics: &diagnostics)
        }
        var results: [ResultCaseModel] = []
        var seen = Set<String>()
        for result in step.results {
            guard diagnostics.checkIdentifier(result, what: "result") else { continue }
            guard seen.insert(result.value).inserted else {
                diagnostics.error("result '\(result.value)' is listed twice", at: result.location)
                continue
            }
            results.append(
                ResultCaseModel(
                    name: SwiftIdentifier.escaped(result.value), rawValue: SwiftLiteral.string(result.value)))
        }
        return OperationStepModel(
            name: SwiftIdentifier.escaped(step.name.value), title: SwiftLiteral.comment(step.name.value),
            function: function, hasResults: !step.results.isEmpty,
            resultType: SwiftIdentifier.escaped(resultType), results: results)
    }

    /// The conditions of `segue` as a flow graph's text writes them (`SegueCondition.description`): its
    /// `when:` conditions, checked against the step they leave, plus what reaching its target implies (the
    /// target's form, or a success); none for a segue taken always, `nil` when one is wrong.
    mutating func segueConditions(
        _ segue: SegueSpec, from step: StepSpec, kind: StepKind?, form: FormSpec?,
        targetKind: StepKind
    ) -> [String]? {
        var parts: [String] = []
        var valid = true
        var routesError = false
        func fieldKey(_ name: Located<String>, what: String) -> String? {
            if flowProtocol == .journey {
                diagnostics.error(
                    "'\(what)' conditions test a DaVinci form's fields; a Journey node has none",
                    at: name.location,
                    note: "route a Journey step by the node it reaches, 'error', 'failure' or 'result'")
                return nil
            }
            guard let form else {
                diagnostics.error(
                    "'\(what)' needs a form step; step '\(step.name.value)' has no form", at: name.location)
                return nil
            }
            guard let field = form.fields.first(where: { $0.name.value == name.value }) else {
                let fields = form.fields.map(\.name.value)
                diagnostics.error(
                    "form '\(form.name.value)' has no field '\(SwiftIdentifier.displayable(name.value))'\(Suggestions.didYouMean(name.value, in: fields))",
                    at: name.location, note: "fields: \(fields.joined(separator: ", "))")
                return nil
            }
            return field.key.value
        }
        for condition in segue.conditions {
            switch condition {
            case .button(let name):
                guard let key = fieldKey(name, what: "button") else {
                    valid = false
                    continue
                }
                parts.append("button \(JSONText.quote(key))")
            case .field(let name, let value):
                guard let key = fieldKey(name, what: "field") else {
                    valid = false
                    continue
                }
                guard let json = GraphText.scalar(value, diagnostics: &diagnostics) else {
                    valid = false
                    continue
                }
                parts.append("field \(JSONText.quote(key)) = \(json)")
            case .error(let status, let code, let location):
                guard kind?.answers == true else {
                    let step = flowProtocol == .journey ? "node" : "form"
                    diagnostics.error(
                        "'error' needs a \(step) step: only the server answers with an error", at: location)
                    valid = false
                    continue
                }
                routesError = true
                parts.append(
                    (["error", status.map(String.init)] + [code.map(JSONText.quote)]).compactMap { $0 }.joined(
                        separator: " "))
            case .failure:
                routesError = true
                parts.append("failure")
            case .result(let result):
                let results = step.results.map(\.value)
                guard kind == .operation, !results.isEmpty else {
                    diagnostics.error("'result' needs a step with 'call:' and 'results:'", at: result.location)
                    valid = false
                    continue
                }
                guard results.contains(result.value) else {
                    diagnostics.error(
                        "step '\(step.name.value)' has no result '\(SwiftIdentifier.displayable(result.value))'\(Suggestions.didYouMean(result.value, in: results))",
                        at: result.location, note: "results: \(results.joined(separator: ", "))")
                    valid = false
                    continue
                }
                parts.append("result \(JSONText.quote(result.value))")
            case .failedPolicies(let location):
                guard flowProtocol == .journey, kind == .form else {
                    diagnostics.error(
                        "'failedPolicies' tests a Journey node AM sends back; it needs a node step of a Journey flow",
                        at: location)
                    valid = false
                    continue
                }
                parts.append("failedPolicies")
            }
        }
        if kind?.answers == true, !routesError {
            switch targetKind {
            case .form: parts.insert("form \(segue.target.value)", at: 0)
            case .success: parts.insert("success", at: 0)
            case .operation, .error, .server: break
            }
        }
        return valid ? parts : nil
    }

    /// Reports steps the first step cannot reach, and steps from which no end step can be reached.
    mutating func checkReachability(kinds: [String: StepKind], start: String) {
        var targets: [String: [String]] = [:]
        for step in spec.steps { targets[step.name.value] = step.next.map(\.target.value).filter { kinds[$0] != nil } }
        var reached: Set<String> = [start]
        var queue = [start]
        while let name = queue.popLast() {
            for target in targets[name, default: []] where reached.insert(target).inserted { queue.append(target) }
        }
        var endsReachable = Set(kinds.filter { $0.value.isEnd }.map(\.key))
        var changed = true
        while changed {
            changed = false
            for (name, next) in targets
            where !endsReachable.contains(name) && next.contains(where: endsReachable.contains) {
                endsReachable.insert(name)
                changed = true
            }
        }
        var seen = Set<String>()
        for step in spec.steps where kinds[step.name.value] != nil && seen.insert(step.name.value).inserted {
            let name = step.name.value
            if !reached.contains(name) {
                diagnostics.error(
                    "step '\(name)' cannot be reached from the first step '\(start)'", at: step.name.location,
                    note: "list it in a 'next' of a step that can be reached, or remove it")
            } else if kinds[name]?.isEnd == false && step.next.isEmpty {
                diagnostics.error(
                    "step '\(name)' is a dead end: it is not an end and has no 'next'", at: step.name.location,
                    note: "add 'next:', or make it an end with 'success: true' or 'error: true'")
            } else if !endsReachable.contains(name) {
                diagnostics.error(
                    "no end step can be reached from step '\(name)'", at: step.name.location,
                    note: "add a segue that leads to a step with 'success: true' or 'error: true'")
            }
        }
    }
}
