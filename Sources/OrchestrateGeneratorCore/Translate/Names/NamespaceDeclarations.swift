extension DiagnosticBag {
    /// The forms (or typed nodes) of a namespace whose names can be emitted, in order: each name must be an
    /// identifier with `suffix` (`Form`, `Node`) and must not clash, in the namespace enum, with another or
    /// with a member in `reserved`.
    mutating func claimDeclarations(
        _ declarations: [FormSpec], of namespace: Located<String>, what: String, suffix: String,
        reserved: [String: String]
    ) -> [FormSpec] {
        var scope = NameScope("namespace '\(SwiftIdentifier.displayable(namespace.value))'", reserved: reserved)
        return declarations.filter { declaration in
            guard checkIdentifier(declaration.name, what: what, suffix: suffix) else { return false }
            scope.claim(declaration.name.value + suffix, for: declaration.name, what: what, diagnostics: &self)
            return true
        }
    }
}
