/// Everything that differs between the two kinds of mappings file, in one table: a collectors file maps DaVinci
/// field types to collectors and declares typed forms, a callbacks file maps Journey callback types to callback
/// classes and declares typed nodes. One parser (`MappingsParser`), one builder (`MappingsModelBuilder`), one
/// view model (`MappingsFileModel`) and one set of templates (`MappingsFile`, `TypedForm`, `TypedFormInit`)
/// read their words and rules from here; only the custom classes, which are different classes, are built by
/// code and a template each (`MappingsModelBuilder.buildCustomCollector` and `buildCustomCallback`, in
/// CustomCollectorBuilder.swift and CustomCallbackBuilder.swift).
struct MappingVocabulary: Sendable {
    // MARK: The spec file

    /// The file's schema.
    let fileSchema: ObjectSchema
    /// What the file is, for a message about its root (`a collector mapping`).
    let fileContext: String
    /// What the file is in a message (`collectors file`), and its key of mappings (`collectors`).
    let fileWord: String, mappingsKey: String
    /// What a mapped type is (`field type`), and what it maps to (`collector`).
    let typeWord: String, classWord: String
    /// What a class is called in "unknown …" (`collector`, `callback class`).
    let unknownClassWord: String
    /// How a custom class is declared, for the note of an unknown one.
    let declareHint: String
    /// The key of the typed forms (`forms`) and what one is (`form`).
    let formsKey: String, formWord: String
    /// A form's schema and its `match:`'s.
    let formSchema: ObjectSchema, matchSchema: ObjectSchema
    /// The key of a form's fields (`fields`), what one is (`field`), and its schema.
    let fieldsKey: String, fieldWord: String, fieldSchema: ObjectSchema
    /// The note of a form with no fields and no match: the matches that tell it apart.
    let emptyFormNote: String

    // MARK: The runtime

    /// The runtime's classes of the kind.
    let builtInClasses: Set<String>
    /// What a type maps to when no file maps it (the runtime's registrations).
    let defaultClasses: [String: String]

    // MARK: The generated Swift

    /// The suffixes of the namespace enum (`Collectors`) and of a form's struct (`Form`).
    let namespaceSuffix: String, formSuffix: String
    /// Members of every namespace enum, and of every form struct, with what each is.
    let reservedNamespaceMembers: [String: String], reservedFormMembers: [String: String]
    /// The `FormReader` methods that read a required and an optional field.
    let readRequired: String, readOptional: String
    /// Whether a field is read by its key (a DaVinci field), rather than by its position (a callback).
    let readsByKey: Bool
    /// Whether a form with no `match:` is matched by its callback types in order (a Journey node), rather
    /// than by the keys of its required fields (a DaVinci form).
    let matchesByTypes: Bool
    /// Words only the templates write: `The {{summary}} of …` on the namespace enum; what a type maps to in
    /// the registration function's doc (`collector`, `class`); that function's parameter and its type; the doc
    /// of a form's `node` property and of its initializer.
    let summary: String, mappedClass: String, registrar: String, registrarType: String, nodeDoc: String,
        initDoc: String

    /// The words of the templates (`MappingsFileModel`'s): the template-only ones, and the words above that the
    /// generated Swift uses too (its `FormReader` is named after the fields key: `fields`, `callbacks`).
    var words: TemplateWords {
        TemplateWords(
            summary: summary, mappedType: typeWord, mappedClass: mappedClass, registrar: registrar,
            registrarType: registrarType, classLabel: classWord, formWord: formWord, fieldWord: fieldWord,
            nodeDoc: nodeDoc, initDoc: initDoc, reader: fieldsKey)
    }

    /// The words the templates write for a kind.
    struct TemplateWords: Decodable, Sendable {
        /// `The {{summary}} of …` on the namespace enum.
        var summary: String
        /// `Maps each {{mappedType}} … to its {{mappedClass}}` on the registration function.
        var mappedType: String, mappedClass: String
        /// The registration function's parameter, its type, and the label of the class argument.
        var registrar: String, registrarType: String, classLabel: String
        /// What a form is (`form`), what its properties hold (`field`), and its `node` property's doc line.
        var formWord: String, fieldWord: String, nodeDoc: String
        /// The doc of the typed form's initializer, and the name of its `FormReader`.
        var initDoc: String, reader: String
    }

    /// The vocabulary of a mappings file of `kind`.
    static func of(_ kind: FlowProtocol) -> MappingVocabulary {
        switch kind {
        case .davinci: collectors
        case .journey: callbacks
        }
    }

    /// A `*.collectors.yaml` file.
    static let collectors = MappingVocabulary(
        fileSchema: SpecSchema.collectorsFile, fileContext: "a collector mapping",
        fileWord: "collectors file", mappingsKey: "collectors", typeWord: "field type", classWord: "collector",
        unknownClassWord: "collector", declareHint: "declare a custom one with 'collector:' and 'value:'",
        formsKey: "forms", formWord: "form", formSchema: SpecSchema.form, matchSchema: SpecSchema.match,
        fieldsKey: "fields", fieldWord: "field", fieldSchema: SpecSchema.field,
        emptyFormNote: "a form without fields needs a match: (formName or nodeId)",
        builtInClasses: RuntimeCatalog.collectors, defaultClasses: RuntimeCatalog.defaultMappings,
        namespaceSuffix: "Collectors", formSuffix: "Form",
        reservedNamespaceMembers: [
            "register": "the registration function", "FormError": "the runtime's form error type",
        ],
        reservedFormMembers: [
            "node": "the node property", "matches": "the match function",
            "formName": "the form name", "fields": "the field reader of init(_:)",
        ],
        readRequired: "required", readOptional: "optional", readsByKey: true, matchesByTypes: false,
        summary: "collector mappings and typed forms", mappedClass: "collector", registrar: "factory",
        registrarType: "CollectorFactory", nodeDoc: "The node the form was made from.",
        initDoc: "The form of `node`; throws naming every missing or mistyped field.")

    /// A `*.callbacks.yaml` file.
    static let callbacks = MappingVocabulary(
        fileSchema: SpecSchema.callbacksFile, fileContext: "a callbacks file",
        fileWord: "callbacks file", mappingsKey: "callbacks", typeWord: "callback type", classWord: "callback",
        unknownClassWord: "callback class", declareHint: "declare a custom one with 'class:'",
        formsKey: "nodes", formWord: "node", formSchema: SpecSchema.journeyNode, matchSchema: SpecSchema.nodeMatch,
        fieldsKey: "callbacks", fieldWord: "callback", fieldSchema: SpecSchema.nodeCallback,
        emptyFormNote: "a node with no callbacks needs a match: (stage, header or unmatched)",
        builtInClasses: RuntimeCatalog.callbackClasses, defaultClasses: RuntimeCatalog.defaultCallbacks,
        namespaceSuffix: "Callbacks", formSuffix: "Node",
        reservedNamespaceMembers: ["register": "the registration function"],
        reservedFormMembers: [
            "node": "the node property", "matches": "the match function", "formName": "the node's name",
            "callbacks": "the callback reader of init(_:)", "submit": "the submit function",
        ],
        readRequired: "callback", readOptional: "optionalCallback", readsByKey: false, matchesByTypes: true,
        summary: "callback mappings and typed Journey nodes", mappedClass: "class", registrar: "registry",
        registrarType: "CallbackRegistry", nodeDoc: "The node this was made from.",
        initDoc: "The typed node of `node`; throws naming every missing callback.")
}
