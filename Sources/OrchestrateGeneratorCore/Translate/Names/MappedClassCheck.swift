extension DiagnosticBag {
    /// Whether a mapping of `type` to the class `name` can be emitted: a class the mapping declares (`isCustom`)
    /// must be a valid identifier that hides no runtime or standard library type; any other must be one of
    /// `table`'s classes.
    mutating func checkMappedClass(
        _ name: Located<String>, of type: Located<String>, isCustom: Bool, in table: MappingTable
    ) -> Bool {
        let words = table.words
        if isCustom {
            guard checkIdentifier(name, what: "\(words.classWord) class") else { return false }
            if RuntimeCatalog.reservedTypeNames.contains(name.value) {
                error(
                    "\(words.classWord) class '\(name.value)' would hide a type of the runtime or the standard library",
                    at: name.location,
                    note: words.builtInClasses.contains(name.value)
                        ? "to map a type to the built-in \(name.value), write '\(type.value): \(name.value)'"
                        : "choose another name")
                return false
            }
            return true
        }
        let known = table.knownClasses
        guard known.contains(name.value) else {
            error(
                "unknown \(words.unknownClassWord) '\(SwiftIdentifier.displayable(name.value))'\(Suggestions.didYouMean(name.value, in: known))",
                at: name.location,
                note: "\(words.classWord)s: \(known.joined(separator: ", ")), or \(words.declareHint)")
            return false
        }
        return true
    }
}
