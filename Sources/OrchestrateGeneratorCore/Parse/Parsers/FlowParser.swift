/// Reads a flow spec's YAML into a `FlowSpec`, checking keys and shapes against `SpecSchema`.
struct FlowParser {
    var reader = SpecValueReader()

    mutating func parse(_ root: YAMLNode, source: SpecSource) -> FlowSpec? {
        guard let file = reader.object(root, SpecSchema.flowFile, context: "a flow spec") else { return nil }
        checkVersion(file, &reader)
        let name = reader.string(file["flow"]) ?? Located("", at: root.location)
        var spec = FlowSpec(
            source: source, name: name, access: access(file), timeout: nil, install: nil,
            installLocation: nil, modules: [], steps: [])
        if let text = reader.string(file["protocol"]), let value = FlowProtocol(rawValue: text.value) {
            spec.flowProtocol = Located(value, at: text.location)
        }
        spec.journeyName = reader.string(file["journey"])
        if let workflowNode = file["workflow"],
            let workflow = reader.object(workflowNode, SpecSchema.workflow, context: "'workflow'")
        {
            spec.timeout = reader.number(workflow["timeout"])
            if let modules = workflow["modules"] {
                spec.install = reader.strings(modules, context: "a module name")
                spec.installLocation = modules.location
            }
        }
        for (name, value) in reader.dictionary(file["modules"], context: "module") {
            if let module = parseModule(name, value) { spec.modules.append(module) }
        }
        for (name, value) in reader.dictionary(file["steps"], context: "step") {
            if let step = parseStep(name, value) { spec.steps.append(step) }
        }
        return spec
    }

    func access(_ file: ObjectView) -> Located<AccessLevel>? {
        guard let text = reader.string(file["access"]), let level = AccessLevel(rawValue: text.value) else {
            return nil
        }
        return Located(level, at: text.location)
    }

    mutating func parseModule(_ name: Located<String>, _ node: YAMLNode) -> ModuleSpec? {
        guard let object = reader.object(node, SpecSchema.module, context: "module '\(name.value)'") else { return nil }
        var module = ModuleSpec(
            name: name, use: reader.string(object["use"]),
            with: reader.dictionary(object["with"], context: "'with' value"),
            priority: reader.integer(object["priority"]), config: [], states: [])
        if module.use == nil, let with = object.keyLocation("with") {
            reader.diagnostics.error(
                "'with' sets the config of a runtime module; add 'use:' or declare 'config:'", at: with)
        }
        if let use = module.use {
            for key in ["config"] + SpecSchema.states {
                if let location = object.keyLocation(key) {
                    reader.diagnostics.error(
                        "module '\(name.value)' uses the runtime module '\(use.value)' and cannot also declare '\(key)'",
                        at: location)
                }
            }
        }
        for (fieldName, value) in reader.dictionary(object["config"], context: "config field") {
            if let field = parseConfigField(fieldName, value) { module.config.append(field) }
        }
        for state in SpecSchema.states {
            guard let list = object[state], let items = list.sequence, let location = object.keyLocation(state) else {
                continue
            }
            var actions: [ActionSpec] = []
            for item in items {
                if let action = parseAction(item, state: state) { actions.append(action) }
            }
            module.states.append(StateSpec(state: Located(state, at: location), actions: actions))
        }
        return module
    }

    mutating func parseConfigField(_ name: Located<String>, _ node: YAMLNode) -> ConfigFieldSpec? {
        var typeNode = node
        var defaultValue: YAMLNode?
        if node.mapping != nil {
            guard let object = reader.object(node, SpecSchema.configField, context: "config field '\(name.value)'"),
                let type = object["type"]
            else { return nil }
            typeNode = type
            defaultValue = object["default"]
        }
        guard let text = reader.string(typeNode) else { return nil }
        guard let type = ValueType(text.value, allowOptional: true) else {
            reader.diagnostics.error(
                "unknown type '\(SwiftIdentifier.displayable(text.value))' for config field '\(name.value)'\(Suggestions.didYouMean(text.value, in: SpecSchema.valueTypes))",
                at: text.location,
                note: "types: \(SpecSchema.valueTypes.joined(separator: ", ")), each optionally followed by '?'")
            return nil
        }
        return ConfigFieldSpec(name: name, type: Located(type, at: text.location), defaultValue: defaultValue)
    }

    mutating func parseAction(_ node: YAMLNode, state: String) -> ActionSpec? {
        guard let object = reader.object(node, SpecSchema.action, context: "an action of '\(state)'") else {
            return nil
        }
        let when = reader.strings(object["when"], context: "a condition", allowSingle: true)
        let kind: ActionSpec.Kind
        if let request = RequestActionKind.allCases.first(where: { object.has($0.rawValue) }) {
            var pairs: [(name: Located<String>, value: Located<String>)] = []
            for (name, value) in reader.dictionary(object[request.rawValue], context: "\(request.rawValue) name") {
                guard reader.checkShape(value, .string, context: "the value of '\(name.value)'"),
                    let text = reader.string(value)
                else { continue }
                pairs.append((name, text))
            }
            kind = .request(request, pairs)
        } else if object.has("body") {
            kind = .body(reader.dictionary(object["body"], context: "body field"))
        } else if let storeNode = object["store"] {
            guard let store = reader.object(storeNode, SpecSchema.store, context: "'store'"),
                let into = reader.string(store["into"])
            else { return nil }
            let source: StoreSource
            if let header = reader.string(store["header"]) {
                source = .header(header)
            } else if let cookie = reader.string(store["cookie"]) {
                source = .cookie(cookie)
            } else if let json = store["json"] {
                let path: [String]
                if json.sequence != nil {
                    path = reader.strings(json, context: "a JSON key").map(\.value)
                } else {
                    path = (reader.string(json)?.value ?? "").split(separator: ".", omittingEmptySubsequences: false)
                        .map(String.init)
                }
                if path.isEmpty || path.contains(where: \.isEmpty) {
                    reader.diagnostics.error("a JSON path needs non-empty keys", at: json.location)
                    return nil
                }
                source = .json(path, json.location)
            } else {
                return nil
            }
            kind = .store(source, into: into)
        } else if let call = reader.string(object["call"]) {
            kind = .call(call)
        } else {
            return nil
        }
        return ActionSpec(kind: kind, when: when, location: node.location)
    }
}

/// Checks `orchestrate:` against the version this generator reads.
func checkVersion(_ file: ObjectView, _ reader: inout SpecValueReader) {
    guard let version = reader.integer(file["orchestrate"]) else { return }
    if version.value != SpecSchema.version {
        reader.diagnostics.error(
            "unsupported format version \(version.value); this generator reads version \(SpecSchema.version)",
            at: version.location,
            note: "write 'orchestrate: \(SpecSchema.version)' or use a generator that reads version \(version.value)")
    }
}
