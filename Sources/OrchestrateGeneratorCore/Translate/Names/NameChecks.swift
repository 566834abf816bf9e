/// Checks the names a spec gives to emitted declarations: valid Swift identifiers, not a member the
/// generator emits itself, and not two names that become the same Swift name.
struct NameScope {
    /// What the scope is, for messages ("flow 'SignIn'").
    let description: String
    /// Names the generator uses in this scope, with what they are.
    let reserved: [String: String]
    private var taken: [String: (String, SourceLocation)] = [:]

    init(_ description: String, reserved: [String: String] = [:]) {
        self.description = description
        self.reserved = reserved
    }

    /// Claims `swiftName` (made from the spec name `name`); reports a clash with a reserved or earlier name.
    mutating func claim(_ swiftName: String, for name: Located<String>, what: String, diagnostics: inout DiagnosticBag)
    {
        if let use = reserved[swiftName] {
            diagnostics.error(
                "\(what) '\(SwiftIdentifier.displayable(name.value))' clashes with \(use) that the generator emits in \(description)",
                at: name.location, note: "rename it")
            return
        }
        if let (other, location) = taken[swiftName] {
            diagnostics.error(
                "\(what) '\(SwiftIdentifier.displayable(name.value))' becomes '\(SwiftIdentifier.displayable(swiftName))', as \(other) at line \(location.line) does, in \(description)",
                at: name.location, note: "rename one of them")
            return
        }
        taken[swiftName] = ("'\(SwiftIdentifier.displayable(name.value))'", name.location)
    }
}

extension DiagnosticBag {
    /// Reports when `name` (followed by `suffix` in the emitted code) cannot be a Swift identifier;
    /// returns whether it can.
    @discardableResult
    mutating func checkIdentifier(_ name: Located<String>, what: String, suffix: String = "") -> Bool {
        var problem = SwiftIdentifier.problem(with: name.value + suffix)
        if problem != nil, !suffix.isEmpty {
            // Name the spec's own text; a name only reserved on its own (`Protocol`) is fine with the suffix.
            problem =
                name.value.isEmpty
                ? "an empty name is not a Swift identifier" : SwiftIdentifier.problem(with: name.value) ?? problem
        }
        guard let problem else { return true }
        error(
            "invalid \(what) name: \(problem)", at: name.location,
            note: "use letters, digits and '_', not starting with a digit")
        return false
    }

    /// Reports when a dotted Swift name (`Audit.record`) is not one; returns it spelled for Swift.
    mutating func checkDottedName(_ name: Located<String>, what: String) -> String? {
        var parts = name.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for (index, part) in parts.enumerated() {
            var bare = part
            if bare.count > 2, bare.hasPrefix("`"), bare.hasSuffix("`") { bare = String(bare.dropFirst().dropLast()) }
            if let problem = SwiftIdentifier.problem(with: bare) {
                error(
                    "invalid \(what) '\(SwiftIdentifier.displayable(name.value))': \(problem)", at: name.location,
                    note: "write a Swift function name such as Audit.record")
                return nil
            }
            parts[index] = SwiftIdentifier.escaped(bare)
        }
        return parts.joined(separator: ".")
    }
}
