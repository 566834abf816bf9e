/// The names a run declares at the module's top level, checked against each other and the runtime's.
extension Generator {
    /// Flow enums, collectors and callbacks namespaces, and custom collector and callback classes share the
    /// module's top level.
    static func checkTopLevelNames(_ specs: SpecSet, _ diagnostics: inout DiagnosticBag) {
        var scope = NameScope("the generated module", reserved: Dictionary(
            uniqueKeysWithValues: RuntimeCatalog.reservedTypeNames.map { ($0, "a type of the runtime or the standard library") }))
        for flow in specs.flows where SwiftIdentifier.isValid(flow.name.value + "Flow") {
            scope.claim(flow.name.value + "Flow", for: flow.name, what: "flow", diagnostics: &diagnostics)
        }
        for file in specs.collectors {
            if SwiftIdentifier.isValid(file.namespace.value + "Collectors") {
                scope.claim(file.namespace.value + "Collectors", for: file.namespace, what: "namespace", diagnostics: &diagnostics)
            }
            for mapping in file.mappings where mapping.custom != nil && SwiftIdentifier.isValid(mapping.collector.value)
                && !RuntimeCatalog.reservedTypeNames.contains(mapping.collector.value) {
                scope.claim(mapping.collector.value, for: mapping.collector, what: "collector class", diagnostics: &diagnostics)
            }
        }
        for file in specs.callbacks {
            if SwiftIdentifier.isValid(file.namespace.value + "Callbacks") {
                scope.claim(file.namespace.value + "Callbacks", for: file.namespace, what: "namespace", diagnostics: &diagnostics)
            }
            for mapping in file.mappings where mapping.custom != nil && SwiftIdentifier.isValid(mapping.className.value)
                && !RuntimeCatalog.reservedTypeNames.contains(mapping.className.value) {
                scope.claim(mapping.className.value, for: mapping.className, what: "callback class", diagnostics: &diagnostics)
            }
        }
    }
}
