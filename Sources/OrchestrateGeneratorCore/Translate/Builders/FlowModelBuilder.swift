/// Checks one flow spec against the whole run (names, references, expressions, the states each action
/// may run in) and builds its view model. Problems are reported and building goes on, so one run
/// shows them all.
struct FlowModelBuilder {
    let spec: FlowSpec
    let symbols: SymbolTable
    let access: AccessLevel
    var diagnostics = DiagnosticBag()

    /// Members the generator emits in every flow enum.
    static let reservedMembers: [String: String] = [
        "workflow": "the workflow factory", "collectorFactory": "the collector factory",
        "callbackRegistry": "the callback registry",
        "makeWorkflow": "the workflow builder",
        "Step": "the step enum", "graph": "the flow graph", "Interaction": "the app's handlers of the form steps",
        "run": "the graph runner", "runStep": "the step runner of `run`",
    ]

    /// Members of every `Step` enum.
    static let reservedStepMembers: [String: String] = [
        "error": "the ErrorNode case", "failure": "the FailureNode case", "invalid": "the mismatched-form case",
        "unknown": "the unknown-node case", "name": "the step's name", "Name": "the step name enum",
        "allowed": "the transition table", "stepName": "the step name of a node",
        "forms": "the form steps in match order", "succeeded": "the step of a SuccessNode",
    ]

    /// The hook of each state: closure parameters, the value it returns, its type and call arguments.
    struct StateShape {
        var parameters: String
        var result: String?
        var hookType: String
        var arguments: String
        var hasFlow: Bool
        var changesRequest: Bool
    }

    static let stateShapes: [String: StateShape] = [
        "initialize": StateShape(
            parameters: "", result: nil, hookType: "InitializeHook", arguments: "",
            hasFlow: false, changesRequest: false),
        "start": StateShape(
            parameters: "flow, request", result: "request", hookType: "StartHook",
            arguments: "flow, request", hasFlow: true, changesRequest: true),
        "next": StateShape(
            parameters: "flow, node, request", result: "request", hookType: "NextHook",
            arguments: "flow, node, request", hasFlow: true, changesRequest: true),
        "response": StateShape(
            parameters: "flow, response", result: nil, hookType: "ResponseHook",
            arguments: "flow, response", hasFlow: true, changesRequest: false),
        "node": StateShape(
            parameters: "flow, node", result: "node", hookType: "NodeHook",
            arguments: "flow, node", hasFlow: true, changesRequest: false),
        "success": StateShape(
            parameters: "flow, success", result: "success", hookType: "SuccessHook",
            arguments: "flow, success", hasFlow: true, changesRequest: false),
        "signOff": StateShape(
            parameters: "request", result: "request", hookType: "SignOffHook",
            arguments: "request", hasFlow: false, changesRequest: true),
    ]

    init(spec: FlowSpec, symbols: SymbolTable, defaultAccess: AccessLevel) {
        self.spec = spec
        self.symbols = symbols
        self.access = spec.access?.value ?? defaultAccess
    }

    var enumName: String { spec.name.value + "Flow" }

    /// The protocol the flow speaks.
    var flowProtocol: FlowProtocol { spec.flowProtocol?.value ?? .davinci }

    mutating func build() -> FlowFileModel {
        diagnostics.checkIdentifier(spec.name, what: "flow", suffix: "Flow")
        var members = NameScope(
            "flow '\(SwiftIdentifier.displayable(spec.name.value))'", reserved: Self.reservedMembers)
        var modules: [ModuleModel] = []
        for module in spec.modules {
            guard diagnostics.checkIdentifier(module.name, what: "module") else { continue }
            members.claim(module.name.value, for: module.name, what: "module", diagnostics: &diagnostics)
            if !module.config.isEmpty {
                members.claim(
                    configTypeName(module), for: module.name, what: "the config struct of module",
                    diagnostics: &diagnostics)
            }
            let model = buildModule(module)
            modules.append(model)
        }
        var davinciSettings: [SettingModel] = []
        var journeySettings: [SettingModel] = []
        let installs = buildInstalls(davinciSettings: &davinciSettings, journeySettings: &journeySettings)
        checkJourneyName()
        var model = FlowFileModel(
            header: header(for: spec.source),
            access: access.declarationPrefix,
            runtimeAPI: String(RuntimeCatalog.generatedCodeAPI),
            enumName: SwiftIdentifier.escaped(enumName),
            flowTitle: SwiftLiteral.comment(spec.name.value),
            sourceFile: SwiftLiteral.comment(spec.source.fileName),
            namespaces: symbols.namespaces.map { NamespaceModel(name: SwiftIdentifier.escaped($0 + "Collectors")) },
            hasTimeout: spec.timeout != nil,
            timeout: spec.timeout.flatMap { SwiftLiteral.number($0.value) } ?? "",
            installs: installs,
            davinciSettings: davinciSettings,
            installList: installs.isEmpty ? "none" : installs.map(\.title).joined(separator: ", "),
            modules: modules,
            steps: buildSteps(members: &members),
            isJourney: flowProtocol == .journey,
            journeyName: SwiftLiteral.string(spec.journeyName?.value ?? ""),
            journeyTitle: SwiftLiteral.comment(spec.journeyName?.value ?? ""),
            journeySettings: journeySettings,
            callbackNamespaces: symbols.callbackNamespaces.map {
                NamespaceModel(name: SwiftIdentifier.escaped($0 + "Callbacks"))
            })
        // Only a flow with a server step needs the runtime that runs one: the others still compile against
        // an older runtime.
        if model.steps?.graph.hasServerSteps == true { model.runtimeAPI = String(RuntimeCatalog.serverStepAPI) }
        return model
    }

