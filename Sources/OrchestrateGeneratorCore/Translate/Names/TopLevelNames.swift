/// The names a run declares at the module's top level, checked against each other and the runtime's.
extension Generator {
    /// Flow enums, collectors and callbacks namespaces, and custom collector and callback classes share the
    /// module's top level.
    static func checkTopLevelNames(_ specs: SpecSet, _ diagnostics: inout DiagnosticBag) {
        var scope = NameScope(
            "the generated module",
            reserved: Dictionary(
                uniqueKeysWithValues: RuntimeCatalog.reservedTypeNames.map {
                    ($0, "a type of the runtime or the standard library")
                }))
        for flow in specs.flows {
            scope.claimTopLevel(flow.name, suffix: "Flow", what: "flow", diagnostics: &diagnostics)
        }
        for file in specs.collectors + specs.callbacks {
            let words = MappingVocabulary.of(file.kind)
            scope.claimTopLevel(
                file.namespace, suffix: words.namespaceSuffix, what: "namespace", diagnostics: &diagnostics)
            for mapping in file.mappings where mapping.custom != nil {
                scope.claimTopLevel(mapping.className, what: "\(words.classWord) class", diagnostics: &diagnostics)
            }
        }
    }
}

extension NameScope {
    /// Claims `name` + `suffix` at the top level, when it is an identifier: an invalid one, or a class named
    /// like a runtime type, is reported where it is declared, not here.
    mutating func claimTopLevel(
        _ name: Located<String>, suffix: String = "", what: String, diagnostics: inout DiagnosticBag
    ) {
        let swiftName = name.value + suffix
        guard SwiftIdentifier.isValid(swiftName) else { return }
        if suffix.isEmpty, RuntimeCatalog.reservedTypeNames.contains(swiftName) { return }
        claim(swiftName, for: name, what: what, diagnostics: &diagnostics)
    }
}
