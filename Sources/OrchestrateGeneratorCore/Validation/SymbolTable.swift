/// The names every spec of a run declares, so that files can refer to each other: forms and typed nodes,
/// field type and callback type mappings, custom collectors and callbacks, and namespaces. Building it
/// reports names declared twice.
struct SymbolTable {
    struct FormEntry {
        var namespace: String
        var spec: FormSpec
        var file: SpecSource

        /// The Swift type of the form or node, qualified by its namespace enum.
        var swiftType: String {
            switch spec.kind {
            case .davinci:
                SwiftIdentifier.escaped(namespace + "Collectors") + "." + SwiftIdentifier.escaped(spec.name.value + "Form")
            case .journey:
                SwiftIdentifier.escaped(namespace + "Callbacks") + "." + SwiftIdentifier.escaped(spec.name.value + "Node")
            }
        }
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
    /// Callback type → callback class, from every callbacks file.
    var callbackMappings: [String: MappingEntry] = [:]
    /// Custom callback classes by name.
    var customCallbacks: [String: CustomCallbackSpec] = [:]
    /// Callbacks namespace names, sorted.
    var callbackNamespaces: [String] = []

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
            for form in file.forms { declare(form, namespace: namespace, file: file.source, diagnostics: &diagnostics) }
        }
        namespaces.sort()
        addCallbacks(specs.callbacks, diagnostics: &diagnostics)
    }

    /// Declares a form or typed node; forms and nodes share one set of names, as steps name both.
    mutating func declare(_ form: FormSpec, namespace: String, file: SpecSource, diagnostics: inout DiagnosticBag) {
        let what = form.kind == .journey ? "node" : "form"
        if let first = forms[form.name.value] {
            diagnostics.error("\(what) '\(SwiftIdentifier.displayable(form.name.value))' is declared twice", at: form.name.location,
                              note: "first declared at \(first.spec.name.location)")
        } else {
            forms[form.name.value] = FormEntry(namespace: namespace, spec: form, file: file)
            formNames.append(form.name.value)
        }
    }

    /// The names of the callbacks files: their namespaces, mappings, custom callbacks and nodes.
    mutating func addCallbacks(_ files: [CallbacksSpec], diagnostics: inout DiagnosticBag) {
        var customLocations: [String: SourceLocation] = [:]
        var namespaceLocations: [String: SourceLocation] = [:]
        for file in files {
            let namespace = file.namespace.value
            if let first = namespaceLocations[namespace] {
                diagnostics.error("namespace '\(namespace)' is declared by two callbacks files", at: file.namespace.location,
                                  note: "also declared at \(first)")
            } else {
                namespaceLocations[namespace] = file.namespace.location
                callbackNamespaces.append(namespace)
            }
            for mapping in file.mappings {
                let type = mapping.callbackType.value
                if let first = callbackMappings[type] {
                    diagnostics.error("callback type '\(SwiftIdentifier.displayable(type))' is mapped twice", at: mapping.callbackType.location,
                                      note: "first mapped to \(first.collector) at \(first.location)")
                } else {
                    callbackMappings[type] = MappingEntry(collector: mapping.className.value, location: mapping.callbackType.location)
                }
                if let custom = mapping.custom {
                    let name = mapping.className.value
                    if let first = customLocations[name] {
                        diagnostics.error("custom callback '\(SwiftIdentifier.displayable(name))' is declared twice", at: mapping.className.location,
                                          note: "first declared at \(first)")
                    } else {
                        customLocations[name] = mapping.className.location
                        customCallbacks[name] = custom
                    }
                }
            }
            for node in file.nodes { declare(node, namespace: namespace, file: file.source, diagnostics: &diagnostics) }
        }
        callbackNamespaces.sort()
    }

    /// The callback class a callback type resolves to: a callbacks file's mapping, else the runtime default.
    func callbackClass(forType type: String) -> String? {
        callbackMappings[type]?.collector ?? RuntimeCatalog.defaultCallbacks[type]
    }

    /// Every callback type that resolves to a class, for suggestions.
    var knownCallbackTypes: [String] {
        Array(Set(callbackMappings.keys).union(RuntimeCatalog.defaultCallbacks.keys)).sorted()
    }

    /// Every callback class a mapping may name.
    var knownCallbackClasses: [String] {
        RuntimeCatalog.callbackClasses.sorted()
            + customCallbacks.keys.filter { !RuntimeCatalog.reservedTypeNames.contains($0) }.sorted()
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