    /// A Journey flow names its journey; a DaVinci flow has none to name.
    mutating func checkJourneyName() {
        switch flowProtocol {
        case .journey:
            if spec.journeyName == nil || spec.journeyName?.value.isEmpty == true {
                diagnostics.error(
                    "flow '\(spec.name.value)' speaks journey but names no journey",
                    at: spec.journeyName?.location ?? spec.name.location,
                    note: "add 'journey: <the journey (tree) name>', such as 'journey: Login'")
            }
        case .davinci:
            if let name = spec.journeyName {
                diagnostics.error(
                    "'journey' names the journey of a Journey flow; flow '\(spec.name.value)' speaks davinci",
                    at: name.location,
                    note: "add 'protocol: journey', or remove 'journey'")
            }
        }
    }

    func configTypeName(_ module: ModuleSpec) -> String {
        SwiftIdentifier.capitalized(module.name.value) + "Config"
    }

    // MARK: Workflow

    func installOrder() -> [Located<String>] {
        spec.install ?? spec.modules.map(\.name)
    }

    mutating func buildInstalls(davinciSettings: inout [SettingModel], journeySettings: inout [SettingModel])
        -> [InstallModel]
    {
        let declared = spec.modules.map(\.name.value)
        var byName: [String: ModuleSpec] = [:]
        for module in spec.modules where byName[module.name.value] == nil { byName[module.name.value] = module }
        var seen: [String: SourceLocation] = [:]
        var installs: [InstallModel] = []
        // The factory always installs its protocol's module: a `use: davinci` or `use: journey` module gives
        // it settings whether or not `workflow.modules` lists it (a second installation would replace the
        // collector factory or callback registry).
        for module in spec.modules {
            guard let use = module.use, let owner = FlowProtocol(rawValue: use.value) else { continue }
            guard owner == flowProtocol else {
                diagnostics.error(
                    "module '\(module.name.value)' uses '\(use.value)', the protocol of \(owner == .journey ? "Journey" : "DaVinci") flows; flow '\(spec.name.value)' speaks \(flowProtocol.rawValue)",
                    at: use.location,
                    note: owner == .journey
                        ? "add 'protocol: journey' to the flow" : "remove the module, or use 'use: journey'")
                continue
            }
            if owner == .journey {
                journeySettings += runtimeSettings(module)
            } else {
                davinciSettings += runtimeSettings(module)
            }
        }
        for name in installOrder() {
            guard let module = byName[name.value] else {
                diagnostics.error(
                    "unknown module '\(SwiftIdentifier.displayable(name.value))' in workflow.modules\(Suggestions.didYouMean(name.value, in: declared))",
                    at: name.location,
                    note: declared.isEmpty
                        ? "declare it under 'modules:'" : "modules: \(declared.joined(separator: ", "))")
                continue
            }
            if let first = seen[name.value] {
                diagnostics.error(
                    "module '\(name.value)' is installed twice", at: name.location,
                    note: "first listed at line \(first.line), column \(first.column)")
                continue
            }
            seen[name.value] = name.location
            if let use = module.use, FlowProtocol(rawValue: use.value) != nil { continue }
            installs.append(
                InstallModel(
                    module: SwiftIdentifier.escaped(name.value), title: SwiftLiteral.comment(name.value),
                    hasSettings: !module.with.isEmpty, settings: runtimeSettings(module)))
        }
        if spec.install != nil {
            for module in spec.modules
            where seen[module.name.value] == nil
                && module.use.flatMap({ FlowProtocol(rawValue: $0.value) }) == nil
            {
                diagnostics.warning(
                    "module '\(SwiftIdentifier.displayable(module.name.value))' is not in workflow.modules, so workflow() does not install it",
                    at: module.name.location)
            }
        }
        return installs
    }

