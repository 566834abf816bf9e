/// The names every spec of a run declares, so that files can refer to each other: forms, field type
/// mappings, custom collectors and namespaces. Building it reports names declared twice.
struct SymbolTable {
    struct FormEntry {
        var namespace: String
        var spec: FormSpec
        var file: SpecSource
    }

    struct MappingEntry {
        var collector: String
        var location: SourceLocation
    }

    /// Forms by name.
    var forms: [String: FormEntry] = [:]
    /// Form names in declaration order (files sorted), for suggestions.
    var formNames: [String] = []
    /// Field type → collector, from every collectors file.
    var mappings: [String: MappingEntry] = [:]
    /// Custom collector class → value type, by class name.
    var customCollectors: [String: CustomCollectorSpec] = [:]
    /// Collectors namespace names, sorted.
    var namespaces: [String] = []

    init(specs: SpecSet, diagnostics: inout DiagnosticBag) {
        var customLocations: [String: SourceLocation] = [:]
        var namespaceLocations: [String: SourceLocation] = [:]
        for file in specs.collectors {
            let namespace = file.namespace.value
            if let first = namespaceLocations[namespace] {
                diagnostics.error("namespace '\(namespace)' is declared by two collectors files", at: file.namespace.location,
                                  note: "also declared at \(first)")
            } else {
                namespaceLocations[namespace] = file.namespace.location
                namespaces.append(namespace)
            }
            for mapping in file.mappings {
                let type = mapping.fieldType.value
                if let first = mappings[type] {
                    diagnostics.error("field type '\(SwiftIdentifier.displayable(type))' is mapped twice", at: mapping.fieldType.location,
                                      note: "first mapped to \(first.collector) at \(first.location)")
                } else {
                    mappings[type] = MappingEntry(collector: mapping.collector.value, location: mapping.fieldType.location)
                }
                if let custom = mapping.custom {
                    let name = mapping.collector.value
                    if let first = customLocations[name] {
                        diagnostics.error("custom collector '\(SwiftIdentifier.displayable(name))' is declared twice", at: mapping.collector.location,
                                          note: "first declared at \(first)")
                    } else {
                        customLocations[name] = mapping.collector.location
                        customCollectors[name] = custom
                    }
                }
            }
            for form in file.forms {
                if let first = forms[form.name.value] {
                    diagnostics.error("form '\(SwiftIdentifier.displayable(form.name.value))' is declared twice", at: form.name.location,
                                      note: "first declared at \(first.spec.name.location)")
                } else {
                    forms[form.name.value] = FormEntry(namespace: namespace, spec: form, file: file.source)
                    formNames.append(form.name.value)
                }
            }
        }
        namespaces.sort()
    }

    /// Every collector class a mapping or field may name.
    var knownCollectors: [String] {
        RuntimeCatalog.collectors.sorted()
            + customCollectors.keys.filter { !RuntimeCatalog.reservedTypeNames.contains($0) }.sorted()
    }

    /// The collector a field type resolves to: a collectors file's mapping, else the runtime default.
    func collector(forFieldType type: String) -> String? {
        mappings[type]?.collector ?? RuntimeCatalog.defaultMappings[type]
    }

    /// Every field type that resolves to a collector, for suggestions.
    var knownFieldTypes: [String] {
        Array(Set(mappings.keys).union(RuntimeCatalog.defaultMappings.keys)).sorted()
    }

    /// Whether `collector` is a button.
    func isButton(_ collector: String) -> Bool {
        RuntimeCatalog.buttons.contains(collector)
    }
}
