/// The class a collectors or callbacks file maps a type to, as `MappedClassCheck` checks it.
struct MappedClassKind {
    /// What the class is, for messages: `collector` or `callback`.
    var what: String
    /// The runtime's classes of that kind.
    var builtIns: Set<String>
    /// Every class a mapping may name (the runtime's and the run's custom ones), for suggestions.
    var known: [String]
    /// How a custom class is declared, for the note of an unknown one.
    var declareHint: String
}

extension DiagnosticBag {
    /// Whether a mapping of `type` to the class `name` can be emitted: a class the mapping declares (`isCustom`)
    /// must be a valid identifier that hides no runtime or standard library type; any other must exist.
    mutating func checkMappedClass(
        _ name: Located<String>, of type: Located<String>, isCustom: Bool, kind: MappedClassKind
    ) -> Bool {
        if isCustom {
            guard checkIdentifier(name, what: "\(kind.what) class") else { return false }
            if RuntimeCatalog.reservedTypeNames.contains(name.value) {
                error(
                    "\(kind.what) class '\(name.value)' would hide a type of the runtime or the standard library",
                    at: name.location,
                    note: kind.builtIns.contains(name.value)
                        ? "to map a type to the built-in \(name.value), write '\(type.value): \(name.value)'"
                        : "choose another name")
                return false
            }
            return true
        }
        guard kind.known.contains(name.value) else {
            error(
                "unknown \(kind.what)\(kind.what == "callback" ? " class" : "") '\(SwiftIdentifier.displayable(name.value))'\(Suggestions.didYouMean(name.value, in: kind.known))",
                at: name.location, note: "\(kind.what)s: \(kind.known.joined(separator: ", ")), or \(kind.declareHint)")
            return false
        }
        return true
    }
}
