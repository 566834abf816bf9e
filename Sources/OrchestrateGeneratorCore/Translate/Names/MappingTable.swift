/// The mappings of one kind of file across a run (collectors files' field types, or callbacks files'
/// callback types): namespaces, type → class, and the custom classes they declare, with every name
/// declared twice reported.
struct MappingTable: Sendable {
    /// A type's class, and where the type was mapped.
    struct Entry: Sendable {
        var className: String
        var location: SourceLocation
    }

    /// What the files map, with the words of their messages.
    let words: MappingVocabulary
    /// Namespace names, sorted once `finish()` ran.
    private(set) var namespaces: [String] = []
    /// Type → class.
    private(set) var mappings: [String: Entry] = [:]
    /// Custom classes by name.
    private(set) var customs: [String: CustomClassSpec] = [:]
    private var namespaceLocations: [String: SourceLocation] = [:]
    private var customLocations: [String: SourceLocation] = [:]

    /// An empty table of the files of `kind`.
    init(kind: FlowProtocol) {
        words = MappingVocabulary.of(kind)
    }

    /// Adds one file's namespace and mappings.
    mutating func add(_ file: MappingsSpec, diagnostics: inout DiagnosticBag) {
        addNamespace(file.namespace, diagnostics: &diagnostics)
        for mapping in file.mappings {
            addMapping(mapping.type, to: mapping.className, custom: mapping.custom, diagnostics: &diagnostics)
        }
    }

    /// The class `type` resolves to: a file's mapping, else the runtime's default.
    func className(forType type: String) -> String? {
        mappings[type]?.className ?? words.defaultClasses[type]
    }

    /// Every type that resolves to a class, for suggestions.
    var knownTypes: [String] {
        Array(Set(mappings.keys).union(words.defaultClasses.keys)).sorted()
    }

    /// Every class a mapping may name: the runtime's, then the run's custom ones.
    var knownClasses: [String] {
        words.builtInClasses.sorted()
            + customs.keys.filter { !RuntimeCatalog.reservedTypeNames.contains($0) }.sorted()
    }

    /// Adds one file's namespace.
    mutating func addNamespace(_ namespace: Located<String>, diagnostics: inout DiagnosticBag) {
        if let first = namespaceLocations[namespace.value] {
            diagnostics.error(
                "namespace '\(namespace.value)' is declared by two \(words.fileWord)s", at: namespace.location,
                note: "also declared at \(first)")
        } else {
            namespaceLocations[namespace.value] = namespace.location
            namespaces.append(namespace.value)
        }
    }

    /// Adds one mapping of `type` to `className`, declaring `custom` when the mapping emits the class. A type
    /// mapped again to the same class it has (not a custom one) is no clash.
    mutating func addMapping(
        _ mappedType: Located<String>, to className: Located<String>, custom: CustomClassSpec?,
        diagnostics: inout DiagnosticBag
    ) {
        if let first = mappings[mappedType.value] {
            // The same mapping twice (two imported files that each map a type to the runtime's class) is one.
            guard first.className != className.value || custom != nil else { return }
            diagnostics.error(
                "\(words.typeWord) '\(SwiftIdentifier.displayable(mappedType.value))' is mapped twice",
                at: mappedType.location,
                note: "first mapped to \(first.className) at \(first.location)")
        } else {
            mappings[mappedType.value] = Entry(className: className.value, location: mappedType.location)
        }
        guard let custom else { return }
        if let first = customLocations[className.value] {
            diagnostics.error(
                "custom \(words.classWord) '\(SwiftIdentifier.displayable(className.value))' is declared twice",
                at: className.location,
                note: "first declared at \(first)")
        } else {
            customLocations[className.value] = className.location
            customs[className.value] = custom
        }
    }

    /// Sorts the namespaces, once every file was added.
    mutating func finish() {
        namespaces.sort()
    }
}
