/// Reads a flow's `steps:`: each step, its segues and their conditions.
extension FlowParser {
    mutating func parseStep(_ name: Located<String>, _ node: YAMLNode) -> StepSpec? {
        guard let step = reader.object(node, SpecSchema.step, context: "step '\(name.value)'") else { return nil }
        for end in ["success", "error", "server"] {
            if let flag = reader.bool(step[end]), !flag.value {
                reader.diagnostics.error(
                    "'\(end)' can only be true; leave it out for a form or call step", at: flag.location)
            }
        }
        let call = reader.string(step["call"])
        let results = reader.strings(step["results"], context: "a result name")
        if call == nil, let location = step.keyLocation("results") {
            reader.diagnostics.error("'results' belongs to a step with 'call:'", at: location)
        }
        var segues: [SegueSpec] = []
        for item in step["next"]?.sequence ?? [] {
            if let segue = parseSegue(item) { segues.append(segue) }
        }
        return StepSpec(
            name: name, form: reader.string(step["form"]), node: reader.string(step["node"]), call: call,
            results: results, isSuccess: reader.bool(step["success"])?.value ?? false,
            isError: reader.bool(step["error"])?.value ?? false,
            isServer: reader.bool(step["server"])?.value ?? false, next: segues)
    }

    mutating func parseSegue(_ node: YAMLNode) -> SegueSpec? {
        if node.mapping == nil {
            guard let target = reader.string(node), node.scalarText != nil else {
                reader.diagnostics.error(
                    "a segue must be a step name or a mapping with 'to', found \(node.kindDescription)",
                    at: node.location)
                return nil
            }
            return SegueSpec(target: target, conditions: [], retry: nil)
        }
        guard let segue = reader.object(node, SpecSchema.segue, context: "a segue"),
            let target = reader.string(segue["to"])
        else { return nil }
        var conditions: [SegueConditionSpec] = []
        if let whenNode = segue["when"],
            let when = reader.object(whenNode, SpecSchema.segueCondition, context: "'when'")
        {
            conditions = parseConditions(when)
            if conditions.isEmpty, whenNode.mapping?.isEmpty == true {
                reader.diagnostics.error(
                    "'when' is empty; leave it out to take the segue always", at: whenNode.location)
            }
        }
        let retry = reader.integer(segue["retry"])
        if let retry, retry.value < 1 {
            reader.diagnostics.error("'retry' must be at least 1, found \(retry.value)", at: retry.location)
        }
        return SegueSpec(target: target, conditions: conditions, retry: retry)
    }

    mutating func parseConditions(_ when: ObjectView) -> [SegueConditionSpec] {
        var conditions: [SegueConditionSpec] = []
        if let button = reader.string(when["button"]) { conditions.append(.button(button)) }
        if let error = when["error"] {
            switch error.value {
            case .scalar(_, .bool):
                if reader.bool(error)?.value == true {
                    conditions.append(.error(status: nil, code: nil, at: error.location))
                } else {
                    reader.diagnostics.error(
                        "'error' must be true, a status or a code; leave it out otherwise", at: error.location)
                }
            case .scalar(_, .int):
                if let status = reader.integer(error) {
                    if (100...599).contains(status.value) {
                        conditions.append(.error(status: status.value, code: nil, at: error.location))
                    } else {
                        reader.diagnostics.error(
                            "'error' status \(status.value) is not an HTTP status (100 to 599)", at: error.location)
                    }
                }
            case .scalar(let text, _):
                conditions.append(.error(status: nil, code: text, at: error.location))
            default:
                break
            }
        }
        if let failure = reader.bool(when["failure"]) {
            if failure.value {
                conditions.append(.failure(at: failure.location))
            } else {
                reader.diagnostics.error("'failure' can only be true; leave it out otherwise", at: failure.location)
            }
        }
        for (name, value) in reader.dictionary(when["field"], context: "field") {
            guard value.scalarText != nil, !value.isNull else {
                reader.diagnostics.error(
                    "the value of field '\(name.value)' must be a string, number or boolean, found \(value.kindDescription)",
                    at: value.location)
                continue
            }
            conditions.append(.field(name, value: value))
        }
        if let result = reader.string(when["result"]) { conditions.append(.result(result)) }
        if let failed = reader.bool(when["failedPolicies"]) {
            if failed.value {
                conditions.append(.failedPolicies(at: failed.location))
            } else {
                reader.diagnostics.error(
                    "'failedPolicies' can only be true; leave it out otherwise", at: failed.location)
            }
        }
        return conditions
    }
}
