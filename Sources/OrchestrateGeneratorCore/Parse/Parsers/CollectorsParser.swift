/// Reads a collector mapping's YAML into a `CollectorsSpec`, checking keys and shapes against `SpecSchema`.
struct CollectorsParser {
    var reader = SpecValueReader()

    mutating func parse(_ root: YAMLNode, source: SpecSource) -> CollectorsSpec? {
        guard let file = reader.object(root, SpecSchema.collectorsFile, context: "a collector mapping") else {
            return nil
        }
        checkVersion(file, &reader)
        let namespace = reader.string(file["name"]) ?? Located(source.baseName, at: source.start)
        var access: Located<AccessLevel>?
        if let text = reader.string(file["access"]), let level = AccessLevel(rawValue: text.value) {
            access = Located(level, at: text.location)
        }
        var spec = CollectorsSpec(source: source, namespace: namespace, access: access, mappings: [], forms: [])
        for (fieldType, value) in reader.dictionary(file["collectors"], context: "field type") {
            if let mapping = parseMapping(fieldType, value) { spec.mappings.append(mapping) }
        }
        for (name, value) in reader.dictionary(file["forms"], context: "form") {
            if let form = parseForm(name, value) { spec.forms.append(form) }
        }
        return spec
    }

    mutating func parseMapping(_ fieldType: Located<String>, _ node: YAMLNode) -> CollectorMappingSpec? {
        if let name = reader.string(node) {
            return CollectorMappingSpec(fieldType: fieldType, collector: name, custom: nil)
        }
        guard let object = reader.object(node, SpecSchema.customCollector, context: "collector '\(fieldType.value)'"),
            let name = reader.string(object["collector"]),
            let valueText = reader.string(object["value"]),
            let valueType = ValueType(valueText.value, allowOptional: false)
        else { return nil }
        var properties: [PropertySpec] = []
        for (propertyName, value) in reader.dictionary(object["properties"], context: "property") {
            if let property = reader.property(propertyName, value) { properties.append(property) }
        }
        let custom = CustomCollectorSpec(
            valueType: Located(valueType, at: valueText.location),
            defaultValue: object["default"], properties: properties)
        return CollectorMappingSpec(fieldType: fieldType, collector: name, custom: custom)
    }

    mutating func parseForm(_ name: Located<String>, _ node: YAMLNode) -> FormSpec? {
        guard let object = reader.object(node, SpecSchema.form, context: "form '\(name.value)'") else { return nil }
        var match = FormMatch.fieldKeys
        if let matchNode = object["match"],
            let matchObject = reader.object(matchNode, SpecSchema.match, context: "'match'")
        {
            if let formName = reader.string(matchObject["formName"]) {
                match = .formName(formName)
            } else if let nodeId = reader.string(matchObject["nodeId"]) {
                match = .nodeId(nodeId)
            }
        }
        var fields: [FieldSpec] = []
        for (fieldName, value) in reader.dictionary(object["fields"], context: "field") {
            if let type = reader.string(value) {
                fields.append(FieldSpec(name: fieldName, key: fieldName, type: type, optional: false))
                continue
            }
            guard let field = reader.object(value, SpecSchema.field, context: "field '\(fieldName.value)'"),
                let type = reader.string(field["type"])
            else { continue }
            fields.append(
                FieldSpec(
                    name: fieldName, key: reader.string(field["key"]) ?? fieldName, type: type,
                    optional: reader.bool(field["optional"])?.value ?? false,
                    collector: reader.string(field["collector"])))
        }
        // A form with no fields is a node recognised by its match alone (a message page, an imported form
        // whose fields the export does not hold); without a match it would be every node.
        if fields.isEmpty, case .fieldKeys = match, let location = object.keyLocation("fields") {
            reader.diagnostics.error(
                "form '\(name.value)' has no fields", at: location,
                note: "a form without fields needs a match: (formName or nodeId)")
        }
        return FormSpec(name: name, match: match, fields: fields)
    }
}
