/// A callbacks file's custom callback: a `Callback` class with typed outputs read from AM's `output` array and
/// typed inputs set into its `input` array.
extension MappingsModelBuilder {
    /// Members of every custom callback class.
    static let reservedCallbackMembers: [String: String] = [
        "content": "the callback's JSON", "inputs": "the input values", "payload": "the payload function",
        "type": "the callback type", "json": "the callback's JSON", "description": "the description",
        "customMirror": "the mirror", "input": "the input reader", "setInput": "the input writer",
    ]

    mutating func buildCustomCallback(_ mapping: ClassMappingSpec, _ custom: CustomCallbackSpec) -> CustomCallbackModel
    {
        var scope = NameScope(
            "callback '\(SwiftIdentifier.displayable(mapping.className.value))'", reserved: Self.reservedCallbackMembers
        )
        var outputs: [CallbackOutputModel] = []
        for property in custom.outputs {
            guard diagnostics.checkIdentifier(property.name, what: "output") else { continue }
            guard let fallback = claimedDefault(of: property, what: "output", in: &scope) else { continue }
            let key = SwiftLiteral.string(property.key.value)
            outputs.append(
                CallbackOutputModel(
                    name: SwiftIdentifier.escaped(property.name.value),
                    title: SwiftLiteral.comment(property.name.value),
                    type: property.type.value.swift, key: SwiftLiteral.comment(key),
                    read: JSONAccess.read("content.output(\(key))", property.type.value.base, fallback: fallback)))
        }
        var inputs: [CallbackInputModel] = []
        for (index, property) in custom.inputs.enumerated() {
            guard diagnostics.checkIdentifier(property.name, what: "input") else { continue }
            if property.key.value != property.name.value {
                diagnostics.warning(
                    "input '\(property.name.value)' is set by position (the \(index + 1). input); its key is ignored",
                    at: property.key.location)
            }
            guard let fallback = claimedDefault(of: property, what: "input", in: &scope) else { continue }
            let base = property.type.value.base
            inputs.append(
                CallbackInputModel(
                    name: SwiftIdentifier.escaped(property.name.value),
                    title: SwiftLiteral.comment(property.name.value),
                    type: property.type.value.swift, index: String(index),
                    read: JSONAccess.accessor(base, of: "input(at: \(index))") + " ?? " + fallback,
                    write: JSONAccess.payload(base, of: "newValue")))
        }
        return CustomCallbackModel(
            className: SwiftIdentifier.escaped(mapping.className.value),
            title: SwiftLiteral.comment(mapping.className.value),
            callbackType: SwiftLiteral.comment(mapping.type.value),
            hasInputs: !inputs.isEmpty, outputs: outputs, inputs: inputs)
    }

    /// The default of a custom class's typed `property` (a collector's property, a callback's output or input:
    /// `what`) as a Swift literal, once its name is claimed in `scope`; `nil` after an error.
    mutating func claimedDefault(of property: PropertySpec, what: String, in scope: inout NameScope) -> String? {
        scope.claim(property.name.value, for: property.name, what: what, diagnostics: &diagnostics)
        return SwiftValues.literal(
            property.defaultValue, as: property.type.value, what: "the default of '\(property.name.value)'",
            diagnostics: &diagnostics)
    }
}
