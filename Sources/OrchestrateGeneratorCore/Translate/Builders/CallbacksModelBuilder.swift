/// Checks one callbacks file against the symbols of the run and builds its view model: registrations,
/// custom callback classes and typed Journey nodes.
struct CallbacksModelBuilder {
    let spec: CallbacksSpec
    let symbols: SymbolTable
    let access: AccessLevel
    var diagnostics = DiagnosticBag()

    /// Members of every callbacks namespace enum.
    static let reservedNamespaceMembers: [String: String] = ["register": "the registration function"]

    /// Members of every typed node struct.
    static let reservedNodeMembers: [String: String] = [
        "node": "the node property", "matches": "the match function", "formName": "the node's name",
        "callbacks": "the callback reader of init(_:)", "submit": "the submit function",
    ]

    /// Members of every custom callback class.
    static let reservedCallbackMembers: [String: String] = [
        "content": "the callback's JSON", "inputs": "the input values", "payload": "the payload function",
        "type": "the callback type", "json": "the callback's JSON", "description": "the description",
        "customMirror": "the mirror", "input": "the input reader", "setInput": "the input writer",
    ]

    init(spec: CallbacksSpec, symbols: SymbolTable, defaultAccess: AccessLevel) {
        self.spec = spec
        self.symbols = symbols
        self.access = spec.access?.value ?? defaultAccess
    }

    var namespaceName: String { spec.namespace.value + "Callbacks" }

    mutating func build() -> CallbacksFileModel {
        diagnostics.checkIdentifier(spec.namespace, what: "namespace", suffix: "Callbacks")
        var registrations: [CallbackRegistrationModel] = []
        var customs: [CustomCallbackModel] = []
        let kind = MappedClassKind(
            what: "callback", builtIns: RuntimeCatalog.callbackClasses, known: symbols.knownCallbackClasses,
            declareHint: "declare a custom one with 'class:'")
        for mapping in spec.mappings {
            let className = mapping.className
            guard
                diagnostics.checkMappedClass(
                    className, of: mapping.callbackType, isCustom: mapping.custom != nil, kind: kind)
            else { continue }
            if let custom = mapping.custom {
                if let model = buildCustom(mapping, custom) { customs.append(model) }
            }
            registrations.append(
                CallbackRegistrationModel(
                    callbackType: SwiftLiteral.string(mapping.callbackType.value),
                    className: SwiftIdentifier.escaped(className.value)))
        }
        var nodes: [FormModel] = []
        for node in diagnostics.claimDeclarations(
            spec.nodes, of: spec.namespace, what: "node", suffix: "Node",
            reserved: Self.reservedNamespaceMembers)
        {
            if let model = buildNode(node) { nodes.append(model) }
        }
        return CallbacksFileModel(
            header: header(for: spec.source),
            access: access.declarationPrefix,
            runtimeAPI: String(RuntimeCatalog.generatedCodeAPI),
            namespace: SwiftIdentifier.escaped(namespaceName),
            sourceFile: SwiftLiteral.comment(spec.source.fileName),
            registrations: registrations,
            nodes: nodes,
            customCallbacks: customs)
    }

    // MARK: Custom callbacks

