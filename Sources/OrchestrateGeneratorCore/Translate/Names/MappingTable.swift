/// The mappings of one kind of file across a run (collectors files' field types, or callbacks files'
/// callback types): namespaces, type → class, and the custom classes they declare, with every name
/// declared twice reported.
struct MappingTable<Custom> {
    /// A type's class, and where the type was mapped.
    struct Entry {
        var className: String
        var location: SourceLocation
    }

    /// What the files are and what their types and classes are called, for messages.
    let files: String, type: String, custom: String
    /// Namespace names, sorted once `finish()` ran.
    private(set) var namespaces: [String] = []
    /// Type → class.
    private(set) var mappings: [String: Entry] = [:]
    /// Custom classes by name.
    private(set) var customs: [String: Custom] = [:]
    private var namespaceLocations: [String: SourceLocation] = [:]
    private var customLocations: [String: SourceLocation] = [:]

    /// An empty table; `files` (`collectors files`), `type` (`field type`) and `custom` (`custom collector`)
    /// name things in messages.
    init(files: String, type: String, custom: String) {
        self.files = files
        self.type = type
        self.custom = custom
    }

    /// Adds one file's namespace.
    mutating func addNamespace(_ namespace: Located<String>, diagnostics: inout DiagnosticBag) {
        if let first = namespaceLocations[namespace.value] {
            diagnostics.error(
                "namespace '\(namespace.value)' is declared by two \(files)", at: namespace.location,
                note: "also declared at \(first)")
        } else {
            namespaceLocations[namespace.value] = namespace.location
            namespaces.append(namespace.value)
        }
    }

    /// Adds one mapping of `type` to `className`, declaring `custom` when the mapping emits the class. A type
    /// mapped again to the same class it has (not a custom one) is no clash.
    mutating func addMapping(
        _ mappedType: Located<String>, to className: Located<String>, custom: Custom?,
        diagnostics: inout DiagnosticBag
    ) {
        if let first = mappings[mappedType.value] {
            // The same mapping twice (two imported files that each map a type to the runtime's class) is one.
            guard first.className != className.value || custom != nil else { return }
            diagnostics.error(
                "\(type) '\(SwiftIdentifier.displayable(mappedType.value))' is mapped twice", at: mappedType.location,
                note: "first mapped to \(first.className) at \(first.location)")
        } else {
            mappings[mappedType.value] = Entry(className: className.value, location: mappedType.location)
        }
        guard let custom else { return }
        if let first = customLocations[className.value] {
            diagnostics.error(
                "\(self.custom) '\(SwiftIdentifier.displayable(className.value))' is declared twice",
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

extension MappingTable: Sendable where Custom: Sendable {}
extension MappingTable.Entry: Sendable {}
