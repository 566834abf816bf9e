/// Checks one collectors or callbacks file against the symbols of the run and builds its view model:
/// registrations, custom classes (`CustomCollectorBuilder`, `CustomCallbackBuilder`) and typed forms (typed
/// Journey nodes). What differs between the two kinds comes from the file's `MappingVocabulary`.
struct MappingsModelBuilder {
    let spec: MappingsSpec
    let symbols: SymbolTable
    let access: AccessLevel
    let words: MappingVocabulary
    /// The run's mappings of this file's kind.
    let table: MappingTable
    /// The calls that read a required and an optional field (`fields.required`, `callbacks.optionalCallback`).
    private let requiredRead: String, optionalRead: String
    var diagnostics = DiagnosticBag()

    init(spec: MappingsSpec, symbols: SymbolTable, defaultAccess: AccessLevel) {
        self.spec = spec
        self.symbols = symbols
        self.access = spec.access?.value ?? defaultAccess
        words = MappingVocabulary.of(spec.kind)
        table = symbols.table(spec.kind)
        requiredRead = words.fieldsKey + "." + words.readRequired
        optionalRead = words.fieldsKey + "." + words.readOptional
    }

    mutating func build() -> MappingsFileModel {
        diagnostics.checkIdentifier(spec.namespace, what: "namespace", suffix: words.namespaceSuffix)
        var registrations: [RegistrationModel] = []
        var customCollectors: [CustomCollectorModel] = []
        var customCallbacks: [CustomCallbackModel] = []
        for mapping in spec.mappings {
            guard
                diagnostics.checkMappedClass(
                    mapping.className, of: mapping.type, isCustom: mapping.custom != nil, in: table)
            else { continue }
            switch mapping.custom {
            case .collector(let custom)?:
                if let model = buildCustomCollector(mapping, custom) { customCollectors.append(model) }
            case .callback(let custom)?:
                customCallbacks.append(buildCustomCallback(mapping, custom))
            case nil:
                break
            }
            registrations.append(
                RegistrationModel(
                    type: SwiftLiteral.string(mapping.type.value),
                    className: SwiftIdentifier.escaped(mapping.className.value)))
        }
        var forms: [FormModel] = []
        for form in diagnostics.claimDeclarations(
            spec.forms, of: spec.namespace, what: words.formWord, suffix: words.formSuffix,
            reserved: words.reservedNamespaceMembers)
        {
            if let model = buildForm(form) { forms.append(model) }
        }
        return MappingsFileModel(
            header: header(for: spec.source),
            access: access.declarationPrefix,
            runtimeAPI: String(RuntimeCatalog.generatedCodeAPI),
            namespace: SwiftIdentifier.escaped(spec.namespace.value + words.namespaceSuffix),
            sourceFile: SwiftLiteral.comment(spec.source.fileName),
            words: words.words,
            registrations: registrations,
            forms: forms,
            customCollectors: customCollectors,
            customCallbacks: customCallbacks)
    }

    // MARK: Forms

    mutating func buildForm(_ form: FormSpec) -> FormModel? {
        var scope = NameScope(
            "\(words.formWord) '\(SwiftIdentifier.displayable(form.name.value))'", reserved: words.reservedFormMembers)
        var fields: [FormFieldModel] = []
        var requiredKeys: [String] = []
        var signature: [String] = []
        var keys: [String: SourceLocation] = [:]
        for field in form.fields {
            guard diagnostics.checkIdentifier(field.name, what: words.fieldWord) else { continue }
            scope.claim(field.name.value, for: field.name, what: words.fieldWord, diagnostics: &diagnostics)
            if words.readsByKey {
                if let first = keys[field.key.value] {
                    diagnostics.error(
                        "two fields of form '\(form.name.value)' have the key '\(SwiftIdentifier.displayable(field.key.value))'",
                        at: field.key.location, note: "the other is at line \(first.line), column \(first.column)")
                }
                keys[field.key.value] = field.key.location
            }
            guard let resolved = table.className(forType: field.type.value) else {
                diagnostics.error(
                    "unknown \(words.typeWord) '\(SwiftIdentifier.displayable(field.type.value))'\(Suggestions.didYouMean(field.type.value, in: table.knownTypes))",
                    at: field.type.location,
                    note:
                        "map it in a \(words.fileWord)'s '\(words.mappingsKey):', or use one of the runtime's: \(words.defaultClasses.keys.sorted().joined(separator: ", "))"
                )
                continue
            }
            // A DaVinci field names the collector its type chooses by the field (`collector:`); a callback's class
            // is its type's.
            guard let held = words.readsByKey ? heldCollector(field, resolved: resolved) : resolved else { continue }
            let key = SwiftLiteral.string(field.key.value)
            fields.append(
                FormFieldModel(
                    name: SwiftIdentifier.escaped(field.name.value),
                    label: SwiftIdentifier.argumentLabel(field.name.value),
                    title: SwiftLiteral.comment(field.name.value),
                    doc: words.readsByKey ? "Key \(key)" : "A \(SwiftLiteral.comment(field.type.value))",
                    read: field.optional ? optionalRead : requiredRead,
                    argument: words.readsByKey ? key : "",
                    propertyType: SwiftIdentifier.escaped(held) + (field.optional ? "?" : "")))
            if words.matchesByTypes {
                signature.append(SwiftLiteral.string(field.type.value + (field.optional ? "?" : "")))
            } else if !field.optional {
                requiredKeys.append(key)
            }
        }
        let (match, description) = self.match(of: form, requiredKeys: requiredKeys, signature: signature)
        return FormModel(
            typeName: SwiftIdentifier.escaped(form.name.value + words.formSuffix),
            title: SwiftLiteral.comment(form.name.value), formName: SwiftLiteral.string(form.name.value),
            matchDescription: description, match: match, fields: fields)
    }

    /// The runtime's `FormMatch` of `form` as Swift, and what it means, for its doc comment. With no `match:`,
    /// a Journey node is matched by its callback types in order (`signature`), a DaVinci form by the keys of
    /// its required fields.
    mutating func match(
        of form: FormSpec, requiredKeys: [String], signature: [String]
    ) -> (match: String, description: String) {
        func literal(_ text: Located<String>) -> (swift: String, comment: String) {
            (SwiftLiteral.string(text.value), SwiftLiteral.comment(SwiftLiteral.string(text.value)))
        }
        switch form.match {
        case .formName(let name):
            let text = literal(name)
            return ("formName(\(text.swift))", "its form name is \(text.comment)")
        case .nodeId(let id):
            let text = literal(id)
            return ("nodeId(\(text.swift))", "its node id is \(text.comment)")
        case .stage(let stage):
            let text = literal(stage)
            return ("stage(\(text.swift))", "its stage is \(text.comment)")
        case .header(let header):
            let text = literal(header)
            return ("header(\(text.swift))", "its header is \(text.comment)")
        case .unmatched:
            return (
                "unmatched",
                "any node (the `Step` enum tries this node after every other, so it gets those no other step takes)"
            )
        case .fieldKeys where words.matchesByTypes:
            return (
                "callbackTypes([" + signature.joined(separator: ", ") + "])",
                "its callbacks are of these types, in this order"
            )
        case .fieldKeys:
            let match = "fieldKeys([" + requiredKeys.joined(separator: ", ") + "])"
            guard requiredKeys.isEmpty else { return (match, "it has a field for each required key") }
            diagnostics.warning(
                "form '\(form.name.value)' has no required field and no 'match:', so it matches every node",
                at: form.name.location, note: "add 'match: { formName: ... }'")
            return (match, "always (it has no required field)")
        }
    }
}
