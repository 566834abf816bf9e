import OrchestrateBasics

/// How one attribute of an `AttributeCollectorNode` is typed: the overlay's type, else the managed-object
/// files', else IDM's default user's, else a String; with the prompt the schema gives and what to say when
/// the type is a guess or one AM cannot collect.
struct AttributeTyping {
    /// The overlay's name of the kind: String, Number or Boolean.
    var kind = "String"
    /// The schema's prompt (its title, else its description).
    var prompt: String?
    /// What the import says of the attribute (after "attribute X of the node"), or `nil`.
    var problem: String?

    init(_ attribute: String, node: NodeReading) {
        if let kind = node.overlay.attributeTypes[attribute] {
            self.kind = kind
            prompt =
                (node.overlay.idm.attribute(attribute, resource: node.identityResource)
                ?? IDMSchema.defaultUser.attribute(attribute, resource: "user"))?.prompt
            return
        }
        let given = node.overlay.idm
        let object = node.identityResource.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        // The files given hold the tree's object (or their only one, for a tree that names none).
        let holdsObject = object.map { given.objects[$0] != nil } ?? (given.objects.count == 1)
        let found: (IDMSchema.Attribute, String)?
        if let attribute = given.attribute(attribute, resource: node.identityResource) {
            found = (attribute, "IDM's schema (\(given.files[object ?? ""] ?? given.files.values.first ?? ""))")
        } else if !holdsObject, let attribute = IDMSchema.defaultUser.attribute(attribute, resource: "user") {
            found = (attribute, "IDM's default user schema")
        } else {
            found = nil
        }
        guard let (schema, source) = found else {
            problem =
                !holdsObject
                ? "is in no managed-object file given and not in IDM's default user schema; a String assumed (give managed.json or <object>.managed.json with the exports)"
                : "is not in the managed object \(object ?? "of the export") of the files given; AM fails the tree there, and a String is assumed"
            return
        }
        prompt = schema.prompt
        guard let kind = schema.kind else {
            problem =
                "has the type \(DiagnosticText.clean(schema.type)) in \(DiagnosticText.clean(source)), which AM cannot collect (string, number or boolean only): the tree fails there; a String is assumed"
            return
        }
        self.kind = kind
    }
}
