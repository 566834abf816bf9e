/// Checks one collectors spec against the whole run and builds its view model.
struct CollectorsModelBuilder {
    let spec: CollectorsSpec
    let symbols: SymbolTable
    let access: AccessLevel
    var diagnostics = DiagnosticBag()

    /// Members of every collectors namespace enum.
    static let reservedNamespaceMembers: [String: String] = [
        "register": "the registration function", "FormError": "the runtime's form error type",
    ]

    /// Members of every form struct.
    static let reservedFormMembers: [String: String] = [
        "node": "the node property", "matches": "the match function",
        "formName": "the form name", "fields": "the field reader of init(_:)",
    ]

    /// Members of every custom collector class.
    static let reservedCollectorMembers: [String: String] = [
        "field": "the field property", "value": "the value", "storage": "the value's storage",
        "initialize": "the default setter", "payload": "the payload function", "validate": "the validation",
        "description": "the description", "continueNode": "the node link", "inputType": "the field's input type",
    ]

    /// Properties every `FieldCollector` has already, with their types.
    static let fieldProperties: [String: ValueType.Base] = [
        "key": .string, "label": .string, "type": .string, "required": .bool,
    ]

    init(spec: CollectorsSpec, symbols: SymbolTable, defaultAccess: AccessLevel) {
        self.spec = spec
        self.symbols = symbols
        self.access = spec.access?.value ?? defaultAccess
    }

    var namespaceName: String { spec.namespace.value + "Collectors" }

    mutating func build() -> CollectorsFileModel {
        diagnostics.checkIdentifier(spec.namespace, what: "namespace", suffix: "Collectors")
        var registrations: [RegistrationModel] = []
        var customs: [CustomCollectorModel] = []
        let kind = MappedClassKind(
            what: "collector", builtIns: RuntimeCatalog.collectors, known: symbols.knownCollectors,
            declareHint: "declare a custom one with 'collector:' and 'value:'")
        for mapping in spec.mappings {
            let collector = mapping.collector
            guard
                diagnostics.checkMappedClass(
                    collector, of: mapping.fieldType, isCustom: mapping.custom != nil, kind: kind)
            else { continue }
            if let custom = mapping.custom {
                if let model = buildCustom(mapping, custom) { customs.append(model) }
            }
            registrations.append(
                RegistrationModel(
                    fieldType: SwiftLiteral.string(mapping.fieldType.value),
                    collector: SwiftIdentifier.escaped(collector.value)))
        }
        var forms: [FormModel] = []
        for form in diagnostics.claimDeclarations(
            spec.forms, of: spec.namespace, what: "form", suffix: "Form",
            reserved: Self.reservedNamespaceMembers)
        {
            if let model = buildForm(form) { forms.append(model) }
        }
        return CollectorsFileModel(
            header: header(for: spec.source),
            access: access.declarationPrefix,
            runtimeAPI: String(RuntimeCatalog.generatedCodeAPI),
            namespace: SwiftIdentifier.escaped(namespaceName),
            sourceFile: SwiftLiteral.comment(spec.source.fileName),
            registrations: registrations,
            forms: forms,
            customCollectors: customs)
    }

    // MARK: Custom collectors

    mutating func buildCustom(_ mapping: CollectorMappingSpec, _ custom: CustomCollectorSpec) -> CustomCollectorModel? {
        let type = custom.valueType.value
        guard
            let defaultValue = SwiftValues.literal(
                custom.defaultValue, as: type, what: "the default of '\(mapping.collector.value)'",
                diagnostics: &diagnostics)
        else { return nil }
        var scope = NameScope(
            "collector '\(SwiftIdentifier.displayable(mapping.collector.value))'",
            reserved: Self.reservedCollectorMembers)
        var properties: [CollectorPropertyModel] = []
        for property in custom.properties {
            guard diagnostics.checkIdentifier(property.name, what: "property") else { continue }
            if let base = Self.fieldProperties[property.name.value] {
                if base != property.type.value.base {
                    diagnostics.error(
                        "property '\(property.name.value)' is provided by FieldCollector as \(ValueType(base).swift), not \(property.type.value.swift)",
                        at: property.type.location)
                } else if property.defaultValue != nil || property.key.value != property.name.value {
                    diagnostics.warning(
                        "property '\(property.name.value)' is read by FieldCollector from the field's '\(property.name.value)'; its default and key are ignored",
                        at: property.name.location)
                }
                continue
            }
            scope.claim(property.name.value, for: property.name, what: "property", diagnostics: &diagnostics)
            guard
                let fallback = SwiftValues.literal(
                    property.defaultValue, as: property.type.value,
                    what: "the default of '\(property.name.value)'", diagnostics: &diagnostics)
            else { continue }
            let key = SwiftLiteral.string(property.key.value)
            properties.append(
                CollectorPropertyModel(
                    name: SwiftIdentifier.escaped(property.name.value),
                    title: SwiftLiteral.comment(property.name.value),
                    type: property.type.value.swift,
                    read: Self.read("json[\(key)]", property.type.value.base, fallback: fallback)))
        }
        let validation: (summary: String, expression: String)
        switch type.base {
        case .string: validation = ("`required`, then the field's `validation.regex`.", "rules.validate(value)")
        case .stringList:
            validation = ("`required` when the field says so.", "field.required && value.isEmpty ? [.required] : []")
        case .bool: validation = ("`required` when the field says so.", "field.required && !value ? [.required] : []")
        case .int, .double: validation = ("Nothing: a number is never empty.", "[]")
        }
        return CustomCollectorModel(
            className: SwiftIdentifier.escaped(mapping.collector.value),
            title: SwiftLiteral.comment(mapping.collector.value),
            fieldType: SwiftLiteral.comment(mapping.fieldType.value),
            valueType: type.swift,
            defaultValue: defaultValue,
            readValue: Self.accessor(type.base, of: "value"),
            payload: Self.payload(type.base),
            usesTextRules: type.base == .string,
            validationSummary: validation.summary,
            validation: validation.expression,
            properties: properties)
    }

