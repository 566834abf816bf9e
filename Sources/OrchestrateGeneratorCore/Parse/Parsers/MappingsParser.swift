/// Reads a collectors or callbacks file's YAML into a `MappingsSpec`, checking keys and shapes against the
/// schemas its `MappingVocabulary` names.
struct MappingsParser {
    var reader = SpecValueReader()
    /// What the file maps.
    let kind: FlowProtocol
    private let words: MappingVocabulary

    /// A parser of files of `kind` (`.davinci`: collectors files, `.journey`: callbacks files).
    init(kind: FlowProtocol) {
        self.kind = kind
        words = MappingVocabulary.of(kind)
    }

    mutating func parse(_ root: YAMLNode, source: SpecSource) -> MappingsSpec? {
        guard let file = reader.object(root, words.fileSchema, context: words.fileContext) else { return nil }
        checkVersion(file, &reader)
        let namespace = reader.string(file["name"]) ?? Located(source.baseName, at: source.start)
        var access: Located<AccessLevel>?
        if let text = reader.string(file["access"]), let level = AccessLevel(rawValue: text.value) {
            access = Located(level, at: text.location)
        }
        var spec = MappingsSpec(
            kind: kind, source: source, namespace: namespace, access: access, mappings: [], forms: [])
        for (type, value) in reader.dictionary(file[words.mappingsKey], context: words.typeWord) {
            if let mapping = parseMapping(type, value) { spec.mappings.append(mapping) }
        }
        for (name, value) in reader.dictionary(file[words.formsKey], context: words.formWord) {
            if let form = parseForm(name, value) { spec.forms.append(form) }
        }
        return spec
    }

    /// `type: ClassName`, or a custom class to emit.
    mutating func parseMapping(_ type: Located<String>, _ node: YAMLNode) -> ClassMappingSpec? {
        if let name = reader.string(node) {
            return ClassMappingSpec(type: type, className: name, custom: nil)
        }
        let declared: (name: Located<String>, custom: CustomClassSpec)? =
            switch kind {
            case .davinci: parseCustomCollector(type, node)
            case .journey: parseCustomCallback(type, node)
            }
        guard let declared else { return nil }
        return ClassMappingSpec(type: type, className: declared.name, custom: declared.custom)
    }

    /// `{ collector: Name, value: Type, default:, properties: }`.
    mutating func parseCustomCollector(
        _ fieldType: Located<String>, _ node: YAMLNode
    ) -> (Located<String>, CustomClassSpec)? {
        guard let object = reader.object(node, SpecSchema.customCollector, context: "collector '\(fieldType.value)'"),
            let name = reader.string(object["collector"]),
            let valueText = reader.string(object["value"]),
            let valueType = ValueType(valueText.value, allowOptional: false)
        else { return nil }
        let custom = CustomCollectorSpec(
            valueType: Located(valueType, at: valueText.location),
            defaultValue: object["default"], properties: properties(object["properties"], what: "property"))
        return (name, .collector(custom))
    }

    /// `{ class: Name, outputs:, inputs: }`.
    mutating func parseCustomCallback(
        _ callbackType: Located<String>, _ node: YAMLNode
    ) -> (Located<String>, CustomClassSpec)? {
        guard let object = reader.object(node, SpecSchema.customCallback, context: "callback '\(callbackType.value)'"),
            let name = reader.string(object["class"])
        else { return nil }
        let custom = CustomCallbackSpec(
            outputs: properties(object["outputs"], what: "output"),
            inputs: properties(object["inputs"], what: "input"))
        return (name, .callback(custom))
    }

    /// The typed properties of `node` (`name: Type` or `name: { type, default, key }`).
    mutating func properties(_ node: YAMLNode?, what: String) -> [PropertySpec] {
        var properties: [PropertySpec] = []
        for (propertyName, value) in reader.dictionary(node, context: what) {
            if let property = reader.property(propertyName, value) { properties.append(property) }
        }
        return properties
    }

    /// A typed form (a typed node): its `match:` and its fields (callbacks).
    mutating func parseForm(_ name: Located<String>, _ node: YAMLNode) -> FormSpec? {
        guard let object = reader.object(node, words.formSchema, context: "\(words.formWord) '\(name.value)'") else {
            return nil
        }
        var match = FormMatch.fieldKeys
        if let matchNode = object["match"],
            let matchObject = reader.object(matchNode, words.matchSchema, context: "'match'")
        {
            match = parseMatch(matchObject)
        }
        var fields: [FieldSpec] = []
        for (fieldName, value) in reader.dictionary(object[words.fieldsKey], context: words.fieldWord) {
            if let type = reader.string(value) {
                fields.append(FieldSpec(name: fieldName, key: fieldName, type: type, optional: false))
                continue
            }
            guard
                let field = reader.object(
                    value, words.fieldSchema, context: "\(words.fieldWord) '\(fieldName.value)'"),
                let type = reader.string(field["type"])
            else { continue }
            fields.append(
                FieldSpec(
                    name: fieldName, key: reader.string(field[ifListed: "key"]) ?? fieldName, type: type,
                    optional: reader.bool(field["optional"])?.value ?? false,
                    collector: reader.string(field[ifListed: "collector"])))
        }
        // A form with no fields is a node recognised by its match alone (a message page, an imported form
        // whose fields the export does not hold, a Journey node no other step takes); without a match it
        // would be every node.
        if fields.isEmpty, case .fieldKeys = match, let location = object.keyLocation(words.fieldsKey) {
            reader.diagnostics.error(
                "\(words.formWord) '\(name.value)' has no \(words.fieldsKey)", at: location, note: words.emptyFormNote)
        }
        return FormSpec(name: name, match: match, fields: fields, kind: kind)
    }

    /// The one key of a `match:` its schema allows: `formName`, `nodeId` (a form), `stage`, `header` or
    /// `unmatched` (a node).
    mutating func parseMatch(_ object: ObjectView) -> FormMatch {
        if let formName = reader.string(object[ifListed: "formName"]) { return .formName(formName) }
        if let nodeId = reader.string(object[ifListed: "nodeId"]) { return .nodeId(nodeId) }
        if let stage = reader.string(object[ifListed: "stage"]) { return .stage(stage) }
        if let header = reader.string(object[ifListed: "header"]) { return .header(header) }
        if let unmatched = reader.bool(object[ifListed: "unmatched"]) {
            if unmatched.value { return .unmatched }
            reader.diagnostics.error(
                "'unmatched' can only be true; leave 'match:' out to match by the callback types",
                at: unmatched.location)
        }
        return .fieldKeys
    }
}