    mutating func runtimeSettings(_ module: ModuleSpec) -> [SettingModel] {
        guard let use = module.use,
            let runtime = SpecSchema.runtimeModules.first(where: { $0.name == use.value }),
            let fields = SpecSchema.runtimeModuleFields[runtime.config]
        else { return [] }
        var settings: [SettingModel] = []
        for (name, value) in module.with {
            guard let field = fields.first(where: { $0.name == name.value }) else {
                let names = fields.map(\.name)
                diagnostics.error(
                    "\(runtime.config) has no field '\(SwiftIdentifier.displayable(name.value))'\(Suggestions.didYouMean(name.value, in: names))",
                    at: name.location, note: "fields 'with' can set: \(names.joined(separator: ", "))")
                continue
            }
            guard let type = ValueType(field.type, allowOptional: true),
                let literal = SwiftValues.literal(value, as: type, what: "'\(name.value)'", diagnostics: &diagnostics)
            else { continue }
            settings.append(SettingModel(name: field.name, value: literal))
        }
        return settings
    }

    // MARK: Modules

    mutating func buildModule(_ module: ModuleSpec) -> ModuleModel {
        let runtime = module.use.flatMap { use in SpecSchema.runtimeModules.first { $0.name == use.value } }
        var fields: [ConfigFieldModel] = []
        for field in module.config {
            guard diagnostics.checkIdentifier(field.name, what: "config field") else { continue }
            if field.name.value == "init" { continue }
            let value = SwiftValues.literal(
                field.defaultValue, as: field.type.value,
                what: "the default of '\(field.name.value)'", diagnostics: &diagnostics)
            fields.append(
                ConfigFieldModel(
                    name: SwiftIdentifier.escaped(field.name.value),
                    title: SwiftLiteral.comment(field.name.value), type: field.type.value.swift,
                    defaultValue: value ?? "\"\""))
        }
        var context = ActionContext(module: module)
        var hooks: [HookModel] = []
        for state in module.states {
            guard let shape = Self.stateShapes[state.state.value] else { continue }
            var actions: [ActionModel] = []
            var hasCall = false
            for action in state.actions {
                guard let model = buildAction(action, state: state.state.value, shape: shape, context: &context) else {
                    continue
                }
                if model.call != nil { hasCall = true }
                actions.append(model)
            }
            let mutable = hasCall ? shape.result : nil
            hooks.append(
                HookModel(
                    state: state.state.value, hasSignature: !shape.parameters.isEmpty,
                    signature: shape.parameters.isEmpty ? "" : shape.parameters + " in", hasMutableCopy: mutable != nil,
                    mutableCopy: mutable ?? "",
                    hasResult: shape.result != nil, result: shape.result ?? "", actions: actions))
        }
        var arguments: [String] = []
        if !fields.isEmpty { arguments.append("{ \(configTypeName(module))() }") }
        arguments.append("name: " + SwiftLiteral.string(spec.name.value + "." + module.name.value))
        if let priority = module.priority { arguments.append("priority: \(priority.value)") }
        return ModuleModel(
            name: SwiftIdentifier.escaped(module.name.value),
            title: SwiftLiteral.comment(module.name.value),
            runtimeName: SwiftLiteral.string(spec.name.value + "." + module.name.value),
            isRuntime: runtime != nil,
            runtimeExpression: runtime?.module ?? "",
            runtimeConfigType: runtime?.config ?? "",
            hasConfig: !fields.isEmpty,
            configType: SwiftIdentifier.escaped(configTypeName(module)),
            configFields: fields,
            moduleArguments: arguments.joined(separator: ", "),
            usesConfig: context.usesConfig,
            usesContext: context.usesContext,
            hooks: hooks)
    }

    /// What the expressions of one module's actions may refer to, and what they did refer to.
    struct ActionContext {
        let module: ModuleSpec
        var usesConfig = false
        var usesContext = false

        func field(_ name: String) -> ConfigFieldSpec? {
            module.config.first { $0.name.value == name }
        }
    }

