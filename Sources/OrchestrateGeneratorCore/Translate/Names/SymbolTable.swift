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
                SwiftIdentifier.escaped(namespace + "Collectors") + "."
                    + SwiftIdentifier.escaped(spec.name.value + "Form")
            case .journey:
                SwiftIdentifier.escaped(namespace + "Callbacks") + "."
                    + SwiftIdentifier.escaped(spec.name.value + "Node")
            }
        }
    }

    /// Forms and typed nodes by name.
    var forms: [String: FormEntry] = [:]
    /// Form and node names in declaration order (files sorted), for suggestions.
    var formNames: [String] = []
    /// The collectors files' field type mappings, custom collectors and namespaces.
    var collectorTable = MappingTable<CustomCollectorSpec>(
        files: "collectors files", type: "field type", custom: "custom collector")
    /// The callbacks files' callback type mappings, custom callbacks and namespaces.
    var callbackTable = MappingTable<CustomCallbackSpec>(
        files: "callbacks files", type: "callback type", custom: "custom callback")

    /// Custom collector classes by name.
    var customCollectors: [String: CustomCollectorSpec] { collectorTable.customs }
    /// Collectors namespace names, sorted.
    var namespaces: [String] { collectorTable.namespaces }
    /// Callbacks namespace names, sorted.
    var callbackNamespaces: [String] { callbackTable.namespaces }

    init(specs: SpecSet, diagnostics: inout DiagnosticBag) {
        for file in specs.collectors {
            collectorTable.addNamespace(file.namespace, diagnostics: &diagnostics)
            for mapping in file.mappings {
                collectorTable.addMapping(
                    mapping.fieldType, to: mapping.collector, custom: mapping.custom, diagnostics: &diagnostics)
            }
            for form in file.forms {
                declare(form, namespace: file.namespace.value, file: file.source, diagnostics: &diagnostics)
            }
        }
        collectorTable.finish()
        for file in specs.callbacks {
            callbackTable.addNamespace(file.namespace, diagnostics: &diagnostics)
            for mapping in file.mappings {
                callbackTable.addMapping(
                    mapping.callbackType, to: mapping.className, custom: mapping.custom, diagnostics: &diagnostics)
            }
            for node in file.nodes {
                declare(node, namespace: file.namespace.value, file: file.source, diagnostics: &diagnostics)
            }
        }
        callbackTable.finish()
    }

    /// Declares a form or typed node; forms and nodes share one set of names, as steps name both.
    mutating func declare(_ form: FormSpec, namespace: String, file: SpecSource, diagnostics: inout DiagnosticBag) {
        let what = form.kind == .journey ? "node" : "form"
        if let first = forms[form.name.value] {
            diagnostics.error(
                "\(what) '\(SwiftIdentifier.displayable(form.name.value))' is declared twice", at: form.name.location,
                note: "first declared at \(first.spec.name.location)")
        } else {
            forms[form.name.value] = FormEntry(namespace: namespace, spec: form, file: file)
            formNames.append(form.name.value)
        }
    }

    /// The callback class a callback type resolves to: a callbacks file's mapping, else the runtime default.
    func callbackClass(forType type: String) -> String? {
        callbackTable.mappings[type]?.className ?? RuntimeCatalog.defaultCallbacks[type]
    }

    /// Every callback type that resolves to a class, for suggestions.
    var knownCallbackTypes: [String] {
        Array(Set(callbackTable.mappings.keys).union(RuntimeCatalog.defaultCallbacks.keys)).sorted()
    }

    /// Every callback class a mapping may name.
    var knownCallbackClasses: [String] {
        RuntimeCatalog.callbackClasses.sorted()
            + callbackTable.customs.keys.filter { !RuntimeCatalog.reservedTypeNames.contains($0) }.sorted()
    }

    /// Every collector class a mapping or field may name.
    var knownCollectors: [String] {
        RuntimeCatalog.collectors.sorted()
            + customCollectors.keys.filter { !RuntimeCatalog.reservedTypeNames.contains($0) }.sorted()
    }

    /// The collector a field type resolves to: a collectors file's mapping, else the runtime default.
    func collector(forFieldType type: String) -> String? {
        collectorTable.mappings[type]?.className ?? RuntimeCatalog.defaultMappings[type]
    }

    /// Every field type that resolves to a collector, for suggestions.
    var knownFieldTypes: [String] {
        Array(Set(collectorTable.mappings.keys).union(RuntimeCatalog.defaultMappings.keys)).sorted()
    }

    /// Whether `collector` is a button.
    func isButton(_ collector: String) -> Bool {
        RuntimeCatalog.buttons.contains(collector)
    }
}
