/// A collectors file's custom collector: a `FieldCollector` class with a typed value and properties read from
/// the field JSON.
extension MappingsModelBuilder {
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

    mutating func buildCustomCollector(
        _ mapping: ClassMappingSpec, _ custom: CustomCollectorSpec
    ) -> CustomCollectorModel? {
        let type = custom.valueType.value
        guard
            let defaultValue = SwiftValues.literal(
                custom.defaultValue, as: type, what: "the default of '\(mapping.className.value)'",
                diagnostics: &diagnostics)
        else { return nil }
        var scope = NameScope(
            "collector '\(SwiftIdentifier.displayable(mapping.className.value))'",
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
            guard let fallback = claimedDefault(of: property, what: "property", in: &scope) else { continue }
            let key = SwiftLiteral.string(property.key.value)
            properties.append(
                CollectorPropertyModel(
                    name: SwiftIdentifier.escaped(property.name.value),
                    title: SwiftLiteral.comment(property.name.value),
                    type: property.type.value.swift,
                    read: JSONAccess.read("json[\(key)]", property.type.value.base, fallback: fallback)))
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
            className: SwiftIdentifier.escaped(mapping.className.value),
            title: SwiftLiteral.comment(mapping.className.value),
            fieldType: SwiftLiteral.comment(mapping.type.value),
            valueType: type.swift,
            defaultValue: defaultValue,
            readValue: JSONAccess.accessor(type.base, of: "value"),
            payload: JSONAccess.payload(type.base),
            usesTextRules: type.base == .string,
            validationSummary: validation.summary,
            validation: validation.expression,
            properties: properties)
    }
}
