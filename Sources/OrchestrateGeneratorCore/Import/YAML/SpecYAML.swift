/// The generator's spec model (`FlowSpec`, `MappingsSpec`) as the YAML its parsers read:
/// the importers build these values and write them through here, so what an import writes is what
/// `generate` reads back, key for key (`SpecYAMLTests` reads each file back and writes it again).
enum SpecYAML {
    /// A `*.flow.yaml` file.
    static func flow(_ spec: FlowSpec) -> YAMLOut {
        var entries = [YAMLOut.Entry("orchestrate", .int(SpecSchema.version)), .init("flow", .string(spec.name.value))]
        if let access = spec.access { entries.append(.init("access", .string(access.value.rawValue))) }
        if let flowProtocol = spec.flowProtocol {
            entries.append(.init("protocol", .string(flowProtocol.value.rawValue)))
        }
        if let journey = spec.journeyName { entries.append(.init("journey", .string(journey.value))) }
        var workflow: [(String, YAMLOut)] = []
        if let timeout = spec.timeout { workflow.append(("timeout", .literal(String(timeout.value)))) }
        if let install = spec.install {
            workflow.append(("modules", .sequence(install.map { .string($0.value) }, flow: true)))
        }
        if !workflow.isEmpty { entries.append(.init("workflow", .flowMapping(workflow))) }
        if !spec.modules.isEmpty {
            entries.append(.init("modules", .mapping(spec.modules.map { .init($0.name.value, module($0)) })))
        }
        entries.append(.init("steps", .mapping(spec.steps.map { .init($0.name.value, step($0)) })))
        return .mapping(entries)
    }

    /// One module: a runtime module it uses with its values, or its own config and state actions.
    private static func module(_ module: ModuleSpec) -> YAMLOut {
        var entries: [YAMLOut.Entry] = []
        if let use = module.use { entries.append(.init("use", .string(use.value))) }
        if !module.with.isEmpty {
            entries.append(
                .init("with", .mapping(module.with.map { .init($0.name.value, node($0.value)) }, flow: true)))
        }
        if let priority = module.priority { entries.append(.init("priority", .int(priority.value))) }
        if !module.config.isEmpty {
            entries.append(
                .init(
                    "config",
                    .mapping(
                        module.config.map { field in
                            let type = YAMLOut.string(field.type.value.swift)
                            guard let value = field.defaultValue else { return .init(field.name.value, type) }
                            return .init(field.name.value, .flowMapping([("type", type), ("default", node(value))]))
                        })))
        }
        for state in module.states {
            entries.append(.init(state.state.value, .sequence(state.actions.map(action))))
        }
        return .mapping(entries)
    }

    /// One action of a state.
    private static func action(_ action: ActionSpec) -> YAMLOut {
        var entries: [(String, YAMLOut)] = []
        switch action.kind {
        case .request(let kind, let pairs):
            entries.append(
                (kind.rawValue, .flowMapping(pairs.map { ($0.name.value, YAMLOut.string($0.value.value)) })))
        case .body(let fields):
            entries.append(("body", .flowMapping(fields.map { ($0.name.value, node($0.value)) })))
        case .store(let source, let into):
            let from: (String, YAMLOut) =
                switch source {
                case .header(let name): ("header", .string(name.value))
                case .cookie(let name): ("cookie", .string(name.value))
                case .json(let path, _): ("json", .sequence(path.map { .string($0) }, flow: true))
                }
            entries.append(("store", .flowMapping([from, ("into", .string(into.value))])))
        case .call(let name):
            entries.append(("call", .string(name.value)))
        }
        if !action.when.isEmpty {
            entries.append(("when", .sequence(action.when.map { .string($0.value) }, flow: true)))
        }
        return .flowMapping(entries)
    }

    /// One step: its form, node or call and its segues; an end on one line.
    private static func step(_ step: StepSpec) -> YAMLOut {
        if step.isSuccess { return .flowMapping([("success", .bool(true))]) }
        if step.isError { return .flowMapping([("error", .bool(true))]) }
        var entries: [YAMLOut.Entry] = []
        if let form = step.form { entries.append(.init("form", .string(form.value))) }
        if let node = step.node { entries.append(.init("node", .string(node.value))) }
        if let call = step.call { entries.append(.init("call", .string(call.value))) }
        if step.isServer { entries.append(.init("server", .bool(true))) }
        if !step.results.isEmpty {
            entries.append(.init("results", .sequence(step.results.map { .string($0.value) }, flow: true)))
        }
        entries.append(.init("next", .sequence(step.next.map(segue))))
        return .mapping(entries)
    }

    /// One segue: the step's name alone when it has no condition and no retry limit.
    private static func segue(_ segue: SegueSpec) -> YAMLOut {
        guard !segue.conditions.isEmpty || segue.retry != nil else { return .string(segue.target.value) }
        var entries: [(String, YAMLOut)] = [("to", .string(segue.target.value))]
        if !segue.conditions.isEmpty { entries.append(("when", conditions(segue.conditions))) }
        if let retry = segue.retry { entries.append(("retry", .int(retry.value))) }
        return .flowMapping(entries)
    }