    /// Reads a value of `base` from the optional JSON `expression`, else `fallback`.
    static func read(_ expression: String, _ base: ValueType.Base, fallback: String) -> String {
        switch base {
        case .string: "\(expression)?.stringValue ?? \(fallback)"
        case .bool: "\(expression)?.boolValue ?? \(fallback)"
        case .int: "\(expression)?.intValue ?? \(fallback)"
        case .double: "\(expression)?.doubleValue ?? \(fallback)"
        case .stringList: "\(expression)?.arrayValue?.compactMap(\\.stringValue) ?? \(fallback)"
        }
    }

    /// An optional-typed read of the JSON `name` as `base`.
    static func accessor(_ base: ValueType.Base, of name: String) -> String {
        switch base {
        case .string: "\(name).stringValue"
        case .bool: "\(name).boolValue"
        case .int: "\(name).intValue"
        case .double: "\(name).doubleValue"
        case .stringList: "\(name).arrayValue?.compactMap(\\.stringValue)"
        }
    }

    /// The JSON of the value called `name` of `base`.
    static func payload(_ base: ValueType.Base, of name: String = "value") -> String {
        switch base {
        case .string: ".string(\(name))"
        case .bool: ".bool(\(name))"
        case .int: ".number(Double(\(name)))"
        case .double: ".number(\(name))"
        case .stringList: ".array(\(name).map(JSON.string))"
        }
    }

    // MARK: Forms

    mutating func buildForm(_ form: FormSpec) -> FormModel? {
        var scope = NameScope(
            "form '\(SwiftIdentifier.displayable(form.name.value))'", reserved: Self.reservedFormMembers)
        var fields: [FormFieldModel] = []
        var requiredKeys: [String] = []
        var keys: [String: SourceLocation] = [:]
        for field in form.fields {
            guard diagnostics.checkIdentifier(field.name, what: "field") else { continue }
            scope.claim(field.name.value, for: field.name, what: "field", diagnostics: &diagnostics)
            if let first = keys[field.key.value] {
                diagnostics.error(
                    "two fields of form '\(form.name.value)' have the key '\(SwiftIdentifier.displayable(field.key.value))'",
                    at: field.key.location, note: "the other is at line \(first.line), column \(first.column)")
            }
            keys[field.key.value] = field.key.location
            guard let collector = symbols.collector(forFieldType: field.type.value) else {
                let types = symbols.knownFieldTypes
                diagnostics.error(
                    "unknown field type '\(SwiftIdentifier.displayable(field.type.value))'\(Suggestions.didYouMean(field.type.value, in: types))",
                    at: field.type.location,
                    note:
                        "map it in a collectors file's 'collectors:', or use one of the runtime's: \(RuntimeCatalog.defaultMappings.keys.sorted().joined(separator: ", "))"
                )
                continue
            }
            guard let held = heldCollector(field, resolved: collector) else { continue }
            let collectorType = SwiftIdentifier.escaped(held)
            fields.append(
                FormFieldModel(
                    name: SwiftIdentifier.escaped(field.name.value),
                    label: SwiftIdentifier.argumentLabel(field.name.value),
                    title: SwiftLiteral.comment(field.name.value),
                    key: SwiftLiteral.string(field.key.value),
                    read: field.optional ? "optional" : "required",
                    propertyType: collectorType + (field.optional ? "?" : "")))
            if !field.optional { requiredKeys.append(SwiftLiteral.string(field.key.value)) }
        }
        let match: String
        let description: String
        switch form.match {
        case .formName(let name):
            match = "formName(\(SwiftLiteral.string(name.value)))"
            description = "its form name is \(SwiftLiteral.comment(SwiftLiteral.string(name.value)))"
        case .nodeId(let id):
            match = "nodeId(\(SwiftLiteral.string(id.value)))"
            description = "its node id is \(SwiftLiteral.comment(SwiftLiteral.string(id.value)))"
        case .fieldKeys, .stage, .header, .unmatched:
            match = "fieldKeys([" + requiredKeys.joined(separator: ", ") + "])"
            if requiredKeys.isEmpty {
                diagnostics.warning(
                    "form '\(form.name.value)' has no required field and no 'match:', so it matches every node",
                    at: form.name.location, note: "add 'match: { formName: ... }'")
                description = "always (it has no required field)"
            } else {
                description = "it has a field for each required key"
            }
        }
        return FormModel(
            typeName: SwiftIdentifier.escaped(form.name.value + "Form"), title: SwiftLiteral.comment(form.name.value),
            formName: SwiftLiteral.string(form.name.value), matchDescription: description,
            match: match, fields: fields)
    }
}