    mutating func buildAction(
        _ action: ActionSpec, state: String, shape: StateShape,
        context: inout ActionContext
    ) -> ActionModel? {
        var model = ActionModel(hasCondition: false, condition: "", requestCalls: [], body: nil, store: nil, call: nil)
        var conditions: [String] = []
        var valid = true
        for condition in action.when {
            guard let swift = conditionExpression(condition, shape: shape, context: &context) else {
                valid = false
                continue
            }
            conditions.append(swift)
        }
        model.hasCondition = !conditions.isEmpty
        model.condition = conditions.joined(separator: " && ")
        switch action.kind {
        case .request(let kind, let pairs):
            guard shape.changesRequest else {
                diagnostics.error(
                    "'\(kind.rawValue)' changes a request, so it runs in start, next or signOff, not in '\(state)'",
                    at: action.location)
                return nil
            }
            let method: String
            switch kind {
            case .header: method = "header"
            case .appendHeader: method = "appendHeader"
            case .query: method = "parameter"
            case .appendQuery: method = "appendParameter"
            case .cookie: method = "cookie"
            }
            for (name, value) in pairs {
                let nameExpression = stringExpression(name, shape: shape, context: &context)
                let valueExpression = stringExpression(value, shape: shape, context: &context)
                guard let nameExpression, let valueExpression else {
                    valid = false
                    continue
                }
                model.requestCalls.append(
                    RequestCallModel(method: method, name: nameExpression, value: valueExpression))
            }
        case .body(let fields):
            guard shape.changesRequest else {
                diagnostics.error(
                    "'body' changes a request, so it runs in start, next or signOff, not in '\(state)'",
                    at: action.location)
                return nil
            }
            var models: [BodyFieldModel] = []
            for (name, value) in fields {
                var bag = diagnostics
                var local = context
                let json = SwiftValues.json(value, diagnostics: &bag) { text, bag in
                    var builder = self
                    builder.diagnostics = bag
                    let result = builder.stringExpression(text, shape: shape, context: &local)
                    bag = builder.diagnostics
                    return result
                }
                diagnostics = bag
                context = local
                guard let json else { continue }
                models.append(BodyFieldModel(name: SwiftLiteral.string(name.value), value: json))
            }
            model.body = BodyModel(fields: models)
        case .store(let source, let into):
            guard let store = storeModel(source, into: into, state: state, shape: shape, context: &context) else {
                return nil
            }
            model.store = store
        case .call(let name):
            guard let function = diagnostics.checkDottedName(name, what: "function name") else { return nil }
            model.call = CallModel(
                assignment: shape.result.map { "\($0) = " } ?? "", function: function,
                hookType: shape.hookType, arguments: shape.arguments)
        }
        return valid ? model : nil
    }

    mutating func storeModel(
        _ source: StoreSource, into: Located<String>, state: String, shape: StateShape,
        context: inout ActionContext
    ) -> StoreModel? {
        let sourceExpression: String
        switch (source, state) {
        case (.header(let name), "response"):
            sourceExpression = "response.headers[\(SwiftLiteral.string(name.value))]"
        case (.cookie(let name), "response"):
            sourceExpression = "response.cookie(named: \(SwiftLiteral.string(name.value)))"
        case (.json(let path, _), "response"):
            sourceExpression = "(try? response.json())?\(jsonPath(path))"
        case (.json(let path, _), "node"):
            sourceExpression = "node.payload?\(jsonPath(path))"
        case (.json(let path, _), "success"):
            sourceExpression = "success.input\(jsonPath(path))"
        case (.header(let name), _), (.cookie(let name), _):
            diagnostics.error(
                "storing a response header or cookie runs in 'response', not in '\(state)'", at: name.location)
            return nil
        case (.json(_, let location), _):
            diagnostics.error(
                "storing a JSON value runs in 'response', 'node' or 'success', not in '\(state)'", at: location)
            return nil
        }
        let kind = if case .json = source { "json" } else { "text" }
        let reference: Expressions.Reference
        switch Expressions.reference(into.value) {
        case .success(let value): reference = value
        case .failure(let error):
            diagnostics.error("bad 'into': \(error.message)", at: into.location, note: error.note)
            return nil
        }
        switch reference.scope {
        case .config:
            diagnostics.error(
                "'into' must name a context value (flow.NAME or context.NAME); config is read-only", at: into.location)
            return nil
        case .flow:
            guard shape.hasFlow else {
                diagnostics.error("there is no flow context in '\(state)'; store into context.NAME", at: into.location)
                return nil
            }
            return StoreModel(
                source: sourceExpression, kind: kind, target: "flow", key: SwiftLiteral.string(reference.name))
        case .context:
            context.usesContext = true
            return StoreModel(
                source: sourceExpression, kind: kind, target: "context", key: SwiftLiteral.string(reference.name))
        }
    }

    func jsonPath(_ path: [String]) -> String {
        "[path: " + path.map(SwiftLiteral.string).joined(separator: ", ") + "]"
    }
}