    /// A segue's `when:`, its keys in the order the parser reads them.
    private static func conditions(_ conditions: [SegueConditionSpec]) -> YAMLOut {
        var button: YAMLOut?
        var error: YAMLOut?
        var failure: YAMLOut?
        var fields: [(String, YAMLOut)] = []
        var result: YAMLOut?
        var failedPolicies: YAMLOut?
        for condition in conditions {
            switch condition {
            case .button(let name): button = .string(name.value)
            case .error(let status, let code, _):
                error = status.map(YAMLOut.int) ?? code.map(YAMLOut.string) ?? .bool(true)
            case .failure: failure = .bool(true)
            case .field(let name, let value): fields.append((name.value, node(value)))
            case .result(let name): result = .string(name.value)
            case .failedPolicies: failedPolicies = .bool(true)
            }
        }
        let entries: [(String, YAMLOut?)] = [
            ("button", button), ("error", error), ("failure", failure),
            ("field", fields.isEmpty ? nil : .flowMapping(fields)), ("result", result),
            ("failedPolicies", failedPolicies),
        ]
        return .flowMapping(entries.compactMap { key, value in value.map { (key, $0) } })
    }

    /// A `*.collectors.yaml` or `*.callbacks.yaml` file; `notes` are comments written after a form's (a node's)
    /// `match:`, by its name.
    static func mappings(_ spec: MappingsSpec, notes: [String: String] = [:]) -> YAMLOut {
        let words = MappingVocabulary.of(spec.kind)
        var entries = [YAMLOut.Entry("orchestrate", .int(SpecSchema.version))]
        // A callbacks file names its namespace always, a collectors file only when it is not the file's name
        // (as imports have always written them).
        if spec.kind == .journey || spec.namespace.value != spec.source.baseName {
            entries.append(.init("name", .string(spec.namespace.value)))
        }
        if let access = spec.access { entries.append(.init("access", .string(access.value.rawValue))) }
        if !spec.mappings.isEmpty {
            entries.append(.init(words.mappingsKey, .mapping(spec.mappings.map(mapping))))
        }
        entries.append(
            .init(
                words.formsKey,
                .mapping(
                    spec.forms.map { .init($0.name.value, form($0, notes[$0.name.value], fieldsKey: words.fieldsKey)) }
                )))
        return .mapping(entries)
    }

    /// `type: Class`, or the custom class the mapping declares.
    private static func mapping(_ mapping: ClassMappingSpec) -> YAMLOut.Entry {
        let members: [YAMLOut.Entry]
        switch mapping.custom {
        case nil:
            return .init(mapping.type.value, .string(mapping.className.value))
        case .collector(let custom)?:
            var collector = [
                YAMLOut.Entry("collector", .string(mapping.className.value)),
                .init("value", .string(custom.valueType.value.swift)),
            ]
            if let value = custom.defaultValue { collector.append(.init("default", node(value))) }
            if !custom.properties.isEmpty { collector.append(.init("properties", properties(custom.properties))) }
            members = collector
        case .callback(let custom)?:
            var callback = [YAMLOut.Entry("class", .string(mapping.className.value))]
            if !custom.outputs.isEmpty { callback.append(.init("outputs", properties(custom.outputs))) }
            if !custom.inputs.isEmpty { callback.append(.init("inputs", properties(custom.inputs))) }
            members = callback
        }
        return .init(mapping.type.value, .mapping(members))
    }

    /// A typed form or node: its match, then its fields (a DaVinci form's) or callbacks (a Journey node's).
    private static func form(_ form: FormSpec, _ note: String?, fieldsKey: String) -> YAMLOut {
        var entries: [YAMLOut.Entry] = []
        let match: (String, YAMLOut)? =
            switch form.match {
            case .formName(let name): ("formName", .string(name.value))
            case .nodeId(let id): ("nodeId", .string(id.value))
            case .stage(let stage): ("stage", .string(stage.value))
            case .header(let header): ("header", .string(header.value))
            case .unmatched: ("unmatched", .bool(true))
            case .fieldKeys: nil
            }
        if let match { entries.append(.init("match", .flowMapping([match]), comment: note)) }
        let fields = form.fields.map { field -> YAMLOut.Entry in
            var members: [(String, YAMLOut)] = []
            if form.kind == .davinci { members.append(("key", .string(field.key.value))) }
            members.append(("type", .string(field.type.value)))
            if field.optional { members.append(("optional", .bool(true))) }
            if let collector = field.collector { members.append(("collector", .string(collector.value))) }
            // A Journey callback of a type alone is written as the type.
            let value: YAMLOut = members.count == 1 ? .string(field.type.value) : .flowMapping(members)
            return .init(field.name.value, value)
        }
        entries.append(.init(fieldsKey, .mapping(fields)))
        return .mapping(entries)
    }

    /// Typed properties (`name: Type`, or `{type, default, key}`).
    private static func properties(_ properties: [PropertySpec]) -> YAMLOut {
        .mapping(
            properties.map { property in
                var members: [(String, YAMLOut)] = [("type", .string(property.type.value.swift))]
                if let value = property.defaultValue { members.append(("default", node(value))) }
                if property.key.value != property.name.value { members.append(("key", .string(property.key.value))) }
                return members.count == 1
                    ? .init(property.name.value, .string(property.type.value.swift))
                    : .init(property.name.value, .flowMapping(members))
            })
    }

    /// A value read from a spec, as it was written.
    static func node(_ node: YAMLNode) -> YAMLOut {
        switch node.value {
        case .scalar(let text, .string): return .string(text)
        case .scalar(let text, _): return .literal(text)
        case .sequence(let items): return .sequence(items.map(Self.node), flow: true)
        case .mapping(let pairs):
            return .mapping(pairs.map { .init($0.key.scalarText ?? "", Self.node($0.value)) }, flow: true)
        }
    }
}
