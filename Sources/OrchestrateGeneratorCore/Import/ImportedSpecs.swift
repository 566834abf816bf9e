import OrchestrateRecording

/// What the importers' spec values share: the place every value of a file they write is said to be at (the
/// file they write, line 1: the values were never read from text), and the user every imported sandbox script
/// signs in as.
enum ImportedSpecs {
    /// The spec values of one written file.
    struct File {
        /// The file, by name.
        let source: SpecSource
        /// Where its values are said to be.
        let location: SourceLocation

        /// `value`, located in the file.
        func at<Value: Sendable>(_ value: Value) -> Located<Value> {
            Located(value, at: location)
        }
    }

    /// The values of the file called `name`.
    static func located(in name: String) -> File {
        File(source: SpecSource(path: name, bytes: []), location: SourceLocation(file: name, line: 1, column: 1))
    }

    /// The user every imported script signs in as: `demo` / `Demo-Passw0rd!`, one-time code `123456`, security
    /// answer `blue`, in the sandbox's script model.
    static let demoUser = ScriptUser(
        username: "demo", password: "Demo-Passw0rd!", otp: "123456", email: "demo@example.com", kbaAnswer: "blue")

    /// ``demoUser`` as a script's `users` entry.
    static var scriptUser: YAMLOut {
        guard case .object(let members) = demoUser.scriptJSON else { return .mapping([], flow: true) }
        return .mapping(members.map { YAMLOut.Entry($0.key, .json($0.value)) }, flow: true)
    }
}

extension StepSpec {
    /// An end step: the flow's success, or an end without it.
    static func end(_ name: Located<String>, success: Bool) -> StepSpec {
        StepSpec(
            name: name, form: nil, node: nil, call: nil, results: [], isSuccess: success, isError: !success, next: [])
    }
}

extension ImportedSpecs {
    /// A typed Journey node as an import writes it (from an export or a recording).
    struct JourneyNode {
        var name: String
        var stage: String?
        var header: String?
        /// Whether the node takes the nodes no other step's node matches.
        var isUnmatched = false
        /// The callbacks in order: the property each is read into, and its type.
        var callbacks: [(property: String, type: String)]
    }

    /// The model of `<baseName>.callbacks.yaml`: one typed node per step, matched by its stage, else its header,
    /// else (unless it is unmatched) its callback types; a callback type the runtime has no class for is mapped
    /// to `UnknownCallback`.
    static func callbacksSpec(_ baseName: String, nodes: [JourneyNode]) -> MappingsSpec {
        let spec = located(in: "\(baseName).callbacks.yaml")
        let unknown = Set(nodes.flatMap { $0.callbacks.map(\.type) }).subtracting(RuntimeCatalog.defaultCallbacks.keys)
        return MappingsSpec(
            kind: .journey, source: spec.source, namespace: spec.at(baseName), access: nil,
            mappings: unknown.sorted().map {
                ClassMappingSpec(type: spec.at($0), className: spec.at("UnknownCallback"), custom: nil)
            },
            forms: nodes.map { node in
                let match: FormMatch =
                    if let stage = node.stage { .stage(spec.at(stage)) } else if let header = node.header {
                        .header(spec.at(header))
                    } else if node.isUnmatched { .unmatched } else { .fieldKeys }
                return FormSpec(
                    name: spec.at(node.name), match: match,
                    fields: node.callbacks.map { property, type in
                        FieldSpec(
                            name: spec.at(property), key: spec.at(property), type: spec.at(type), optional: false)
                    }, kind: .journey)
            })
    }
}