    mutating func buildCustom(_ mapping: CallbackMappingSpec, _ custom: CustomCallbackSpec) -> CustomCallbackModel? {
        var scope = NameScope(
            "callback '\(SwiftIdentifier.displayable(mapping.className.value))'", reserved: Self.reservedCallbackMembers
        )
        var outputs: [CallbackOutputModel] = []
        for property in custom.outputs {
            guard diagnostics.checkIdentifier(property.name, what: "output") else { continue }
            scope.claim(property.name.value, for: property.name, what: "output", diagnostics: &diagnostics)
            guard
                let fallback = SwiftValues.literal(
                    property.defaultValue, as: property.type.value,
                    what: "the default of '\(property.name.value)'", diagnostics: &diagnostics)
            else { continue }
            let key = SwiftLiteral.string(property.key.value)
            outputs.append(
                CallbackOutputModel(
                    name: SwiftIdentifier.escaped(property.name.value),
                    title: SwiftLiteral.comment(property.name.value),
                    type: property.type.value.swift, key: SwiftLiteral.comment(key),
                    read: CollectorsModelBuilder.read(
                        "content.output(\(key))", property.type.value.base, fallback: fallback)))
        }
        var inputs: [CallbackInputModel] = []
        for (index, property) in custom.inputs.enumerated() {
            guard diagnostics.checkIdentifier(property.name, what: "input") else { continue }
            scope.claim(property.name.value, for: property.name, what: "input", diagnostics: &diagnostics)
            if property.key.value != property.name.value {
                diagnostics.warning(
                    "input '\(property.name.value)' is set by position (the \(index + 1). input); its key is ignored",
                    at: property.key.location)
            }
            guard
                let fallback = SwiftValues.literal(
                    property.defaultValue, as: property.type.value,
                    what: "the default of '\(property.name.value)'", diagnostics: &diagnostics)
            else { continue }
            let base = property.type.value.base
            inputs.append(
                CallbackInputModel(
                    name: SwiftIdentifier.escaped(property.name.value),
                    title: SwiftLiteral.comment(property.name.value),
                    type: property.type.value.swift, index: String(index),
                    read: CollectorsModelBuilder.accessor(base, of: "input(at: \(index))") + " ?? " + fallback,
                    write: CollectorsModelBuilder.payload(base, of: "newValue")))
        }
        return CustomCallbackModel(
            className: SwiftIdentifier.escaped(mapping.className.value),
            title: SwiftLiteral.comment(mapping.className.value),
            callbackType: SwiftLiteral.comment(mapping.callbackType.value),
            hasInputs: !inputs.isEmpty, outputs: outputs, inputs: inputs)
    }

    // MARK: Nodes

    mutating func buildNode(_ node: FormSpec) -> FormModel? {
        var scope = NameScope(
            "node '\(SwiftIdentifier.displayable(node.name.value))'", reserved: Self.reservedNodeMembers)
        var fields: [FormFieldModel] = []
        var signature: [String] = []
        for callback in node.fields {
            guard diagnostics.checkIdentifier(callback.name, what: "callback") else { continue }
            scope.claim(callback.name.value, for: callback.name, what: "callback", diagnostics: &diagnostics)
            guard let className = symbols.callbackClass(forType: callback.type.value) else {
                let types = symbols.knownCallbackTypes
                diagnostics.error(
                    "unknown callback type '\(SwiftIdentifier.displayable(callback.type.value))'\(Suggestions.didYouMean(callback.type.value, in: types))",
                    at: callback.type.location,
                    note:
                        "map it in a callbacks file's 'callbacks:', or use one of the runtime's: \(RuntimeCatalog.defaultCallbacks.keys.sorted().joined(separator: ", "))"
                )
                continue
            }
            let swiftClass = SwiftIdentifier.escaped(className)
            fields.append(
                FormFieldModel(
                    name: SwiftIdentifier.escaped(callback.name.value),
                    label: SwiftIdentifier.argumentLabel(callback.name.value),
                    title: SwiftLiteral.comment(callback.name.value),
                    key: SwiftLiteral.comment(callback.type.value),
                    read: callback.optional ? "optionalCallback" : "callback",
                    propertyType: swiftClass + (callback.optional ? "?" : "")))
            signature.append(SwiftLiteral.string(callback.type.value + (callback.optional ? "?" : "")))
        }
        let match: String
        let description: String
        switch node.match {
        case .stage(let stage):
            match = "stage(\(SwiftLiteral.string(stage.value)))"
            description = "its stage is \(SwiftLiteral.comment(SwiftLiteral.string(stage.value)))"
        case .header(let header):
            match = "header(\(SwiftLiteral.string(header.value)))"
            description = "its header is \(SwiftLiteral.comment(SwiftLiteral.string(header.value)))"
        case .unmatched:
            match = "unmatched"
            description =
                "any node (the `Step` enum tries this node after every other, so it gets those no other step takes)"
        case .fieldKeys, .formName, .nodeId:
            match = "callbackTypes([" + signature.joined(separator: ", ") + "])"
            description = "its callbacks are of these types, in this order"
        }
        return FormModel(
            typeName: SwiftIdentifier.escaped(node.name.value + "Node"), title: SwiftLiteral.comment(node.name.value),
            formName: SwiftLiteral.string(node.name.value), matchDescription: description,
            match: match, fields: fields)
    }
}
