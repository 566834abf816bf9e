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
    var collectorTable = MappingTable(kind: .davinci)
    /// The callbacks files' callback type mappings, custom callbacks and namespaces.
    var callbackTable = MappingTable(kind: .journey)

    /// Collectors namespace names, sorted.
    var namespaces: [String] { collectorTable.namespaces }
    /// Callbacks namespace names, sorted.
    var callbackNamespaces: [String] { callbackTable.namespaces }

    init(specs: SpecSet, diagnostics: inout DiagnosticBag) {
        for file in specs.collectors {
            collectorTable.add(file, diagnostics: &diagnostics)
            for form in file.forms {
                declare(form, namespace: file.namespace.value, file: file.source, diagnostics: &diagnostics)
            }
        }
        for file in specs.callbacks {
            callbackTable.add(file, diagnostics: &diagnostics)
            for form in file.forms {
                declare(form, namespace: file.namespace.value, file: file.source, diagnostics: &diagnostics)
            }
        }
        collectorTable.finish()
        callbackTable.finish()
    }

    /// The mappings of the files of `kind`.
    func table(_ kind: FlowProtocol) -> MappingTable {
        switch kind {
        case .davinci: collectorTable
        case .journey: callbackTable
        }
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

    /// Whether `collector` is a button.
    func isButton(_ collector: String) -> Bool {
        RuntimeCatalog.buttons.contains(collector)
    }
}
